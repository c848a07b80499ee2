/** Strength: weightlifting platform, powerlifting rack, S&C gym floor and group sessions. */
import { PerspectiveCamera } from '../camera';
import { barbell3d, barbellEnd, dumbbell, dumbbellRack, kettlebell, powerRack } from '../equipment';
import { hall } from '../environment';
import type { V3 } from '../geometry';
import { C, N, mix, shade, tint } from '../palette';
import { POSES } from '../poses';
import { glow } from '../primitives';
import { box, quad } from '../solid';
import type { Stage } from '../stage';
import { cast, finish, KITS, type Actor, type Scene } from './common';

interface GymOpts {
  eye: V3;
  target: V3;
  fov?: number;
  actors: Actor[];
  platforms?: V3[];
  racks?: V3[];
  bars?: { at: V3; color: string }[];
  dumbbells?: V3[];
  bells?: V3[];
  dark?: boolean;
  width?: number;
  back?: number;
  overlay?: (st: Stage) => void;
}

/** Olympic lifting platform 3 x 3 m: wooden centre with rubber side panels. */
export function platform(cam: PerspectiveCamera, c: V3): string {
  const [x, , z] = c;
  return (
    box(cam, [x - 1.5, 0, z - 1.5], [x + 1.5, 0.05, z + 1.5], {
      top: C.charcoal,
      front: shade(C.charcoal, 0.2),
      side: shade(C.charcoal, 0.3),
    }) +
    quad(
      cam,
      [
        [x - 0.6, 0.051, z - 1.5],
        [x + 0.6, 0.051, z - 1.5],
        [x + 0.6, 0.051, z + 1.5],
        [x - 0.6, 0.051, z + 1.5],
      ],
      N.wood,
    ) +
    quad(
      cam,
      [
        [x - 0.2, 0.052, z - 1.5],
        [x - 0.17, 0.052, z - 1.5],
        [x - 0.17, 0.052, z + 1.5],
        [x - 0.2, 0.052, z + 1.5],
      ],
      N.woodDark,
    )
  );
}

function gymScene(o: GymOpts): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: o.eye, target: o.target, fov: o.fov ?? 56 });
    hall(st, cam, {
      width: o.width ?? 18,
      back: o.back ?? 12,
      height: 4.2,
      style: 'studio',
      floor: shade(C.charcoal, 0.05),
      wall: o.dark ? shade(C.navy, 0.1) : mix(C.sand, C.charcoal, 0.12),
      dado: o.dark ? C.saffron : C.navy,
      banners: !o.dark,
      trussEvery: 5,
    });
    // mirror strip along the back wall
    const W = (o.width ?? 18) / 2;
    const zb = (o.back ?? 12) - 0.02;
    st.back(
      quad(
        cam,
        [
          [-W + 1, 0.3, zb],
          [W - 1, 0.3, zb],
          [W - 1, 2.2, zb],
          [-W + 1, 2.2, zb],
        ],
        st.defs.linear(
          [
            [0, tint(C.sky, 0.55)],
            [1, tint(C.sky, 0.3)],
          ],
          [0, 0, 1, 1],
        ),
      ),
    );
    // rubber floor tiles
    const tiles: string[] = [];
    for (let x = -W; x < W; x += 1)
      for (let z = -4; z < o.back!; z += 1)
        if ((Math.round(x) + Math.round(z)) % 2 === 0)
          tiles.push(
            quad(
              cam,
              [
                [x, 0.001, z],
                [x + 1, 0.001, z],
                [x + 1, 0.001, z + 1],
                [x, 0.001, z + 1],
              ],
              shade(C.charcoal, 0.12),
            ),
          );
    st.back(tiles.join(''));
    for (const p of o.platforms ?? []) st.back(platform(cam, p));
    for (const r of o.racks ?? []) st.sprite(cam.depth(r) + 0.3, powerRack(cam, r));
    for (const b of o.bars ?? []) st.sprite(cam.depth(b.at), barbell3d(cam, b.at, b.color));
    for (const d of o.dumbbells ?? []) st.sprite(cam.depth(d) + 0.2, dumbbellRack(cam, d));
    for (const k of o.bells ?? []) {
      const p = cam.project(k);
      st.sprite(cam.depth(k), kettlebell(p[0], p[1], cam.ppm(k) * 0.28, C.charcoal));
    }
    cast(st, cam, o.actors, undefined, { skew: -0.4, flat: 0.18, opacity: 0.3 });
    if (o.dark) st.front(glow(st, st.w * 0.55, st.h * 0.15, st.w * 0.5, '#FFF3D6', 0.18));
    o.overlay?.(st);
    finish(st, { vignette: o.dark ? 0.5 : 0.3 });
  };
}

const lifter = (female: boolean) => ({ female, style: female ? ('bun' as const) : ('crop' as const), build: female ? 1.05 : 1.15 });
const singlet = {
  top: C.royal,
  bottom: C.royal,
  accent: C.saffron,
  stripe: true,
  sleeves: 'none' as const,
  shoes: C.navy,
  socks: C.offwhite,
};

export function strengthScene(variant: 'snatch' | 'squat' | 'deadlift' | 'jerk' | 'gym' | 'session'): Scene {
  switch (variant) {
    case 'snatch':
      return gymScene({
        eye: [0.6, 1.35, -3.4],
        target: [0, 1.35, 2],
        fov: 60,
        platforms: [[0, 0, 2]],
        racks: [[-5.5, 0, 7]],
        dumbbells: [[4.5, 0, 10]],
        actors: [
          {
            pose: POSES.snatchCatch,
            at: [0, 0, 2],
            kit: singlet,
            facing: 1,
            lookOpts: lifter(true),
            hold: { near: barbellEnd(C.clay, 13) },
          },
        ],
      });
    case 'jerk':
      return gymScene({
        dark: true,
        eye: [-1.4, 1.1, -3.0],
        target: [0, 1.5, 2],
        fov: 62,
        platforms: [[0, 0, 2]],
        actors: [
          {
            pose: POSES.lockout,
            at: [0, 0, 2],
            kit: { ...singlet, top: C.saffron, bottom: C.saffron, accent: C.navy },
            facing: -1,
            lookOpts: lifter(false),
            hold: { near: barbellEnd(C.royal, 13) },
          },
        ],
      });
    case 'squat':
      return gymScene({
        eye: [1.2, 1.3, -2.6],
        target: [0, 1.1, 2.4],
        fov: 60,
        racks: [[0, 0, 3.1]],
        dumbbells: [[-4.5, 0, 10]],
        bells: [
          [3, 0, 3],
          [3.4, 0, 3.2],
        ],
        actors: [
          {
            pose: POSES.squat,
            at: [0, 0, 2.2],
            kit: KITS.tank,
            facing: 1,
            lookOpts: lifter(false),
            hold: { near: barbellEnd(C.royal, 13) },
          },
        ],
      });
    case 'deadlift':
      return gymScene({
        dark: true,
        eye: [1.2, 1.0, -2.5],
        target: [0, 0.8, 2],
        fov: 62,
        platforms: [[0, 0, 2]],
        actors: [
          {
            pose: POSES.deadlift,
            at: [-0.1, 0, 2],
            kit: { ...KITS.tank, top: C.pink },
            facing: 1,
            lookOpts: lifter(true),
            hold: { near: barbellEnd(C.saffron, 13) },
          },
        ],
      });
    case 'gym':
      return gymScene({
        eye: [-6, 2.1, -3.5],
        target: [0, 1, 5],
        fov: 64,
        width: 22,
        back: 14,
        platforms: [
          [-4, 0, 4],
          [0.5, 0, 4],
        ],
        racks: [
          [5, 0, 6],
          [7.5, 0, 6],
        ],
        bars: [{ at: [-4, 0.225, 4], color: C.royal }],
        dumbbells: [
          [-2, 0, 12.5],
          [2.5, 0, 12.5],
        ],
        bells: [
          [-7, 0, 8],
          [-6.6, 0, 8.2],
          [-6.2, 0, 8],
        ],
        actors: [
          { pose: POSES.snatchCatch, at: [0.5, 0, 4], kit: singlet, facing: 1, hold: { near: barbellEnd(C.clay, 13) } },
          { pose: POSES.squat, at: [5, 0, 6], kit: KITS.tank, facing: 1, hold: { near: barbellEnd(C.turf, 13) } },
          { pose: POSES.curl, at: [-6, 0, 10], kit: KITS.saffron, facing: 1, hold: { near: dumbbell() } },
        ],
      });
    case 'session':
      return gymScene({
        eye: [-4, 1.8, -2.6],
        target: [0, 1, 5],
        fov: 60,
        width: 20,
        dumbbells: [[0, 0, 11]],
        actors: [
          { pose: POSES.squat, at: [-2, 0, 3], kit: KITS.royal, facing: 1, hold: { near: (h) => kettlebellAt(h) } },
          {
            pose: POSES.squat,
            at: [0.5, 0, 4],
            kit: KITS.pink,
            facing: 1,
            lookOpts: { female: true },
            hold: { near: (h) => kettlebellAt(h) },
          },
          { pose: POSES.squat, at: [3, 0, 5], kit: KITS.saffron, facing: 1, hold: { near: (h) => kettlebellAt(h) } },
          { pose: POSES.curl, at: [-4, 0, 7], kit: KITS.white, facing: 1, lookOpts: { female: true }, hold: { near: dumbbell() } },
          { pose: POSES.point, at: [4.2, 0, 1], kit: KITS.coachPolo, facing: -1 },
        ],
      });
  }
}

const kettlebellAt = (h: [number, number]) => kettlebell(h[0], h[1] + 10, 10, C.charcoal);
