/**
 * Reusable scene primitives: skies, hills, Jaipur skyline, trees, floodlights,
 * fences, cast shadows, glows and finishing overlays.
 */
import type { Projector } from './camera';
import { type FigureOpts } from './figure';
import { poly, smooth, type P, type V3 } from './geometry';
import { C, N, SKIES, shade, type SkyTheme, type TimeOfDay } from './palette';
import type { Rng } from './random';
import { pole, quad } from './solid';
import type { Stage } from './stage';
import { circle, el, ellipse, g, num, path, rect, translate } from './svg';

/* ------------------------------------------------------------------ sky */

export function sky(st: Stage, time: TimeOfDay, horizonY: number): SkyTheme {
  const theme = SKIES[time];
  const fill = st.defs.linear(
    theme.stops.map(([o, c]) => [o, c]),
    [0, 0, 0, horizonY],
    true,
  );
  st.back(rect(0, 0, st.w, Math.max(horizonY + 4, 1), { fill }));
  return theme;
}

export function sun(st: Stage, x: number, y: number, r: number, time: TimeOfDay): string {
  const theme = SKIES[time];
  if (!theme.sun) return '';
  const glow = st.defs.radial([
    [0, theme.sun.glow, 0.55],
    [0.35, theme.sun.glow, 0.18],
    [1, theme.sun.glow, 0],
  ]);
  return circle(x, y, r * 5, { fill: glow }) + circle(x, y, r, { fill: theme.sun.color });
}

/** Soft flat clouds (a few overlapping capsules). */
export function clouds(st: Stage, rng: Rng, count: number, yMax: number, color = C.offwhite, opacity = 0.55): string {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(0, st.w);
    const y = rng.range(yMax * 0.15, yMax * 0.8);
    const s = rng.range(0.6, 1.4) * (st.w / 1600);
    const parts = [
      rect(-90 * s, -14 * s, 180 * s, 28 * s, { rx: 14 * s }),
      rect(-50 * s, -30 * s, 90 * s, 32 * s, { rx: 16 * s }),
      rect(10 * s, -22 * s, 60 * s, 24 * s, { rx: 12 * s }),
    ];
    out.push(g({ transform: translate(x, y), fill: color, opacity }, ...parts));
  }
  return out.join('');
}

/* ---------------------------------------------------------------- hills */

/** Two layers of Aravalli-style ridgelines sitting on the horizon. */
export function hills(st: Stage, rng: Rng, horizonY: number, colors: [string, string], height = 80): string {
  const layer = (amp: number, color: string, step: number) => {
    const pts: P[] = [[0, horizonY + 2]];
    for (let x = 0; x <= st.w + step; x += step) {
      const ridge = Math.sin(x * 0.004 + rng.range(0, 0.4)) * 0.35 + rng.range(0.35, 1);
      pts.push([x, horizonY - amp * ridge]);
    }
    pts.push([st.w, horizonY + 2]);
    return path(smooth(pts.slice(1, -1), false).replace(/^M/, `M0 ${num(horizonY + 2)}L`) + `L${st.w} ${num(horizonY + 2)}Z`, {
      fill: color,
    });
  };
  return layer(height, colors[0], st.w / 9) + layer(height * 0.55, colors[1], st.w / 14);
}

/* ------------------------------------------------------------- skyline */

/**
 * Jaipur skyline silhouette: fort walls with crenellations, chhatri domes,
 * a stepped Hawa-Mahal-like facade and minarets.
 */
export function skyline(st: Stage, rng: Rng, horizonY: number, color: string, scale = 1, from = 0, to = st.w): string {
  const s = scale;
  const parts: string[] = [];
  let x = from;
  while (x < to) {
    const kind = rng.pick(['wall', 'chhatri', 'mahal', 'wall', 'minaret', 'block'] as const);
    if (kind === 'wall') {
      const w = rng.range(80, 160) * s;
      const h = rng.range(14, 24) * s;
      let d = `M${num(x)} ${num(horizonY)}V${num(horizonY - h)}`;
      for (let cx = x; cx < x + w; cx += 8 * s) d += `h${num(4 * s)}v${num(-4 * s)}h${num(4 * s)}v${num(4 * s)}`;
      d += `V${num(horizonY)}Z`;
      parts.push(path(d, { fill: color }));
      x += w;
    } else if (kind === 'chhatri') {
      const w = rng.range(26, 40) * s;
      const h = rng.range(30, 46) * s;
      const base = horizonY - h;
      parts.push(rect(x, base, w, h, { fill: color }));
      // dome with finial
      parts.push(
        path(`M${num(x - 3 * s)} ${num(base)}Q${num(x + w / 2)} ${num(base - w * 0.95)} ${num(x + w + 3 * s)} ${num(base)}Z`, {
          fill: color,
        }),
      );
      parts.push(rect(x + w / 2 - 1 * s, base - w * 0.62, 2 * s, 8 * s, { fill: color }));
      x += w + rng.range(6, 16) * s;
    } else if (kind === 'mahal') {
      const tiers = rng.int(3, 5);
      const w = rng.range(90, 140) * s;
      const tierH = 12 * s;
      for (let t = 0; t < tiers; t++) {
        const tw = w * (1 - t * 0.16);
        const tx = x + (w - tw) / 2;
        const ty = horizonY - (t + 1) * tierH;
        parts.push(rect(tx, ty, tw, tierH + 1, { fill: color }));
        // small domes along each tier
        for (let dx = tx + 6 * s; dx < tx + tw - 4 * s; dx += 13 * s) {
          parts.push(path(`M${num(dx - 4 * s)} ${num(ty)}Q${num(dx)} ${num(ty - 9 * s)} ${num(dx + 4 * s)} ${num(ty)}Z`, { fill: color }));
        }
      }
      x += w + rng.range(10, 30) * s;
    } else if (kind === 'minaret') {
      const h = rng.range(60, 90) * s;
      const w = 8 * s;
      parts.push(rect(x, horizonY - h, w, h, { fill: color }));
      parts.push(rect(x - 3 * s, horizonY - h * 0.7, w + 6 * s, 3 * s, { fill: color }));
      parts.push(
        path(
          `M${num(x - 2 * s)} ${num(horizonY - h)}Q${num(x + w / 2)} ${num(horizonY - h - 14 * s)} ${num(x + w + 2 * s)} ${num(horizonY - h)}Z`,
          { fill: color },
        ),
      );
      x += w + rng.range(16, 40) * s;
    } else {
      const w = rng.range(40, 90) * s;
      const h = rng.range(20, 40) * s;
      parts.push(rect(x, horizonY - h, w, h, { fill: color }));
      x += w + rng.range(0, 20) * s;
    }
  }
  return g({}, ...parts);
}

/* ---------------------------------------------------------------- trees */

export type TreeKind = 'neem' | 'ashoka' | 'palm';

/** Flat stylised tree whose base sits at (x, y); `h` is its height in pixels. */
export function tree(x: number, y: number, h: number, kind: TreeKind, color: string, rng: Rng): string {
  const trunk = shade(color, 0.55);
  if (kind === 'ashoka') {
    const w = h * 0.28;
    return (
      rect(x - h * 0.02, y - h * 0.2, h * 0.04, h * 0.2, { fill: trunk }) +
      path(
        smooth([
          [x, y - h],
          [x + w * 0.55, y - h * 0.55],
          [x + w * 0.4, y - h * 0.14],
          [x - w * 0.4, y - h * 0.14],
          [x - w * 0.55, y - h * 0.55],
        ]),
        { fill: color },
      ) +
      path(
        smooth([
          [x, y - h],
          [x + w * 0.1, y - h * 0.5],
          [x, y - h * 0.16],
          [x - w * 0.48, y - h * 0.3],
          [x - w * 0.5, y - h * 0.6],
        ]),
        { fill: shade(color, 0.12) },
      )
    );
  }
  if (kind === 'palm') {
    const top: P = [x + h * 0.06, y - h];
    const fronds = [-160, -120, -70, -30, 10, 40].map((a) => {
      const r = h * rng.range(0.3, 0.4);
      const rad = (a * Math.PI) / 180;
      const tip: P = [top[0] + Math.cos(rad) * r, top[1] + Math.sin(rad) * r + r * 0.35];
      const mid: P = [top[0] + Math.cos(rad) * r * 0.5, top[1] + Math.sin(rad) * r * 0.5 - r * 0.12];
      return path(
        `M${num(top[0])} ${num(top[1])}Q${num(mid[0])} ${num(mid[1] - r * 0.1)} ${num(tip[0])} ${num(tip[1])}Q${num(mid[0])} ${num(mid[1] + r * 0.12)} ${num(top[0])} ${num(top[1])}Z`,
        { fill: color },
      );
    });
    return (
      path(`M${num(x - h * 0.02)} ${num(y)}Q${num(x + h * 0.01)} ${num(y - h * 0.5)} ${num(top[0])} ${num(top[1])}`, {
        stroke: trunk,
        'stroke-width': h * 0.035,
        fill: 'none',
        'stroke-linecap': 'round',
      }) + fronds.join('')
    );
  }
  // neem: rounded multi-lobed crown
  const r = h * 0.3;
  const cx = x;
  const cy = y - h * 0.62;
  const lobes: P[] = [];
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const rr = r * rng.range(0.85, 1.1);
    lobes.push([cx + Math.cos(a) * rr * 1.15, cy + Math.sin(a) * rr * 0.85]);
  }
  return (
    path(
      poly([
        [x - h * 0.035, y],
        [x - h * 0.015, y - h * 0.45],
        [x + h * 0.015, y - h * 0.45],
        [x + h * 0.035, y],
      ]),
      { fill: trunk },
    ) +
    path(smooth(lobes), { fill: color }) +
    path(smooth(lobes.slice(3, 8).concat([[cx, cy + r * 0.1]])), { fill: shade(color, 0.14) })
  );
}

/** A calm row of trees along the horizon band (between x0 and x1), mostly rounded neem crowns. */
export function treeLine(rng: Rng, x0: number, x1: number, y: number, h: number, colors: string[]): string {
  const out: string[] = [];
  let x = x0;
  while (x < x1) {
    const th = h * rng.range(0.75, 1.2);
    const kind = rng() < 0.7 ? 'neem' : rng() < 0.6 ? 'ashoka' : 'palm';
    out.push(tree(x, y + rng.range(0, h * 0.04), th, kind, rng.pick(colors), rng));
    x += th * rng.range(0.45, 0.8);
  }
  return out.join('');
}

/* ----------------------------------------------------------- lighting */

export function glow(st: Stage, x: number, y: number, r: number, color: string, opacity = 0.6): string {
  const fill = st.defs.radial([
    [0, color, opacity],
    [0.4, color, opacity * 0.35],
    [1, color, 0],
  ]);
  return circle(x, y, r, { fill });
}

/** Floodlight mast with a lamp head; optional beam cone down to a ground target. */
export function floodlight(st: Stage, cam: Projector, base: V3, height: number, on: boolean, target?: V3): { mast: string; beam: string } {
  const top: V3 = [base[0], base[1] + height, base[2]];
  const ppm = cam.ppm(top);
  const head = cam.project(top);
  const onScreen = head[0] > -st.w * 0.1 && head[0] < st.w * 1.1 && head[1] > -st.h * 0.1;
  const w = 2.6 * ppm;
  const h = 1.6 * ppm;
  const lamps: string[] = [];
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) {
      lamps.push(
        circle(head[0] - w * 0.36 + (c * w * 0.72) / 3, head[1] - h * 0.75 + r * h * 0.5, Math.max(1, w * 0.09), {
          fill: on ? '#FFF8E1' : N.steelLight,
        }),
      );
    }
  const mast =
    pole(cam, [base, [top[0], top[1] - 0.8, top[2]]], 0.35, shade(N.steel, 0.35)) +
    rect(head[0] - w / 2, head[1] - h, w, h, { fill: shade(C.charcoal, 0.1), rx: w * 0.06 }) +
    lamps.join('') +
    (on && onScreen ? glow(st, head[0], head[1] - h / 2, w * 2.4, '#FFF3D6', 0.75) : '');
  let beam = '';
  if (on && target && onScreen) {
    const t = cam.project(target);
    const spread = cam.ppm(target) * 16;
    const fill = st.defs.linear(
      [
        [0, '#FFF3D6', 0.13],
        [0.6, '#FFF3D6', 0.03],
        [1, '#FFF3D6', 0],
      ],
      [head[0], head[1], t[0], t[1]],
      true,
    );
    beam = path(
      poly([
        [head[0] - w / 2, head[1] - h / 2],
        [head[0] + w / 2, head[1] - h / 2],
        [t[0] + spread, t[1]],
        [t[0] - spread, t[1]],
      ]),
      { fill, filter: st.defs.blur(6) },
    );
  }
  return { mast, beam };
}

/* -------------------------------------------------------------- fences */

/** Chain-link fence between two ground points (posts every ~3 m, mesh as a fine lattice). */
export function fence(cam: Projector, a: V3, b: V3, height: number, color = C.charcoal): string {
  const len = Math.hypot(b[0] - a[0], b[2] - a[2]);
  const n = Math.max(1, Math.round(len / 3));
  const at = (t: number, y: number): V3 => [a[0] + (b[0] - a[0]) * t, y, a[2] + (b[2] - a[2]) * t];
  const out: string[] = [];
  out.push(quad(cam, [at(0, 0), at(1, 0), at(1, height), at(0, height)], color, { opacity: 0.1 }));
  // diamond lattice: lines of slope +1 and -1 (in metres along the fence), clipped to the panel
  const mesh: string[] = [];
  const seg = (s0: number, y0: number, s1: number, y1: number) => {
    const p = cam.project(at(s0 / len, y0));
    const q = cam.project(at(s1 / len, y1));
    mesh.push(`M${num(p[0])} ${num(p[1])}L${num(q[0])} ${num(q[1])}`);
  };
  for (let k = -height; k < len; k += 0.6) {
    // rising line s = k + y
    const yA = Math.max(0, -k);
    const yB = Math.min(height, len - k);
    if (yB > yA) seg(k + yA, yA, k + yB, yB);
    // falling line s = k + height - y
    const y0 = Math.max(0, k + height - len);
    const y1 = Math.min(height, k + height);
    if (y1 > y0) seg(k + height - y0, y0, k + height - y1, y1);
  }
  out.push(path(mesh.join(''), { stroke: color, 'stroke-width': Math.max(0.5, cam.ppm(at(0.5, 0)) * 0.018), fill: 'none', opacity: 0.35 }));
  for (let i = 0; i <= n; i++) out.push(pole(cam, [at(i / n, 0), at(i / n, height)], 0.07, color));
  out.push(pole(cam, [at(0, height), at(1, height)], 0.05, color));
  return out.join('');
}

/* ------------------------------------------------------------- people */

export interface Placed extends FigureOpts {
  /** World position of the feet. */
  at: V3;
  facing?: 1 | -1;
  /** Real height in metres (default 1.72; children ~1.35). */
  height?: number;
}

export interface ShadowStyle {
  /** Horizontal skew of the cast shadow (shadow length direction). */
  skew: number;
  /** Vertical flattening of the cast shadow. */
  flat: number;
  opacity: number;
  color?: string;
}

export const SHADOW_DEFAULT: ShadowStyle = { skew: -1.1, flat: 0.22, opacity: 0.22 };

/**
 * Place any figure drawing (100 units tall, origin at the feet) at a world
 * position, scaled to `heightM` metres, with a soft long cast shadow drawn
 * from the same figure painted as a silhouette.
 */
export function placeBody(
  st: Stage,
  cam: Projector,
  at: V3,
  heightM: number,
  draw: (silhouette?: string) => string,
  facing: 1 | -1 = 1,
  shadow: ShadowStyle | null = SHADOW_DEFAULT,
): { depth: number; svg: string } {
  const foot = cam.project(at);
  const s = (cam.ppm(at) * heightM) / 100;
  let sh = '';
  if (shadow) {
    const color = shadow.color ?? C.navy;
    const k = shadow.skew * facing;
    sh = g(
      {
        transform: `${translate(foot[0], foot[1], s, s * facing)} matrix(1 0 ${num(k)} ${num(shadow.flat)} 0 0)`,
        opacity: shadow.opacity,
        filter: st.defs.blur(1.2),
      },
      draw(color),
    );
    sh += ellipse(foot[0], foot[1], 18 * s, 3.2 * s, { fill: color, opacity: shadow.opacity * 1.2, filter: st.defs.blur(0.8 * s) });
  }
  const body = g({ transform: translate(foot[0], foot[1], s, s * facing) }, draw());
  return { depth: cam.depth(at), svg: sh + body };
}

/* ------------------------------------------------------------ finishing */

export function vignette(st: Stage, strength = 0.35, color = C.navy): string {
  const fill = st.defs.radial(
    [
      [0.55, color, 0],
      [1, color, strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return rect(0, 0, st.w, st.h, { fill });
}

/** Darken one side so page-hero text overlays stay legible. */
export function calmSide(st: Stage, side: 'left' | 'right', strength = 0.6, color = C.navy): string {
  const dir: [number, number, number, number] = side === 'left' ? [0, 0, 1, 0] : [1, 0, 0, 0];
  const fill = st.defs.linear(
    [
      [0, color, strength],
      [0.45, color, strength * 0.45],
      [0.75, color, 0],
    ],
    dir,
  );
  return rect(0, 0, st.w, st.h, { fill });
}

/** Subtle film grain (deterministic turbulence) for a printed, editorial finish. */
export function grain(st: Stage, opacity = 0.05): string {
  const id = st.defs.raw('gr', (id) =>
    el(
      'filter',
      { id, x: 0, y: 0, width: '100%', height: '100%' },
      el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.9, numOctaves: 2, seed: 7, stitchTiles: 'stitch' }),
      el('feColorMatrix', { type: 'saturate', values: 0 }),
    ),
  );
  return rect(0, 0, st.w, st.h, { filter: `url(#${id})`, opacity });
}

/** Tint everything painted so far (used for dusk / night ambience). */
export function ambient(st: Stage, color: string, opacity: number): string {
  return opacity > 0 ? rect(0, 0, st.w, st.h, { fill: color, opacity }) : '';
}
