/**
 * Courts and fields modelled in real metres (origin at the centre, x along the
 * length, y across the width), then projected through any camera.
 *
 * Dimensions follow the governing-body layouts:
 * badminton 13.40 x 6.10 (BWF), tennis 23.77 x 10.97 (ITF), volleyball 18 x 9 (FIVB),
 * basketball 28 x 15 (FIBA), kabaddi 13 x 10 (men), cricket pitch 20.12 m between
 * the stumps, 400 m athletics track (84.39 m straights, 36.5 m inner radius, 1.22 m lanes).
 */
import { place, type Placement, type Projector } from './camera';
import { arc, poly, ribbon, type P, type V3 } from './geometry';
import { C, N, shade, tint } from './palette';
import { path } from './svg';

export interface Zone {
  pts: P[];
  fill: string;
  holes?: P[][];
  opacity?: number;
}

export interface Mark {
  pts: P[];
  closed?: boolean;
  /** Real line width in metres. */
  w: number;
  color?: string;
}

export interface CourtModel {
  length: number;
  width: number;
  zones: Zone[];
  marks: Mark[];
  line: string;
}

/* ---------- helpers ---------- */

export const rectPts = (x0: number, y0: number, x1: number, y1: number): P[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];
const seg = (x0: number, y0: number, x1: number, y1: number, w: number): Mark => ({
  pts: [
    [x0, y0],
    [x1, y1],
  ],
  w,
});
const box = (x0: number, y0: number, x1: number, y1: number, w: number): Mark => ({ pts: rectPts(x0, y0, x1, y1), closed: true, w });
const ring = (cx: number, cy: number, r: number, w: number, a0 = 0, a1 = 360): Mark => ({
  pts: arc(cx, cy, r, a0, a1, Math.max(12, Math.round(Math.abs(a1 - a0) / 6))).slice(0, a1 - a0 >= 360 ? -1 : undefined),
  closed: a1 - a0 >= 360,
  w,
});
/** Both halves mirrored across x = 0. */
const mirrorX = (m: Mark): Mark[] => [m, { ...m, pts: m.pts.map(([x, y]) => [-x, y] as P) }];

export interface SurfaceColors {
  surface: string;
  surround: string;
  line?: string;
}

/* ---------- badminton 13.40 x 6.10 ---------- */

export function badminton(c: SurfaceColors = { surface: C.turf, surround: shade(C.turf, 0.3) }): CourtModel {
  const L = 13.4 / 2;
  const W = 6.1 / 2;
  const w = 0.04;
  const singles = W - 0.46;
  const shortSvc = 1.98;
  const longSvc = L - 0.76;
  return {
    length: 13.4,
    width: 6.1,
    line: c.line ?? C.offwhite,
    zones: [
      { pts: rectPts(-L - 2, -W - 2, L + 2, W + 2), fill: c.surround },
      { pts: rectPts(-L, -W, L, W), fill: c.surface },
    ],
    marks: [
      box(-L, -W, L, W, w),
      seg(-L, -singles, L, -singles, w),
      seg(-L, singles, L, singles, w),
      ...mirrorX(seg(shortSvc, -W, shortSvc, W, w)),
      ...mirrorX(seg(longSvc, -W, longSvc, W, w)),
      ...mirrorX(seg(shortSvc, 0, L, 0, w)),
    ],
  };
}

/* ---------- tennis 23.77 x 10.97 ---------- */

export function tennis(c: SurfaceColors = { surface: C.royal, surround: C.turf }): CourtModel {
  const L = 23.77 / 2;
  const W = 10.97 / 2;
  const singles = 8.23 / 2;
  const svc = 6.4;
  const w = 0.05;
  return {
    length: 23.77,
    width: 10.97,
    line: c.line ?? C.offwhite,
    zones: [
      { pts: rectPts(-L - 6.4, -W - 3.66, L + 6.4, W + 3.66), fill: c.surround },
      { pts: rectPts(-L, -W, L, W), fill: c.surface },
    ],
    marks: [
      box(-L, -W, L, W, 0.08),
      seg(-L, -singles, L, -singles, w),
      seg(-L, singles, L, singles, w),
      ...mirrorX(seg(svc, -singles, svc, singles, w)),
      seg(-svc, 0, svc, 0, w),
      ...mirrorX(seg(L, 0, L - 0.1, 0, w)),
    ],
  };
}

/* ---------- volleyball 18 x 9 ---------- */

export function volleyball(c: SurfaceColors = { surface: C.clay, surround: C.royal }): CourtModel {
  const L = 9;
  const W = 4.5;
  const w = 0.05;
  return {
    length: 18,
    width: 9,
    line: c.line ?? C.offwhite,
    zones: [
      { pts: rectPts(-L - 3, -W - 3, L + 3, W + 3), fill: c.surround },
      { pts: rectPts(-L, -W, L, W), fill: c.surface },
    ],
    marks: [box(-L, -W, L, W, w), seg(0, -W, 0, W, w), ...mirrorX(seg(3, -W, 3, W, w))],
  };
}

/* ---------- basketball 28 x 15 ---------- */

export function basketball(c: SurfaceColors = { surface: N.wood, surround: C.royal }): CourtModel {
  const L = 14;
  const W = 7.5;
  const w = 0.05;
  const basket = L - 1.575;
  const threeR = 6.75;
  const threeY = W - 0.9;
  const dx = Math.sqrt(threeR * threeR - threeY * threeY);
  const threeAngle = (Math.asin(threeY / threeR) * 180) / Math.PI;
  const key = 8.2;
  const threeArc = (): Mark => ({
    pts: [
      [L, threeY] as P,
      [basket - dx, threeY] as P,
      ...arc(basket, 0, threeR, 180 - threeAngle, 180 + threeAngle, 36).slice(1, -1),
      [basket - dx, -threeY] as P,
      [L, -threeY] as P,
    ],
    w,
  });
  const paint = shade(c.surround, 0.05);
  return {
    length: 28,
    width: 15,
    line: c.line ?? C.offwhite,
    zones: [
      { pts: rectPts(-L - 2, -W - 2, L + 2, W + 2), fill: c.surround },
      { pts: rectPts(-L, -W, L, W), fill: c.surface },
      { pts: rectPts(key, -2.45, L, 2.45), fill: paint },
      { pts: rectPts(-L, -2.45, -key, 2.45), fill: paint },
      { pts: arc(0, 0, 1.8, 0, 360, 48), fill: paint },
    ],
    marks: [
      box(-L, -W, L, W, w),
      seg(0, -W, 0, W, w),
      ring(0, 0, 1.8, w),
      ...mirrorX(threeArc()),
      ...mirrorX(box(key, -2.45, L, 2.45, w)),
      ...mirrorX(ring(key, 0, 1.8, w, 90, 270)),
      ...mirrorX(ring(basket, 0, 1.25, w, 90, 270)),
    ],
  };
}

/* ---------- kabaddi 13 x 10 (men) ---------- */

export function kabaddi(c: SurfaceColors & { lobby?: string } = { surface: C.royal, surround: C.navy }): CourtModel {
  const L = 6.5;
  const W = 5;
  const lobby = W - 1;
  const w = 0.05;
  return {
    length: 13,
    width: 10,
    line: c.line ?? C.offwhite,
    zones: [
      { pts: rectPts(-L - 2, -W - 2, L + 2, W + 2), fill: c.surround },
      { pts: rectPts(-L, -W, L, W), fill: c.lobby ?? C.saffron },
      { pts: rectPts(-L, -lobby, L, lobby), fill: c.surface },
    ],
    marks: [
      box(-L, -W, L, W, w),
      seg(-L, -lobby, L, -lobby, w),
      seg(-L, lobby, L, lobby, w),
      seg(0, -W, 0, W, w),
      ...mirrorX(seg(3.75, -lobby, 3.75, lobby, w)),
      ...mirrorX(seg(4.75, -lobby, 4.75, lobby, w)),
    ],
  };
}

/* ---------- cricket ground with a 20.12 m pitch ---------- */

export interface CricketOpts {
  radius?: [number, number];
  stripes?: boolean;
  turf?: string;
  pitch?: string;
}

export function cricketGround(o: CricketOpts = {}): CourtModel {
  const [rx, ry] = o.radius ?? [68, 62];
  const turf = o.turf ?? C.turf;
  const half = 20.12 / 2;
  const pw = 3.05 / 2;
  const popping = half - 1.22;
  const w = 0.06;
  const zones: Zone[] = [{ pts: arc(0, 0, 1, 0, 360, 96).map(([x, y]) => [x * rx, y * ry] as P), fill: turf }];
  if (o.stripes ?? true) {
    const band = 8;
    for (let x = -rx + band; x < rx; x += band * 2) {
      const x1 = Math.min(rx, x + band);
      const top: P[] = [];
      const bot: P[] = [];
      for (let i = 0; i <= 10; i++) {
        const xx = x + ((x1 - x) * i) / 10;
        const yy = ry * Math.sqrt(Math.max(0, 1 - (xx / rx) ** 2));
        top.push([xx, yy]);
        bot.push([xx, -yy]);
      }
      zones.push({ pts: [...top, ...bot.reverse()], fill: tint(turf, 0.07) });
    }
  }
  zones.push({ pts: rectPts(-half - 2.5, -pw, half + 2.5, pw), fill: o.pitch ?? '#D8C29A' });
  const creases: Mark[] = [];
  for (const s of [1, -1]) {
    creases.push(seg(s * half, -1.32, s * half, 1.32, w));
    creases.push(seg(s * popping, -1.83, s * popping, 1.83, w));
    creases.push(seg(s * popping, -1.32, s * (popping + 2.44), -1.32, w));
    creases.push(seg(s * popping, 1.32, s * (popping + 2.44), 1.32, w));
  }
  // 30-yard (27.43 m) inner circle as a dashed ring of short marks
  const inner: Mark[] = [];
  for (let a = 0; a < 360; a += 6) inner.push({ pts: arc(0, 0, 27.43, a, a + 2.4, 2), w: 0.12 });
  return {
    length: rx * 2,
    width: ry * 2,
    line: C.offwhite,
    zones,
    marks: [
      ...creases,
      ...inner,
      {
        pts: arc(0, 0, 1, 0, 360, 120)
          .slice(0, -1)
          .map(([x, y]) => [x * (rx - 1.5), y * (ry - 1.5)] as P),
        closed: true,
        w: 0.25,
      },
    ],
  };
}

/** Just a practice pitch strip (for nets), 20.12 m between the stumps. */
export function cricketPitch(surface = C.turf, strip = '#D8C29A'): CourtModel {
  const m = cricketGround({ radius: [16, 5], stripes: false, turf: surface, pitch: strip });
  m.zones = [{ pts: rectPts(-14, -3.5, 14, 3.5), fill: surface }, m.zones[m.zones.length - 1]];
  m.marks = m.marks.filter((k) => k.w === 0.06);
  return m;
}

/* ---------- 400 m athletics track ---------- */

export function stadiumPts(straight: number, r: number, steps = 40): P[] {
  const h = straight / 2;
  return [...arc(h, 0, r, -90, 90, steps), ...arc(-h, 0, r, 90, 270, steps)];
}

export function runningTrack(o: { surface?: string; infield?: string; lanes?: number } = {}): CourtModel {
  const straight = 84.39;
  const r0 = 36.5;
  const lane = 1.22;
  const lanes = o.lanes ?? 8;
  const w = 0.05;
  const outer = r0 + lane * lanes;
  const marks: Mark[] = [];
  for (let i = 0; i <= lanes; i++) marks.push({ pts: stadiumPts(straight, r0 + lane * i), closed: true, w });
  // finish line across the home straight (near side, y > 0) at the end of the straight
  marks.push(seg(straight / 2 - 0.1, r0, straight / 2 - 0.1, outer, 0.12));
  // relay / start marks: short ticks per lane on the back straight
  for (let i = 0; i < lanes; i++) marks.push(seg(-10 + i * 1.6, -(r0 + lane * i), -10 + i * 1.6, -(r0 + lane * (i + 1)), w));
  return {
    length: straight + outer * 2,
    width: outer * 2,
    line: C.offwhite,
    zones: [
      { pts: stadiumPts(straight, outer + 3), fill: shade(o.surface ?? C.clay, 0.12) },
      { pts: stadiumPts(straight, outer), fill: o.surface ?? C.clay },
      { pts: stadiumPts(straight, r0), fill: o.infield ?? C.turf },
    ],
    marks,
  };
}

/* ---------- rendering ---------- */

function signedArea(pts: P[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % pts.length];
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}
const orient = (pts: P[], positive: boolean): P[] => (signedArea(pts) > 0 === positive ? pts : [...pts].reverse());

export interface RenderCourtOpts {
  /** Multiply real line widths so markings stay legible at illustration scale. */
  lineScale?: number;
  /** Skip the outer surround zone (when the scene provides its own floor). */
  noSurround?: boolean;
}

/** Project a court model onto the ground plane through a camera. */
export function renderCourt(cam: Projector, m: CourtModel, at: Placement, o: RenderCourtOpts = {}): string {
  const toScreen = (pts: P[]) => {
    const world: V3[] = cam.clip(pts.map((p) => place(p, at)));
    return world.length >= 3 ? poly(world.map((p) => cam.project(p))) : '';
  };
  const out: string[] = [];
  m.zones.forEach((z, i) => {
    if (o.noSurround && i === 0) return;
    const d = toScreen(z.pts) + (z.holes ?? []).map(toScreen).join('');
    if (d) out.push(path(d, { fill: z.fill, opacity: z.opacity, 'fill-rule': z.holes ? 'evenodd' : undefined }));
  });
  const byColor = new Map<string, string[]>();
  for (const mk of m.marks) {
    const polys = ribbon(mk.pts, mk.w * (o.lineScale ?? 1.4), mk.closed);
    const [outer, inner] = mk.closed ? [...polys].sort((p, q) => Math.abs(signedArea(q)) - Math.abs(signedArea(p))) : [polys[0], undefined];
    const shapes = inner ? [orient(outer, true), orient(inner, false)] : [orient(outer, true)];
    const color = mk.color ?? m.line;
    const list = byColor.get(color) ?? [];
    list.push(...shapes.map(toScreen));
    byColor.set(color, list);
  }
  for (const [color, ds] of byColor) out.push(path(ds.join(''), { fill: color }));
  return out.join('');
}
