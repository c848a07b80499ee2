/** Cricket: match action, bowling at dusk, practice nets, pitch and ground preparation. */
import { PerspectiveCamera } from '../camera';
import { cricketGround, cricketPitch, renderCourt } from '../courts';
import { ball, cricketBat, stumps } from '../equipment';
import { outdoor } from '../environment';
import type { V3 } from '../geometry';
import { C, N, SKIES, shade, tint, type TimeOfDay } from '../palette';
import { POSES } from '../poses';
import { ambient, floodlight, type ShadowStyle } from '../primitives';
import { box, cylinder, pole, quad } from '../solid';
import type { Stage } from '../stage';
import { path } from '../svg';
import { cast, finish, inFlight, KITS, type Actor, type Scene } from './common';

const HALF = 20.12 / 2;
const womenKit = {
  top: C.royal,
  bottom: C.navy,
  accent: C.saffron,
  stripe: true,
  legs: 'long' as const,
  sleeves: 'short' as const,
  shoes: C.offwhite,
};
const womenKitAlt = {
  top: C.saffron,
  bottom: C.navy,
  accent: C.royal,
  stripe: true,
  legs: 'long' as const,
  sleeves: 'short' as const,
  shoes: C.offwhite,
};

/** Practice-net cage along world x (pitch centred at z), 3.6 m wide, 3.3 m tall. */
export function netCage(cam: PerspectiveCamera, x0: number, x1: number, z: number, w = 3.6, h = 3.3): { back: string; front: string } {
  const zb = z + w / 2;
  const zf = z - w / 2;
  const mesh = (pts: V3[][]) =>
    path(
      pts
        .map(
          (l) =>
            `M${l
              .map((p) =>
                cam
                  .project(p)
                  .map((v) => v.toFixed(1))
                  .join(' '),
              )
              .join('L')}`,
        )
        .join(''),
      { stroke: C.offwhite, 'stroke-width': 0.8, opacity: 0.35, fill: 'none' },
    );
  const wall = (zz: number) => {
    const lines: V3[][] = [];
    for (let x = x0; x <= x1; x += 0.5)
      lines.push([
        [x, 0, zz],
        [x, h, zz],
      ]);
    for (let y = 0.25; y <= h; y += 0.25)
      lines.push([
        [x0, y, zz],
        [x1, y, zz],
      ]);
    return lines;
  };
  const roof: V3[][] = [];
  for (let x = x0; x <= x1; x += 0.5)
    roof.push([
      [x, h, zf],
      [x, h, zb],
    ]);
  for (let k = 0; k <= w; k += 0.3)
    roof.push([
      [x0, h, zf + k],
      [x1, h, zf + k],
    ]);
  const end: V3[][] = [];
  for (let k = 0; k <= w; k += 0.3)
    end.push([
      [x0, 0, zf + k],
      [x0, h, zf + k],
    ]);
  for (let y = 0.25; y <= h; y += 0.25)
    end.push([
      [x0, y, zf],
      [x0, y, zb],
    ]);
  const posts = (zz: number) =>
    [x0, (x0 + x1) / 2, x1]
      .map((x) =>
        pole(
          cam,
          [
            [x, 0, zz],
            [x, h, zz],
          ],
          0.06,
          C.charcoal,
        ),
      )
      .join('');
  return {
    back:
      quad(
        cam,
        [
          [x0, 0, zb],
          [x1, 0, zb],
          [x1, h, zb],
          [x0, h, zb],
        ],
        C.navy,
        { opacity: 0.12 },
      ) +
      mesh(wall(zb)) +
      mesh(end) +
      mesh(roof) +
      posts(zb),
    front:
      mesh(wall(zf)) +
      posts(zf) +
      pole(
        cam,
        [
          [x0, h, zf],
          [x1, h, zf],
        ],
        0.05,
        C.charcoal,
      ),
  };
}

interface CricketOpts {
  time: TimeOfDay;
  eye: V3;
  target: V3;
  fov?: number;
  actors: Actor[];
  ground?: 'field' | 'nets' | 'pitch';
  ball?: V3;
  floodlights?: V3[];
  extras?: (st: Stage, cam: PerspectiveCamera) => void;
  overlay?: (st: Stage) => void;
}

function cricketBase(o: CricketOpts): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: o.eye, target: o.target, fov: o.fov ?? 55 });
    outdoor(st, cam, {
      time: o.time,
      ground: C.turf,
      sunAt: o.time === 'day' ? [0.8, 0.3] : [0.25, 0.84],
      clouds: o.time === 'day' ? 4 : 2,
    });
    const at = { x: 0, z: 8, rot: 0 };
    const ground = o.ground ?? 'field';
    if (ground === 'field') st.back(renderCourt(cam, cricketGround(), at));
    else
      st.back(
        renderCourt(
          cam,
          cricketPitch(ground === 'nets' ? tint(C.turf, 0.08) : C.turf, ground === 'nets' ? shade(C.turf, 0.12) : '#D8C29A'),
          at,
          { lineScale: 1.6 },
        ),
      );
    for (const x of [-HALF, HALF]) st.sprite(cam.depth([x, 0, 8]), stumps(cam, [x, 0, 8]));
    const night = o.time === 'night' || o.time === 'dusk';
    const beams: string[] = [];
    for (const f of o.floodlights ?? []) {
      const fl = floodlight(st, cam, f, 22, night, [f[0] * 0.5, 0, 8]);
      st.sprite(cam.depth(f), fl.mast);
      beams.push(fl.beam);
    }
    if (o.ball) inFlight(st, cam, o.ball, (x, y, px) => ball('cricket', x, y, px / 2), 0.072);
    o.extras?.(st, cam);
    const shadow: ShadowStyle = { skew: o.time === 'day' ? -1 : -2.4, flat: 0.2, opacity: 0.25 };
    cast(st, cam, o.actors, undefined, shadow);
    st.front(ambient(st, SKIES[o.time].ambient.color, SKIES[o.time].ambient.opacity * 0.6), ...beams);
    o.overlay?.(st);
    finish(st);
  };
}

export function cricketScene(variant: 'batter' | 'bowler' | 'nets' | 'pitch' | 'turfNets' | 'ground'): Scene {
  switch (variant) {
    case 'batter':
      return cricketBase({
        time: 'day',
        eye: [-5.5, 1.35, 3.2],
        target: [-8.4, 1.1, 8.2],
        fov: 58,
        ball: [-7.6, 0.9, 8.05],
        actors: [
          {
            pose: POSES.batDrive,
            at: [-9.1, 0, 8.25],
            kit: womenKit,
            facing: 1,
            lookOpts: { female: true, style: 'ponytail', gear: C.saffron },
            hold: { near: cricketBat(40) },
          },
          {
            pose: POSES.crouchFocus,
            at: [-12.4, 0, 8.2],
            kit: womenKitAlt,
            facing: 1,
            lookOpts: { female: true, style: 'cap', gear: C.navy },
          },
          {
            pose: POSES.bowlRelease,
            at: [HALF - 1.2, 0, 8.5],
            kit: womenKitAlt,
            facing: -1,
            lookOpts: { female: true, style: 'ponytail' },
          },
        ],
      });
    case 'bowler':
      return cricketBase({
        time: 'dusk',
        eye: [4.6, 1.2, 4.4],
        target: [7.2, 1.4, 8.6],
        fov: 60,
        floodlights: [
          [60, 0, 60],
          [-60, 0, 60],
        ],
        actors: [
          {
            pose: POSES.bowl,
            at: [HALF - 2.2, 0, 8.6],
            kit: womenKit,
            facing: -1,
            lookOpts: { female: true, style: 'ponytail', gear: C.saffron },
          },
          {
            pose: POSES.batStance,
            at: [-HALF + 1, 0, 8.15],
            kit: womenKitAlt,
            facing: 1,
            lookOpts: { female: true, style: 'cap', gear: C.navy },
            hold: { near: cricketBat(-10) },
          },
          {
            pose: POSES.stand,
            at: [HALF + 1.5, 0, 7.3],
            kit: { ...KITS.cricketWhite, top: C.offwhite },
            facing: -1,
            lookOpts: { female: false, style: 'cap', gear: C.offwhite },
          },
        ],
      });
    case 'nets':
    case 'turfNets':
      return cricketBase({
        time: variant === 'nets' ? 'dusk' : 'day',
        ground: 'nets',
        eye: variant === 'nets' ? [-17.5, 1.6, 7.2] : [-18, 2.0, 8],
        target: [0, 1.0, 8.4],
        fov: 52,
        floodlights:
          variant === 'nets'
            ? [
                [-6, 0, 16],
                [10, 0, 16],
              ]
            : [],
        extras: (st, cam) => {
          const cage = netCage(cam, -13, 12, 8);
          st.sprite(40, cage.back);
          st.sprite(-5, cage.front);
        },
        ball: variant === 'nets' ? [-6, 0.8, 8.1] : undefined,
        actors:
          variant === 'nets'
            ? [
                {
                  pose: POSES.batDrive,
                  at: [-9, 0, 8.2],
                  kit: womenKit,
                  facing: 1,
                  lookOpts: { female: true },
                  hold: { near: cricketBat(40) },
                },
                { pose: POSES.bowlRelease, at: [HALF - 1, 0, 8.6], kit: KITS.cricketWhite, facing: -1 },
              ]
            : [],
      });
    case 'pitch':
      return cricketBase({
        time: 'day',
        ground: 'field',
        eye: [-17, 3.2, 4.6],
        target: [0, 0, 8],
        fov: 48,
        actors: [],
      });
    case 'ground':
      return cricketBase({
        time: 'sunrise',
        ground: 'field',
        eye: [-14, 3.2, -6],
        target: [0, 0.6, 8],
        fov: 56,
        extras: (st, cam) => st.sprite(cam.depth([-1, 0, 8]), roller(cam, [-1.5, 0, 8])),
        actors: [
          {
            pose: POSES.walk,
            at: [2.5, 0, 6.2],
            kit: { top: C.saffron, bottom: C.charcoal, legs: 'long', sleeves: 'long', shoes: C.charcoal, accent: C.offwhite },
            facing: -1,
            lookOpts: { female: false, style: 'cap', gear: C.offwhite },
          },
          {
            pose: POSES.clipboard,
            at: [-7, 0, 4],
            kit: KITS.coachPolo,
            facing: 1,
            lookOpts: { female: false, style: 'cap', gear: C.navy },
          },
        ],
      });
  }
}

/** Heavy pitch roller: drum, frame, engine housing and seat (3D, facing along x). */
export function roller(cam: PerspectiveCamera, at: V3): string {
  const [x, , z] = at;
  const drum = (cx: number) => {
    const pts: V3[] = [];
    for (let i = 0; i < 24; i++) {
      const a = (i / 24) * Math.PI * 2;
      pts.push([cx + Math.cos(a) * 0.55, 0.55 + Math.sin(a) * 0.55, z - 0.8]);
    }
    return (
      quad(cam, pts, shade(N.steel, 0.2)) +
      quad(
        cam,
        pts.map(([a, b]) => [a, b, z + 0.8] as V3),
        shade(N.steel, 0.35),
      )
    );
  };
  return (
    drum(x + 1.2) +
    box(cam, [x - 1.4, 0.5, z - 0.75], [x + 1.6, 1.2, z + 0.75], C.saffron) +
    box(cam, [x - 1.3, 1.2, z - 0.6], [x - 0.2, 1.9, z + 0.6], shade(C.saffron, 0.1)) +
    drum(x - 1.1) +
    cylinder(cam, [x + 0.6, 1.2, z], 0.08, 1.2, C.charcoal) +
    box(cam, [x + 0.3, 1.2, z - 0.3], [x + 0.9, 1.5, z + 0.3], C.navy) +
    pole(
      cam,
      [
        [x + 0.6, 2.4, z - 0.8],
        [x + 0.6, 2.4, z + 0.8],
      ],
      0.06,
      C.charcoal,
    )
  );
}
