/** Boxing ring / heavy-bag scenes and the 10 m air-rifle shooting range. */
import { PerspectiveCamera } from '../camera';
import { boxingRing, rifle, rifleTarget } from '../equipment';
import { hall } from '../environment';
import type { V3 } from '../geometry';
import { C, N, mix, shade, tint } from '../palette';
import { POSES } from '../poses';
import { calmSide, glow } from '../primitives';
import { box, cylinder, pole, quad } from '../solid';
import { cast, finish, KITS, type Actor, type Scene } from './common';

const RING_H = 0.9;
const FRONT_STAND = {
  armL: [8, 4] as [number, number],
  armR: [38, -40] as [number, number],
  legL: [4, 2] as [number, number],
  legR: [6, 3] as [number, number],
};
const redCorner = {
  top: C.clay,
  bottom: C.clay,
  accent: C.offwhite,
  sleeves: 'none' as const,
  gloves: '#C62F3B',
  shoes: C.charcoal,
  socks: C.charcoal,
  stripe: false,
};
const blueCorner = {
  top: C.royal,
  bottom: C.royal,
  accent: C.offwhite,
  sleeves: 'none' as const,
  gloves: C.royal,
  shoes: C.charcoal,
  socks: C.charcoal,
  stripe: false,
};

/** Heavy punch bag hanging from a chain. */
function heavyBag(cam: PerspectiveCamera, at: V3, color: string = C.clay): string {
  return (
    pole(
      cam,
      [
        [at[0], 3.2, at[2]],
        [at[0], 1.95, at[2]],
      ],
      0.025,
      N.steel,
    ) +
    cylinder(cam, [at[0], 0.6, at[2]], 0.18, 1.3, color) +
    cylinder(cam, [at[0], 1.25, at[2]], 0.185, 0.08, C.charcoal)
  );
}

export function boxingScene(variant: 'sparring' | 'bag' | 'ringWide'): Scene {
  return (st) => {
    const eyes: Record<typeof variant, [V3, V3, number]> = {
      sparring: [[-0.8, 1.45, -4.6], [0, 1.95, 0.5], 58],
      bag: [[-1.6, 1.25, -2.2], [0.3, 1.3, 1.6], 60],
      ringWide: [[-7, 3.2, -9], [0, 1.2, 0.5], 58],
    };
    const [eye, target, fov] = eyes[variant];
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye, target, fov });
    hall(st, cam, {
      width: 20,
      back: 8,
      height: 7,
      floor: shade(C.navy, 0.2),
      wall: shade(C.navy, 0.05),
      dado: variant === 'bag' ? C.royal : C.clay,
      banners: variant !== 'bag',
      trussEvery: 4,
    });
    const actors: Actor[] = [];
    if (variant === 'bag') {
      st.sprite(cam.depth([0.5, 0, 1.6]), heavyBag(cam, [0.6, 0, 1.6]));
      st.sprite(cam.depth([3.2, 0, 4.5]), heavyBag(cam, [3.2, 0, 4.5], C.royal));
      st.sprite(cam.depth([-3.5, 0, 5]), heavyBag(cam, [-3.5, 0, 5], C.charcoal));
      actors.push({
        pose: POSES.jab,
        at: [-0.35, 0, 1.5],
        kit: { ...blueCorner, top: C.charcoal, bottom: C.navy, gloves: C.clay },
        facing: 1,
        lookOpts: { female: true, style: 'ponytail' },
      });
    } else {
      const ring = boxingRing(cam, [0, 0, 0.5], 6.1, RING_H);
      st.back(ring.under);
      st.sprite(20, ring.ropesBack);
      st.sprite(-20, ring.ropesFront);
      actors.push(
        { pose: POSES.jab, at: [-0.8, RING_H, 0.3], kit: redCorner, facing: 1, lookOpts: { female: false, style: 'helmet', gear: C.clay } },
        {
          pose: POSES.guard,
          at: [0.75, RING_H, 0.7],
          kit: blueCorner,
          facing: -1,
          lookOpts: { female: false, style: 'helmet', gear: C.royal },
        },
      );
      if (variant === 'ringWide') {
        actors.push(
          { pose: POSES.clipboard, at: [4.8, 0, -3.4], kit: KITS.coachPolo, facing: -1 },
          { front: { pose: FRONT_STAND }, at: [-4.6, 0, -3.6], kit: KITS.royal, lookOpts: { female: true } },
        );
      }
    }
    cast(st, cam, actors, undefined, { skew: -0.3, flat: 0.18, opacity: 0.35 });
    // overhead spot
    st.front(glow(st, st.w * 0.5, st.h * 0.05, st.w * 0.55, '#FFF1D0', 0.22));
    if (variant === 'bag') st.front(calmSide(st, 'right', 0.35));
    finish(st, { vignette: 0.55 });
  };
}

export function shootingScene(variant: 'card' | 'close' | 'range'): Scene {
  return (st) => {
    const views: Record<typeof variant, [V3, V3, number]> = {
      card: [[-3.4, 1.6, -3.4], [4, 1.2, 2.2], 60],
      close: [[-2.2, 1.4, -2.0], [4, 1.4, 1.2], 58],
      range: [[-3.8, 2.3, -4.5], [6, 1.0, 3.5], 64],
    };
    const [eye, target, fov] = views[variant];
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye, target, fov });
    hall(st, cam, {
      width: 26,
      back: 9,
      height: 4.2,
      style: 'studio',
      floor: mix(C.charcoal, C.royal, 0.25),
      wall: mix(C.sand, C.charcoal, 0.15),
      dado: C.navy,
      windows: false,
      banners: false,
      trussEvery: 3,
    });
    const lanes = [0, 1.6, 3.2, 4.8, 6.4];
    const tx = 10;
    // target wall with lit target backers at the end of each lane
    st.back(
      quad(
        cam,
        [
          [tx, 0, -2],
          [tx, 0, 9],
          [tx, 4.2, 9],
          [tx, 4.2, -2],
        ],
        mix(C.sand, C.navy, 0.35),
      ),
    );
    for (const z of lanes) {
      const c = cam.project([tx - 0.01, 1.4, z]);
      const s = cam.ppm([tx, 1.4, z]);
      st.back(glow(st, c[0], c[1], s * 0.9, '#FFF6DF', 0.5) + rifleTarget(c[0], c[1], s * 0.22));
    }
    // lane dividers near the firing line and a bench per lane
    for (const z of lanes) {
      st.sprite(
        cam.depth([0, 0, z + 0.8]) - 0.5,
        quad(
          cam,
          [
            [-0.8, 0.2, z + 0.8],
            [1.0, 0.2, z + 0.8],
            [1.0, 1.7, z + 0.8],
            [-0.8, 1.7, z + 0.8],
          ],
          tint(C.sky, 0.5),
          { opacity: 0.28 },
        ) +
          pole(
            cam,
            [
              [1.0, 0, z + 0.8],
              [1.0, 1.7, z + 0.8],
              [-0.8, 1.7, z + 0.8],
            ],
            0.03,
            N.steel,
          ),
      );
      st.sprite(
        cam.depth([-0.9, 0, z - 0.3]),
        box(cam, [-1.15, 0.75, z - 0.55], [-0.65, 0.8, z - 0.05], { top: C.navy, front: shade(C.navy, 0.2), side: shade(C.navy, 0.3) }) +
          pole(
            cam,
            [
              [-0.9, 0, z - 0.3],
              [-0.9, 0.75, z - 0.3],
            ],
            0.04,
            N.steel,
          ),
      );
    }
    // lane floor strips
    for (const z of lanes)
      st.back(
        quad(
          cam,
          [
            [1.6, 0.001, z - 0.05],
            [tx, 0.001, z - 0.05],
            [tx, 0.001, z + 0.05],
            [1.6, 0.001, z + 0.05],
          ],
          C.saffron,
          { opacity: 0.5 },
        ),
      );
    const shooter = (z: number, kit: Actor['kit'], female: boolean): Actor => ({
      pose: POSES.aim,
      at: [0.2, 0, z],
      kit,
      facing: 1,
      lookOpts: { female, style: female ? 'bun' : 'crop' },
      hold: { near: rifle(90) },
    });
    const jacket = (c: string) => ({
      top: c,
      bottom: C.charcoal,
      accent: C.offwhite,
      sleeves: 'long' as const,
      legs: 'long' as const,
      shoes: C.charcoal,
      stripe: true,
    });
    const actors: Actor[] =
      variant === 'range'
        ? [
            shooter(0, jacket(C.royal), true),
            shooter(1.6, jacket(C.offwhite), false),
            shooter(3.2, jacket(C.saffron), true),
            shooter(4.8, jacket(C.royal), false),
            { pose: POSES.clipboard, at: [-2.2, 0, 1.2], kit: KITS.coachPolo, facing: 1 },
          ]
        : [shooter(0, jacket(variant === 'card' ? C.royal : C.offwhite), true), shooter(1.6, jacket(C.saffron), false)];
    cast(st, cam, actors, undefined, { skew: -0.3, flat: 0.18, opacity: 0.25 });
    if (variant === 'close') st.front(calmSide(st, 'left', 0.3));
    finish(st, { vignette: 0.4 });
  };
}
