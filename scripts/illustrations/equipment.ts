/**
 * Sports equipment.
 *
 *  - Hand props (`Prop`) are drawn in figure units (100 units ≈ 1.72 m) along
 *    the forearm and attached to a figure's hand.
 *  - Free 2D items (shuttlecock, balls, targets, plates) take a centre and a size in pixels.
 *  - 3D items (nets, hoops, stumps, hurdles, tables, rings) are projected through a camera
 *    and sized in real metres.
 */
import { place, type Placement, type Projector } from './camera';
import type { Prop } from './figure';
import { arc, poly, smooth, type P, type V3 } from './geometry';
import { C, N, shade, tint } from './palette';
import { box, pole, quad } from './solid';
import { circle, ellipse, g, line, num, path, rect } from './svg';

/* ================================================================ hand props */

const along = (hand: P, angle: number, extra: number, body: string, pivot = 0): string =>
  g({ transform: `translate(${num(hand[0])} ${num(hand[1])}) rotate(${num(-(angle + extra))}) translate(0 ${num(-pivot)})` }, body);

/** Draws a racket pointing along +y from the grip (units). */
function racketBody(kind: 'badminton' | 'tennis' | 'squash', frame: string): string {
  if (kind === 'tennis') {
    return (
      rect(-1.4, -2, 2.8, 13, { rx: 1, fill: C.charcoal }) +
      path(
        poly([
          [-1.2, 11],
          [-5.5, 20.5],
          [-4.2, 21.2],
          [0, 14.5],
          [4.2, 21.2],
          [5.5, 20.5],
          [1.2, 11],
        ]),
        { fill: frame },
      ) +
      ellipse(0, 30, 8.6, 10.8, { fill: tint(C.offwhite, 0), 'fill-opacity': 0.18, stroke: frame, 'stroke-width': 1.8 }) +
      stringsGrid(0, 30, 8, 10, 1.6)
    );
  }
  return (
    rect(-1.2, -2, 2.4, 11, { rx: 1, fill: C.charcoal }) +
    line(0, 9, 0, 21.5, { stroke: N.steel, 'stroke-width': 0.9 }) +
    path(
      poly([
        [-0.8, 20.5],
        [0, 23],
        [0.8, 20.5],
      ]),
      { fill: frame },
    ) +
    ellipse(0, 30.5, 6.6, 8.4, { fill: C.offwhite, 'fill-opacity': 0.15, stroke: frame, 'stroke-width': 1.3 }) +
    stringsGrid(0, 30.5, 6.1, 7.9, 1.3)
  );
}

function stringsGrid(cx: number, cy: number, rx: number, ry: number, step: number): string {
  let d = '';
  for (let x = -rx + step; x < rx; x += step) {
    const h = ry * Math.sqrt(1 - (x / rx) ** 2);
    d += `M${num(cx + x)} ${num(cy - h)}V${num(cy + h)}`;
  }
  for (let y = -ry + step; y < ry; y += step) {
    const w = rx * Math.sqrt(1 - (y / ry) ** 2);
    d += `M${num(cx - w)} ${num(cy + y)}H${num(cx + w)}`;
  }
  return path(d, { stroke: C.offwhite, 'stroke-width': 0.25, opacity: 0.8, fill: 'none' });
}

export const racket =
  (kind: 'badminton' | 'tennis', extra = 0, frame: string = C.saffron): Prop =>
  (hand, angle) =>
    along(hand, angle, extra, racketBody(kind, frame), 1);

export const ttBat =
  (extra = 0, rubber: string = C.clay): Prop =>
  (hand, angle) =>
    along(
      hand,
      angle,
      extra,
      rect(-1.1, -1, 2.2, 7, { rx: 0.8, fill: N.woodDark }) +
        ellipse(0, 10.5, 5.4, 5.9, { fill: rubber }) +
        ellipse(0, 10.5, 5.4, 5.9, { fill: 'none', stroke: shade(rubber, 0.3), 'stroke-width': 0.5 }),
      1,
    );

export const cricketBat =
  (extra = 0): Prop =>
  (hand, angle) =>
    along(
      hand,
      angle,
      extra,
      rect(-1.1, -4, 2.2, 18, { rx: 1, fill: C.charcoal }) +
        path(
          smooth([
            [-3.1, 14],
            [3.1, 14],
            [3.3, 50],
            [2.6, 55.5],
            [-2.6, 55.5],
            [-3.3, 50],
          ]),
          { fill: N.wood },
        ) +
        rect(-3.1, 16, 1.3, 36, { fill: shade(N.wood, 0.12) }) +
        rect(-2.4, 44, 4.8, 6, { rx: 0.6, fill: C.royal }),
      2,
    );

/** Air rifle held at the shoulder; drawn at an absolute angle (horizontal by default). */
export const rifle =
  (absAngle = 90): Prop =>
  (hand) =>
    g(
      { transform: `translate(${num(hand[0])} ${num(hand[1])}) rotate(${num(90 - absAngle)})` },
      path(
        poly([
          [-24, -1.8],
          [-6, -2.2],
          [-4, 3],
          [-9, 3.5],
          [-14, 6.5],
          [-24, 6],
        ]),
        { fill: C.charcoal },
      ) +
        rect(-6, -2.6, 40, 3, { rx: 1, fill: shade(N.steel, 0.3) }) +
        rect(-4, 0, 22, 2.6, { rx: 1, fill: N.woodDark }) +
        rect(6, -5.4, 12, 2.2, { rx: 1, fill: C.charcoal }) +
        rect(33, -3.2, 5, 4, { rx: 0.6, fill: C.charcoal }),
    );

/** Bumper plate seen from the side (the bar runs into the picture). */
export const plateDisc = (c: P, r: number, color: string): string =>
  circle(c[0], c[1], r, { fill: color }) +
  circle(c[0], c[1], r * 0.78, { fill: 'none', stroke: shade(color, 0.2), 'stroke-width': r * 0.06 }) +
  circle(c[0], c[1], r * 0.22, { fill: N.steelLight }) +
  circle(c[0], c[1], r * 0.1, { fill: shade(N.steel, 0.3) });

export const barbellEnd =
  (color: string = C.royal, r = 13): Prop =>
  (hand) =>
    plateDisc(hand, r, color) +
    circle(hand[0], hand[1], r * 0.45, { fill: shade(color, 0.25), opacity: 0.6 }) +
    plateDisc(hand, r * 0.72, shade(color, 0.05));

export const dumbbell =
  (color: string = C.charcoal): Prop =>
  (hand, angle) =>
    along(
      hand,
      angle,
      90,
      rect(-6, -1, 12, 2, { fill: N.steel }) +
        rect(-8, -3.4, 3.4, 6.8, { rx: 1, fill: color }) +
        rect(4.6, -3.4, 3.4, 6.8, { rx: 1, fill: color }),
    );

export const clipboard: Prop = (hand) =>
  g(
    { transform: `translate(${num(hand[0] - 2)} ${num(hand[1] - 10)}) rotate(-8)` },
    rect(0, 0, 11, 15, { rx: 1, fill: N.woodDark }) +
      rect(1, 2, 9, 12, { fill: C.offwhite }) +
      rect(3.2, -0.8, 4.6, 2.4, { rx: 0.6, fill: N.steel }) +
      [5, 7.5, 10].map((y) => rect(2.4, y, 5.5, 0.8, { fill: N.steelLight })).join(''),
  );

export const whistle: Prop = (hand) => ellipse(hand[0] + 1.8, hand[1] - 1.2, 1.8, 1.2, { fill: C.saffron });

/* ================================================================ free 2D items */

export type BallKind = 'tennis' | 'basketball' | 'volleyball' | 'cricket' | 'football' | 'tt';

export function ball(kind: BallKind, x: number, y: number, r: number): string {
  switch (kind) {
    case 'tennis':
      return (
        circle(x, y, r, { fill: '#D7E94B' }) +
        path(
          `M${num(x - r * 0.95)} ${num(y - r * 0.3)}Q${num(x)} ${num(y + r * 0.2)} ${num(x - r * 0.3)} ${num(y + r * 0.95)}M${num(x + r * 0.3)} ${num(y - r * 0.95)}Q${num(x)} ${num(y - r * 0.2)} ${num(x + r * 0.95)} ${num(y + r * 0.3)}`,
          {
            stroke: C.offwhite,
            'stroke-width': r * 0.12,
            fill: 'none',
          },
        )
      );
    case 'basketball':
      return (
        circle(x, y, r, { fill: C.saffron }) +
        path(
          `M${num(x - r)} ${num(y)}H${num(x + r)}M${num(x)} ${num(y - r)}V${num(y + r)}M${num(x - r * 0.7)} ${num(y - r * 0.7)}Q${num(x - r * 0.15)} ${num(y)} ${num(x - r * 0.7)} ${num(y + r * 0.7)}M${num(x + r * 0.7)} ${num(y - r * 0.7)}Q${num(x + r * 0.15)} ${num(y)} ${num(x + r * 0.7)} ${num(y + r * 0.7)}`,
          {
            stroke: shade(C.saffron, 0.55),
            'stroke-width': r * 0.07,
            fill: 'none',
          },
        )
      );
    case 'volleyball':
      return (
        circle(x, y, r, { fill: C.offwhite }) +
        path(
          `M${num(x)} ${num(y)}Q${num(x + r * 0.2)} ${num(y - r * 0.7)} ${num(x + r * 0.75)} ${num(y - r * 0.65)}L${num(x + r * 0.9)} ${num(y - r * 0.25)}Q${num(x + r * 0.3)} ${num(y - r * 0.3)} ${num(x)} ${num(y)}Z`,
          { fill: '#F2C230' },
        ) +
        path(
          `M${num(x)} ${num(y)}Q${num(x - r * 0.75)} ${num(y - r * 0.1)} ${num(x - r * 0.85)} ${num(y + r * 0.45)}L${num(x - r * 0.55)} ${num(y + r * 0.8)}Q${num(x - r * 0.5)} ${num(y + r * 0.2)} ${num(x)} ${num(y)}Z`,
          { fill: C.royal },
        ) +
        circle(x, y, r, { fill: 'none', stroke: shade(C.offwhite, 0.25), 'stroke-width': r * 0.06 })
      );
    case 'cricket':
      return (
        circle(x, y, r, { fill: '#B3262E' }) +
        path(`M${num(x - r * 0.35)} ${num(y - r * 0.93)}Q${num(x + r * 0.25)} ${num(y)} ${num(x - r * 0.35)} ${num(y + r * 0.93)}`, {
          stroke: C.offwhite,
          'stroke-width': r * 0.1,
          fill: 'none',
          'stroke-dasharray': `${num(r * 0.12)} ${num(r * 0.1)}`,
        })
      );
    case 'tt':
      return circle(x, y, r, { fill: C.offwhite });
    default:
      return circle(x, y, r, { fill: C.offwhite }) + path(poly(arc(x, y, r * 0.38, -90, 270, 5).slice(0, 5)), { fill: C.charcoal });
  }
}

/** Shuttlecock: cork base with a flared feather skirt, pointing along `angle` (deg, 0 = cork down). */
export function shuttlecock(x: number, y: number, size: number, angle = 0): string {
  const s = size;
  const feathers = [-3, -1.5, 0, 1.5, 3]
    .map((i) => line(i * 0.3 * s, -0.05 * s, i * s * 0.68, -1.0 * s, { stroke: shade(C.offwhite, 0.15), 'stroke-width': s * 0.03 }))
    .join('');
  return g(
    { transform: `translate(${num(x)} ${num(y)}) rotate(${num(-angle)})` },
    path(
      poly([
        [-0.35 * s, -0.05 * s],
        [0.35 * s, -0.05 * s],
        [s * 0.72, -1.02 * s],
        [-s * 0.72, -1.02 * s],
      ]),
      { fill: C.offwhite, opacity: 0.96 },
    ) +
      feathers +
      rect(-0.45 * s, -0.6 * s, 0.9 * s, 0.06 * s, { fill: C.royal }) +
      path(`M${num(-0.38 * s)} ${num(-0.05 * s)}A${num(0.38 * s)} ${num(0.38 * s)} 0 0 0 ${num(0.38 * s)} ${num(-0.05 * s)}Z`, {
        fill: C.saffron,
      }),
  );
}

/** Concentric 10 m air-rifle target card (cx, cy centre; r outer radius). */
export function rifleTarget(cx: number, cy: number, r: number): string {
  const out = [rect(cx - r * 1.25, cy - r * 1.25, r * 2.5, r * 2.5, { fill: C.offwhite, rx: r * 0.05 })];
  for (let i = 10; i >= 1; i--) {
    const rr = (r * i) / 10;
    const black = i <= 6;
    out.push(
      circle(cx, cy, rr, {
        fill: black ? C.charcoal : C.offwhite,
        stroke: black ? tint(C.charcoal, 0.4) : C.charcoal,
        'stroke-width': Math.max(0.4, r * 0.012),
      }),
    );
  }
  out.push(circle(cx, cy, r * 0.05, { fill: C.offwhite }));
  return out.join('');
}

/** Traffic cone / agility marker (base centre at x,y; height h px). */
export function cone(x: number, y: number, h: number, color: string = C.saffron): string {
  const w = h * 0.42;
  return (
    ellipse(x, y, w * 0.75, w * 0.2, { fill: shade(color, 0.3) }) +
    path(
      poly([
        [x - w * 0.45, y],
        [x - w * 0.08, y - h],
        [x + w * 0.08, y - h],
        [x + w * 0.45, y],
      ]),
      { fill: color },
    ) +
    path(
      poly([
        [x - w * 0.3, y - h * 0.45],
        [x + w * 0.3, y - h * 0.45],
        [x + w * 0.23, y - h * 0.62],
        [x - w * 0.23, y - h * 0.62],
      ]),
      { fill: C.offwhite },
    )
  );
}

/* ================================================================ 3D equipment */

/** Net strung between two posts. `a`/`b` are the post feet (world). */
export function net3d(
  cam: Projector,
  a: V3,
  b: V3,
  o: { bottom: number; top: number; postH: number; cell?: number; tape?: string; post?: string; sag?: number },
): string {
  const cell = o.cell ?? 0.1;
  const lerp3 = (t: number, y: number): V3 => [a[0] + (b[0] - a[0]) * t, y, a[2] + (b[2] - a[2]) * t];
  const sag = o.sag ?? 0;
  const topAt = (t: number) => o.top - sag * Math.sin(Math.PI * t);
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  let d = '';
  const n = Math.round(len / cell);
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const p = cam.project(lerp3(t, o.bottom));
    const q = cam.project(lerp3(t, topAt(t)));
    d += `M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`;
  }
  const rows = Math.round((o.top - o.bottom) / cell);
  for (let j = 0; j <= rows; j++) {
    const pts: P[] = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const y = o.bottom + ((topAt(t) - o.bottom) * j) / rows;
      pts.push(cam.project(lerp3(t, y)));
    }
    d += poly(pts, false);
  }
  const mid = lerp3(0.5, o.top);
  const sw = Math.max(0.35, cam.ppm(mid) * 0.006);
  const post = o.post ?? C.charcoal;
  const tapePts: V3[] = [];
  for (let i = 0; i <= 8; i++) tapePts.push(lerp3(i / 8, topAt(i / 8)));
  return (
    path(d, { stroke: C.charcoal, 'stroke-width': sw, fill: 'none', opacity: 0.55 }) +
    pole(cam, tapePts, 0.06, o.tape ?? C.offwhite) +
    pole(cam, [lerp3(0, o.bottom), lerp3(1, o.bottom)], 0.02, C.charcoal, { opacity: 0.6 }) +
    pole(cam, [a, [a[0], o.postH, a[2]]], 0.07, post) +
    pole(cam, [b, [b[0], o.postH, b[2]]], 0.07, post)
  );
}

/** Court nets placed across a court's centre line (court placement as for renderCourt). */
export function courtNet(cam: Projector, kind: 'badminton' | 'tennis' | 'volleyball', at: Placement): string {
  if (kind === 'badminton') {
    return net3d(cam, place([0, -3.05], at), place([0, 3.05], at), { bottom: 0.79, top: 1.55, postH: 1.55, cell: 0.05, sag: 0.026 });
  }
  if (kind === 'tennis') {
    return (
      net3d(cam, place([0, -6.4], at), place([0, 6.4], at), { bottom: 0.02, top: 1.07, postH: 1.07, cell: 0.06, sag: 0.156 }) +
      pole(cam, [place([0, 0], at), [place([0, 0], at)[0], 0.914, place([0, 0], at)[2]]], 0.05, C.offwhite)
    );
  }
  const a = place([0, -5.5], at);
  const b = place([0, 5.5], at);
  const antenna = (y: number) => {
    const base = place([0, y], at);
    const segs: string[] = [];
    for (let i = 0; i < 9; i++) {
      segs.push(
        pole(
          cam,
          [
            [base[0], 1.43 + i * 0.2, base[2]],
            [base[0], 1.63 + i * 0.2, base[2]],
          ],
          0.025,
          i % 2 ? C.offwhite : C.clay,
          { 'stroke-linecap': 'butt' },
        ),
      );
    }
    return segs.join('');
  };
  return net3d(cam, a, b, { bottom: 1.43, top: 2.43, postH: 2.55, cell: 0.1, post: C.offwhite }) + antenna(-4.5) + antenna(4.5);
}

/** Basketball stanchion, backboard and rim; `at` is the basket position, facing toward -x when dir = -1. */
export function hoop(cam: Projector, at: Placement, end: 1 | -1): string {
  const bx = end * (14 - 1.2);
  const board = (y0: number, y1: number, hw: number): V3[] =>
    [place([bx, -hw], at), place([bx, hw], at)].flatMap((p, i) =>
      i === 0 ? [[p[0], y0, p[2]] as V3, [p[0], y1, p[2]] as V3] : [[p[0], y1, p[2]] as V3, [p[0], y0, p[2]] as V3],
    );
  const baseP = place([end * 15.8, 0], at);
  const armP = place([bx, 0], at);
  const rimC = place([end * (14 - 1.575), 0], at);
  const rimPts: V3[] = arc(0, 0, 0.225, 0, 360, 20).map(([x, y]) => [rimC[0] + x, 3.05, rimC[2] + y]);
  return (
    box(cam, [baseP[0] - 0.6, 0, baseP[2] - 0.6], [baseP[0] + 0.6, 0.5, baseP[2] + 0.6], C.navy) +
    pole(
      cam,
      [
        [baseP[0], 0.5, baseP[2]],
        [baseP[0], 3.4, baseP[2]],
        [armP[0], 3.4, armP[2]],
      ],
      0.16,
      C.navy,
    ) +
    quad(cam, board(2.9, 3.95, 0.9), C.offwhite, { opacity: 0.92 }) +
    quad(cam, board(2.9, 3.35, 0.29), 'none', { stroke: C.saffron, 'stroke-width': Math.max(1, cam.ppm(rimC) * 0.05) }) +
    path(poly(rimPts.map((p) => cam.project(p))), { fill: 'none', stroke: C.saffron, 'stroke-width': Math.max(1, cam.ppm(rimC) * 0.03) }) +
    pole(cam, [rimPts[5], [rimC[0], 2.65, rimC[2]], rimPts[15]], 0.015, C.offwhite, { opacity: 0.7 })
  );
}

/** Table-tennis table 2.74 x 1.525 m, top at 0.76 m, with net. */
export function ttTable(cam: Projector, at: Placement, top: string = C.royal): string {
  const L = 1.37;
  const W = 0.7625;
  const y = 0.76;
  const P3 = (x: number, z: number, yy = y): V3 => {
    const p = place([x, z], at);
    return [p[0], yy, p[2]];
  };
  const legs = [
    [-1.1, -0.6],
    [1.1, -0.6],
    [-1.1, 0.6],
    [1.1, 0.6],
  ]
    .map(([x, z]) => pole(cam, [P3(x, z, 0), P3(x, z, y - 0.03)], 0.05, C.charcoal))
    .join('');
  const surf = quad(cam, [P3(-L, -W), P3(L, -W), P3(L, W), P3(-L, W)], top);
  const edge = quad(cam, [P3(-L, W), P3(L, W), P3(L, W, y - 0.04), P3(-L, W, y - 0.04)], shade(top, 0.35));
  const lines =
    pole(
      cam,
      [P3(-L + 0.01, -W + 0.01), P3(L - 0.01, -W + 0.01), P3(L - 0.01, W - 0.01), P3(-L + 0.01, W - 0.01), P3(-L + 0.01, -W + 0.01)],
      0.02,
      C.offwhite,
    ) + pole(cam, [P3(-L, 0), P3(L, 0)], 0.006, C.offwhite);
  const netPts: V3[] = [P3(0, -W - 0.15), P3(0, W + 0.15), P3(0, W + 0.15, y + 0.1525), P3(0, -W - 0.15, y + 0.1525)];
  return (
    legs + edge + surf + lines + quad(cam, netPts, C.charcoal, { opacity: 0.55 }) + pole(cam, [netPts[3], netPts[2]], 0.012, C.offwhite)
  );
}

/** Three stumps with bails at a crease (world x/z of the middle stump). */
export function stumps(cam: Projector, at: V3, across: 'x' | 'z' = 'z'): string {
  const out: string[] = [];
  for (const o of [-0.1143, 0, 0.1143]) {
    const p: V3 = across === 'z' ? [at[0], 0, at[2] + o] : [at[0] + o, 0, at[2]];
    out.push(pole(cam, [p, [p[0], 0.711, p[2]]], 0.035, '#F3E3C3'));
  }
  const a: V3 = across === 'z' ? [at[0], 0.72, at[2] - 0.115] : [at[0] - 0.115, 0.72, at[2]];
  const b: V3 = across === 'z' ? [at[0], 0.72, at[2] + 0.115] : [at[0] + 0.115, 0.72, at[2]];
  out.push(pole(cam, [a, b], 0.03, C.saffron));
  return out.join('');
}

/** Athletics hurdle across a lane (feet on the ground, top bar at height h). */
export function hurdle(cam: Projector, at: V3, width = 1.18, h = 0.84, rot = 0): string {
  const dx = (Math.cos((rot * Math.PI) / 180) * width) / 2;
  const dz = (Math.sin((rot * Math.PI) / 180) * width) / 2;
  const l: V3 = [at[0] - dx, 0, at[2] - dz];
  const r: V3 = [at[0] + dx, 0, at[2] + dz];
  const bar: string[] = [];
  for (let i = 0; i < 6; i++) {
    const t0 = i / 6;
    const t1 = (i + 1) / 6;
    bar.push(
      pole(
        cam,
        [
          [l[0] + (r[0] - l[0]) * t0, h, l[2] + (r[2] - l[2]) * t0],
          [l[0] + (r[0] - l[0]) * t1, h, l[2] + (r[2] - l[2]) * t1],
        ],
        0.07,
        i % 2 ? C.charcoal : C.offwhite,
        { 'stroke-linecap': 'butt' },
      ),
    );
  }
  return (
    pole(cam, [[l[0], 0, l[2] + 0.35], l, [l[0], h, l[2]]], 0.035, N.steel) +
    pole(cam, [[r[0], 0, r[2] + 0.35], r, [r[0], h, r[2]]], 0.035, N.steel) +
    bar.join('')
  );
}

/** Photo-cell timing gate on a tripod. */
export function timingGate(cam: Projector, at: V3): string {
  const top: V3 = [at[0], 1.0, at[2]];
  const legs = [-1, 0, 1].map((i) => pole(cam, [[at[0] + i * 0.25, 0, at[2] + (i === 0 ? 0.3 : -0.15)], top], 0.02, C.charcoal)).join('');
  const head = cam.project(top);
  const s = cam.ppm(top);
  return (
    legs +
    rect(head[0] - 0.07 * s, head[1] - 0.14 * s, 0.14 * s, 0.2 * s, { rx: 0.02 * s, fill: C.saffron }) +
    circle(head[0], head[1] - 0.07 * s, 0.03 * s, { fill: '#FF3B30' })
  );
}

/** Boxing ring: platform, canvas, corner posts and four ropes. */
export function boxingRing(cam: Projector, c: V3, size = 6.1, h = 0.9): { under: string; ropesBack: string; ropesFront: string } {
  const s = size / 2;
  const apron = s + 0.6;
  const under =
    box(cam, [c[0] - apron, 0, c[2] - apron], [c[0] + apron, h, c[2] + apron], { top: C.sand, front: C.navy, side: shade(C.navy, 0.2) }) +
    quad(
      cam,
      [
        [c[0] - s, h + 0.001, c[2] - s],
        [c[0] + s, h + 0.001, c[2] - s],
        [c[0] + s, h + 0.001, c[2] + s],
        [c[0] - s, h + 0.001, c[2] + s],
      ],
      tint(C.sand, 0.3),
    ) +
    quad(
      cam,
      [
        [c[0] - 1.2, h + 0.002, c[2] - 1.2],
        [c[0] + 1.2, h + 0.002, c[2] - 1.2],
        [c[0] + 1.2, h + 0.002, c[2] + 1.2],
        [c[0] - 1.2, h + 0.002, c[2] + 1.2],
      ],
      C.royal,
      { opacity: 0.12 },
    );
  const corners: V3[] = [
    [c[0] - s, h, c[2] - s],
    [c[0] + s, h, c[2] - s],
    [c[0] + s, h, c[2] + s],
    [c[0] - s, h, c[2] + s],
  ];
  const colors = [C.clay, C.offwhite, C.royal, C.offwhite];
  const rope = (i: number, j: number, y: number) =>
    pole(
      cam,
      [
        [corners[i][0], h + y, corners[i][2]],
        [corners[j][0], h + y, corners[j][2]],
      ],
      0.04,
      [C.offwhite, C.clay, C.offwhite, C.royal][Math.round(y * 3) % 4],
    );
  const heights = [0.4, 0.7, 1.0, 1.3];
  const post = (i: number) => pole(cam, [corners[i], [corners[i][0], h + 1.45, corners[i][2]]], 0.12, colors[i]);
  const backSides: [number, number][] = [
    [2, 3],
    [1, 2],
    [3, 0],
  ];
  return {
    under,
    ropesBack: post(2) + post(3) + backSides.flatMap(([i, j]) => heights.map((y) => rope(i, j, y))).join(''),
    ropesFront: post(0) + post(1) + heights.map((y) => rope(0, 1, y)).join(''),
  };
}

/** Olympic barbell lying on the floor / rack (bar along world x), plates both ends. */
export function barbell3d(cam: Projector, c: V3, plateColor: string = C.royal, plates = 2): string {
  const out: string[] = [
    pole(
      cam,
      [
        [c[0] - 1.1, c[1], c[2]],
        [c[0] + 1.1, c[1], c[2]],
      ],
      0.03,
      N.steel,
    ),
  ];
  const colors = [plateColor, shade(plateColor, 0.1), C.charcoal];
  for (const s of [-1, 1]) {
    for (let i = 0; i < plates; i++) {
      const x = c[0] + s * (0.7 + i * 0.06);
      const r = 0.225 - i * 0.025;
      const pts: V3[] = arc(0, 0, r, 0, 360, 24).map(([a, b]) => [x, c[1] + b, c[2] + a]);
      out.push(path(poly(pts.map((p) => cam.project(p))), { fill: colors[i % colors.length] }));
    }
  }
  return out.join('');
}

/** Row of dumbbells on a two-tier rack (3D, along world x). */
export function dumbbellRack(cam: Projector, c: V3, length = 3): string {
  const out: string[] = [box(cam, [c[0] - length / 2, 0, c[2] - 0.3], [c[0] + length / 2, 0.55, c[2] + 0.3], C.charcoal)];
  out.push(box(cam, [c[0] - length / 2, 0.55, c[2] - 0.05], [c[0] + length / 2, 0.9, c[2] + 0.3], shade(C.charcoal, 0.1)));
  const n = Math.floor(length / 0.32);
  for (let i = 0; i < n; i++) {
    const x = c[0] - length / 2 + 0.18 + i * 0.32;
    for (const [y, z] of [
      [0.62, c[2] - 0.15],
      [0.97, c[2] + 0.12],
    ]) {
      const p = cam.project([x, y, z]);
      const s = cam.ppm([x, y, z]);
      out.push(
        rect(p[0] - 0.11 * s, p[1] - 0.07 * s, 0.22 * s, 0.14 * s, { rx: 0.02 * s, fill: C.charcoal }) +
          rect(p[0] - 0.1 * s, p[1] - 0.07 * s, 0.06 * s, 0.14 * s, { rx: 0.03 * s, fill: shade(N.steel, 0.5) }) +
          rect(p[0] + 0.04 * s, p[1] - 0.07 * s, 0.06 * s, 0.14 * s, { rx: 0.03 * s, fill: shade(N.steel, 0.5) }),
      );
    }
  }
  return out.join('');
}

/** Kettlebell sprite (base centre x,y; height h px). */
export function kettlebell(x: number, y: number, h: number, color: string = C.charcoal): string {
  const r = h * 0.38;
  return (
    path(`M${num(x - r * 0.55)} ${num(y - r * 1.6)}Q${num(x)} ${num(y - h * 1.05)} ${num(x + r * 0.55)} ${num(y - r * 1.6)}`, {
      stroke: color,
      'stroke-width': h * 0.11,
      fill: 'none',
    }) +
    path(
      smooth([
        [x - r, y - r * 0.9],
        [x - r * 0.7, y - r * 1.7],
        [x + r * 0.7, y - r * 1.7],
        [x + r, y - r * 0.9],
        [x + r * 0.55, y],
        [x - r * 0.55, y],
      ]),
      { fill: color },
    ) +
    ellipse(x - r * 0.35, y - r * 1.1, r * 0.2, r * 0.3, { fill: tint(color, 0.2), opacity: 0.5 })
  );
}

/** Squat / power rack: four uprights, J-hooks and safety bars (3D). */
export function powerRack(cam: Projector, c: V3, w = 1.2, d = 1.2, h = 2.3, color: string = C.charcoal): string {
  const ups: V3[] = [
    [c[0] - w / 2, 0, c[2] - d / 2],
    [c[0] + w / 2, 0, c[2] - d / 2],
    [c[0] - w / 2, 0, c[2] + d / 2],
    [c[0] + w / 2, 0, c[2] + d / 2],
  ];
  const out: string[] = [];
  for (const u of [ups[2], ups[3]]) out.push(pole(cam, [u, [u[0], h, u[2]]], 0.07, shade(color, 0.1)));
  out.push(
    pole(
      cam,
      [
        [ups[2][0], h, ups[2][2]],
        [ups[3][0], h, ups[3][2]],
      ],
      0.07,
      shade(color, 0.1),
    ),
  );
  out.push(
    pole(
      cam,
      [
        [ups[0][0], h, ups[0][2]],
        [ups[2][0], h, ups[2][2]],
      ],
      0.07,
      color,
    ),
  );
  out.push(
    pole(
      cam,
      [
        [ups[1][0], h, ups[1][2]],
        [ups[3][0], h, ups[3][2]],
      ],
      0.07,
      color,
    ),
  );
  out.push(
    pole(
      cam,
      [
        [ups[0][0], 0.8, ups[0][2]],
        [ups[2][0], 0.8, ups[2][2]],
      ],
      0.05,
      C.saffron,
    ),
  );
  out.push(
    pole(
      cam,
      [
        [ups[1][0], 0.8, ups[1][2]],
        [ups[3][0], 0.8, ups[3][2]],
      ],
      0.05,
      C.saffron,
    ),
  );
  for (const u of [ups[0], ups[1]]) out.push(pole(cam, [u, [u[0], h, u[2]]], 0.07, color));
  out.push(
    pole(
      cam,
      [
        [ups[0][0], h, ups[0][2]],
        [ups[1][0], h, ups[1][2]],
      ],
      0.07,
      color,
    ),
  );
  return out.join('');
}
