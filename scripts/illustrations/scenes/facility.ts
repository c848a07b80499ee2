/**
 * Infrastructure scenes: construction with a tower crane, hostel & cafeteria,
 * aerial court complexes, flooring build-ups and surface close-ups.
 */
import { OrthoCamera, PerspectiveCamera, place, type Placement, type Projector } from '../camera';
import { badminton, basketball, renderCourt, tennis, volleyball, type CourtModel } from '../courts';
import { courtNet, hoop } from '../equipment';
import { building, outdoor } from '../environment';
import type { V3 } from '../geometry';
import { C, N, SKIES, mix, shade, tint, type TimeOfDay } from '../palette';
import { POSES } from '../poses';
import { ambient, calmSide, fence, floodlight, glow, tree } from '../primitives';
import { box, cylinder, pole, quad } from '../solid';
import { circle, ellipse, g, path, rect } from '../svg';
import { cast, finish, KITS, type Actor, type Scene } from './common';

const hiVis = {
  top: C.saffron,
  bottom: C.charcoal,
  accent: C.offwhite,
  stripe: true,
  legs: 'long' as const,
  sleeves: 'long' as const,
  shoes: C.charcoal,
};
const helmet = { style: 'cap' as const, gear: '#F2C230' };

/** Lattice tower crane: mast, jib, counter-jib with ballast, trolley and hook. */
export function towerCrane(cam: Projector, base: V3, height: number, jib: number, hookAt: number, load?: string): string {
  const [x, , z] = base;
  const c = '#F2C230';
  const out: string[] = [];
  const m = 0.9;
  const corners: V3[] = [
    [x - m, 0, z - m],
    [x + m, 0, z - m],
    [x + m, 0, z + m],
    [x - m, 0, z + m],
  ];
  for (const k of corners) out.push(pole(cam, [k, [k[0], height, k[2]]], 0.14, c));
  for (let y = 0; y < height; y += 1.8) {
    out.push(
      pole(
        cam,
        [
          [x - m, y, z - m],
          [x + m, y + 1.8, z - m],
        ],
        0.06,
        c,
      ),
      pole(
        cam,
        [
          [x + m, y, z - m],
          [x + m, y + 1.8, z + m],
        ],
        0.06,
        c,
      ),
      pole(
        cam,
        [
          [x - m, y + 1.8, z - m],
          [x + m, y + 1.8, z - m],
        ],
        0.05,
        c,
      ),
    );
  }
  const top = height;
  // jib (triangular lattice) and counter-jib
  out.push(
    pole(
      cam,
      [
        [x - 12, top, z],
        [x + jib, top, z],
      ],
      0.16,
      c,
    ),
    pole(
      cam,
      [
        [x, top + 5, z],
        [x + jib, top + 0.2, z],
      ],
      0.06,
      C.charcoal,
    ),
    pole(
      cam,
      [
        [x, top + 5, z],
        [x - 12, top + 0.2, z],
      ],
      0.06,
      C.charcoal,
    ),
  );
  for (let s = -12; s < jib; s += 2)
    out.push(
      pole(
        cam,
        [
          [x + s, top, z],
          [x + s + 1, top + 1.2, z],
          [x + s + 2, top, z],
        ],
        0.05,
        c,
      ),
    );
  out.push(
    pole(
      cam,
      [
        [x - 12, top + 1.2, z],
        [x + jib, top + 1.2, z],
      ],
      0.08,
      c,
    ),
  );
  out.push(
    pole(
      cam,
      [
        [x, top, z],
        [x, top + 5, z],
      ],
      0.2,
      c,
    ),
  );
  out.push(box(cam, [x - 11, top - 2, z - 0.8], [x - 8, top, z + 0.8], N.steel));
  out.push(
    box(cam, [x - 1.2, top - 2.6, z - 1.2], [x + 1.2, top, z + 1.2], { top: C.offwhite, front: C.offwhite, side: shade(C.offwhite, 0.1) }),
  );
  // trolley, cable, hook and load
  const hx = x + hookAt;
  const hy = top * 0.42;
  void hy;
  out.push(
    pole(
      cam,
      [
        [hx, top, z],
        [hx, 11.6, z],
      ],
      0.03,
      C.charcoal,
    ),
    pole(
      cam,
      [
        [hx, 11.6, z],
        [hx, 11.1, z],
      ],
      0.12,
      C.clay,
    ),
  );
  if (load) out.push(load);
  return out.join('');
}

/** Steel portal frame of a hall under construction (columns + trusses + partial cladding). */
function hallFrame(cam: Projector, x0: number, x1: number, z0: number, z1: number, h: number, clad = 0.4): string {
  const out: string[] = [];
  const steel = C.royal;
  const ridge = h + (x1 - x0) * 0.1;
  const mid = (x0 + x1) / 2;
  for (let z = z0; z <= z1 + 0.01; z += 6) {
    out.push(
      pole(
        cam,
        [
          [x0, 0, z],
          [x0, h, z],
          [mid, ridge, z],
          [x1, h, z],
          [x1, 0, z],
        ],
        0.35,
        steel,
      ),
    );
    out.push(
      pole(
        cam,
        [
          [x0, h - 1.4, z],
          [x1, h - 1.4, z],
        ],
        0.12,
        tint(steel, 0.2),
      ),
    );
  }
  for (const x of [x0, x1])
    for (const y of [h * 0.5, h])
      out.push(
        pole(
          cam,
          [
            [x, y, z0],
            [x, y, z1],
          ],
          0.16,
          tint(steel, 0.1),
        ),
      );
  // cladding on the back bays
  const zc = z1 - (z1 - z0) * clad;
  out.push(
    quad(
      cam,
      [
        [x0, 0, z1],
        [x1, 0, z1],
        [x1, h, z1],
        [mid, ridge, z1],
        [x0, h, z1],
      ],
      mix(C.sand, C.pink, 0.25),
    ),
  );
  out.push(
    quad(
      cam,
      [
        [x1, 0, zc],
        [x1, 0, z1],
        [x1, h, z1],
        [x1, h, zc],
      ],
      shade(mix(C.sand, C.pink, 0.25), 0.12),
    ),
  );
  out.push(
    quad(
      cam,
      [
        [x0, h, zc],
        [mid, ridge, zc],
        [mid, ridge, z1],
        [x0, h, z1],
      ],
      shade(C.navy, 0.0),
    ),
  );
  out.push(
    quad(
      cam,
      [
        [mid, ridge, zc],
        [x1, h, zc],
        [x1, h, z1],
        [mid, ridge, z1],
      ],
      tint(C.navy, 0.12),
    ),
  );
  return out.join('');
}

export function constructionScene(variant: 'card' | 'hero'): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({
      w: st.w,
      h: st.h,
      eye: variant === 'card' ? [-16, 4, -24] : [-26, 5, -30],
      target: [2, 6, 10],
      fov: 58,
    });
    outdoor(st, cam, { time: variant === 'card' ? 'day' : 'sunrise', ground: mix(C.sand, N.wood, 0.35), sunAt: [0.18, 0.45], clouds: 4 });
    st.sprite(cam.depth([0, 0, 16]), hallFrame(cam, -10, 14, 6, 30, 11));
    st.sprite(cam.depth([-4, 0, 46]), towerCrane(cam, [-4, 0, 46], 28, 26, 20, box(cam, [12, 10.6, 45.4], [20, 11.2, 46.6], C.royal)));
    // finished court being surfaced in the foreground
    const at: Placement = { x: 2, z: -6, rot: 0 };
    st.back(renderCourt(cam, basketball({ surface: C.turf, surround: C.royal }), at));
    st.back(
      quad(
        cam,
        [
          [8, 0.01, -14],
          [20, 0.01, -14],
          [20, 0.01, 2],
          [8, 0.01, 2],
        ],
        shade(N.steel, 0.3),
      ),
    );
    for (const [x, z] of [
      [22, 2],
      [24, -3],
    ])
      st.sprite(cam.depth([x, 0, z]), sandPile(cam, [x, 0, z]));
    st.sprite(cam.depth([-14, 0, -8]), fence(cam, [-16, 0, -14], [-16, 0, 30], 2.2, C.saffron));
    const actors: Actor[] = [
      { pose: POSES.walk, at: [4, 0, -10], kit: hiVis, facing: 1, lookOpts: helmet },
      { pose: POSES.point, at: [0, 0, -13], kit: { ...hiVis, top: C.offwhite, accent: C.saffron }, facing: 1, lookOpts: helmet },
      { pose: POSES.kneel, at: [10, 0, -8], kit: hiVis, facing: -1, lookOpts: helmet },
      { pose: POSES.carry, at: [-6, 0, 2], kit: hiVis, facing: 1, lookOpts: helmet },
    ];
    cast(st, cam, actors);
    if (variant === 'hero') st.front(ambient(st, SKIES.sunrise.ambient.color, 0.08), calmSide(st, 'left', 0.6));
    finish(st);
  };
}

function sandPile(cam: Projector, at: V3): string {
  const p = cam.project(at);
  const s = cam.ppm(at);
  return (
    path(
      `M${p[0] - 2.2 * s} ${p[1]}Q${p[0] - 0.6 * s} ${p[1] - 2 * s} ${p[0]} ${p[1] - 1.6 * s}Q${p[0] + 0.8 * s} ${p[1] - 1.9 * s} ${p[0] + 2.4 * s} ${p[1]}Z`,
      { fill: '#E3C38C' },
    ) +
    path(`M${p[0]} ${p[1] - 1.6 * s}Q${p[0] + 0.8 * s} ${p[1] - 1.9 * s} ${p[0] + 2.4 * s} ${p[1]}L${p[0] + 0.6 * s} ${p[1]}Z`, {
      fill: '#CFA86E',
    })
  );
}

/* ------------------------------------------------------------ hostel */

export function hostelScene(): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: [-10, 2.2, -22], target: [2, 6, 10], fov: 56 });
    outdoor(st, cam, { time: 'day', ground: mix(C.turf, C.sand, 0.35), sunAt: [0.85, 0.25], clouds: 3 });
    const pinkFacade = mix(C.pink, C.sand, 0.45);
    st.sprite(
      cam.depth([0, 0, 14]),
      building(cam, [-16, 0, 12], [10, 12, 22], {
        color: pinkFacade,
        windows: shade(C.navy, 0.1),
        roof: tint(pinkFacade, 0.3),
        arches: true,
        rows: 3,
        cols: 8,
      }),
    );
    // chhatri pavilions on the roof
    for (const x of [-12, 8]) st.sprite(cam.depth([x, 12, 13]) - 1, chhatri(cam, [x, 12, 13]));
    // cafeteria pavilion
    st.sprite(
      cam.depth([14, 0, 2]),
      building(cam, [10, 0, -2], [22, 4.2, 8], { color: C.offwhite, windows: tint(C.sky, 0.55), roof: C.saffron, rows: 1, cols: 4 }),
    );
    st.sprite(
      cam.depth([14, 0, -2]) + 0.1,
      box(cam, [9.5, 4.2, -3], [22.5, 4.6, 8.5], { top: C.saffron, front: shade(C.saffron, 0.15), side: shade(C.saffron, 0.3) }),
    );
    // outdoor tables with umbrellas
    for (const [x, z] of [
      [2, -6],
      [7, -8],
      [12, -8],
      [-3, -8],
    ])
      st.sprite(cam.depth([x, 0, z]), umbrellaTable(cam, [x, 0, z]));
    // path and lawn trees
    st.back(
      quad(
        cam,
        [
          [-4, 0.01, -30],
          [0, 0.01, -30],
          [0, 0.01, 12],
          [-4, 0.01, 12],
        ],
        mix(C.sand, C.clay, 0.2),
      ),
    );
    for (const [x, z] of [
      [-14, -4],
      [-20, 4],
      [26, 12],
    ]) {
      const p = cam.project([x, 0, z]);
      st.sprite(cam.depth([x, 0, z]), tree(p[0], p[1], cam.ppm([x, 0, z]) * 8, 'neem', N.turfDark, st.rng));
    }
    cast(st, cam, [
      { pose: POSES.walk, at: [-2.5, 0, -12], kit: KITS.royal, facing: 1, lookOpts: { female: true } },
      { pose: POSES.walk, at: [-1.2, 0, -11], kit: KITS.white, facing: 1 },
      { pose: POSES.sit, at: [6.2, 0, -8], kit: KITS.saffron, facing: 1, lookOpts: { female: true } },
      { pose: POSES.sit, at: [8, 0, -8], kit: KITS.turf, facing: -1 },
    ]);
    finish(st);
  };
}

function chhatri(cam: Projector, at: V3): string {
  const [x, y, z] = at;
  const p = cam.project([x, y + 2.4, z]);
  const s = cam.ppm([x, y + 2.4, z]);
  const posts = [-1, 1]
    .map((dx) =>
      pole(
        cam,
        [
          [x + dx, y, z - 1],
          [x + dx, y + 2.2, z - 1],
        ],
        0.18,
        mix(C.pink, C.sand, 0.3),
      ),
    )
    .join('');
  return (
    box(cam, [x - 1.4, y, z - 1.4], [x + 1.4, y + 0.3, z + 1.4], tint(C.pink, 0.3)) +
    posts +
    box(cam, [x - 1.5, y + 2.2, z - 1.5], [x + 1.5, y + 2.5, z + 1.5], tint(C.pink, 0.2)) +
    path(`M${p[0] - 1.3 * s} ${p[1]}Q${p[0]} ${p[1] - 2.6 * s} ${p[0] + 1.3 * s} ${p[1]}Z`, { fill: tint(C.pink, 0.35) }) +
    rect(p[0] - 0.05 * s, p[1] - 2.2 * s, 0.1 * s, 0.5 * s, { fill: N.gold })
  );
}

function umbrellaTable(cam: Projector, at: V3): string {
  const [x, , z] = at;
  const top = cam.project([x, 2.4, z]);
  const s = cam.ppm([x, 2.4, z]);
  return (
    cylinder(cam, [x, 0.72, z], 0.6, 0.05, C.offwhite) +
    pole(
      cam,
      [
        [x, 0, z],
        [x, 2.4, z],
      ],
      0.05,
      C.charcoal,
    ) +
    path(`M${top[0] - 1.4 * s} ${top[1] + 0.5 * s}Q${top[0]} ${top[1] - 0.6 * s} ${top[0] + 1.4 * s} ${top[1] + 0.5 * s}Z`, {
      fill: C.royal,
    }) +
    path(`M${top[0] - 0.5 * s} ${top[1] + 0.5 * s}Q${top[0]} ${top[1] - 0.5 * s} ${top[0] + 0.5 * s} ${top[1] + 0.5 * s}Z`, {
      fill: C.offwhite,
      opacity: 0.9,
    })
  );
}

/* ------------------------------------------------------------ aerial complexes */

export function complexScene(variant: 'synthetic' | 'dusk' | 'projects'): Scene {
  return (st) => {
    const time: TimeOfDay = variant === 'synthetic' ? 'day' : 'dusk';
    const views: Record<typeof variant, [V3, V3, number]> = {
      synthetic: [[-18, 9, -20], [4, 0, 12], 58],
      dusk: [[-40, 26, -34], [6, 0, 20], 56],
      projects: [[30, 30, -40], [0, 0, 22], 58],
    };
    const [eye, target, fov] = views[variant];
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye, target, fov });
    outdoor(st, cam, { time, ground: mix(C.turf, C.sand, 0.2), sunAt: time === 'day' ? [0.8, 0.3] : [0.3, 0.8], clouds: 3 });
    const courts: { m: CourtModel; at: Placement; net?: 'tennis' | 'volleyball' | 'badminton'; hoops?: boolean }[] = [
      { m: tennis({ surface: C.royal, surround: C.turf }), at: { x: -2, z: 12, rot: 0 }, net: 'tennis' },
      { m: tennis({ surface: C.royal, surround: C.turf }), at: { x: -2, z: 31, rot: 0 }, net: 'tennis' },
      { m: basketball({ surface: C.clay, surround: C.royal }), at: { x: 34, z: 12, rot: 0 }, hoops: true },
      { m: volleyball({ surface: C.clay, surround: C.royal }), at: { x: 34, z: 32, rot: 0 }, net: 'volleyball' },
    ];
    if (variant !== 'synthetic')
      courts.push(
        { m: badminton({ surface: C.turf, surround: C.royal }), at: { x: 60, z: 14, rot: 90 }, net: 'badminton' },
        { m: badminton({ surface: C.turf, surround: C.royal }), at: { x: 68, z: 14, rot: 90 }, net: 'badminton' },
      );
    st.back(
      quad(
        cam,
        [
          [-22, 0.005, -2],
          [74, 0.005, -2],
          [74, 0.005, 44],
          [-22, 0.005, 44],
        ],
        mix(C.sand, N.steel, 0.4),
      ),
    );
    for (const c of courts) {
      st.back(renderCourt(cam, c.m, c.at));
      if (c.net) st.sprite(cam.depth(place([0, 0], c.at)), courtNet(cam, c.net, c.at));
      if (c.hoops) {
        st.sprite(cam.depth(place([13, 0], c.at)), hoop(cam, c.at, 1));
        st.sprite(cam.depth(place([-13, 0], c.at)), hoop(cam, c.at, -1));
      }
    }
    const fences: [V3, V3][] = [
      [
        [-20, 0, 42],
        [72, 0, 42],
      ],
      [
        [-20, 0, -1],
        [-20, 0, 42],
      ],
      [
        [72, 0, -1],
        [72, 0, 42],
      ],
      [
        [15, 0, 2],
        [15, 0, 42],
      ],
    ];
    for (const [a, b] of fences) st.sprite(Math.max(cam.depth(a), cam.depth(b)), fence(cam, a, b, 3.6, C.charcoal));
    const night = time === 'dusk';
    const beams: string[] = [];
    for (const f of [
      [-20, 0, 42],
      [15, 0, 42],
      [46, 0, 42],
      [72, 0, 42],
      [-20, 0, 20],
      [72, 0, 20],
    ] as V3[]) {
      const fl = floodlight(st, cam, f, 16, night, [f[0] + 5, 0, f[2] - 12]);
      st.sprite(cam.depth(f), fl.mast);
      beams.push(fl.beam);
    }
    // clubhouse
    st.sprite(
      cam.depth([20, 0, 54]),
      building(cam, [0, 0, 50], [40, 8, 58], {
        color: mix(C.pink, C.sand, 0.45),
        windows: night ? '#FFE7A8' : tint(C.sky, 0.5),
        arches: true,
        rows: 2,
        cols: 10,
      }),
    );
    for (const [x, z] of [
      [-26, 10],
      [-26, 30],
      [-28, 48],
      [78, 8],
      [80, 30],
      [50, 52],
      [-10, 54],
    ]) {
      const p = cam.project([x, 0, z]);
      st.sprite(cam.depth([x, 0, z]), tree(p[0], p[1], cam.ppm([x, 0, z]) * 9, 'neem', night ? shade(C.turf, 0.5) : N.turfDark, st.rng));
    }
    cast(st, cam, [
      { pose: POSES.serve, at: [-12.8, 0, 13], kit: KITS.white, facing: 1 },
      { pose: POSES.ready, at: [10, 0, 11], kit: KITS.royal, facing: -1 },
      { pose: POSES.shoot, at: [42, 0, 12], kit: KITS.saffron, facing: 1 },
      { pose: POSES.dribble, at: [38, 0, 14], kit: KITS.royal, facing: 1 },
    ]);
    st.front(ambient(st, SKIES[time].ambient.color, SKIES[time].ambient.opacity * 0.5), ...beams);
    if (variant === 'projects') st.front(calmSide(st, 'left', 0.6));
    finish(st);
  };
}

/* ------------------------------------------------------------ flooring build-up */

/** Exploded layers of an outdoor synthetic court + a worker laying tiles. */
export function flooringLayersScene(): Scene {
  return (st) => {
    const u = st.w / 1600;
    st.back(
      rect(0, 0, st.w, st.h, {
        fill: st.defs.linear(
          [
            [0, C.sand],
            [1, mix(C.sand, C.royal, 0.12)],
          ],
          [0, 0, 1, 1],
        ),
      }),
    );
    st.back(glow(st, st.w * 0.3, st.h * 0.3, st.w * 0.7, C.offwhite, 0.5));
    const cam = new OrthoCamera({ cx: st.w * 0.34, cy: st.h * 0.72, scale: 62 * u, yaw: 35, tilt: 32 });
    const layers: [number, number, string][] = [
      [0, 0.9, '#9C7A55'],
      [1.6, 0.7, N.steelLight],
      [2.9, 0.25, C.charcoal],
      [3.7, 0.2, C.turf],
      [4.5, 0.12, C.royal],
    ];
    layers.forEach(([y, t, c]) =>
      st.back(
        g(
          { filter: st.defs.dropShadow(0, 10 * u, 10 * u, C.navy, 0.25) },
          box(cam, [-3, y, -3], [3, y + t, 3], { top: tint(c, 0.08), front: c, side: shade(c, 0.25) }),
        ),
      ),
    );
    // court line on the top layer
    st.back(
      quad(
        cam,
        [
          [-3, 4.63, 0.6],
          [3, 4.63, 0.6],
          [3, 4.63, 0.75],
          [-3, 4.63, 0.75],
        ],
        C.offwhite,
      ),
      quad(
        cam,
        [
          [-1.2, 4.63, -3],
          [-1.05, 4.63, -3],
          [-1.05, 4.63, 3],
          [-1.2, 4.63, 3],
        ],
        C.offwhite,
      ),
    );
    // granules on the shock pad, stones in the base
    for (let i = 0; i < 80; i++) {
      const p = cam.project([st.rng.range(-2.9, 2.9), 0.9, st.rng.range(-2.9, 2.9)]);
      st.back(circle(p[0], p[1], st.rng.range(3, 7) * u, { fill: st.rng.pick(['#7E6142', '#B89468', '#8B7A66']) }));
    }
    // right: perspective floor with interlocking tiles being laid
    const pc = new PerspectiveCamera({ w: st.w, h: st.h, eye: [0, 2.2, -3.2], target: [0.6, 0, 2.2], fov: 60 });
    const tiles: string[] = [];
    const size = 0.305;
    for (let i = 0; i < 20; i++)
      for (let j = 0; j < 18; j++) {
        const x = 0.5 + i * size;
        const z = -1 + j * size;
        if (x + z * 0.9 > 5.2) continue;
        tiles.push(
          quad(
            pc,
            [
              [x, 0, z],
              [x + size - 0.01, 0, z],
              [x + size - 0.01, 0, z + size - 0.01],
              [x, 0, z + size - 0.01],
            ],
            (i + j) % 2 ? C.royal : shade(C.royal, 0.12),
          ),
        );
      }
    st.back(
      g(
        {
          'clip-path': `url(#${st.defs.raw('cp', (id) => `<clipPath id="${id}"><rect x="${st.w * 0.58}" y="0" width="${st.w * 0.42}" height="${st.h}"/></clipPath>`)})`,
        },
        quad(
          pc,
          [
            [0, 0, -2],
            [8, 0, -2],
            [8, 0, 10],
            [0, 0, 10],
          ],
          N.steelLight,
        ),
        tiles.join(''),
      ),
    );
    cast(st, pc, [{ pose: POSES.kneel, at: [3.2, 0, 1.6], kit: hiVis, facing: -1, lookOpts: { style: 'cap', gear: C.royal } }], undefined, {
      skew: -0.8,
      flat: 0.2,
      opacity: 0.2,
    });
    st.back(rect(st.w * 0.58 - 4 * u, 0, 8 * u, st.h, { fill: C.offwhite }));
    finish(st, { vignette: 0.18 });
  };
}

/* ------------------------------------------------------------ surface close-ups */

export function surfaceCloseUp(kind: 'pp' | 'epdm'): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: [0, 1.25, -1.6], target: [0.2, 0, 1.6], fov: 62 });
    const rng = st.rng;
    if (kind === 'pp') {
      st.back(rect(0, 0, st.w, st.h, { fill: shade(C.navy, 0.2) }));
      const s = 0.305;
      const parts: string[] = [];
      for (let i = -12; i < 12; i++)
        for (let j = -4; j < 30; j++) {
          const x = i * s;
          const z = j * s;
          const line = Math.abs(x + 0.3) < 0.01 || j === 6;
          const c = line ? C.offwhite : (i + j) % 2 ? C.royal : shade(C.royal, 0.08);
          parts.push(
            quad(
              cam,
              [
                [x + 0.006, 0, z + 0.006],
                [x + s - 0.006, 0, z + 0.006],
                [x + s - 0.006, 0, z + s - 0.006],
                [x + 0.006, 0, z + s - 0.006],
              ],
              c,
            ),
          );
          if (z < 5) {
            // perforation grid on each tile
            for (let a = 0; a < 4; a++)
              for (let b = 0; b < 4; b++) {
                const hx = x + 0.035 + a * 0.068;
                const hz = z + 0.035 + b * 0.068;
                parts.push(
                  quad(
                    cam,
                    [
                      [hx, 0, hz],
                      [hx + 0.045, 0, hz],
                      [hx + 0.045, 0, hz + 0.045],
                      [hx, 0, hz + 0.045],
                    ],
                    shade(c, 0.4),
                  ),
                );
              }
          }
        }
      st.back(parts.join(''));
      // basketball resting on the tiles
      const bp = cam.project([0.9, 0.12, 0.9]);
      const br = cam.ppm([0.9, 0.12, 0.9]) * 0.12;
      st.back(ellipse(bp[0] + br * 0.6, bp[1] + br * 0.95, br * 1.2, br * 0.35, { fill: C.navy, opacity: 0.45, filter: st.defs.blur(4) }));
      st.back(
        circle(bp[0], bp[1], br, { fill: C.saffron }) +
          path(`M${bp[0] - br} ${bp[1]}H${bp[0] + br}M${bp[0]} ${bp[1] - br}V${bp[1] + br}`, {
            stroke: shade(C.saffron, 0.55),
            'stroke-width': br * 0.07,
          }),
      );
      st.front(glow(st, st.w * 0.7, st.h * 0.2, st.w * 0.6, C.offwhite, 0.2));
    } else {
      st.back(rect(0, 0, st.w, st.h, { fill: C.clay }));
      const dots: string[] = [];
      for (let i = 0; i < 9000; i++) {
        const x = rng.range(-4, 4);
        const z = rng.range(-0.6, 7);
        const p = cam.project([x, 0, z]);
        if (p[0] < -10 || p[0] > st.w + 10 || p[1] < -10 || p[1] > st.h + 10) continue;
        const r = cam.ppm([x, 0, z]) * rng.range(0.003, 0.006);
        const c = rng() < 0.55 ? shade(C.clay, 0.22) : rng() < 0.5 ? tint(C.clay, 0.25) : rng() < 0.5 ? C.charcoal : '#E08A5F';
        dots.push(ellipse(p[0], p[1], r * 1.3, r, { fill: c }));
      }
      st.back(dots.join(''));
      // lane lines
      for (const x of [-1.9, -0.68, 0.54, 1.76])
        st.back(
          quad(
            cam,
            [
              [x, 0.001, -1],
              [x + 0.05, 0.001, -1],
              [x + 0.05, 0.001, 9],
              [x, 0.001, 9],
            ],
            C.offwhite,
          ),
        );
      st.back(
        quad(
          cam,
          [
            [-1.9, 0.001, 1.5],
            [1.81, 0.001, 1.5],
            [1.81, 0.001, 1.56],
            [-1.9, 0.001, 1.56],
          ],
          C.offwhite,
        ),
      );
      st.front(glow(st, st.w * 0.3, st.h * 0.1, st.w * 0.7, '#FFE7C2', 0.25));
    }
    finish(st, { vignette: 0.4 });
  };
}
