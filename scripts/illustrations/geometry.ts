/** 2D / 3D vector helpers and path-string utilities. */
import { num } from './svg';

export type P = [number, number];
export type V3 = [number, number, number];

export const DEG = Math.PI / 180;

export const add = (a: P, b: P): P => [a[0] + b[0], a[1] + b[1]];
export const sub = (a: P, b: P): P => [a[0] - b[0], a[1] - b[1]];
export const mul = (a: P, s: number): P => [a[0] * s, a[1] * s];
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
export const len = (a: P): number => Math.hypot(a[0], a[1]);
export const norm = (a: P): P => {
  const l = len(a) || 1;
  return [a[0] / l, a[1] / l];
};
export const perp = (a: P): P => [-a[1], a[0]];
export const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));

/** Unit vector for an SVG-space angle in degrees, 0 = straight down, +90 = right. */
export const down = (deg: number): P => [Math.sin(deg * DEG), Math.cos(deg * DEG)];

/** Rotate a point around the origin (degrees, clockwise on screen). */
export const rotate = (p: P, deg: number): P => {
  const c = Math.cos(deg * DEG);
  const s = Math.sin(deg * DEG);
  return [p[0] * c - p[1] * s, p[0] * s + p[1] * c];
};

export const v3sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const dot3 = (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
export const cross3 = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
export const norm3 = (a: V3): V3 => {
  const l = Math.hypot(a[0], a[1], a[2]) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Closed or open polyline as a path string. */
export function poly(pts: P[], close = true): string {
  if (!pts.length) return '';
  return `M${pts.map((p) => `${num(p[0])} ${num(p[1])}`).join('L')}${close ? 'Z' : ''}`;
}

/** Smooth closed/open curve through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(pts: P[], closed = true, tension = 1): string {
  const n = pts.length;
  if (n < 3) return poly(pts, closed);
  const at = (i: number): P => (closed ? pts[(i + n) % n] : pts[clamp(i, 0, n - 1)]);
  let d = `M${num(pts[0][0])} ${num(pts[0][1])}`;
  const segs = closed ? n : n - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const t = tension / 6;
    const c1: P = [p1[0] + (p2[0] - p0[0]) * t, p1[1] + (p2[1] - p0[1]) * t];
    const c2: P = [p2[0] - (p3[0] - p1[0]) * t, p2[1] - (p3[1] - p1[1]) * t];
    d += `C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Points on a circular arc (degrees, standard maths orientation in the given plane). */
export function arc(cx: number, cy: number, r: number, a0: number, a1: number, steps = 24): P[] {
  const out: P[] = [];
  for (let i = 0; i <= steps; i++) {
    const a = lerp(a0, a1, i / steps) * DEG;
    out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
  }
  return out;
}

/** Rounded rectangle path. */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${num(x + rr)} ${num(y)}H${num(x + w - rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + w)} ${num(y + rr)}` +
    `V${num(y + h - rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + w - rr)} ${num(y + h)}H${num(x + rr)}` +
    `A${num(rr)} ${num(rr)} 0 0 1 ${num(x)} ${num(y + h - rr)}V${num(y + rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + rr)} ${num(y)}Z`
  );
}

/**
 * Offset an open polyline into a ribbon polygon of the given width
 * (mitred joints), or a closed one into a ring (two sub-paths, even-odd).
 */
export function ribbon(pts: P[], width: number, closed = false): P[][] {
  const n = pts.length;
  const h = width / 2;
  const offsetAt = (i: number): P => {
    const hasPrev = closed || i > 0;
    const hasNext = closed || i < n - 1;
    const d1 = hasPrev ? norm(sub(pts[i], pts[(i - 1 + n) % n])) : null;
    const d2 = hasNext ? norm(sub(pts[(i + 1) % n], pts[i])) : null;
    const t = d1 && d2 ? norm(add(d1, d2)) : (d1 ?? d2 ?? ([1, 0] as P));
    const nrm = perp(t);
    const ref = perp(d2 ?? d1 ?? t);
    const cos = Math.max(0.35, Math.abs(nrm[0] * ref[0] + nrm[1] * ref[1]));
    return mul(nrm, h / cos);
  };
  const left: P[] = [];
  const right: P[] = [];
  for (let i = 0; i < n; i++) {
    const o = offsetAt(i);
    left.push(add(pts[i], o));
    right.push(sub(pts[i], o));
  }
  return closed ? [left, right] : [[...left, ...right.reverse()]];
}
