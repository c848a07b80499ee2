/**
 * Scene environments: outdoor grounds (sky, hills, Jaipur skyline, tree line)
 * and an indoor sports hall (walls, roof trusses, high-bay lights).
 */
import type { PerspectiveCamera, Projector } from './camera';
import type { V3, P } from './geometry';
import { C, N, mix, shade, tint, type TimeOfDay } from './palette';
import { clouds, glow, hills, skyline, sky, sun, treeLine } from './primitives';
import { box, pole, quad } from './solid';
import type { Stage } from './stage';
import { ellipse, path, rect } from './svg';

export interface OutdoorOpts {
  time: TimeOfDay;
  ground?: string;
  /** Sun position as fractions of width / horizon height. */
  sunAt?: [number, number];
  skyline?: boolean;
  hills?: boolean;
  trees?: boolean;
  clouds?: number;
  /** Tree line height in px. */
  treeH?: number;
}

/** Paints sky, far landscape and the ground plane; returns the horizon y. */
export function outdoor(st: Stage, cam: PerspectiveCamera, o: OutdoorOpts): number {
  const hy = cam.horizon();
  const theme = sky(st, o.time, hy);
  const rng = st.rng;
  if (o.time === 'night') {
    const stars: string[] = [];
    for (let i = 0; i < 70; i++)
      stars.push(ellipse(rng.range(0, st.w), rng.range(0, hy * 0.8), 1.2, 1.2, { fill: C.offwhite, opacity: rng.range(0.2, 0.7) }));
    st.back(stars.join(''));
  }
  if (o.sunAt && theme.sun) st.back(sun(st, o.sunAt[0] * st.w, o.sunAt[1] * hy, st.w * 0.022, o.time));
  if (o.clouds && o.time !== 'night')
    st.back(clouds(st, rng, o.clouds, hy, o.time === 'day' ? C.offwhite : tint(C.pink, 0.4), o.time === 'day' ? 0.6 : 0.3));
  if (o.hills ?? true) st.back(hills(st, rng, hy, theme.hills, st.h * 0.07));
  if (o.skyline ?? true) st.back(skyline(st, rng, hy + 1, theme.skyline, st.w / 1600));
  const groundC = o.ground ?? C.turf;
  const dusk = o.time === 'dusk' || o.time === 'night';
  const groundFill = st.defs.linear(
    [
      [0, mix(groundC, theme.hills[1], 0.45)],
      [0.25, dusk ? shade(groundC, 0.35) : groundC],
      [1, shade(groundC, dusk ? 0.5 : 0.18)],
    ],
    [0, hy, 0, st.h],
    true,
  );
  st.back(rect(0, hy, st.w, st.h - hy, { fill: groundFill }));
  if (o.trees ?? true) {
    const th = o.treeH ?? st.h * 0.09;
    const tc = o.time === 'day' ? [N.turfDark, shade(C.turf, 0.3), '#2E7D5B'] : [shade(C.turf, 0.6), shade(C.turf, 0.7)];
    st.back(treeLine(rng, -20, st.w + 20, hy + 2, th, tc));
  }
  return hy;
}

export interface HallOpts {
  width: number;
  /** z of the back wall. */
  back: number;
  /** z of the open front (behind the camera). */
  front?: number;
  height: number;
  floor: string;
  wall?: string;
  dado?: string;
  trussEvery?: number;
  lights?: boolean;
  windows?: boolean;
  banners?: boolean;
  /** 'hall' = pitched roof with trusses; 'studio' = flat ceiling, linear lights, graphic wall. */
  style?: 'hall' | 'studio';
  /** Extra stage content painted on the back wall. */
  accent?: string;
}

/** An indoor sports hall; walls/roof go to the background band. */
export function hall(st: Stage, cam: Projector, o: HallOpts): void {
  const W = o.width / 2;
  const z1 = o.back;
  const z0 = o.front ?? -40;
  const H = o.height;
  const studio = o.style === 'studio';
  const ridge = studio ? H : H + o.width * 0.08;
  const wall = o.wall ?? mix(C.sand, N.steelLight, 0.25);
  const dado = o.dado ?? C.royal;
  const ceiling = shade(C.navy, 0.1);
  // ceiling / roof underside
  st.back(
    quad(
      cam,
      [
        [-W, H, z0],
        [0, ridge, z0],
        [0, ridge, z1],
        [-W, H, z1],
      ],
      ceiling,
    ) +
      quad(
        cam,
        [
          [0, ridge, z0],
          [W, H, z0],
          [W, H, z1],
          [0, ridge, z1],
        ],
        shade(ceiling, 0.15),
      ),
  );
  // back wall (gable) with a clerestory strip
  st.back(
    quad(
      cam,
      [
        [-W, 0, z1],
        [W, 0, z1],
        [W, H, z1],
        [0, ridge, z1],
        [-W, H, z1],
      ],
      wall,
    ),
  );
  // side walls
  const sideL = shade(wall, 0.1);
  const sideR = shade(wall, 0.18);
  st.back(
    quad(
      cam,
      [
        [-W, 0, z0],
        [-W, 0, z1],
        [-W, H, z1],
        [-W, H, z0],
      ],
      sideL,
    ),
  );
  st.back(
    quad(
      cam,
      [
        [W, 0, z1],
        [W, 0, z0],
        [W, H, z0],
        [W, H, z1],
      ],
      sideR,
    ),
  );
  // padded dado band and a saffron pin-stripe
  const dh = 2.4;
  st.back(
    quad(
      cam,
      [
        [-W, 0, z1],
        [W, 0, z1],
        [W, dh, z1],
        [-W, dh, z1],
      ],
      dado,
    ) +
      quad(
        cam,
        [
          [-W, 0, z0],
          [-W, 0, z1],
          [-W, dh, z1],
          [-W, dh, z0],
        ],
        shade(dado, 0.15),
      ) +
      quad(
        cam,
        [
          [W, 0, z1],
          [W, 0, z0],
          [W, dh, z0],
          [W, dh, z1],
        ],
        shade(dado, 0.25),
      ) +
      pole(
        cam,
        [
          [-W, dh, z0],
          [-W, dh, z1],
          [W, dh, z1],
          [W, dh, z0],
        ],
        0.12,
        C.saffron,
      ),
  );
  if (studio) {
    // brand graphic: two diagonal bands across the back wall
    const band = (x0: number, w: number, c: string) =>
      quad(
        cam,
        [
          [x0, dh, z1 - 0.01],
          [x0 + w, dh, z1 - 0.01],
          [x0 + w + (H - dh) * 0.8, H, z1 - 0.01],
          [x0 + (H - dh) * 0.8, H, z1 - 0.01],
        ],
        c,
      );
    st.back(band(-W * 0.15, 1.4, C.saffron), band(-W * 0.15 + 1.9, 0.5, C.pink), band(W * 0.55, 0.9, tint(C.royal, 0.1)));
  }
  if ((o.windows ?? true) && !studio) {
    // jharokha-style arched clerestory windows
    const wy0 = H - 3.6;
    const wy1 = H - 0.9;
    const glass = st.defs.linear([
      [0, tint(C.sky, 0.55)],
      [1, tint(C.sky, 0.78)],
    ]);
    const panes: string[] = [];
    const n = Math.round(o.width / 3.2);
    const pitch = (o.width - 2) / n;
    for (let i = 0; i < n; i++) {
      const x0 = -W + 1 + i * pitch + 0.35;
      const x1 = x0 + pitch - 0.7;
      panes.push(
        quad(
          cam,
          archPts(x0, x1, wy0, wy1).map(([x, y]) => [x, y, z1 - 0.02] as V3),
          glass,
        ),
      );
    }
    for (const side of [-1, 1]) {
      for (let z = z1 - 3.8; z > z0; z -= o.trussEvery ?? 6) {
        const pts = archPts(z - 1.8, z + 1.8, wy0, wy1).map(([zz, y]) => [side * (W - 0.02), y, zz] as V3);
        panes.push(quad(cam, pts, glass, { opacity: 0.85 }));
      }
    }
    st.back(panes.join(''));
  }
  // structural columns at each truss line and vertical cladding seams
  const cols: string[] = [];
  const colC = shade(wall, 0.22);
  for (let z = z1 - 1; z > z0 + 2; z -= o.trussEvery ?? 6) {
    for (const side of [-1, 1]) {
      const x = side * (W - 0.01);
      cols.push(
        quad(
          cam,
          [
            [x, 0, z - 0.3],
            [x, 0, z + 0.3],
            [x, H, z + 0.3],
            [x, H, z - 0.3],
          ],
          colC,
        ),
      );
    }
  }
  const seams: string[] = [];
  for (let x = -W + 1.5; x < W; x += 1.5)
    seams.push(
      pole(
        cam,
        [
          [x, dh, z1 - 0.01],
          [x, H - 3.4, z1 - 0.01],
        ],
        0.03,
        shade(wall, 0.08),
      ),
    );
  st.back(seams.join(''), cols.join(''));
  if ((o.banners ?? true) && !studio) {
    // hanging brand banners (plain colour fields with a chevron, no lettering)
    const bc = [C.saffron, C.royal, C.pink, C.turf];
    const count = Math.max(2, Math.round(o.width / 9));
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const x = -W + (o.width * (i + 0.5)) / count;
      const top = H - 3.9;
      const bot = dh + 1.6;
      const c = bc[i % bc.length];
      out.push(
        quad(
          cam,
          [
            [x - 0.8, bot + 0.5, z1 - 0.05],
            [x, bot, z1 - 0.05],
            [x + 0.8, bot + 0.5, z1 - 0.05],
            [x + 0.8, top, z1 - 0.05],
            [x - 0.8, top, z1 - 0.05],
          ],
          c,
        ),
      );
      out.push(
        quad(
          cam,
          [
            [x - 0.8, top - 1.2, z1 - 0.06],
            [x, top - 1.7, z1 - 0.06],
            [x + 0.8, top - 1.2, z1 - 0.06],
            [x + 0.8, top - 0.9, z1 - 0.06],
            [x, top - 1.4, z1 - 0.06],
            [x - 0.8, top - 0.9, z1 - 0.06],
          ],
          C.offwhite,
          { opacity: 0.85 },
        ),
      );
    }
    st.back(out.join(''));
  }
  if (o.accent) st.back(o.accent);
  // floor
  st.back(
    quad(
      cam,
      [
        [-W, 0, z0],
        [W, 0, z0],
        [W, 0, z1],
        [-W, 0, z1],
      ],
      o.floor,
    ),
  );
  // trusses and lights
  const steel = shade(N.steelLight, 0.15);
  const every = o.trussEvery ?? 6;
  const trussSvg: string[] = [];
  const lightSvg: string[] = [];
  if (studio) {
    for (const x of [-W * 0.5, 0, W * 0.5]) {
      for (let z = z1 - 1.5; z > z0 + 2; z -= 3.2) {
        lightSvg.push(
          quad(
            cam,
            [
              [x - 0.08, H - 0.02, z - 1.2],
              [x + 0.08, H - 0.02, z - 1.2],
              [x + 0.08, H - 0.02, z + 1.2],
              [x - 0.08, H - 0.02, z + 1.2],
            ],
            '#FFF8E6',
          ),
        );
        const p = cam.project([x, H - 0.1, z]);
        const sc = cam.ppm([x, H - 0.1, z]);
        if (sc > 0) lightSvg.push(glow(st, p[0], p[1], 1.6 * sc, '#FFF3D6', 0.3));
      }
    }
  }
  for (let z = z1 - 1; !studio && z > z0 + 2; z -= every) {
    const bottom = H - 1.2;
    const chordTop: V3[] = [
      [-W, H, z],
      [0, ridge, z],
      [W, H, z],
    ];
    trussSvg.push(
      pole(cam, chordTop, 0.18, steel),
      pole(
        cam,
        [
          [-W, bottom, z],
          [W, bottom, z],
        ],
        0.12,
        steel,
      ),
    );
    const webs: V3[] = [];
    const panels = 10;
    for (let i = 0; i <= panels; i++) {
      const x = -W + (i * o.width) / panels;
      const yTop = H + (ridge - H) * (1 - Math.abs(x) / W);
      webs.push(i % 2 ? [x, yTop, z] : [x, bottom, z]);
    }
    trussSvg.push(pole(cam, webs, 0.06, steel));
    if (o.lights ?? true) {
      for (const x of [-W * 0.55, 0, W * 0.55]) {
        const p = cam.project([x, bottom - 0.6, z]);
        const s = cam.ppm([x, bottom - 0.6, z]);
        if (s <= 0) continue;
        lightSvg.push(
          pole(
            cam,
            [
              [x, bottom, z],
              [x, bottom - 0.6, z],
            ],
            0.02,
            steel,
          ),
          ellipse(p[0], p[1], 0.55 * s, 0.2 * s, { fill: C.charcoal }),
          ellipse(p[0], p[1] + 0.08 * s, 0.45 * s, 0.12 * s, { fill: '#FFF8E6' }),
          glow(st, p[0], p[1] + 0.1 * s, 3.2 * s, '#FFF3D6', 0.5),
        );
      }
    }
  }
  // purlins along the roof
  for (const x of studio ? [] : [-W * 0.66, -W * 0.33, W * 0.33, W * 0.66]) {
    const y = H + (ridge - H) * (1 - Math.abs(x) / W);
    trussSvg.push(
      pole(
        cam,
        [
          [x, y, z0 + 1],
          [x, y, z1],
        ],
        0.08,
        shade(steel, 0.2),
      ),
    );
  }
  st.back(trussSvg.join(''), lightSvg.join(''));
}

/** Simple 3D building block with a window grid on the camera-facing front (-z) face. */
export function building(
  cam: Projector,
  a: V3,
  b: V3,
  o: { color: string; windows?: string; roof?: string; rows?: number; cols?: number; arches?: boolean },
): string {
  const out = [box(cam, a, b, { top: o.roof ?? tint(o.color, 0.2), front: o.color, side: shade(o.color, 0.18) })];
  const rows = o.rows ?? Math.max(1, Math.floor((b[1] - a[1]) / 3.4));
  const cols = o.cols ?? Math.max(1, Math.floor((b[0] - a[0]) / 3));
  const win = o.windows ?? tint(C.sky, 0.45);
  const fw = (b[0] - a[0]) / cols;
  const fh = (b[1] - a[1]) / rows;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const x0 = a[0] + c * fw + fw * 0.22;
      const x1 = a[0] + (c + 1) * fw - fw * 0.22;
      const y0 = a[1] + r * fh + fh * 0.3;
      const y1 = a[1] + (r + 1) * fh - fh * 0.18;
      if (o.arches) {
        const pts: P[] = [
          cam.project([x0, y0, a[2] - 0.01]),
          cam.project([x1, y0, a[2] - 0.01]),
          cam.project([x1, y1 - (x1 - x0) * 0.5, a[2] - 0.01]),
          cam.project([(x0 + x1) / 2, y1, a[2] - 0.01]),
          cam.project([x0, y1 - (x1 - x0) * 0.5, a[2] - 0.01]),
        ];
        out.push(
          path(
            `M${pts[0].join(' ')}L${pts[1].join(' ')}L${pts[2].join(' ')}Q${pts[3].join(' ')} ${pts[4].join(' ')}Z`.replace(
              /(\d+\.\d{2})\d+/g,
              '$1',
            ),
            { fill: win },
          ),
        );
      } else {
        out.push(
          quad(
            cam,
            [
              [x0, y0, a[2] - 0.01],
              [x1, y0, a[2] - 0.01],
              [x1, y1, a[2] - 0.01],
              [x0, y1, a[2] - 0.01],
            ],
            win,
          ),
        );
      }
    }
  }
  return out.join('');
}

/** Outline of a pointed (Rajput / Mughal) arch in a vertical plane: [horizontal, height] pairs. */
export function archPts(x0: number, x1: number, y0: number, y1: number): [number, number][] {
  const w = x1 - x0;
  // each half is a circular arc centred on the opposite side (R > w/2 makes it pointed)
  const R = w * 0.75;
  const tMax = Math.acos((R - w / 2) / R);
  const rise = R * Math.sin(tMax);
  const spring = Math.max(y0 + 0.1, y1 - rise);
  const k = (y1 - spring) / rise;
  const pts: [number, number][] = [
    [x0, y0],
    [x1, y0],
  ];
  for (let i = 0; i <= 8; i++) {
    const t = (tMax * i) / 8;
    pts.push([x1 - R + R * Math.cos(t), spring + R * Math.sin(t) * k]);
  }
  for (let i = 7; i >= 0; i--) {
    const t = (tMax * i) / 8;
    pts.push([x0 + R - R * Math.cos(t), spring + R * Math.sin(t) * k]);
  }
  return pts;
}
