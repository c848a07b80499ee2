/**
 * Still-life objects for editorial compositions (flat lays and tabletops).
 * Each draws at a centre (x, y) with a size `s` in pixels; "top" = seen from
 * above, "front" = seen from the front.
 */
import { OrthoCamera } from './camera';
import { renderCourt, type CourtModel } from './courts';
import { poly, roundRect, smooth, type P } from './geometry';
import { C, N, shade, tint } from './palette';
import type { Rng } from './random';
import { circle, ellipse, g, line, num, path, rect } from './svg';

/** A court plan drawn in real proportions inside a w x h pixel box (top view). */
export function courtPlan(model: CourtModel, x: number, y: number, w: number, h: number, rotate = false, mono?: string): string {
  const L = rotate ? model.width + 4 : model.length + 4;
  const W = rotate ? model.length + 4 : model.width + 4;
  const scale = Math.min(w / L, h / W);
  const cam = new OrthoCamera({ cx: x, cy: y, scale, tilt: 90 });
  const m: CourtModel = mono
    ? { ...model, zones: model.zones.map((z, i) => ({ ...z, fill: i === 0 ? 'none' : 'none' })), line: mono }
    : model;
  return renderCourt(cam, m, { x: 0, z: 0, rot: rotate ? 90 : 0 }, { lineScale: mono ? 2.2 : 1.6 });
}

/** Rolled-out blueprint sheet with a court plan, grid and dimension ticks (top view). */
export function blueprint(x: number, y: number, w: number, h: number, model: CourtModel, rot = -4): string {
  const grid: string[] = [];
  for (let gx = 0; gx <= w; gx += w / 16) grid.push(`M${num(gx)} 0V${num(h)}`);
  for (let gy = 0; gy <= h; gy += w / 16) grid.push(`M0 ${num(gy)}H${num(w)}`);
  const dims = `M${num(w * 0.12)} ${num(h * 0.88)}H${num(w * 0.88)}M${num(w * 0.12)} ${num(h * 0.86)}V${num(h * 0.9)}M${num(w * 0.88)} ${num(h * 0.86)}V${num(h * 0.9)}M${num(w * 0.07)} ${num(h * 0.14)}V${num(h * 0.8)}M${num(w * 0.05)} ${num(h * 0.14)}H${num(w * 0.09)}M${num(w * 0.05)} ${num(h * 0.8)}H${num(w * 0.09)}`;
  return g(
    { transform: `translate(${num(x - w / 2)} ${num(y - h / 2)}) rotate(${rot} ${num(w / 2)} ${num(h / 2)})` },
    rect(0, 0, w, h, { fill: '#1B4F9C', rx: 4 }),
    path(grid.join(''), { stroke: C.offwhite, 'stroke-width': 0.8, opacity: 0.12 }),
    courtPlan(model, w / 2, h * 0.47, w * 0.78, h * 0.7, false, C.offwhite),
    path(dims, { stroke: C.offwhite, 'stroke-width': 1.6, opacity: 0.7, fill: 'none' }),
    rect(w * 0.72, h * 0.04, w * 0.24, h * 0.08, { fill: 'none', stroke: C.offwhite, 'stroke-width': 1.4, opacity: 0.6 }),
    ellipse(w * 0.98, h * 0.5, w * 0.03, h * 0.5, { fill: shade('#1B4F9C', 0.25) }),
  );
}

export function pencil(x: number, y: number, len: number, angle: number, color: string = C.saffron): string {
  const t = len * 0.06;
  return g(
    { transform: `translate(${num(x)} ${num(y)}) rotate(${angle})` },
    rect(-len / 2, -t / 2, len * 0.86, t, { fill: color }),
    rect(-len / 2, -t / 2, len * 0.86, t / 3, { fill: tint(color, 0.25) }),
    rect(-len / 2 - t * 0.6, -t / 2, t * 0.7, t, { fill: C.pink, rx: t * 0.2 }),
    path(
      poly([
        [len * 0.36, -t / 2],
        [len / 2, 0],
        [len * 0.36, t / 2],
      ]),
      { fill: N.wood },
    ),
    path(
      poly([
        [len * 0.46, -t * 0.14],
        [len / 2, 0],
        [len * 0.46, t * 0.14],
      ]),
      { fill: C.charcoal },
    ),
  );
}

export function ruler(x: number, y: number, len: number, angle: number): string {
  const ticks: string[] = [];
  for (let i = 1; i < 30; i++)
    ticks.push(`M${num(-len / 2 + (i * len) / 30)} ${num(-len * 0.045)}v${num(i % 5 ? len * 0.025 : len * 0.045)}`);
  return g(
    { transform: `translate(${num(x)} ${num(y)}) rotate(${angle})` },
    rect(-len / 2, -len * 0.045, len, len * 0.09, { fill: N.steelLight, rx: 3 }),
    path(ticks.join(''), { stroke: C.charcoal, 'stroke-width': 1.2 }),
  );
}

/** Coffee / chai cup from above. */
export function cup(x: number, y: number, r: number, drink = '#9A5B34'): string {
  return (
    ellipse(x + r * 1.05, y, r * 0.35, r * 0.22, { fill: 'none', stroke: C.offwhite, 'stroke-width': r * 0.16 }) +
    circle(x, y, r, { fill: C.offwhite }) +
    circle(x, y, r * 0.8, { fill: drink }) +
    circle(x - r * 0.25, y - r * 0.25, r * 0.15, { fill: tint(drink, 0.35), opacity: 0.7 })
  );
}

/** Tablet / phone from above with arbitrary screen content. */
export function device(x: number, y: number, w: number, h: number, screen: string, angle = 0, body: string = C.charcoal): string {
  return g(
    { transform: `translate(${num(x)} ${num(y)}) rotate(${angle})` },
    path(roundRect(-w / 2, -h / 2, w, h, w * 0.08), { fill: body }),
    g(
      { transform: `translate(${num(-w / 2 + w * 0.05)} ${num(-h / 2 + w * 0.05)})` },
      rect(0, 0, w * 0.9, h - w * 0.1, { fill: C.navy, rx: w * 0.02 }),
      screen,
    ),
  );
}

/** A simple heart-rate / performance chart panel (used inside device screens). */
export function chartPanel(w: number, h: number, rng: Rng, accent: string = C.saffron): string {
  const pts: P[] = [];
  for (let i = 0; i <= 28; i++) {
    const x = (i / 28) * w * 0.9 + w * 0.05;
    const spike = i % 7 === 3 ? -h * 0.28 : i % 7 === 4 ? h * 0.12 : 0;
    pts.push([x, h * 0.42 + spike + rng.range(-h * 0.02, h * 0.02)]);
  }
  const bars: string[] = [];
  for (let i = 0; i < 7; i++) {
    const bh = h * rng.range(0.12, 0.3);
    bars.push(rect(w * 0.08 + i * w * 0.12, h * 0.95 - bh, w * 0.07, bh, { fill: i === 5 ? accent : tint(C.royal, 0.35), rx: 2 }));
  }
  return (
    rect(w * 0.05, h * 0.08, w * 0.5, h * 0.06, { fill: tint(C.navy, 0.3), rx: 3 }) +
    path(poly(pts, false), { fill: 'none', stroke: accent, 'stroke-width': Math.max(2, w * 0.012), 'stroke-linejoin': 'round' }) +
    circle(w * 0.86, h * 0.12, h * 0.05, { fill: C.pink }) +
    bars.join('')
  );
}

/** Smartwatch on a wrist band (front view). */
export function smartwatch(x: number, y: number, s: number): string {
  const band = C.charcoal;
  const ring = (r: number, frac: number, c: string) => {
    const a = frac * Math.PI * 2 - Math.PI / 2;
    return (
      circle(0, 0, r, { fill: 'none', stroke: shade(c, 0.6), 'stroke-width': s * 0.05 }) +
      path(`M0 ${num(-r)}A${num(r)} ${num(r)} 0 ${frac > 0.5 ? 1 : 0} 1 ${num(Math.cos(a) * r)} ${num(Math.sin(a) * r)}`, {
        fill: 'none',
        stroke: c,
        'stroke-width': s * 0.05,
        'stroke-linecap': 'round',
      })
    );
  };
  return g(
    { transform: `translate(${num(x)} ${num(y)})` },
    path(roundRect(-s * 0.28, -s * 1.3, s * 0.56, s * 2.6, s * 0.2), { fill: band }),
    path(roundRect(-s * 0.45, -s * 0.55, s * 0.9, s * 1.1, s * 0.2), { fill: shade(N.steel, 0.45) }),
    path(roundRect(-s * 0.4, -s * 0.5, s * 0.8, s * 1.0, s * 0.17), { fill: '#050B18' }),
    g(
      { transform: `translate(0 ${num(-s * 0.08)})` },
      ring(s * 0.26, 0.78, C.pink),
      ring(s * 0.19, 0.6, C.saffron),
      ring(s * 0.12, 0.45, C.sky),
    ),
    path(
      poly(
        [
          [-s * 0.3, s * 0.32],
          [-s * 0.1, s * 0.32],
          [-s * 0.04, s * 0.22],
          [s * 0.03, s * 0.4],
          [s * 0.08, s * 0.32],
          [s * 0.3, s * 0.32],
        ],
        false,
      ),
      { fill: 'none', stroke: C.pink, 'stroke-width': s * 0.03 },
    ),
    rect(s * 0.45, -s * 0.18, s * 0.06, s * 0.2, { fill: shade(N.steel, 0.3), rx: s * 0.02 }),
  );
}

/** Gold trophy cup on a plinth (front view); `s` = total height. */
export function trophy(x: number, y: number, s: number): string {
  const gold = N.gold;
  return g(
    { transform: `translate(${num(x)} ${num(y)})` },
    rect(-s * 0.26, -s * 0.14, s * 0.52, s * 0.14, { fill: C.navy, rx: s * 0.01 }),
    rect(-s * 0.2, -s * 0.2, s * 0.4, s * 0.06, { fill: shade(C.navy, 0.2) }),
    rect(-s * 0.05, -s * 0.38, s * 0.1, s * 0.18, { fill: shade(gold, 0.15) }),
    path(`M${num(-s * 0.14)} ${num(-s * 0.2)}Q0 ${num(-s * 0.3)} ${num(s * 0.14)} ${num(-s * 0.2)}Z`, { fill: gold }),
    path(
      `M${num(-s * 0.3)} ${num(-s * 0.95)}H${num(s * 0.3)}Q${num(s * 0.3)} ${num(-s * 0.42)} 0 ${num(-s * 0.38)}Q${num(-s * 0.3)} ${num(-s * 0.42)} ${num(-s * 0.3)} ${num(-s * 0.95)}Z`,
      { fill: gold },
    ),
    path(
      `M${num(-s * 0.3)} ${num(-s * 0.85)}Q${num(-s * 0.48)} ${num(-s * 0.85)} ${num(-s * 0.44)} ${num(-s * 0.7)}Q${num(-s * 0.4)} ${num(-s * 0.58)} ${num(-s * 0.22)} ${num(-s * 0.55)}`,
      { fill: 'none', stroke: gold, 'stroke-width': s * 0.04 },
    ),
    path(
      `M${num(s * 0.3)} ${num(-s * 0.85)}Q${num(s * 0.48)} ${num(-s * 0.85)} ${num(s * 0.44)} ${num(-s * 0.7)}Q${num(s * 0.4)} ${num(-s * 0.58)} ${num(s * 0.22)} ${num(-s * 0.55)}`,
      { fill: 'none', stroke: gold, 'stroke-width': s * 0.04 },
    ),
    path(
      `M${num(s * 0.05)} ${num(-s * 0.93)}Q${num(s * 0.22)} ${num(-s * 0.9)} ${num(s * 0.2)} ${num(-s * 0.5)}Q${num(s * 0.12)} ${num(-s * 0.44)} ${num(s * 0.05)} ${num(-s * 0.42)}Z`,
      { fill: shade(gold, 0.15) },
    ),
    ellipse(0, -s * 0.95, s * 0.3, s * 0.04, { fill: tint(gold, 0.3) }),
    path(`M${num(-s * 0.16)} ${num(-s * 0.85)}Q${num(-s * 0.18)} ${num(-s * 0.6)} ${num(-s * 0.08)} ${num(-s * 0.5)}`, {
      fill: 'none',
      stroke: tint(gold, 0.6),
      'stroke-width': s * 0.02,
      'stroke-linecap': 'round',
    }),
    path(poly(starPts(0, -s * 0.7, s * 0.08, s * 0.035)), { fill: tint(gold, 0.55) }),
  );
}

export function starPts(cx: number, cy: number, r: number, r2: number, n = 5): P[] {
  const out: P[] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = (i * Math.PI) / n - Math.PI / 2;
    const rr = i % 2 ? r2 : r;
    out.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return out;
}

/** Medal with ribbon (front view); `s` = disc radius. */
export function medal(x: number, y: number, s: number, color: string = N.gold, ribbon: string = C.royal): string {
  return (
    path(
      poly([
        [x - s * 0.9, y - s * 3.2],
        [x - s * 0.2, y - s * 3.2],
        [x + s * 0.35, y - s * 0.8],
        [x - s * 0.15, y - s * 0.7],
      ]),
      { fill: ribbon },
    ) +
    path(
      poly([
        [x + s * 0.9, y - s * 3.2],
        [x + s * 0.2, y - s * 3.2],
        [x - s * 0.35, y - s * 0.8],
        [x + s * 0.15, y - s * 0.7],
      ]),
      { fill: shade(ribbon, 0.2) },
    ) +
    circle(x, y, s, { fill: color }) +
    circle(x, y, s * 0.75, { fill: 'none', stroke: tint(color, 0.4), 'stroke-width': s * 0.08 }) +
    path(poly(starPts(x, y, s * 0.42, s * 0.18)), { fill: tint(color, 0.45) })
  );
}

/** Certificate with a seal and ribbon (front/top view). Text is suggested by soft bars only. */
export function certificate(x: number, y: number, w: number, angle = 0): string {
  const h = w * 0.72;
  const bars = [0.36, 0.46, 0.54, 0.62].map((f, i) =>
    rect(w * (i === 0 ? 0.22 : 0.16), h * f, w * (i === 0 ? 0.56 : 0.68 - i * 0.06), h * (i === 0 ? 0.05 : 0.025), {
      fill: i === 0 ? C.royal : N.steelLight,
      rx: 2,
    }),
  );
  return g(
    { transform: `translate(${num(x - w / 2)} ${num(y - h / 2)}) rotate(${angle} ${num(w / 2)} ${num(h / 2)})` },
    rect(0, 0, w, h, { fill: C.offwhite, rx: 3 }),
    rect(w * 0.04, h * 0.055, w * 0.92, h * 0.89, { fill: 'none', stroke: N.gold, 'stroke-width': w * 0.008 }),
    rect(w * 0.06, h * 0.085, w * 0.88, h * 0.83, { fill: 'none', stroke: N.gold, 'stroke-width': w * 0.003 }),
    path(poly(starPts(w / 2, h * 0.2, w * 0.045, w * 0.02)), { fill: C.saffron }),
    ...bars,
    path(
      poly([
        [w * 0.7, h * 0.78],
        [w * 0.68, h * 1.02],
        [w * 0.73, h * 0.96],
        [w * 0.76, h * 1.03],
        [w * 0.77, h * 0.8],
      ]),
      { fill: C.pink },
    ),
    circle(w * 0.735, h * 0.77, w * 0.06, { fill: C.clay }),
    circle(w * 0.735, h * 0.77, w * 0.042, { fill: 'none', stroke: tint(C.clay, 0.4), 'stroke-width': w * 0.006 }),
    rect(w * 0.16, h * 0.8, w * 0.3, h * 0.008, { fill: C.charcoal }),
  );
}

/** Round dinner plate seen from above with a balanced athlete meal. */
export function mealPlate(x: number, y: number, r: number, rng: Rng): string {
  const parts: string[] = [circle(x, y, r, { fill: C.offwhite }), circle(x, y, r * 0.84, { fill: tint(C.sand, 0.3) })];
  // rice / roti quadrant
  parts.push(
    path(`M${num(x)} ${num(y)}L${num(x - r * 0.8)} ${num(y)}A${num(r * 0.8)} ${num(r * 0.8)} 0 0 1 ${num(x)} ${num(y - r * 0.8)}Z`, {
      fill: '#F5EEDC',
    }),
  );
  for (let i = 0; i < 26; i++) {
    const a = rng.range(Math.PI, Math.PI * 1.5);
    const rr = rng.range(r * 0.12, r * 0.72);
    parts.push(
      ellipse(x + Math.cos(a) * rr, y + Math.sin(a) * rr, r * 0.03, r * 0.012, {
        fill: shade('#F5EEDC', 0.08),
        transform: `rotate(${num(rng.range(0, 180))} ${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)})`,
      }),
    );
  }
  // dal bowl
  parts.push(
    circle(x + r * 0.38, y - r * 0.36, r * 0.3, { fill: N.steelLight }),
    circle(x + r * 0.38, y - r * 0.36, r * 0.24, { fill: '#E8A83A' }),
    circle(x + r * 0.32, y - r * 0.42, r * 0.04, { fill: C.turf }),
  );
  // salad / greens
  for (let i = 0; i < 9; i++) {
    const a = rng.range(0.1, 1.4);
    const rr = rng.range(r * 0.25, r * 0.62);
    parts.push(
      ellipse(x + Math.cos(a) * rr, y + Math.sin(a) * rr, r * 0.11, r * 0.06, {
        fill: i % 3 ? C.turf : N.turfLight,
        transform: `rotate(${num(rng.range(0, 180))} ${num(x + Math.cos(a) * rr)} ${num(y + Math.sin(a) * rr)})`,
      }),
    );
  }
  for (let i = 0; i < 4; i++) {
    const a = rng.range(0.3, 1.2);
    const rr = rng.range(r * 0.3, r * 0.6);
    parts.push(
      circle(x + Math.cos(a) * rr, y + Math.sin(a) * rr, r * 0.07, { fill: C.clay }),
      circle(x + Math.cos(a) * rr, y + Math.sin(a) * rr, r * 0.035, { fill: tint(C.clay, 0.4) }),
    );
  }
  // paneer / egg protein
  for (let i = 0; i < 4; i++)
    parts.push(
      rect(x - r * 0.62 + i * r * 0.14, y + r * 0.18 + (i % 2) * r * 0.1, r * 0.12, r * 0.12, {
        fill: '#FFF6E0',
        rx: r * 0.02,
        transform: `rotate(${i * 12} ${num(x - r * 0.56 + i * r * 0.14)} ${num(y + r * 0.24)})`,
      }),
    );
  parts.push(
    ellipse(x - r * 0.2, y + r * 0.52, r * 0.14, r * 0.1, { fill: C.offwhite }),
    circle(x - r * 0.2, y + r * 0.52, r * 0.06, { fill: N.gold }),
  );
  return parts.join('');
}

/** Sports water bottle (front view), `h` tall. */
export function bottle(x: number, y: number, h: number, color: string = C.royal): string {
  const w = h * 0.32;
  return g(
    { transform: `translate(${num(x)} ${num(y)})` },
    path(roundRect(-w / 2, -h * 0.82, w, h * 0.82, w * 0.22), { fill: color }),
    rect(-w / 2, -h * 0.55, w, h * 0.16, { fill: tint(color, 0.2) }),
    rect(-w * 0.34, -h * 0.92, w * 0.68, h * 0.12, { fill: C.charcoal, rx: w * 0.06 }),
    rect(-w * 0.12, -h, w * 0.24, h * 0.1, { fill: C.saffron, rx: w * 0.05 }),
    rect(-w * 0.32, -h * 0.76, w * 0.1, h * 0.62, { fill: C.offwhite, opacity: 0.25, rx: w * 0.05 }),
  );
}

/** Banana, orange halves, apple — fruit from above. */
export function fruit(kind: 'banana' | 'orange' | 'apple' | 'almonds', x: number, y: number, s: number, rng: Rng): string {
  if (kind === 'banana')
    return (
      path(
        `M${num(x - s)} ${num(y)}Q${num(x)} ${num(y + s * 0.9)} ${num(x + s)} ${num(y - s * 0.2)}Q${num(x)} ${num(y + s * 0.45)} ${num(x - s)} ${num(y)}Z`,
        { fill: '#F5C93A' },
      ) + circle(x + s, y - s * 0.2, s * 0.06, { fill: N.hairBrown })
    );
  if (kind === 'orange') {
    const seg: string[] = [];
    for (let i = 0; i < 8; i++) {
      const a = (i / 8) * Math.PI * 2;
      seg.push(line(x, y, x + Math.cos(a) * s * 0.78, y + Math.sin(a) * s * 0.78, { stroke: '#FFE1B0', 'stroke-width': s * 0.05 }));
    }
    return circle(x, y, s, { fill: C.saffron }) + circle(x, y, s * 0.85, { fill: '#FFB14E' }) + seg.join('');
  }
  if (kind === 'apple')
    return (
      circle(x, y, s, { fill: '#C8383E' }) +
      circle(x - s * 0.3, y - s * 0.3, s * 0.22, { fill: '#E0676B' }) +
      ellipse(x + s * 0.2, y - s * 0.85, s * 0.25, s * 0.12, { fill: C.turf })
    );
  const nuts: string[] = [];
  for (let i = 0; i < 9; i++)
    nuts.push(
      ellipse(x + rng.range(-s, s), y + rng.range(-s * 0.6, s * 0.6), s * 0.22, s * 0.13, {
        fill: '#B9773D',
        transform: `rotate(${num(rng.range(0, 180))} ${num(x)} ${num(y)})`,
      }),
    );
  return nuts.join('');
}

/** Cork pin board with pinned cards (icons instead of words). */
export function pinBoard(x: number, y: number, w: number, h: number, rng: Rng): string {
  const out: string[] = [
    rect(x, y, w, h, { fill: N.woodDark, rx: 8 }),
    rect(x + w * 0.03, y + h * 0.04, w * 0.94, h * 0.92, { fill: '#D9A868', rx: 4 }),
  ];
  const colors = [C.offwhite, '#FFF1C9', tint(C.sky, 0.7), tint(C.pink, 0.65), C.offwhite];
  const icons = ['whistle', 'racket', 'ball', 'star', 'stopwatch', 'shuttle'];
  let i = 0;
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 3; c++) {
      const cw = w * 0.26;
      const ch = h * 0.36;
      const cx = x + w * 0.06 + c * w * 0.31 + rng.range(-6, 6);
      const cy = y + h * 0.1 + r * h * 0.45 + rng.range(-6, 6);
      const rot = rng.range(-5, 5);
      const icon = icons[i++ % icons.length];
      out.push(
        g(
          { transform: `rotate(${num(rot)} ${num(cx + cw / 2)} ${num(cy + ch / 2)})` },
          rect(cx, cy, cw, ch, { fill: colors[(r * 3 + c) % colors.length], rx: 3 }),
          cardIcon(icon, cx + cw * 0.24, cy + ch * 0.32, ch * 0.16),
          rect(cx + cw * 0.45, cy + ch * 0.22, cw * 0.42, ch * 0.06, { fill: C.navy, rx: 2 }),
          rect(cx + cw * 0.45, cy + ch * 0.36, cw * 0.32, ch * 0.05, { fill: N.steel, rx: 2 }),
          rect(cx + cw * 0.1, cy + ch * 0.62, cw * 0.78, ch * 0.04, { fill: N.steelLight, rx: 2 }),
          rect(cx + cw * 0.1, cy + ch * 0.72, cw * 0.62, ch * 0.04, { fill: N.steelLight, rx: 2 }),
          rect(cx + cw * 0.1, cy + ch * 0.84, cw * 0.3, ch * 0.08, { fill: r === c % 2 ? C.saffron : C.royal, rx: ch * 0.04 }),
          circle(cx + cw / 2, cy + ch * 0.05, ch * 0.05, { fill: [C.clay, C.royal, C.turf][(r + c) % 3] }),
        ),
      );
    }
  }
  return out.join('');
}

export function cardIcon(kind: string, x: number, y: number, s: number): string {
  const bg = circle(x, y, s * 1.3, { fill: tint(C.royal, 0.8) });
  switch (kind) {
    case 'whistle':
      return (
        bg + ellipse(x, y + s * 0.1, s * 0.7, s * 0.5, { fill: C.saffron }) + rect(x, y - s * 0.4, s * 0.8, s * 0.35, { fill: C.saffron })
      );
    case 'racket':
      return (
        bg +
        ellipse(x, y - s * 0.3, s * 0.45, s * 0.6, { fill: 'none', stroke: C.royal, 'stroke-width': s * 0.18 }) +
        line(x, y + s * 0.3, x, y + s, { stroke: C.charcoal, 'stroke-width': s * 0.2 })
      );
    case 'ball':
      return (
        bg +
        circle(x, y, s * 0.75, { fill: C.saffron }) +
        path(`M${num(x - s * 0.75)} ${num(y)}H${num(x + s * 0.75)}M${num(x)} ${num(y - s * 0.75)}V${num(y + s * 0.75)}`, {
          stroke: shade(C.saffron, 0.5),
          'stroke-width': s * 0.08,
        })
      );
    case 'star':
      return bg + path(poly(starPts(x, y, s * 0.8, s * 0.35)), { fill: N.gold });
    case 'stopwatch':
      return (
        bg +
        circle(x, y + s * 0.1, s * 0.7, { fill: C.offwhite, stroke: C.charcoal, 'stroke-width': s * 0.14 }) +
        path(`M${num(x)} ${num(y + s * 0.1)}V${num(y - s * 0.3)}`, { stroke: C.clay, 'stroke-width': s * 0.12 })
      );
    default:
      return (
        bg +
        path(
          poly([
            [x - s * 0.5, y - s * 0.6],
            [x + s * 0.5, y - s * 0.6],
            [x + s * 0.15, y + s * 0.3],
            [x - s * 0.15, y + s * 0.3],
          ]),
          { fill: C.offwhite, stroke: N.steel, 'stroke-width': s * 0.06 },
        ) +
        circle(x, y + s * 0.45, s * 0.25, { fill: C.saffron })
      );
  }
}

/** Laptop seen from the front-ish (3/4 lid + base), `w` wide. Screen content drawn in a w*0.86 x w*0.52 box. */
export function laptop(x: number, y: number, w: number, screen: string): string {
  const h = w * 0.6;
  return g(
    { transform: `translate(${num(x)} ${num(y)})` },
    path(roundRect(-w / 2, -h, w, h, w * 0.03), { fill: C.charcoal }),
    g({ transform: `translate(${num(-w * 0.43)} ${num(-h + w * 0.04)})` }, rect(0, 0, w * 0.86, w * 0.52, { fill: C.navy }), screen),
    path(
      poly([
        [-w * 0.58, 0],
        [w * 0.58, 0],
        [w * 0.62, w * 0.035],
        [-w * 0.62, w * 0.035],
      ]),
      { fill: N.steelLight },
    ),
    rect(-w * 0.1, 0, w * 0.2, w * 0.012, { fill: N.steel }),
  );
}

/** Clipped "window" for device screens: draw a mini bust of a coach on a coloured ground. */
export function miniCoach(w: number, h: number, skin: string, shirt: string, bg: string): string {
  const cx = w / 2;
  return (
    rect(0, 0, w, h, { fill: bg }) +
    path(
      smooth([
        [cx - w * 0.32, h],
        [cx - w * 0.3, h * 0.78],
        [cx - w * 0.12, h * 0.68],
        [cx + w * 0.12, h * 0.68],
        [cx + w * 0.3, h * 0.78],
        [cx + w * 0.32, h],
      ]),
      { fill: shirt },
    ) +
    rect(cx - w * 0.035, h * 0.55, w * 0.07, h * 0.15, { fill: shade(skin, 0.12) }) +
    ellipse(cx, h * 0.43, w * 0.085, h * 0.17, { fill: skin }) +
    path(
      `M${num(cx - w * 0.09)} ${num(h * 0.42)}Q${num(cx - w * 0.1)} ${num(h * 0.22)} ${num(cx)} ${num(h * 0.24)}Q${num(cx + w * 0.1)} ${num(h * 0.22)} ${num(cx + w * 0.09)} ${num(h * 0.42)}Q${num(cx + w * 0.06)} ${num(h * 0.3)} ${num(cx)} ${num(h * 0.31)}Q${num(cx - w * 0.06)} ${num(h * 0.3)} ${num(cx - w * 0.09)} ${num(h * 0.42)}Z`,
      { fill: N.hair },
    ) +
    path(`M${num(cx - w * 0.02)} ${num(h * 0.76)}L${num(cx)} ${num(h * 0.86)}L${num(cx + w * 0.02)} ${num(h * 0.76)}`, {
      fill: 'none',
      stroke: C.saffron,
      'stroke-width': w * 0.008,
    })
  );
}
