/** Athletics: 400 m track scenes (sprints, hurdles, testing drills, meets, aerial view). */
import { PerspectiveCamera, place, type Placement } from '../camera';
import { renderCourt, runningTrack } from '../courts';
import { cone, hurdle, timingGate } from '../equipment';
import { outdoor } from '../environment';
import type { V3 } from '../geometry';
import { C, SKIES, mix, shade, tint, type TimeOfDay } from '../palette';
import { POSES } from '../poses';
import { ambient, calmSide, floodlight, glow, type ShadowStyle } from '../primitives';
import { box, pole } from '../solid';
import type { Stage } from '../stage';
import { cast, finish, KITS, type Actor, type Scene } from './common';
import { clipboard } from '../equipment';

/** Track centre placed so that the near (back) straight runs along world x just in front of z = 0. */
export const TRACK_AT: Placement = { x: 0, z: 42, rot: 0 };

/** World position of a point in lane `lane` (1-based) on the near straight, `x` metres along it. */
export function lane(laneNo: number, x: number): V3 {
  return place([x, -(36.5 + 1.22 * (laneNo - 0.5))], TRACK_AT);
}

/** Covered grandstand: stepped seating blocks under a cantilever roof. */
export function grandstand(cam: PerspectiveCamera, x0: number, x1: number, z: number, rows = 8, seat: string = C.royal): string {
  const out: string[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    const zz = z + r * 0.8;
    out.push(
      box(cam, [x0, 0, zz], [x1, 0.45 * (r + 1) + 0.4, zz + 0.8], {
        top: r % 2 ? tint(seat, 0.1) : seat,
        front: shade(seat, 0.25),
        side: shade(seat, 0.4),
      }),
    );
  }
  const back = z + rows * 0.8;
  const roofY = 0.45 * rows + 4.2;
  out.unshift(box(cam, [x0, 0, back], [x1, roofY, back + 0.6], { top: C.offwhite, front: mix(C.sand, C.pink, 0.2), side: C.sand }));
  for (let x = x0; x <= x1 + 0.01; x += (x1 - x0) / 6)
    out.push(
      pole(
        cam,
        [
          [x, 0, back],
          [x, roofY, back],
        ],
        0.25,
        C.offwhite,
      ),
    );
  out.push(
    box(cam, [x0 - 1, roofY, z - 1.5], [x1 + 1, roofY + 0.4, back + 0.6], {
      top: C.offwhite,
      front: C.offwhite,
      side: shade(C.offwhite, 0.1),
    }),
  );
  return out.join('');
}

export interface TrackSceneOpts {
  time: TimeOfDay;
  eye: V3;
  target: V3;
  fov?: number;
  actors: Actor[];
  hurdles?: V3[];
  cones?: V3[];
  gates?: V3[];
  floodlights?: V3[];
  stand?: { x0: number; x1: number; z: number; rows?: number };
  overlay?: (st: Stage) => void;
  extras?: (st: Stage, cam: PerspectiveCamera) => void;
  surface?: string;
}

export function trackScene(o: TrackSceneOpts): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: o.eye, target: o.target, fov: o.fov ?? 55 });
    outdoor(st, cam, {
      time: o.time,
      ground: mix(C.turf, C.sand, 0.1),
      sunAt: o.time === 'night' ? undefined : o.time === 'day' ? [0.85, 0.3] : [0.3, 0.85],
      clouds: o.time === 'day' ? 4 : 2,
    });
    st.back(renderCourt(cam, runningTrack({ surface: o.surface ?? C.clay }), TRACK_AT));
    if (o.stand) st.sprite(cam.depth([0, 0, o.stand.z]) + 5, grandstand(cam, o.stand.x0, o.stand.x1, o.stand.z, o.stand.rows));
    const night = o.time === 'night' || o.time === 'dusk';
    const beams: string[] = [];
    for (const f of o.floodlights ?? []) {
      const fl = floodlight(st, cam, f, 28, night, [f[0], 0, f[2] - 20]);
      st.sprite(cam.depth(f), fl.mast);
      beams.push(fl.beam);
    }
    for (const h of o.hurdles ?? []) st.sprite(cam.depth(h), hurdle(cam, h));
    for (const c of o.cones ?? []) {
      const p = cam.project(c);
      st.sprite(cam.depth(c), cone(p[0], p[1], cam.ppm(c) * 0.3));
    }
    for (const gt of o.gates ?? []) st.sprite(cam.depth(gt), timingGate(cam, gt));
    o.extras?.(st, cam);
    const shadow: ShadowStyle =
      o.time === 'night' ? { skew: 0.6, flat: 0.2, opacity: 0.3 } : { skew: o.time === 'day' ? -1 : -2.4, flat: 0.2, opacity: 0.25 };
    cast(st, cam, o.actors, undefined, shadow);
    st.front(ambient(st, SKIES[o.time].ambient.color, SKIES[o.time].ambient.opacity * 0.6), ...beams);
    o.overlay?.(st);
    finish(st);
  };
}

const runner = (laneNo: number, x: number, phase: 'A' | 'B', kit: Actor['kit'], female?: boolean, height?: number): Actor => ({
  pose: phase === 'A' ? POSES.runA : POSES.runB,
  at: lane(laneNo, x),
  kit,
  facing: 1,
  height,
  lookOpts: { female, style: female ? 'ponytail' : undefined },
});

export function athleticsScene(
  variant: 'card' | 'hurdles' | 'hero' | 'meet' | 'aerial' | 'tests' | 'conditioning' | 'drill' | 'blocks' | 'stadium',
): Scene {
  switch (variant) {
    case 'blocks':
      return trackScene({
        time: 'night',
        eye: [-3.2, 0.7, -2.6],
        target: [1, 0.7, 3],
        fov: 56,
        floodlights: [[30, 0, 60]],
        extras: (st, cam) => {
          const p = cam.project(lane(4, 0.2));
          st.front(glow(st, p[0], p[1] - cam.ppm(lane(4, 0)) * 0.6, cam.ppm(lane(4, 0)) * 2.6, '#FFF1D0', 0.35));
        },
        actors: [{ pose: POSES.sprintStart, at: lane(4, 0), kit: KITS.saffron, facing: 1, lookOpts: { female: false, style: 'crop' } }],
        overlay: (st) => st.front(calmSide(st, 'left', 0.5)),
      });
    case 'stadium':
      return trackScene({
        time: 'night',
        eye: [-3, 1.7, -6.5],
        target: [5, 2.2, 12],
        fov: 64,
        stand: { x0: -45, x1: 45, z: 92, rows: 12 },
        floodlights: [
          [-60, 0, 95],
          [0, 0, 97],
          [60, 0, 95],
          [95, 0, 40],
        ],
        actors: [
          runner(2, 5.5, 'A', KITS.saffron),
          runner(3, 3.2, 'B', KITS.royal, true),
          runner(4, 6.8, 'B', KITS.white),
          runner(5, 4.4, 'A', KITS.pink, true),
        ],
        overlay: (st) => st.front(calmSide(st, 'left', 0.55)),
      });
    case 'card':
      return trackScene({
        time: 'day',
        eye: [1.5, 1.35, -6.8],
        target: [-0.5, 1.1, 2],
        fov: 56,
        stand: { x0: -30, x1: 10, z: 92 },
        actors: [
          runner(3, 0.6, 'A', KITS.saffron, true),
          runner(4, -1.6, 'B', KITS.royal, true),
          runner(5, 1.9, 'B', KITS.pink, true),
          runner(6, -0.6, 'A', KITS.white, true),
        ],
      });
    case 'hurdles':
      return trackScene({
        time: 'dusk',
        eye: [-6.5, 1.1, -4.5],
        target: [2, 1.5, 3],
        fov: 56,
        hurdles: [2, 4, 5, 6].flatMap((l) => [lane(l, -6), lane(l, 3.14), lane(l, 12.28)]),
        floodlights: [
          [-40, 0, 90],
          [25, 0, 90],
        ],
        actors: [
          { ...runner(3, 3.3, 'A', KITS.royal, false), pose: POSES.hurdle },
          { ...runner(4, 1.2, 'A', KITS.saffron, false) },
          { ...runner(5, -0.2, 'B', KITS.white, false) },
        ],
      });
    case 'hero':
      return trackScene({
        time: 'night',
        eye: [11.5, 1.4, -6],
        target: [6.5, 1.5, 4],
        fov: 52,
        floodlights: [
          [-20, 0, 88],
          [40, 0, 88],
          [70, 0, 40],
        ],
        stand: { x0: -45, x1: 5, z: 92, rows: 10 },
        actors: [
          runner(3, 8.2, 'A', KITS.saffron, false),
          runner(4, 6.0, 'B', KITS.royal, true),
          runner(5, 9.8, 'B', KITS.white, false),
          runner(6, 4.6, 'A', KITS.pink, true),
        ],
        overlay: (st) => st.front(calmSide(st, 'left', 0.7)),
      });
    case 'meet':
      return trackScene({
        time: 'day',
        eye: [14, 1.6, -5],
        target: [8, 1.2, 5],
        fov: 56,
        stand: { x0: -20, x1: 30, z: 92 },
        extras: (st, cam) => {
          // finish tape and bunting
          const a = lane(1, 11.5);
          const b = lane(6, 11.5);
          st.sprite(
            cam.depth(a),
            pole(
              cam,
              [
                [a[0], 1.2, a[2] + 0.6],
                [b[0], 1.2, b[2] - 0.6],
              ],
              0.04,
              C.saffron,
            ),
          );
          st.sprite(
            cam.depth(a) + 0.2,
            pole(
              cam,
              [
                [a[0], 0, a[2] + 0.6],
                [a[0], 1.3, a[2] + 0.6],
              ],
              0.06,
              C.offwhite,
            ) +
              pole(
                cam,
                [
                  [b[0], 0, b[2] - 0.6],
                  [b[0], 1.3, b[2] - 0.6],
                ],
                0.06,
                C.offwhite,
              ),
          );
        },
        actors: [
          runner(2, 10.3, 'A', KITS.saffron, true, 1.38),
          runner(3, 8.6, 'B', KITS.royal, false, 1.42),
          runner(4, 9.6, 'B', KITS.pink, true, 1.36),
          runner(5, 7.2, 'A', KITS.turf, false, 1.4),
          { front: { pose: { armL: [6, 4], armR: [150, 168], legL: [5, 2], legR: [5, 2] } }, at: [15.4, 0, 0.8], kit: KITS.coachPolo },
          {
            front: { pose: { armL: [150, 165], armR: [150, 165], legL: [8, 4], legR: [8, 4] } },
            at: [13.4, 0, -1.6],
            kit: KITS.royal,
            height: 1.3,
          },
          {
            front: { pose: { armL: [6, 4], armR: [6, 4], legL: [4, 2], legR: [4, 2] } },
            at: [12.6, 0, -1.9],
            kit: KITS.white,
            height: 1.28,
            lookOpts: { female: true },
          },
        ],
      });
    case 'aerial':
      return trackScene({
        time: 'day',
        eye: [-45, 62, -80],
        target: [0, 0, 40],
        fov: 62,
        stand: { x0: -40, x1: 40, z: 92, rows: 12 },
        floodlights: [
          [-70, 0, 95],
          [70, 0, 95],
          [-70, 0, -5],
          [70, 0, -5],
        ],
        actors: [runner(2, -10, 'A', KITS.saffron), runner(4, -14, 'B', KITS.royal), runner(6, -8, 'A', KITS.white)],
      });
    case 'tests':
      return trackScene({
        time: 'day',
        eye: [-1.5, 1.5, -5],
        target: [1, 1, 3],
        fov: 58,
        surface: C.royal,
        gates: [lane(2, -4.5), lane(5, -4.5), lane(2, 5.5), lane(5, 5.5)],
        cones: [lane(3, 8), lane(4, 10), lane(3, 12), lane(4, 14)],
        actors: [
          runner(4, 1.2, 'A', KITS.saffron, true),
          { pose: POSES.clipboard, at: [-3.4, 0, -1.4], kit: KITS.coachPolo, facing: 1, hold: { near: clipboard } },
        ],
      });
    case 'conditioning':
      return trackScene({
        time: 'sunrise',
        eye: [-5, 1.3, -5],
        target: [2, 1, 3],
        fov: 56,
        hurdles: [-2, 0, 2, 4].map((x) => lane(3, x * 1.5)),
        cones: [0, 2, 4, 6, 8].map((x) => lane(5, x * 1.8 - 4)),
        actors: [
          { pose: POSES.hurdle, at: lane(3, 1.8), kit: KITS.royal, facing: 1 },
          runner(5, 4.5, 'B', KITS.saffron, true),
          { pose: POSES.jog, at: lane(6, -1), kit: KITS.white, facing: 1 },
        ],
      });
    case 'drill':
      return trackScene({
        time: 'sunrise',
        eye: [6.5, 1.45, -4.5],
        target: [2, 1.2, 3],
        fov: 54,
        cones: [0, 1.5, 3, 4.5].map((x) => lane(2, x - 1)),
        hurdles: [lane(4, -1), lane(4, 1), lane(4, 3)],
        actors: [
          { pose: POSES.point, at: [3.6, 0, 0.2], kit: KITS.track, facing: -1, lookOpts: { female: false, style: 'short' } },
          { pose: POSES.runA, at: lane(3, 1.2), kit: KITS.saffron, facing: 1, height: 1.45, lookOpts: { female: true } },
        ],
        overlay: (st) => st.front(calmSide(st, 'left', 0.6)),
      });
  }
}
