/** 3D props for people scenes: podium, treatment table, treadmill, monitor, sofa, gate, tents, bunting. */
import type { Projector } from './camera';
import type { P, V3 } from './geometry';
import { poly } from './geometry';
import { C, N, mix, shade, tint } from './palette';
import { box, cylinder, pole, quad } from './solid';
import { circle, ellipse, g, num, path, rect } from './svg';
import { archPts } from './environment';

/** Three-step podium (2nd, 1st, 3rd) centred at c; medal colours on the risers instead of numerals. */
export function podium(cam: Projector, c: V3): string {
  const [x, , z] = c;
  const step = (x0: number, x1: number, h: number, band: string) =>
    box(cam, [x0, 0, z - 0.6], [x1, h, z + 0.6], { top: C.offwhite, front: C.navy, side: shade(C.navy, 0.25) }) +
    quad(
      cam,
      [
        [x0 + 0.15, h * 0.35, z - 0.601],
        [x1 - 0.15, h * 0.35, z - 0.601],
        [x1 - 0.15, h * 0.6, z - 0.601],
        [x0 + 0.15, h * 0.6, z - 0.601],
      ],
      band,
    );
  return step(x - 1.8, x - 0.6, 0.5, N.silver) + step(x + 0.6, x + 1.8, 0.35, N.bronze) + step(x - 0.6, x + 0.6, 0.75, N.gold);
}

/** Physiotherapy treatment table (padded top, steel legs). */
export function treatmentTable(cam: Projector, c: V3, len = 1.9, rotX = true): string {
  const [x, , z] = c;
  const hw = rotX ? len / 2 : 0.35;
  const hd = rotX ? 0.35 : len / 2;
  const legs = [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]
    .map(([a, b]) =>
      pole(
        cam,
        [
          [x + a * (hw - 0.1), 0, z + b * (hd - 0.08)],
          [x + a * (hw - 0.1), 0.62, z + b * (hd - 0.08)],
        ],
        0.05,
        N.steel,
      ),
    )
    .join('');
  return (
    legs +
    box(cam, [x - hw, 0.62, z - hd], [x + hw, 0.75, z + hd], { top: tint(C.royal, 0.1), front: C.royal, side: shade(C.royal, 0.2) }) +
    box(
      cam,
      rotX ? [x - hw, 0.75, z - hd] : [x - hw, 0.75, z + hd - 0.4],
      rotX ? [x - hw + 0.4, 0.82, z + hd] : [x + hw, 0.82, z + hd],
      C.offwhite,
    )
  );
}

/** Treadmill running along world x. */
export function treadmill(cam: Projector, c: V3): string {
  const [x, , z] = c;
  return (
    box(cam, [x - 1, 0, z - 0.42], [x + 1, 0.22, z + 0.42], {
      top: C.charcoal,
      front: shade(C.charcoal, 0.2),
      side: shade(C.charcoal, 0.3),
    }) +
    quad(
      cam,
      [
        [x - 0.9, 0.221, z - 0.3],
        [x + 0.9, 0.221, z - 0.3],
        [x + 0.9, 0.221, z + 0.3],
        [x - 0.9, 0.221, z + 0.3],
      ],
      shade(C.charcoal, 0.4),
    ) +
    pole(
      cam,
      [
        [x + 0.9, 0.2, z - 0.4],
        [x + 1.05, 1.25, z - 0.4],
        [x + 0.5, 1.05, z - 0.4],
      ],
      0.05,
      N.steel,
    ) +
    pole(
      cam,
      [
        [x + 0.9, 0.2, z + 0.4],
        [x + 1.05, 1.25, z + 0.4],
        [x + 0.5, 1.05, z + 0.4],
      ],
      0.05,
      N.steel,
    ) +
    box(cam, [x + 0.95, 1.2, z - 0.35], [x + 1.15, 1.45, z + 0.35], C.navy)
  );
}

/** Monitor on a rolling stand; `screen` is drawn into a (w x h) px box at the panel. */
export function monitorStand(cam: Projector, c: V3, screen: (w: number, h: number) => string): string {
  const [x, , z] = c;
  const tl = cam.project([x - 0.4, 1.85, z]);
  const br = cam.project([x + 0.4, 1.35, z]);
  const w = br[0] - tl[0];
  const h = br[1] - tl[1];
  return (
    pole(
      cam,
      [
        [x, 0.05, z],
        [x, 1.4, z],
      ],
      0.05,
      N.steel,
    ) +
    pole(
      cam,
      [
        [x - 0.3, 0.05, z - 0.2],
        [x + 0.3, 0.05, z + 0.2],
      ],
      0.05,
      C.charcoal,
    ) +
    rect(tl[0] - w * 0.03, tl[1] - w * 0.03, w * 1.06, h + w * 0.06, { fill: C.charcoal, rx: w * 0.02 }) +
    g({ transform: `translate(${num(tl[0])} ${num(tl[1])})` }, rect(0, 0, w, h, { fill: C.navy }), screen(w, h))
  );
}

/** Simple two-seat sofa facing -z. */
export function sofa(cam: Projector, c: V3, color: string = C.royal): string {
  const [x, , z] = c;
  return (
    box(cam, [x - 1.1, 0, z], [x + 1.1, 0.45, z + 0.9], { top: tint(color, 0.1), front: color, side: shade(color, 0.2) }) +
    box(cam, [x - 1.1, 0.45, z + 0.65], [x + 1.1, 0.95, z + 0.9], {
      top: tint(color, 0.15),
      front: shade(color, 0.08),
      side: shade(color, 0.25),
    }) +
    box(cam, [x - 1.25, 0, z], [x - 1.05, 0.65, z + 0.9], shade(color, 0.1)) +
    box(cam, [x + 1.05, 0, z], [x + 1.25, 0.65, z + 0.9], shade(color, 0.1)) +
    box(cam, [x - 0.8, 0.45, z + 0.45], [x - 0.3, 0.8, z + 0.6], C.saffron)
  );
}

/** Potted plant (sprite) with base at x,y and height h px. */
export function plant(x: number, y: number, h: number): string {
  const leaves: string[] = [];
  for (let i = 0; i < 7; i++) {
    const a = -150 + i * 20;
    const r = h * 0.55;
    const rad = (a * Math.PI) / 180;
    const tip: P = [x + Math.cos(rad) * r * 0.8, y - h * 0.35 + Math.sin(rad) * r];
    leaves.push(
      path(
        `M${num(x)} ${num(y - h * 0.3)}Q${num((x + tip[0]) / 2 - h * 0.12)} ${num((y - h * 0.3 + tip[1]) / 2)} ${num(tip[0])} ${num(tip[1])}Q${num((x + tip[0]) / 2 + h * 0.12)} ${num((y - h * 0.3 + tip[1]) / 2)} ${num(x)} ${num(y - h * 0.3)}Z`,
        { fill: i % 2 ? C.turf : N.turfDark },
      ),
    );
  }
  return (
    leaves.join('') +
    path(
      poly([
        [x - h * 0.16, y - h * 0.3],
        [x + h * 0.16, y - h * 0.3],
        [x + h * 0.12, y],
        [x - h * 0.12, y],
      ]),
      { fill: C.clay },
    )
  );
}

/** Plyometric box. */
export const plyoBox = (cam: Projector, c: V3, h = 0.6, color: string = C.saffron): string =>
  box(cam, [c[0] - 0.38, 0, c[2] - 0.3], [c[0] + 0.38, h, c[2] + 0.3], { top: tint(color, 0.15), front: color, side: shade(color, 0.2) });

/** Agility ladder laid on the ground along x. */
export function agilityLadder(cam: Projector, c: V3, rungs = 8): string {
  const [x, , z] = c;
  const len = rungs * 0.45;
  const out = [
    pole(
      cam,
      [
        [x, 0.01, z - 0.25],
        [x + len, 0.01, z - 0.25],
      ],
      0.03,
      C.saffron,
    ),
    pole(
      cam,
      [
        [x, 0.01, z + 0.25],
        [x + len, 0.01, z + 0.25],
      ],
      0.03,
      C.saffron,
    ),
  ];
  for (let i = 0; i <= rungs; i++)
    out.push(
      pole(
        cam,
        [
          [x + i * 0.45, 0.01, z - 0.25],
          [x + i * 0.45, 0.01, z + 0.25],
        ],
        0.04,
        C.saffron,
      ),
    );
  return out.join('');
}

/** Rajasthani arched gateway (pink sandstone) with chhatri finials, facing -z at c. */
export function gateway(cam: Projector, c: V3, w = 8, h = 7): string {
  const [x, , z] = c;
  const pink = mix(C.pink, C.sand, 0.35);
  const out: string[] = [];
  out.push(
    box(cam, [x - w / 2 - 1.6, 0, z], [x - w / 2 + 0.4, h, z + 1.2], { top: tint(pink, 0.2), front: pink, side: shade(pink, 0.15) }),
  );
  out.push(
    box(cam, [x + w / 2 - 0.4, 0, z], [x + w / 2 + 1.6, h, z + 1.2], { top: tint(pink, 0.2), front: pink, side: shade(pink, 0.15) }),
  );
  // lintel: the region between the pointed arch and the top beam
  const arch = archPts(x - w / 2 + 0.4, x + w / 2 - 0.4, 0, h - 1.2);
  const curve = arch.slice(2).map(([ax, ay]) => cam.project([ax, ay, z]));
  out.push(path(poly([cam.project([x + w / 2 - 0.4, h, z]), ...curve, cam.project([x - w / 2 + 0.4, h, z])]), { fill: pink }));
  out.push(path(poly(curve, false), { fill: 'none', stroke: C.offwhite, 'stroke-width': Math.max(1, cam.ppm([x, h, z]) * 0.12) }));
  out.push(
    box(cam, [x - w / 2 - 1.8, h, z - 0.1], [x + w / 2 + 1.8, h + 0.5, z + 1.3], {
      top: tint(pink, 0.25),
      front: shade(pink, 0.05),
      side: shade(pink, 0.2),
    }),
  );
  for (const cx of [x - w / 2 - 0.6, x, x + w / 2 + 0.6]) {
    const p = cam.project([cx, h + 0.5, z + 0.6]);
    const s = cam.ppm([cx, h + 0.5, z + 0.6]);
    out.push(
      rect(p[0] - 0.7 * s, p[1] - 1.2 * s, 0.12 * s, 1.2 * s, { fill: pink }),
      rect(p[0] + 0.58 * s, p[1] - 1.2 * s, 0.12 * s, 1.2 * s, { fill: pink }),
    );
    out.push(rect(p[0] - 0.85 * s, p[1] - 1.35 * s, 1.7 * s, 0.2 * s, { fill: tint(pink, 0.2) }));
    out.push(
      path(
        `M${num(p[0] - 0.8 * s)} ${num(p[1] - 1.35 * s)}Q${num(p[0])} ${num(p[1] - 2.7 * s)} ${num(p[0] + 0.8 * s)} ${num(p[1] - 1.35 * s)}Z`,
        { fill: tint(pink, 0.3) },
      ),
    );
    out.push(rect(p[0] - 0.04 * s, p[1] - 2.4 * s, 0.08 * s, 0.35 * s, { fill: N.gold }));
  }
  return out.join('');
}

/** Shamiana (striped canopy tent) on four poles. */
export function shamiana(cam: Projector, c: V3, w = 5, d = 4, h = 2.6, colors: [string, string] = [C.saffron, C.offwhite]): string {
  const [x, , z] = c;
  const out: string[] = [];
  for (const [a, b] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ])
    out.push(
      pole(
        cam,
        [
          [x + (a * w) / 2, 0, z + (b * d) / 2],
          [x + (a * w) / 2, h, z + (b * d) / 2],
        ],
        0.06,
        N.woodDark,
      ),
    );
  const stripes = 8;
  for (let i = 0; i < stripes; i++) {
    const x0 = x - w / 2 + (i * w) / stripes;
    const x1 = x0 + w / stripes;
    out.push(
      quad(
        cam,
        [
          [x0, h, z - d / 2],
          [x1, h, z - d / 2],
          [x1, h + 0.6, z],
          [x0, h + 0.6, z],
        ],
        colors[i % 2],
      ),
    );
    out.push(
      quad(
        cam,
        [
          [x0, h - 0.35, z - d / 2],
          [x1, h - 0.35, z - d / 2],
          [x1, h, z - d / 2],
          [x0, h, z - d / 2],
        ],
        shade(colors[i % 2], 0.1),
      ),
    );
  }
  return out.join('');
}

/** Bunting: triangular flags on a sagging string between two world points. */
export function bunting(cam: Projector, a: V3, b: V3, n = 14, sag = 0.5): string {
  const out: string[] = [];
  const colors = [C.saffron, C.pink, C.royal, C.turf, N.gold];
  const at = (t: number): V3 => [
    a[0] + (b[0] - a[0]) * t,
    a[1] + (b[1] - a[1]) * t - sag * Math.sin(Math.PI * t),
    a[2] + (b[2] - a[2]) * t,
  ];
  const line: P[] = [];
  for (let i = 0; i <= 24; i++) line.push(cam.project(at(i / 24)));
  out.push(path(poly(line, false), { fill: 'none', stroke: C.charcoal, 'stroke-width': 1, opacity: 0.6 }));
  for (let i = 0; i < n; i++) {
    const t0 = (i + 0.15) / n;
    const t1 = (i + 0.85) / n;
    const p0 = cam.project(at(t0));
    const p1 = cam.project(at(t1));
    const m = at((t0 + t1) / 2);
    const tip = cam.project([m[0], m[1] - 0.35, m[2]]);
    out.push(path(poly([p0, p1, tip]), { fill: colors[i % colors.length] }));
  }
  return out.join('');
}

/** Balloon cluster sprite (anchor at string base x,y; s px balloon radius). */
export function balloons(x: number, y: number, s: number): string {
  const spots: [number, number, string][] = [
    [-0.9, -5.2, C.saffron],
    [0.6, -5.6, C.pink],
    [0, -4.4, C.royal],
    [1.4, -4.6, N.gold],
    [-1.6, -4.3, C.offwhite],
  ];
  return spots
    .map(
      ([dx, dy, c]) =>
        path(`M${num(x)} ${num(y)}Q${num(x + dx * s * 0.4)} ${num(y + dy * s * 0.5)} ${num(x + dx * s)} ${num(y + dy * s + s)}`, {
          fill: 'none',
          stroke: C.charcoal,
          'stroke-width': 1,
          opacity: 0.5,
        }) +
        ellipse(x + dx * s, y + dy * s, s * 0.8, s, { fill: c }) +
        ellipse(x + dx * s - s * 0.25, y + dy * s - s * 0.35, s * 0.16, s * 0.26, { fill: C.offwhite, opacity: 0.5 }),
    )
    .join('');
}

/** Yoga / exercise mat on the floor along x. */
export const mat = (cam: Projector, c: V3, color: string = C.pink): string =>
  quad(
    cam,
    [
      [c[0] - 0.9, 0.005, c[2] - 0.3],
      [c[0] + 0.9, 0.005, c[2] - 0.3],
      [c[0] + 0.9, 0.005, c[2] + 0.3],
      [c[0] - 0.9, 0.005, c[2] + 0.3],
    ],
    color,
  );

/** Low coffee table. */
export const lowTable = (cam: Projector, c: V3): string =>
  box(cam, [c[0] - 0.5, 0.35, c[2] - 0.3], [c[0] + 0.5, 0.42, c[2] + 0.3], N.wood) +
  [
    [-0.42, -0.22],
    [0.42, -0.22],
    [-0.42, 0.22],
    [0.42, 0.22],
  ]
    .map(([a, b]) =>
      pole(
        cam,
        [
          [c[0] + a, 0, c[2] + b],
          [c[0] + a, 0.35, c[2] + b],
        ],
        0.03,
        N.woodDark,
      ),
    )
    .join('');

/** Ice bath tub. */
export const iceBath = (cam: Projector, c: V3): string =>
  cylinder(cam, c, 0.55, 0.7, N.steelLight) +
  (() => {
    const p = cam.project([c[0], 0.66, c[2]]);
    const s = cam.ppm([c[0], 0.66, c[2]]);
    return (
      ellipse(p[0], p[1], 0.5 * s, 0.16 * s, { fill: tint(C.sky, 0.4) }) +
      circle(p[0] - 0.15 * s, p[1], 0.05 * s, { fill: C.offwhite }) +
      circle(p[0] + 0.12 * s, p[1] - 0.03 * s, 0.04 * s, { fill: C.offwhite })
    );
  })();

/** Wall bars (stall bars) against a wall at z. */
export function wallBars(cam: Projector, x0: number, x1: number, z: number, h = 2.4): string {
  const out = [
    pole(
      cam,
      [
        [x0, 0, z],
        [x0, h, z],
      ],
      0.08,
      N.woodDark,
    ),
    pole(
      cam,
      [
        [x1, 0, z],
        [x1, h, z],
      ],
      0.08,
      N.woodDark,
    ),
  ];
  for (let y = 0.2; y < h; y += 0.16)
    out.push(
      pole(
        cam,
        [
          [x0, y, z],
          [x1, y, z],
        ],
        0.035,
        N.wood,
      ),
    );
  return out.join('');
}

export const exerciseBall = (cam: Projector, c: V3, color: string = C.sky): string => {
  const p = cam.project([c[0], 0.32, c[2]]);
  const s = cam.ppm([c[0], 0.32, c[2]]);
  return (
    circle(p[0], p[1], 0.32 * s, { fill: color }) + circle(p[0] - 0.1 * s, p[1] - 0.1 * s, 0.08 * s, { fill: C.offwhite, opacity: 0.4 })
  );
};
