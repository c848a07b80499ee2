/**
 * Court-sport compositions (badminton, tennis, volleyball, basketball,
 * table tennis, kabaddi) built on the generic court scene.
 */
import { place, type Placement } from '../camera';
import { ball, racket, shuttlecock, ttBat } from '../equipment';
import { FRONT } from '../figure-front';
import type { V3 } from '../geometry';
import { C, N, mix, shade } from '../palette';
import { POSES } from '../poses';
import { calmSide } from '../primitives';
import { KITS, inFlight, type Actor, type Scene } from './common';
import { courtScene } from './court';
const green = { surface: C.turf, surround: shade(C.turf, 0.35) };
const blueCourt = { surface: C.royal, surround: C.turf };
/** Shuttle in flight between two points on a court. */
const shuttleAt =
  (at: Placement, u: number, v: number, y: number, angle = 30) =>
  (st: Parameters<Scene>[0], cam: Parameters<typeof inFlight>[1]) => {
    const p = place([u, v], at);
    inFlight(st, cam, [p[0], y, p[2]], (x, yy, px) => shuttlecock(x, yy, px, angle), 0.085);
  };
export function badmintonScene(variant: 'card' | 'dusk' | 'hall' | 'kid' | 'complex'): Scene {
  switch (variant) {
    case 'card': {
      const at = { x: 0, z: 5, rot: 90 };
      return courtScene({
        sport: 'badminton',
        setting: 'indoor',
        eye: [-3.2, 2.5, -8.5],
        target: [0.6, 1.5, 6],
        fov: 50,
        court: at,
        hall: { width: 24, back: 19, height: 10 },
        extras: shuttleAt(at, 1.2, 0.2, 2.9, 60),
        actors: [
          {
            pose: POSES.smash,
            at: [4.2, 0.8],
            kit: KITS.royal,
            facing: -1,
            lookOpts: { female: false },
            hold: { near: racket('badminton', 10) },
          },
          {
            pose: POSES.lunge,
            at: [-5.2, -1.6],
            kit: KITS.white,
            facing: 1,
            lookOpts: { female: true },
            hold: { near: racket('badminton', 0, C.royal) },
          },
        ],
      });
    }
    case 'dusk': {
      const at = { x: 0, z: 6, rot: 90 };
      return courtScene({
        sport: 'badminton',
        setting: 'dusk',
        eye: [0.5, 1.0, -6.2],
        target: [-1.2, 2.6, 4],
        fov: 54,
        court: at,
        colors: { surface: C.royal, surround: shade(C.royal, 0.4) },
        sunAt: [0.72, 0.82],
        floodlights: [
          [-7, 0, 16],
          [7, 0, 16],
        ],
        fences: [
          [
            [-7, 0, 14],
            [7, 0, 14],
          ],
        ],
        extras: shuttleAt(at, 0.5, 0.8, 3.6, 200),
        actors: [
          {
            pose: POSES.smash,
            at: [-4.6, 1.2],
            kit: KITS.saffron,
            facing: 1,
            lookOpts: { female: true, style: 'ponytail' },
            hold: { near: racket('badminton', 10, C.offwhite) },
          },
          { pose: POSES.ready, at: [4.8, 0.6], kit: KITS.white, facing: -1, hold: { near: racket('badminton', 0, C.royal) } },
        ],
      });
    }
    case 'hall': {
      const courts = [-8, 0, 8].map((x) => ({ x, z: 9, rot: 90 }));
      return courtScene({
        sport: 'badminton',
        setting: 'indoor',
        eye: [0, 5.2, -9],
        target: [0, 1.2, 10],
        fov: 62,
        court: courts[1],
        colors: green,
        more: [courts[0], courts[2]].map((at) => ({ sport: 'badminton' as const, at, colors: green })),
        hall: { width: 30, back: 22, height: 11, floor: shade(C.royal, 0.45), wall: mix(C.sand, C.navy, 0.55) },
        actors: [
          { pose: POSES.smash, at: [4.5, 1], kit: KITS.royal, facing: -1, hold: { near: racket('badminton', 10) } },
          { pose: POSES.ready, at: [-4.5, -1], kit: KITS.white, facing: 1, hold: { near: racket('badminton', 0, C.royal) } },
          {
            pose: POSES.lunge,
            at: [place([-3, 1], courts[0])[0], 0, place([-3, 1], courts[0])[2]],
            kit: KITS.pink,
            facing: 1,
            hold: { near: racket('badminton', 0, C.offwhite) },
          },
          {
            pose: POSES.ready,
            at: [place([4, -1], courts[0])[0], 0, place([4, -1], courts[0])[2]],
            kit: KITS.turf,
            facing: -1,
            hold: { near: racket('badminton', 0) },
          },
          {
            pose: POSES.serve,
            at: [place([-5, 0.5], courts[2])[0], 0, place([-5, 0.5], courts[2])[2]],
            kit: KITS.saffron,
            facing: 1,
            hold: { near: racket('badminton', 0, C.royal) },
          },
          {
            pose: POSES.ready,
            at: [place([3.5, -1], courts[2])[0], 0, place([3.5, -1], courts[2])[2]],
            kit: KITS.sky,
            facing: -1,
            hold: { near: racket('badminton', 0) },
          },
        ],
        vignette: 0.4,
      });
    }
    case 'kid': {
      const at = { x: 0, z: 4, rot: 90 };
      return courtScene({
        sport: 'badminton',
        setting: 'indoor',
        eye: [-5, 1.9, -6],
        target: [0.4, 1.2, 4.5],
        fov: 48,
        court: at,
        colors: green,
        hall: { width: 20, back: 16, height: 9 },
        extras: shuttleAt(at, -1.6, 0.4, 1.9, 100),
        actors: [
          {
            pose: POSES.lunge,
            at: [-3.6, -0.8],
            kit: KITS.saffron,
            facing: 1,
            height: 1.38,
            lookOpts: { female: true, style: 'ponytail' },
            hold: { near: racket('badminton', 0, C.royal) },
          },
          {
            pose: POSES.forehand,
            at: [0.9, 0.2],
            kit: KITS.coachPolo,
            facing: -1,
            lookOpts: { female: false, style: 'short' },
            hold: { near: racket('badminton', 0, C.saffron) },
          },
        ],
      });
    }
    case 'complex': {
      const vb = { x: -2, z: 26, rot: 0 };
      const b1 = { x: 16, z: 22, rot: 90 };
      const b2 = { x: 25, z: 22, rot: 90 };
      return courtScene({
        sport: 'volleyball',
        setting: 'day',
        eye: [4, 5.5, -2],
        target: [12, 0, 22],
        fov: 64,
        court: vb,
        colors: { surface: C.clay, surround: C.royal },
        more: [
          { sport: 'badminton', at: b1, colors: { surface: C.turf, surround: C.royal } },
          { sport: 'badminton', at: b2, colors: { surface: C.turf, surround: C.royal } },
        ],
        fences: [
          [
            [-17, 0, 40],
            [31, 0, 40],
          ],
          [
            [31, 0, 40],
            [31, 0, 10],
          ],
          [
            [-17, 0, 40],
            [-17, 0, 14],
          ],
        ],
        fenceH: 4,
        floodlights: [
          [-16, 0, 39],
          [12, 0, 39],
          [30, 0, 39],
        ],
        sunAt: [0.2, 0.5],
        actors: [
          { pose: POSES.walk, at: [6, 0, 12], kit: KITS.coachPolo, facing: 1 },
          { pose: POSES.stand, at: [7.2, 0, 12.5], kit: KITS.royal, facing: -1 },
          { pose: POSES.spike, at: [-1.2, -1.5], kit: KITS.saffron, facing: 1 },
          { pose: POSES.block, at: [0.8, -1], kit: KITS.royal, facing: -1 },
          { pose: POSES.dig, at: [-6, 2], kit: KITS.saffron, facing: 1 },
          { pose: POSES.smash, at: [b1.x - 1, 0, b1.z + 4.5], kit: KITS.white, facing: -1, hold: { near: racket('badminton', 10) } },
          {
            pose: POSES.lunge,
            at: [b1.x + 1, 0, b1.z - 4],
            kit: KITS.pink,
            facing: 1,
            lookOpts: { female: true },
            hold: { near: racket('badminton', 0, C.royal) },
          },
        ],
        overlay: (st) => st.front(calmSide(st, 'left', 0.55)),
      });
    }
  }
}
export function tennisScene(variant: 'card' | 'clay'): Scene {
  if (variant === 'card') {
    const at = { x: 0, z: 0, rot: 90 };
    return courtScene({
      sport: 'tennis',
      setting: 'day',
      eye: [-4.5, 2.2, -19.5],
      target: [0, 1.6, 0],
      fov: 52,
      court: at,
      colors: blueCourt,
      sunAt: [0.82, 0.3],
      fences: [
        [
          [-9.1, 0, 18.3],
          [9.1, 0, 18.3],
        ],
        [
          [9.1, 0, 18.3],
          [9.1, 0, -12],
        ],
        [
          [-9.1, 0, 18.3],
          [-9.1, 0, -12],
        ],
      ],
      extras: (st, cam) => inFlight(st, cam, [-0.1, 3.3, -11.6], (x, y, px) => ball('tennis', x, y, px / 2), 0.067),
      actors: [
        {
          pose: POSES.serve,
          at: [-12.5, 0.6],
          kit: KITS.white,
          facing: 1,
          lookOpts: { female: true, style: 'ponytail' },
          hold: { near: racket('tennis', 0, C.royal) },
        },
        {
          pose: POSES.ready,
          at: [12.2, -1.5],
          kit: KITS.royal,
          facing: -1,
          lookOpts: { female: false },
          hold: { near: racket('tennis', 0) },
        },
      ],
    });
  }
  const at = { x: 0, z: 6, rot: 0 };
  return courtScene({
    sport: 'tennis',
    setting: 'sunrise',
    eye: [-18, 2.6, -6],
    target: [0, 0.8, 6],
    fov: 60,
    court: at,
    colors: { surface: C.clay, surround: shade(C.clay, 0.15), line: C.offwhite },
    sunAt: [0.55, 0.78],
    fences: [
      [
        [-18.3, 0, 15],
        [18.3, 0, 15],
      ],
    ],
    extras: (st, cam) => inFlight(st, cam, [-10.6, 1.1, 3.9], (x, y, px) => ball('tennis', x, y, px / 2), 0.067),
    actors: [
      {
        pose: POSES.forehand,
        at: [-11.4, -2.5],
        kit: KITS.navy,
        facing: 1,
        lookOpts: { female: false, style: 'headband', gear: C.saffron },
        hold: { near: racket('tennis', 20) },
      },
      { pose: POSES.ready, at: [11, 1.5], kit: KITS.white, facing: -1, hold: { near: racket('tennis', 0) } },
    ],
  });
}
export function volleyballScene(variant: 'card' | 'dusk' | 'handover' | 'product'): Scene {
  const at = { x: 0, z: 0, rot: 0 };
  const spikeBall = (p: V3) => (st: Parameters<Scene>[0], cam: Parameters<typeof inFlight>[1]) =>
    inFlight(st, cam, p, (x, y, px) => ball('volleyball', x, y, px / 2), 0.21);
  if (variant === 'card') {
    return courtScene({
      sport: 'volleyball',
      setting: 'indoor',
      eye: [-4, 2.2, -11],
      target: [0, 2.1, 0],
      fov: 50,
      court: at,
      colors: { surface: C.clay, surround: C.royal },
      hall: { width: 30, back: 14, height: 11 },
      extras: spikeBall([-0.35, 3.2, -1.4]),
      actors: [
        { pose: POSES.spike, at: [-1.2, -1.5], kit: KITS.royal, facing: 1, lookOpts: { female: true, style: 'ponytail' } },
        { pose: POSES.block, at: [0.7, -1.9], kit: KITS.white, facing: -1, lookOpts: { female: true, style: 'bun' } },
        { pose: POSES.block, at: [0.7, -0.8], kit: KITS.white, facing: -1, lookOpts: { female: true, style: 'ponytail' } },
        { pose: POSES.dig, at: [-5.5, 1.8], kit: KITS.royal, facing: 1, lookOpts: { female: true } },
      ],
    });
  }
  if (variant === 'dusk') {
    return courtScene({
      sport: 'volleyball',
      setting: 'dusk',
      eye: [-14, 1.6, -9],
      target: [0, 2.4, 2],
      fov: 58,
      court: at,
      colors: { surface: C.clay, surround: shade(C.royal, 0.2) },
      sunAt: [0.66, 0.86],
      floodlights: [
        [-12, 0, 10],
        [12, 0, 10],
      ],
      fences: [
        [
          [-12, 0, 8.5],
          [12, 0, 8.5],
        ],
      ],
      extras: spikeBall([-0.4, 3.35, 0.5]),
      actors: [
        { pose: POSES.spike, at: [-1.3, 0.4], kit: KITS.saffron, facing: 1, lookOpts: { female: false } },
        { pose: POSES.block, at: [0.7, 0], kit: KITS.royal, facing: -1, lookOpts: { female: false } },
        { pose: POSES.block, at: [0.7, 1.1], kit: KITS.royal, facing: -1, lookOpts: { female: false } },
        { pose: POSES.ready, at: [-6, -2.2], kit: KITS.saffron, facing: 1, lookOpts: { female: false } },
      ],
    });
  }
  if (variant === 'handover') {
    return courtScene({
      sport: 'volleyball',
      setting: 'day',
      eye: [-3, 2.6, -16],
      target: [0, 1.4, 0],
      fov: 58,
      court: at,
      colors: { surface: C.clay, surround: C.royal },
      sunAt: [0.15, 0.35],
      fences: [
        [
          [-13, 0, 9],
          [13, 0, 9],
        ],
        [
          [-13, 0, 9],
          [-13, 0, -8],
        ],
        [
          [13, 0, 9],
          [13, 0, -8],
        ],
      ],
      floodlights: [
        [-12.5, 0, 8.5],
        [12.5, 0, 8.5],
      ],
      actors: [
        { front: { pose: FRONT.stand }, at: [-3.6, 0, -6.4], kit: KITS.coachPolo },
        { front: { pose: FRONT.wave }, at: [-2.5, 0, -6.2], kit: KITS.royal, lookOpts: { female: true } },
        { front: { pose: FRONT.stand }, at: [-1.4, 0, -6.5], kit: KITS.royal },
        {
          front: { pose: FRONT.stand },
          at: [2.3, 0, -6.6],
          kit: { top: C.offwhite, bottom: C.charcoal, sleeves: 'long', legs: 'long', shoes: C.charcoal },
        },
        { front: { pose: FRONT.cheer }, at: [3.4, 0, -6.3], kit: KITS.royal, lookOpts: { female: true } },
        { front: { pose: FRONT.stand }, at: [4.5, 0, -6.5], kit: KITS.saffron },
        { pose: POSES.spike, at: [-3, 2.5], kit: KITS.royal, facing: 1 },
        { pose: POSES.block, at: [0.8, 2.8], kit: KITS.saffron, facing: -1 },
      ],
      extras: (st, cam) => {
        // ceremonial ribbon between two stands across the near free zone
        const a = cam.project([-0.9, 1.05, -6.4]);
        const b = cam.project([1.8, 1.05, -6.4]);
        st.sprite(
          cam.depth([0, 0, -6.4]) - 0.1,
          `<path d="M${a[0]} ${a[1]}Q${(a[0] + b[0]) / 2} ${a[1] + 14} ${b[0]} ${b[1]}" stroke="${C.saffron}" stroke-width="9" fill="none"/><circle cx="${(a[0] + b[0]) / 2}" cy="${a[1] + 8}" r="16" fill="${C.saffron}"/>`,
        );
        spikeBall([-1.9, 3.3, 2.6])(st, cam);
      },
    });
  }
  // product showcase: empty court, elevated three-quarter view, evening lights
  return courtScene({
    sport: 'volleyball',
    setting: 'dusk',
    eye: [-14, 9, -15],
    target: [0, 0, 0.5],
    fov: 52,
    court: at,
    colors: { surface: C.clay, surround: C.royal },
    sunAt: [0.8, 0.7],
    fences: [
      [
        [-13, 0, 9],
        [13, 0, 9],
      ],
      [
        [13, 0, 9],
        [13, 0, -9],
      ],
      [
        [-13, 0, 9],
        [-13, 0, -9],
      ],
    ],
    floodlights: [
      [-12.5, 0, 8.5],
      [12.5, 0, 8.5],
      [12.5, 0, -8.5],
    ],
    actors: [],
  });
}
export function basketballScene(): Scene {
  return courtScene({
    sport: 'basketball',
    setting: 'indoor',
    eye: [4.5, 2.1, -9.5],
    target: [11, 2.6, 0],
    fov: 54,
    court: { x: 0, z: 0, rot: 0 },
    colors: { surface: N.wood, surround: C.royal },
    hall: { width: 24, back: 11, height: 11 },
    extras: (st, cam) => inFlight(st, cam, [10.6, 3.7, -0.3], (x, y, px) => ball('basketball', x, y, px / 2), 0.24),
    actors: [
      { pose: POSES.shoot, at: [8.2, -1.2], kit: KITS.saffron, facing: 1, lookOpts: { female: false } },
      { pose: POSES.block, at: [9.4, -0.5], kit: KITS.royal, facing: -1, lookOpts: { female: false } },
      { pose: POSES.ready, at: [6, 2.5], kit: KITS.royal, facing: 1, lookOpts: { female: false } },
    ],
  });
}
export function tableTennisScene(variant: 'card' | 'dark' | 'academy'): Scene {
  const at = { x: 0, z: 0, rot: 0 };
  const ttBall = (p: V3) => (st: Parameters<Scene>[0], cam: Parameters<typeof inFlight>[1]) =>
    inFlight(st, cam, p, (x, y, px) => ball('tt', x, y, px / 2), 0.04, [p[0] - 0.7, p[1] - 0.15, p[2]]);
  const players = (kitA: Actor['kit'], kitB: Actor['kit']): Actor[] => [
    { pose: POSES.tt, at: [-2.3, -0.2], kit: kitA, facing: 1, hold: { near: ttBat(-10) } },
    { pose: POSES.ready, at: [2.4, 0.3], kit: kitB, facing: -1, hold: { near: ttBat(0, C.charcoal) } },
  ];
  if (variant === 'card') {
    return courtScene({
      sport: 'tabletennis',
      setting: 'indoor',
      eye: [-0.8, 1.75, -4.8],
      target: [0, 1, 0.5],
      fov: 62,
      court: at,
      hall: { width: 18, back: 10, height: 8, floor: C.clay },
      extras: ttBall([-0.4, 1.05, 0.1]),
      actors: players(KITS.royal, KITS.saffron),
    });
  }
  if (variant === 'dark') {
    return courtScene({
      sport: 'tabletennis',
      setting: 'indoor',
      eye: [-1.6, 1.3, -4],
      target: [0.2, 1.2, 0.5],
      fov: 66,
      court: at,
      hall: { width: 16, back: 8, height: 8, floor: shade(C.royal, 0.5), wall: shade(C.navy, 0.2), dado: C.navy },
      extras: ttBall([0.5, 1.0, 0]),
      actors: [
        { pose: POSES.tt, at: [-2.2, -0.4], kit: KITS.pink, facing: 1, lookOpts: { female: true }, hold: { near: ttBat(-10) } },
        {
          pose: POSES.forehand,
          at: [2.3, 0.3],
          kit: KITS.white,
          facing: -1,
          lookOpts: { female: true },
          hold: { near: ttBat(0, C.charcoal) },
        },
      ],
      vignette: 0.55,
    });
  }
  const rows = [0, 5, 10].flatMap((z) => [-4, 4].map((x) => ({ x, z, rot: 0 })));
  const kids: Actor[] = rows.flatMap((r, i) => [
    {
      pose: i % 2 ? POSES.tt : POSES.ready,
      at: [r.x - 2.1, 0, r.z - 0.2] as V3,
      kit: [KITS.royal, KITS.saffron, KITS.pink][i % 3],
      facing: 1 as const,
      height: 1.4,
      hold: { near: ttBat(-10) },
    },
    {
      pose: i % 2 ? POSES.ready : POSES.tt,
      at: [r.x + 2.1, 0, r.z + 0.2] as V3,
      kit: [KITS.white, KITS.turf, KITS.sky][i % 3],
      facing: -1 as const,
      height: 1.42,
      hold: { near: ttBat(0, C.charcoal) },
    },
  ]);
  return courtScene({
    sport: 'tabletennis',
    setting: 'indoor',
    eye: [0, 3.6, -7.5],
    target: [0, 0.6, 6],
    fov: 62,
    court: rows[0],
    more: rows.slice(1).map((r) => ({ sport: 'tabletennis' as const, at: r })),
    hall: { width: 20, back: 16, height: 8, floor: C.clay },
    actors: [...kids, { pose: POSES.point, at: [-0.2, 0, -1.2], kit: KITS.coachPolo, facing: -1 }],
  });
}
export function kabaddiScene(variant: 'install' | 'product'): Scene {
  const at = { x: 0, z: 0, rot: 0 };
  if (variant === 'product') {
    return courtScene({
      sport: 'kabaddi',
      setting: 'indoor',
      eye: [-10, 8.5, -11],
      target: [0, 0, 0.5],
      fov: 54,
      court: at,
      colors: { surface: C.royal, surround: C.navy },
      hall: { width: 26, back: 12, height: 10, floor: shade(C.royal, 0.5) },
      actors: [],
    });
  }
  return courtScene({
    sport: 'kabaddi',
    setting: 'indoor',
    eye: [-1.2, 2.0, -2.2],
    target: [2.6, 0.5, 4.6],
    fov: 58,
    court: at,
    colors: { surface: C.royal, surround: shade(C.royal, 0.5) },
    hall: { width: 24, back: 12, height: 9, floor: mix(C.sand, C.charcoal, 0.35) },
    extras: (st, cam) => {
      // uninstalled mat squares (1 m EVA tiles) stacked and a strip still to be laid
      for (let i = 0; i < 6; i++) {
        const x = 2 + (i % 3) * 1.05;
        const z = 5.4 + Math.floor(i / 3) * 1.05;
        st.sprite(cam.depth([x, 0, z]), `${boxTile(cam, x, z, i % 2 ? C.saffron : C.royal)}`);
      }
    },
    actors: [
      {
        pose: POSES.kneel,
        at: [4.2, 3.6],
        kit: { top: C.saffron, bottom: C.charcoal, legs: 'long', sleeves: 'short', shoes: C.charcoal },
        facing: -1,
      },
      {
        pose: POSES.carry,
        at: [-1, 4.4],
        kit: { top: C.saffron, bottom: C.charcoal, legs: 'long', sleeves: 'short', shoes: C.charcoal },
        facing: 1,
      },
      { pose: POSES.clipboard, at: [-5, -6.8], kit: KITS.coachPolo, facing: 1, lookOpts: { female: true } },
    ],
  });
}
import { box as box3 } from '../solid';
import type { Projector } from '../camera';
function boxTile(cam: Projector, x: number, z: number, color: string): string {
  let out = '';
  for (let k = 0; k < 4; k++)
    out += box3(cam, [x - 0.5, k * 0.04, z - 0.5], [x + 0.5, (k + 1) * 0.04 - 0.004, z + 0.5], k % 2 ? color : shade(color, 0.1));
  return out;
}
