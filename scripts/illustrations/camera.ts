/**
 * Projection from world metres to screen pixels.
 * World axes: x to the right, y up, z away from the viewer; the ground is y = 0.
 */
import { cross3, dot3, norm3, v3sub, type P, type V3, DEG, poly } from './geometry';

export interface Projector {
  /** Screen position of a world point. */
  project(p: V3): P;
  /** Camera-space depth (larger is further away); used for painter's sorting. */
  depth(p: V3): number;
  /** Screen pixels per world metre at a point (for sprites such as people). */
  ppm(p: V3): number;
  /** Clip a world polygon against the near plane (identity for orthographic views). */
  clip(pts: V3[]): V3[];
}

export interface PerspectiveOpts {
  w: number;
  h: number;
  eye: V3;
  target: V3;
  /** Horizontal field of view in degrees. */
  fov?: number;
}

export class PerspectiveCamera implements Projector {
  private readonly right: V3;
  private readonly up: V3;
  private readonly fwd: V3;
  private readonly f: number;
  private static readonly NEAR = 0.2;

  constructor(private readonly o: PerspectiveOpts) {
    this.fwd = norm3(v3sub(o.target, o.eye));
    this.right = norm3(cross3([0, 1, 0], this.fwd));
    this.up = cross3(this.fwd, this.right);
    this.f = o.w / 2 / Math.tan(((o.fov ?? 60) * DEG) / 2);
  }

  private cam(p: V3): V3 {
    const d = v3sub(p, this.o.eye);
    return [dot3(d, this.right), dot3(d, this.up), dot3(d, this.fwd)];
  }

  project(p: V3): P {
    const [x, y, z] = this.cam(p);
    const zz = Math.max(z, PerspectiveCamera.NEAR * 0.5);
    return [this.o.w / 2 + (this.f * x) / zz, this.o.h / 2 - (this.f * y) / zz];
  }

  depth(p: V3): number {
    return this.cam(p)[2];
  }

  ppm(p: V3): number {
    return this.f / Math.max(this.cam(p)[2], PerspectiveCamera.NEAR);
  }

  /** Screen y of the horizon (ground plane at infinity). */
  horizon(): number {
    const far: V3 = [this.o.eye[0] + this.fwd[0] * 1e6, 0, this.o.eye[2] + this.fwd[2] * 1e6];
    return this.project(far)[1];
  }

  clip(pts: V3[]): V3[] {
    const near = PerspectiveCamera.NEAR;
    const out: V3[] = [];
    const n = pts.length;
    for (let i = 0; i < n; i++) {
      const a = pts[i];
      const b = pts[(i + 1) % n];
      const za = this.depth(a);
      const zb = this.depth(b);
      if (za >= near) out.push(a);
      if (za >= near !== zb >= near) {
        const t = (near - za) / (zb - za);
        out.push([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
      }
    }
    return out;
  }
}

export interface OrthoOpts {
  /** Screen position of the world origin. */
  cx: number;
  cy: number;
  /** Pixels per metre. */
  scale: number;
  /** Rotation of the world around the vertical axis (degrees). */
  yaw?: number;
  /** 90 = straight down (plan view), 0 = elevation, ~35 = axonometric. */
  tilt?: number;
}

/** Orthographic/axonometric projector used for plans, blueprints and product close-ups. */
export class OrthoCamera implements Projector {
  constructor(private readonly o: OrthoOpts) {}

  private rot(p: V3): V3 {
    const a = (this.o.yaw ?? 0) * DEG;
    return [p[0] * Math.cos(a) - p[2] * Math.sin(a), p[1], p[0] * Math.sin(a) + p[2] * Math.cos(a)];
  }

  project(p: V3): P {
    const [x, y, z] = this.rot(p);
    const t = (this.o.tilt ?? 90) * DEG;
    return [this.o.cx + this.o.scale * x, this.o.cy - this.o.scale * (y * Math.cos(t) + z * Math.sin(t))];
  }

  depth(p: V3): number {
    const [, y, z] = this.rot(p);
    const t = (this.o.tilt ?? 90) * DEG;
    return z * Math.cos(t) - y * Math.sin(t);
  }

  ppm(): number {
    return this.o.scale;
  }

  clip(pts: V3[]): V3[] {
    return pts;
  }
}

/** Project and clip a world polygon into an SVG path string. */
export function projectPoly(cam: Projector, pts: V3[]): string {
  const clipped = cam.clip(pts);
  return clipped.length >= 3 ? poly(clipped.map((p) => cam.project(p))) : '';
}

/** Placement of a flat 2D model (metres, centred at origin, x along its length) on the ground. */
export interface Placement {
  x: number;
  z: number;
  /** Rotation in degrees around the vertical axis; 0 keeps the model's length along world x. */
  rot?: number;
  /** Height above ground (e.g. a table top). */
  y?: number;
}

export function place(p: P, at: Placement): V3 {
  const a = (at.rot ?? 0) * DEG;
  return [at.x + p[0] * Math.cos(a) - p[1] * Math.sin(a), at.y ?? 0, at.z + p[0] * Math.sin(a) + p[1] * Math.cos(a)];
}
