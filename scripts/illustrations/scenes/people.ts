/**
 * People-centred scenes: huddles, podiums, coaching, physiotherapy,
 * physiology testing, online classes, admissions and celebrations.
 */
import type { PerspectiveCamera } from '../camera';
import { place } from '../camera';
import { ball, clipboard, cone, racket, shuttlecock, whistle } from '../equipment';
import { FRONT } from '../figure-front';
import {
  agilityLadder,
  balloons,
  bunting,
  exerciseBall,
  gateway,
  iceBath,
  lowTable,
  mat,
  monitorStand,
  plant,
  plyoBox,
  podium,
  shamiana,
  sofa,
  treadmill,
  treatmentTable,
  wallBars,
} from '../furniture';
import type { P, V3 } from '../geometry';
import { chartPanel, laptop, medal as medalIcon, miniCoach } from '../objects';
import { C, N, SKIN, mix, shade, tint } from '../palette';
import { POSES } from '../poses';
import { calmSide, glow } from '../primitives';
import { box, quad } from '../solid';
import type { Stage } from '../stage';
import { g, rect } from '../svg';
import { KITS, inFlight, type Actor, type Scene } from './common';
import { courtScene } from './court';

const spriteAt = (st: Stage, cam: PerspectiveCamera, at: V3, svg: string, bias = 0) => st.sprite(cam.depth(at) + bias, svg);
const conesAt = (st: Stage, cam: PerspectiveCamera, pts: V3[], color: string = C.saffron) =>
  pts.forEach((c) => {
    const p = cam.project(c);
    spriteAt(st, cam, c, cone(p[0], p[1], cam.ppm(c) * 0.3, color));
  });
const confetti = (st: Stage, n: number, yMax: number) => {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = st.rng.range(0, st.w);
    const y = st.rng.range(0, yMax);
    out.push(
      rect(x, y, 10 * (st.w / 1600), 4.5 * (st.w / 1600), {
        fill: st.rng.pick([C.saffron, C.pink, N.gold, C.offwhite, C.sky]),
        transform: `rotate(${Math.round(st.rng.range(0, 180))} ${Math.round(x)} ${Math.round(y)})`,
      }),
    );
  }
  return g({ opacity: 0.9 }, ...out);
};

/** Team huddle on a turf pitch with the captain (armband) facing the camera. */
export function huddleScene(): Scene {
  const ring: Actor[] = [];
  const n = 7;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 + Math.PI / 2;
    const at: V3 = [Math.cos(a) * 0.62, 0, 6 + Math.sin(a) * 0.62];
    const facingCam = Math.sin(a) > 0.2;
    ring.push({
      front: { pose: { ...FRONT.huddle, armL: [55, 80], armR: [55, 80] }, back: !facingCam },
      at,
      kit: i === 0 ? { ...KITS.saffron, stripe: false, accent: C.royal } : KITS.royal,
      lookOpts: { female: i % 2 === 1 },
    });
  }
  return courtScene({
    sport: 'none',
    setting: 'sunrise',
    ground: C.turf,
    eye: [1.2, 2.6, 0.2],
    target: [0, 0.9, 6],
    fov: 56,
    sunAt: [0.22, 0.8],
    actors: ring,
    extras: (st, cam) => {
      conesAt(st, cam, [
        [-3, 0, 9],
        [3.5, 0, 10],
        [-4.5, 0, 12],
        [5, 0, 13],
      ]);
      const b = cam.project([1.7, 0.11, 4.6]);
      spriteAt(st, cam, [1.7, 0, 4.6], ball('football', b[0], b[1], cam.ppm([1.7, 0, 4.6]) * 0.11));
      spriteAt(
        st,
        cam,
        [-3.2, 0, 7.5],
        box(cam, [-3.6, 0, 7.3], [-2.8, 0.35, 7.7], C.royal) + box(cam, [-2.7, 0, 7.4], [-2.1, 0.28, 7.75], C.saffron),
      );
    },
  });
}

/** Medal podium in a hall with confetti. */
export function podiumScene(): Scene {
  return courtScene({
    sport: 'none',
    setting: 'indoor',
    eye: [0, 1.7, -4.6],
    target: [0, 1.6, 3],
    fov: 56,
    hall: { width: 22, back: 9, height: 9, floor: shade(C.royal, 0.4), wall: shade(C.navy, 0.05), dado: C.royal },
    extras: (st, cam) => {
      spriteAt(st, cam, [0, 0, 1.2], podium(cam, [0, 0, 1.2]), 0.8);
      st.front(confetti(st, 90, st.h * 0.7));
      st.front(glow(st, st.w * 0.5, st.h * 0.25, st.w * 0.45, '#FFF1D0', 0.25));
    },
    actors: [
      { front: { pose: FRONT.cheer, medal: N.gold }, at: [0, 0.75, 1.2], kit: KITS.royal, lookOpts: { female: true, style: 'bun' } },
      { front: { pose: FRONT.wave, medal: N.silver }, at: [-1.2, 0.5, 1.2], kit: KITS.saffron, lookOpts: { female: true, style: 'long' } },
      {
        front: { pose: FRONT.stand, medal: N.bronze, holdR: (h: P) => medalIcon(h[0], h[1] - 2, 3, N.bronze, C.pink) },
        at: [1.2, 0.35, 1.2],
        kit: KITS.pink,
        lookOpts: { female: true, style: 'ponytail' },
      },
    ],
    vignette: 0.45,
  });
}

/** Athlete meditating cross-legged on a court at sunrise (page hero, calm left). */
export function meditationScene(): Scene {
  return courtScene({
    sport: 'tennis',
    setting: 'sunrise',
    colors: { surface: C.royal, surround: shade(C.turf, 0.1) },
    eye: [0, 1.1, -12.5],
    target: [0, 1.4, 0],
    fov: 52,
    court: { x: 0, z: 2, rot: 90 },
    sunAt: [0.64, 0.72],
    actors: [
      {
        front: { pose: FRONT.meditate },
        at: [1.7, 0, -6.4],
        kit: { top: C.offwhite, bottom: C.navy, sleeves: 'short', legs: 'long', shoes: C.offwhite },
        lookOpts: { female: true, style: 'bun' },
      },
    ],
    overlay: (st) => st.front(calmSide(st, 'left', 0.55)),
  });
}

/** Online class: a laptop with a coach on screen and an athlete training at home. */
export function onlineClassScene(): Scene {
  return courtScene({
    sport: 'none',
    setting: 'indoor',
    eye: [-0.6, 1.3, -3.4],
    target: [0.4, 0.9, 2],
    fov: 62,
    hall: {
      width: 7,
      back: 3.5,
      height: 3,
      floor: N.wood,
      wall: mix(C.sand, C.pink, 0.18),
      dado: mix(C.sand, C.pink, 0.3),
      style: 'studio',
      banners: false,
    },
    under: (st, cam) => {
      st.back(mat(cam, [-0.2, 0, 0.8], C.turf));
      // window with a view of the sky
      st.back(
        quad(
          cam,
          [
            [-2.6, 1.0, 3.49],
            [-0.6, 1.0, 3.49],
            [-0.6, 2.5, 3.49],
            [-2.6, 2.5, 3.49],
          ],
          tint(C.sky, 0.5),
        ),
      );
      st.back(
        quad(
          cam,
          [
            [-1.65, 1.0, 3.48],
            [-1.55, 1.0, 3.48],
            [-1.55, 2.5, 3.48],
            [-1.65, 2.5, 3.48],
          ],
          C.offwhite,
        ),
      );
    },
    extras: (st, cam) => {
      spriteAt(st, cam, [1.9, 0, 2.8], sofa(cam, [1.9, 0, 2.6], C.royal));
      spriteAt(st, cam, [1.6, 0, 1], lowTable(cam, [1.6, 0, 1]));
      const lp = cam.project([1.6, 0.42, 1]);
      const s = cam.ppm([1.6, 0.42, 1]);
      spriteAt(
        st,
        cam,
        [1.6, 0, 0.9],
        laptop(lp[0], lp[1], 0.7 * s, miniCoach(0.7 * s * 0.86, 0.7 * s * 0.52, SKIN[1], C.saffron, C.royal)),
        -0.5,
      );
      const pp = cam.project([-2.9, 0, 2.8]);
      spriteAt(st, cam, [-2.9, 0, 2.8], plant(pp[0], pp[1], cam.ppm([-2.9, 0, 2.8]) * 1.1));
    },
    actors: [{ pose: POSES.lunge, at: [-0.4, 0, 0.8], kit: KITS.pink, facing: 1, lookOpts: { female: true, style: 'ponytail' } }],
    vignette: 0.25,
  });
}

/** Physiotherapist treating an athlete's knee on a treatment table. */
export function physioScene(variant: 'knee' | 'taping' | 'centre'): Scene {
  const room = {
    width: 9,
    back: 5,
    height: 3.4,
    floor: mix(C.sand, N.wood, 0.4),
    wall: mix(C.sand, C.turf, 0.12),
    dado: C.turf,
    style: 'studio' as const,
    banners: false,
  };
  const physioKit = {
    top: C.turf,
    bottom: C.navy,
    accent: C.offwhite,
    sleeves: 'short' as const,
    legs: 'long' as const,
    shoes: C.offwhite,
  };
  if (variant === 'knee') {
    return courtScene({
      sport: 'none',
      setting: 'indoor',
      eye: [0.2, 1.45, -2.6],
      target: [0.3, 0.9, 1.5],
      fov: 60,
      hall: room,
      extras: (st, cam) => {
        spriteAt(st, cam, [0, 0, 1.2], treatmentTable(cam, [0, 0, 1.2]), 0.6);
        spriteAt(st, cam, [-2.5, 0, 4.6], wallBars(cam, -3.6, -1.8, 4.9));
        spriteAt(st, cam, [2.6, 0, 3.8], exerciseBall(cam, [2.6, 0, 3.8], C.sky));
      },
      actors: [
        {
          pose: { ...POSES.sit, torso: 0, legN: [82, 30], legF: [88, 2], armN: [10, 0], armF: [5, 0] },
          rotate: -90,
          at: [0.55, 0.82, 1.2],
          kit: KITS.royal,
          facing: 1,
          noShadow: true,
          lookOpts: { female: false },
        },
        { pose: POSES.treat, at: [1.25, 0, 0.55], kit: physioKit, facing: -1, lookOpts: { female: true, style: 'ponytail' } },
      ],
    });
  }
  if (variant === 'taping') {
    return courtScene({
      sport: 'none',
      setting: 'indoor',
      eye: [-0.8, 1.2, -2.4],
      target: [0.2, 0.8, 1.4],
      fov: 58,
      hall: { ...room, wall: mix(C.sand, C.royal, 0.12), dado: C.royal },
      extras: (st, cam) => {
        spriteAt(st, cam, [0, 0, 1.3], treatmentTable(cam, [0, 0, 1.3]), 0.6);
        spriteAt(st, cam, [2.6, 0, 4], exerciseBall(cam, [2.6, 0, 4], C.pink));
      },
      actors: [
        {
          pose: { ...POSES.sit, legN: [70, 10], legF: [84, 4] },
          at: [-0.1, 0.27, 1.1],
          kit: KITS.saffron,
          facing: 1,
          noShadow: true,
          lookOpts: { female: true, style: 'ponytail' },
        },
        { pose: POSES.kneel, at: [1.0, 0, 0.8], kit: physioKit, facing: -1, lookOpts: { female: false, style: 'short' } },
      ],
    });
  }
  return courtScene({
    sport: 'none',
    setting: 'indoor',
    eye: [-3.2, 2.0, -4],
    target: [0.5, 0.8, 3],
    fov: 62,
    hall: { ...room, width: 14, back: 8, height: 3.6 },
    extras: (st, cam) => {
      for (const x of [-3.5, 0, 3.5]) spriteAt(st, cam, [x, 0, 5.5], treatmentTable(cam, [x, 0, 5.5], 1.9, false), 0.5);
      spriteAt(st, cam, [4.6, 0, 1.5], iceBath(cam, [4.6, 0, 1.5]));
      spriteAt(st, cam, [-6, 0, 7.6], wallBars(cam, -6.8, -5, 7.95));
      spriteAt(st, cam, [5.5, 0, 7], exerciseBall(cam, [5.5, 0, 7], C.sky));
      spriteAt(st, cam, [-4.6, 0, 2], exerciseBall(cam, [-4.6, 0, 2], C.saffron));
      for (const z of [2.6, 3]) spriteAt(st, cam, [-2, 0, z], box(cam, [-2.5, 0, z], [-1.5, 0.15, z + 0.15], C.royal));
    },
    actors: [
      { pose: POSES.treat, at: [0.7, 0, 5.2], kit: physioKit, facing: -1, lookOpts: { female: true } },
      {
        pose: { ...POSES.sit, torso: 0, legN: [86, 86], legF: [88, 88], armN: [10, 0], armF: [5, 0] },
        rotate: -90,
        at: [0, 0.82, 4.9],
        kit: KITS.royal,
        facing: 1,
        noShadow: true,
      },
      { pose: POSES.stretch, at: [-3.8, 0, 2.4], kit: KITS.pink, facing: 1, lookOpts: { female: true } },
    ],
  });
}

/** Exercise physiology lab: treadmill test with a heart-rate monitor. */
export function physiologyScene(): Scene {
  return courtScene({
    sport: 'none',
    setting: 'indoor',
    eye: [-0.4, 1.5, -3.4],
    target: [0.4, 1.1, 2],
    fov: 60,
    hall: {
      width: 9,
      back: 4.5,
      height: 3.4,
      floor: mix(C.charcoal, C.royal, 0.2),
      wall: mix(C.sand, C.sky, 0.18),
      dado: C.royal,
      style: 'studio',
      banners: false,
    },
    extras: (st, cam) => {
      spriteAt(st, cam, [0, 0, 1.6], treadmill(cam, [0, 0, 1.6]), 0.5);
      spriteAt(
        st,
        cam,
        [2.2, 0, 1],
        monitorStand(cam, [2.2, 0, 1], (w, h) => chartPanel(w, h, st.rng, C.pink)),
      );
    },
    actors: [
      {
        pose: POSES.runA,
        at: [-0.2, 0.22, 1.6],
        kit: { ...KITS.saffron, stripe: false, accent: C.charcoal },
        facing: 1,
        lookOpts: { female: false, style: 'crop' },
      },
      {
        pose: POSES.clipboard,
        at: [2.9, 0, 0.2],
        kit: { top: C.offwhite, bottom: C.navy, sleeves: 'long', legs: 'long', shoes: C.charcoal, accent: C.royal },
        facing: -1,
        lookOpts: { female: true, style: 'bun' },
        hold: { near: clipboard },
      },
    ],
  });
}

/** Coach with whistle and clipboard beside a court (indoor) or badminton court (outdoor). */
export function coachScene(variant: 'services' | 'about'): Scene {
  if (variant === 'services') {
    const at = { x: 1.5, z: 7, rot: 0 };
    return courtScene({
      sport: 'basketball',
      setting: 'indoor',
      eye: [-3.4, 1.55, -3.2],
      target: [0.4, 1.35, 4],
      fov: 56,
      court: at,
      hall: { width: 34, back: 17, height: 10 },
      actors: [
        {
          pose: POSES.clipboard,
          at: [-2.2, 0, 0.2],
          kit: { ...KITS.coachPolo, top: C.royal },
          facing: 1,
          lookOpts: { female: false, style: 'short' },
          hold: { near: clipboard },
        },
        { pose: POSES.dribble, at: [3, 0, 6], kit: KITS.saffron, facing: 1 },
        { pose: POSES.ready, at: [5, 0, 7.5], kit: KITS.white, facing: -1 },
        { pose: POSES.runB, at: [0.5, 0, 9], kit: KITS.saffron, facing: 1 },
      ],
    });
  }
  const at = { x: 3, z: 7, rot: 90 };
  return courtScene({
    sport: 'badminton',
    setting: 'day',
    eye: [-3.5, 1.6, -3],
    target: [1.5, 1.3, 5],
    fov: 56,
    court: at,
    colors: { surface: C.turf, surround: C.royal },
    sunAt: [0.85, 0.35],
    fences: [
      [
        [-4, 0, 16],
        [10, 0, 16],
      ],
    ],
    extras: (st, cam) => inFlight(st, cam, [3.2, 2.6, 6.2], (x, y, px) => shuttlecock(x, y, px, 40), 0.085),
    actors: [
      {
        front: { pose: FRONT.akimbo },
        at: [-1.6, 0, 0.6],
        kit: { ...KITS.coachPolo, top: C.saffron, accent: C.navy },
        lookOpts: { female: true, style: 'bun' },
      },
      { pose: POSES.smash, at: place([4.5, 0.5], at), kit: KITS.royal, facing: -1, hold: { near: racket('badminton', 10) } },
      {
        pose: POSES.lunge,
        at: place([-3.5, -0.8], at),
        kit: KITS.white,
        facing: 1,
        lookOpts: { female: true },
        hold: { near: racket('badminton', 0, C.royal) },
      },
    ],
  });
}

/** Outdoor group training with cones and an agility ladder (kids or adults). */
export function groupTrainingScene(variant: 'kids' | 'fitness' | 'sportsDay' | 'launch'): Scene {
  if (variant === 'fitness') {
    return courtScene({
      sport: 'none',
      setting: 'sunrise',
      ground: C.turf,
      eye: [-1, 1.4, -3],
      target: [1, 1, 5],
      fov: 58,
      sunAt: [0.7, 0.78],
      extras: (st, cam) => {
        spriteAt(st, cam, [2.2, 0, 3], plyoBox(cam, [2.4, 0, 3], 0.6));
        st.back(agilityLadder(cam, [-3.5, 0, 4.5], 9));
        conesAt(st, cam, [
          [-4, 0, 8],
          [-1, 0, 8],
          [2, 0, 8],
          [5, 0, 8],
        ]);
      },
      actors: [
        { pose: { ...POSES.smash, armN: [140, 150], armF: [130, 140], lift: 42 }, at: [1.7, 0, 3], kit: KITS.saffron, facing: 1 },
        { pose: POSES.runA, at: [-1.5, 0, 4.5], kit: KITS.royal, facing: 1, lookOpts: { female: true } },
        {
          pose: POSES.squat,
          at: [4.6, 0, 5.5],
          kit: KITS.pink,
          facing: -1,
          lookOpts: { female: true },
          hold: { near: (h) => `<g transform="translate(${h[0]} ${h[1] + 4})"><circle r="6" fill="${C.charcoal}"/></g>` },
        },
        { pose: POSES.point, at: [-3.2, 0, 1.8], kit: KITS.coachPolo, facing: 1 },
      ],
    });
  }
  if (variant === 'sportsDay') {
    return courtScene({
      sport: 'none',
      setting: 'day',
      ground: mix(C.turf, C.sand, 0.1),
      eye: [-3.5, 1.45, -2.2],
      target: [1, 1.1, 6],
      fov: 60,
      sunAt: [0.86, 0.3],
      under: (st, cam) => {
        for (let i = 0; i <= 5; i++)
          st.back(
            quad(
              cam,
              [
                [-12, 0.002, 1 + i * 1.4],
                [14, 0.002, 1 + i * 1.4],
                [14, 0.002, 1.08 + i * 1.4],
                [-12, 0.002, 1.08 + i * 1.4],
              ],
              C.offwhite,
              { opacity: 0.9 },
            ),
          );
      },
      extras: (st, cam) => {
        spriteAt(st, cam, [-6, 0, 15], shamiana(cam, [-6, 0, 15], 6, 4, 2.6, [C.saffron, C.offwhite]));
        spriteAt(st, cam, [2, 0, 16], shamiana(cam, [2, 0, 16], 6, 4, 2.6, [C.pink, C.offwhite]));
        spriteAt(st, cam, [10, 0, 15], shamiana(cam, [10, 0, 15], 6, 4, 2.6, [C.royal, C.offwhite]));
        st.sprite(30, bunting(cam, [-12, 4, 12], [14, 4, 12], 22, 0.6));
      },
      actors: [
        ...[0, 1, 2, 3, 4].map((i): Actor => ({
          pose: i % 2 ? POSES.runA : POSES.runB,
          at: [1.5 - i * 0.9 + (i % 2) * 0.6, 0, 1.7 + i * 1.4],
          kit: [KITS.saffron, KITS.royal, KITS.pink, KITS.turf, KITS.sky][i],
          facing: 1,
          height: 1.3,
          lookOpts: { female: i % 2 === 0 },
        })),
        ...[0, 1, 2, 3].map((i): Actor => ({
          front: { pose: i % 2 ? FRONT.cheer : FRONT.wave },
          at: [-4 + i * 2.5, 0, 13.4],
          kit: [KITS.white, KITS.royal, KITS.saffron, KITS.pink][i],
          height: 1.4,
        })),
        { front: { pose: FRONT.stand }, at: [5.5, 0, 0], kit: KITS.coachPolo },
      ],
    });
  }
  if (variant === 'launch') {
    const at = { x: 0, z: 7, rot: 0 };
    return courtScene({
      sport: 'volleyball',
      setting: 'day',
      colors: { surface: C.clay, surround: C.royal },
      eye: [0.5, 1.6, -4.5],
      target: [0, 1.1, 4],
      fov: 58,
      court: at,
      sunAt: [0.15, 0.3],
      fences: [
        [
          [-13, 0, 16],
          [13, 0, 16],
        ],
      ],
      extras: (st, cam) => st.sprite(40, bunting(cam, [-9, 3.6, 3.5], [9, 3.6, 3.5], 20, 0.5)),
      actors: [
        ...[-2.8, -1.7, -0.6, 0.6, 1.7, 2.8].map((x, i): Actor => ({
          front: { pose: i === 2 ? FRONT.wave : i === 4 ? FRONT.cheer : FRONT.stand },
          at: [x, 0, 1.8 + (i % 2) * 0.5],
          kit: [KITS.royal, KITS.saffron][i % 2],
          height: 1.35,
          lookOpts: { female: i % 3 === 0 },
        })),
        { front: { pose: FRONT.akimbo }, at: [4.2, 0, 1.2], kit: KITS.coachPolo },
      ],
    });
  }
  // kids drills
  return courtScene({
    sport: 'none',
    setting: 'day',
    ground: C.turf,
    eye: [-2, 1.5, -3.5],
    target: [1, 0.9, 5],
    fov: 60,
    sunAt: [0.85, 0.3],
    extras: (st, cam) => {
      st.back(agilityLadder(cam, [-2, 0, 3], 8));
      conesAt(
        st,
        cam,
        [
          [-3, 0, 6],
          [-1, 0, 6.5],
          [1, 0, 6],
          [3, 0, 6.5],
          [5, 0, 6],
        ],
        C.saffron,
      );
      conesAt(
        st,
        cam,
        [
          [-2, 0, 9],
          [2, 0, 9],
          [6, 0, 9],
        ],
        C.royal,
      );
    },
    actors: [
      { pose: POSES.runA, at: [0.2, 0, 3], kit: KITS.saffron, facing: 1, height: 1.35, lookOpts: { female: true } },
      { pose: POSES.runB, at: [-2.6, 0, 3.1], kit: KITS.royal, facing: 1, height: 1.3 },
      { pose: POSES.jog, at: [2, 0, 6.3], kit: KITS.pink, facing: 1, height: 1.32, lookOpts: { female: true } },
      { pose: POSES.ready, at: [-3.8, 0, 6.6], kit: KITS.turf, facing: 1, height: 1.36 },
      { pose: POSES.whistle, at: [4.4, 0, 2.2], kit: KITS.coachPolo, facing: -1, hold: { near: whistle } },
    ],
  });
}

/** School gateway with children arriving and an admissions desk. */
export function admissionScene(): Scene {
  return courtScene({
    sport: 'none',
    setting: 'day',
    ground: mix(C.sand, C.clay, 0.15),
    eye: [-2, 1.6, -9],
    target: [0.5, 2.4, 6],
    fov: 58,
    sunAt: [0.85, 0.25],
    extras: (st, cam) => {
      spriteAt(st, cam, [0, 0, 10], gateway(cam, [0, 0, 10], 7, 7), 2);
      spriteAt(
        st,
        cam,
        [5.5, 0, 3],
        box(cam, [4.5, 0, 2.6], [6.5, 0.75, 3.4], { top: C.offwhite, front: C.royal, side: shade(C.royal, 0.2) }),
      );
      spriteAt(st, cam, [5.5, 0, 3.3], shamiana(cam, [5.5, 0, 3.2], 3.4, 2.6, 2.4, [C.saffron, C.offwhite]));
      st.back(
        quad(
          cam,
          [
            [-2.5, 0.003, -10],
            [2.5, 0.003, -10],
            [2.5, 0.003, 10],
            [-2.5, 0.003, 10],
          ],
          mix(C.sand, C.pink, 0.25),
        ),
      );
    },
    actors: [
      { front: { pose: FRONT.wave, back: true }, at: [-0.6, 0, 5.5], kit: { ...KITS.royal, top: C.sky }, height: 1.3 },
      {
        front: { pose: FRONT.stand, back: true },
        at: [0.4, 0, 6.2],
        kit: KITS.white,
        height: 1.25,
        lookOpts: { female: true, style: 'ponytail' },
      },
      {
        front: { pose: FRONT.stand, back: true },
        at: [1.1, 0, 5.8],
        kit: { top: C.offwhite, bottom: C.charcoal, sleeves: 'short', legs: 'long', shoes: C.charcoal },
        height: 1.68,
      },
      { front: { pose: FRONT.wave }, at: [-1.2, 0, 1.5], kit: KITS.saffron, height: 1.22, lookOpts: { female: true, style: 'bun' } },
      {
        front: { pose: FRONT.stand },
        at: [5.5, 0, 3.9],
        kit: { ...KITS.coachPolo, top: C.royal },
        lookOpts: { female: true, style: 'long' },
      },
    ],
  });
}

/** New hall opening: ribbon across a fresh court with balloons. */
export function openingScene(): Scene {
  const at = { x: 0, z: 8, rot: 0 };
  return courtScene({
    sport: 'basketball',
    setting: 'indoor',
    eye: [-1.5, 1.7, -6],
    target: [0.5, 1.6, 6],
    fov: 58,
    court: at,
    hall: { width: 32, back: 18, height: 11 },
    extras: (st, cam) => {
      const a = cam.project([-2.6, 1.1, 0.4]);
      const b = cam.project([2.6, 1.1, 0.4]);
      st.sprite(
        cam.depth([0, 0, 0.4]) - 0.2,
        `<path d="M${a[0]} ${a[1]}Q${(a[0] + b[0]) / 2} ${a[1] + 18} ${b[0]} ${b[1]}" stroke="${C.saffron}" stroke-width="10" fill="none"/><circle cx="${(a[0] + b[0]) / 2}" cy="${a[1] + 12}" r="20" fill="${C.saffron}"/>`,
      );
      for (const x of [-2.7, 2.7]) {
        const p = cam.project([x, 0, 0.4]);
        const s = cam.ppm([x, 0, 0.4]);
        st.sprite(
          cam.depth([x, 0, 0.4]),
          rect(p[0] - 0.05 * s, p[1] - 1.15 * s, 0.1 * s, 1.15 * s, { fill: N.gold }) + balloons(p[0], p[1] - 1.15 * s, 0.16 * s),
        );
      }
    },
    actors: [
      {
        front: { pose: FRONT.stand },
        at: [-1.6, 0, 1.3],
        kit: { top: C.offwhite, bottom: C.charcoal, sleeves: 'long', legs: 'long', shoes: C.charcoal },
      },
      { front: { pose: FRONT.wave }, at: [-0.5, 0, 1.1], kit: KITS.coachPolo, lookOpts: { female: true, style: 'long' } },
      {
        front: { pose: FRONT.stand },
        at: [0.7, 0, 1.2],
        kit: { top: C.navy, bottom: C.navy, sleeves: 'long', legs: 'long', shoes: C.charcoal },
      },
      { front: { pose: FRONT.cheer }, at: [1.8, 0, 1.4], kit: KITS.royal, height: 1.4 },
      { pose: POSES.shoot, at: place([9, 1], at), kit: KITS.saffron, facing: 1 },
    ],
  });
}

/** Team of coaches standing in front of the facility (about page hero, calm left). */
export function teamScene(): Scene {
  return courtScene({
    sport: 'badminton',
    setting: 'sunrise',
    colors: { surface: C.turf, surround: C.royal },
    eye: [-2.5, 1.5, -7],
    target: [2, 1.6, 3],
    fov: 54,
    court: { x: 4, z: 8, rot: 0 },
    sunAt: [0.3, 0.75],
    extras: (st, cam) => spriteAt(st, cam, [4, 0, 16], gateway(cam, [4, 0, 16], 8, 7), 2),
    actors: [
      { front: { pose: FRONT.akimbo }, at: [2.2, 0, 1.6], kit: KITS.track, lookOpts: { female: false, style: 'short' } },
      {
        front: { pose: FRONT.stand },
        at: [3.2, 0, 1.9],
        kit: { ...KITS.coachPolo, top: C.offwhite, accent: C.pink },
        lookOpts: { female: true, style: 'bun' },
      },
      {
        front: { pose: FRONT.stand },
        at: [4.2, 0, 1.6],
        kit: KITS.tank,
        lookOpts: { female: false, style: 'crop', beard: true, build: 1.12 },
      },
      {
        front: { pose: FRONT.stand },
        at: [5.2, 0, 1.9],
        kit: { ...KITS.coachPolo, top: C.turf },
        lookOpts: { female: true, style: 'ponytail' },
      },
      {
        front: { pose: FRONT.akimbo },
        at: [6.2, 0, 1.6],
        kit: { ...KITS.coachPolo, top: C.navy },
        lookOpts: { female: false, style: 'cap', gear: C.navy },
      },
    ],
    overlay: (st) => st.front(calmSide(st, 'left', 0.6)),
  });
}

/** Evening at the academy entrance with the Jaipur skyline (contact page hero, calm left). */
export function entranceScene(): Scene {
  return courtScene({
    sport: 'none',
    setting: 'dusk',
    ground: mix(C.sand, C.clay, 0.2),
    eye: [-4, 1.6, -10],
    target: [3, 3, 8],
    fov: 56,
    sunAt: [0.2, 0.86],
    under: (st, cam) =>
      st.back(
        quad(
          cam,
          [
            [0, 0.003, -12],
            [6, 0.003, -12],
            [6, 0.003, 12],
            [0, 0.003, 12],
          ],
          mix(C.sand, C.pink, 0.3),
        ),
      ),
    extras: (st, cam) => {
      spriteAt(st, cam, [3, 0, 12], gateway(cam, [3, 0, 12], 6, 7), 2);
      spriteAt(
        st,
        cam,
        [12, 0, 20],
        box(cam, [8, 0, 18], [24, 9, 26], {
          top: tint(C.pink, 0.3),
          front: mix(C.pink, C.sand, 0.4),
          side: shade(mix(C.pink, C.sand, 0.4), 0.2),
        }),
      );
      for (const x of [9, 12, 15, 18, 21]) {
        for (const y of [2, 5.5]) {
          const a = cam.project([x, y, 17.99]);
          const b = cam.project([x + 1.6, y + 2, 17.99]);
          st.sprite(cam.depth([12, 0, 17]), rect(a[0], b[1], b[0] - a[0], a[1] - b[1], { fill: '#FFE3A3', rx: 2 }));
        }
      }
      for (const x of [-1, 7]) {
        const p = cam.project([x, 3.2, 11]);
        st.sprite(cam.depth([x, 0, 11]) - 0.5, glow(st, p[0], p[1], cam.ppm([x, 3, 11]) * 2.2, '#FFD98A', 0.6));
      }
    },
    actors: [
      { pose: POSES.walk, at: [2.2, 0, 2], kit: KITS.royal, facing: 1, lookOpts: { female: true } },
      { pose: POSES.walk, at: [3.4, 0, 2.6], kit: KITS.white, facing: 1, height: 1.4 },
    ],
    overlay: (st) => st.front(calmSide(st, 'left', 0.6)),
  });
}

/** Multi-sport hall: basketball court with badminton and volleyball lines overlaid. */
export function multiSportHallScene(): Scene {
  const at = { x: 0, z: 12, rot: 0 };
  return courtScene({
    sport: 'basketball',
    setting: 'indoor',
    eye: [-11, 6, -6],
    target: [0, 0.8, 12],
    fov: 62,
    court: at,
    colors: { surface: N.wood, surround: C.royal },
    overlays: [
      { sport: 'volleyball', at, line: C.saffron },
      { sport: 'badminton', at: { x: -7, z: 12, rot: 90 }, line: C.royal },
      { sport: 'badminton', at: { x: 7, z: 12, rot: 90 }, line: C.royal },
    ],
    hall: { width: 36, back: 24, height: 12 },
    actors: [
      { pose: POSES.dribble, at: [-6, 0, 10], kit: KITS.saffron, facing: 1 },
      { pose: POSES.ready, at: [-3, 0, 12], kit: KITS.royal, facing: -1 },
    ],
  });
}
