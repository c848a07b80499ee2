/** Simple flat-shaded 3D solids projected through a camera (boxes, cylinders, poles, panels). */
import { OrthoCamera, projectPoly, type Projector } from './camera';
import { type V3, type P, DEG } from './geometry';
import { shade, tint } from './palette';
import { path, type Attrs } from './svg';

/** Signed screen area: > 0 means the face winds clockwise on screen (we treat that as front-facing). */
function screenArea(pts: P[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const q = pts[(i + 1) % pts.length];
    a += p[0] * q[1] - q[0] * p[1];
  }
  return a / 2;
}

export interface BoxColors {
  top: string;
  front: string;
  side: string;
}

export const boxColors = (c: string): BoxColors => ({ top: tint(c, 0.12), front: c, side: shade(c, 0.2) });

/**
 * Axis-aligned box from (x0, y0, z0) to (x1, y1, z1). Only camera-facing
 * faces are emitted, each flat-shaded.
 */
export function box(cam: Projector, a: V3, b: V3, colors: BoxColors | string, attrs: Attrs = {}): string {
  const c = typeof colors === 'string' ? boxColors(colors) : colors;
  const [x0, y0, z0] = a;
  const [x1, y1, z1] = b;
  // faces wound so that outward normals give clockwise screen order when visible
  const faces: { pts: V3[]; fill: string }[] = [
    {
      pts: [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      fill: c.top,
    }, // top
    {
      pts: [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      fill: c.front,
    }, // front (-z)
    {
      pts: [
        [x1, y0, z1],
        [x0, y0, z1],
        [x0, y1, z1],
        [x1, y1, z1],
      ],
      fill: shade(c.front, 0.1),
    }, // back (+z)
    {
      pts: [
        [x0, y0, z1],
        [x0, y0, z0],
        [x0, y1, z0],
        [x0, y1, z1],
      ],
      fill: c.side,
    }, // left (-x)
    {
      pts: [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      fill: c.side,
    }, // right (+x)
    {
      pts: [
        [x0, y0, z1],
        [x1, y0, z1],
        [x1, y0, z0],
        [x0, y0, z0],
      ],
      fill: shade(c.side, 0.2),
    }, // bottom
  ];
  return faces
    .filter((f) => screenArea(f.pts.map((p) => cam.project(p))) < 0)
    .map((f) => path(projectPoly(cam, f.pts), { fill: f.fill, ...attrs }))
    .join('');
}

/** Vertical cylinder approximated by its silhouette (side band + top ellipse). */
export function cylinder(cam: Projector, base: V3, radius: number, height: number, color: string, steps = 24): string {
  const ring = (y: number): V3[] => {
    const out: V3[] = [];
    for (let i = 0; i < steps; i++) {
      const a = (i / steps) * 360 * DEG;
      out.push([base[0] + radius * Math.cos(a), y, base[2] + radius * Math.sin(a)]);
    }
    return out;
  };
  const bottom = ring(base[1]).map((p) => cam.project(p));
  const topR = ring(base[1] + height).map((p) => cam.project(p));
  // side silhouette: leftmost and rightmost projected points of the rings
  const idx = bottom.map((_, i) => i);
  const left = idx.reduce((m, i) => (bottom[i][0] < bottom[m][0] ? i : m), 0);
  const right = idx.reduce((m, i) => (bottom[i][0] > bottom[m][0] ? i : m), 0);
  const walk = (from: number, to: number, dir: 1 | -1): number[] => {
    const out: number[] = [];
    for (let i = from; ; i = (i + dir + steps) % steps) {
      out.push(i);
      if (i === to) break;
    }
    return out;
  };
  // front half of the bottom ring = the half with larger screen y
  const h1 = walk(left, right, 1);
  const h2 = walk(left, right, -1);
  const avgY = (ids: number[]) => ids.reduce((s, i) => s + bottom[i][1], 0) / ids.length;
  const front = avgY(h1) > avgY(h2) ? h1 : h2;
  const side: P[] = [...front.map((i) => bottom[i]), ...[...front].reverse().map((i) => topR[i])];
  const sideD = `M${side.map((p) => p.join(' ')).join('L')}Z`;
  const topD = `M${topR.map((p) => p.join(' ')).join('L')}Z`;
  return path(sideD, { fill: color }) + path(topD, { fill: tint(color, 0.15) });
}

/** Split a 3D polyline into runs that lie in front of the camera (clipping at the near plane). */
function visibleRuns(cam: Projector, pts: V3[], near = 0.25): V3[][] {
  const runs: V3[][] = [];
  let cur: V3[] = [];
  const lerp3 = (a: V3, b: V3, t: number): V3 => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
  for (let i = 0; i < pts.length; i++) {
    const p = pts[i];
    const dp = cam.depth(p);
    if (i > 0) {
      const q = pts[i - 1];
      const dq = cam.depth(q);
      if (dq >= near !== dp >= near) {
        const x = lerp3(q, p, (near - dq) / (dp - dq));
        cur.push(x);
        if (dp < near) {
          runs.push(cur);
          cur = [];
        }
      }
    }
    if (dp >= near) cur.push(p);
  }
  if (cur.length) runs.push(cur);
  return runs.filter((r) => r.length >= 2);
}

/** A stroked 3D polyline with a width in metres (scaled by distance at its midpoint). */
export function pole(cam: Projector, pts: V3[], widthM: number, color: string, attrs: Attrs = {}): string {
  const runs = cam instanceof OrthoCamera ? [pts] : visibleRuns(cam, pts);
  if (!runs.length) return '';
  const all = runs.flat();
  const mid = all[Math.floor(all.length / 2)];
  const w = Math.max(0.6, cam.ppm(mid) * widthM);
  const d = runs
    .map(
      (r) =>
        `M${r
          .map((p) =>
            cam
              .project(p)
              .map((v) => Math.round(v * 10) / 10)
              .join(' '),
          )
          .join('L')}`,
    )
    .join('');
  return path(d, {
    fill: 'none',
    stroke: color,
    'stroke-width': Math.round(w * 100) / 100,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...attrs,
  });
}

/** Flat quad in 3D. */
export function quad(cam: Projector, pts: V3[], fill: string, attrs: Attrs = {}): string {
  const d = projectPoly(cam, pts);
  return d ? path(d, { fill, ...attrs }) : '';
}
