/**
 * Editorial still-life compositions: top-down flat lays and tabletop
 * arrangements on a branded backdrop with soft drop shadows.
 */
import { badminton, basketball, tennis, volleyball } from '../courts';
import { archPts } from '../environment';
import { ball, shuttlecock } from '../equipment';
import { poly, roundRect, smooth, type P } from '../geometry';
import {
  blueprint,
  bottle,
  certificate,
  chartPanel,
  courtPlan,
  cup,
  device,
  fruit,
  mealPlate,
  medal,
  pencil,
  pinBoard,
  ruler,
  smartwatch,
  starPts,
  trophy,
} from '../objects';
import { C, N, SKIN, mix, shade, tint } from '../palette';
import { calmSide, glow } from '../primitives';
import type { Stage } from '../stage';
import { circle, g, line, num, path, rect } from '../svg';
import { finish, type Scene } from './common';

/** Table surface seen from above: colour field with faint linen weave and a soft light pool. */
function tableTop(st: Stage, color: string, light: [number, number] = [0.35, 0.3]): void {
  st.back(rect(0, 0, st.w, st.h, { fill: color }));
  const weave: string[] = [];
  for (let y = 0; y < st.h; y += 6) weave.push(`M0 ${y}H${st.w}`);
  st.back(path(weave.join(''), { stroke: shade(color, 0.2), 'stroke-width': 1, opacity: 0.12 }));
  st.back(glow(st, st.w * light[0], st.h * light[1], st.w * 0.8, C.offwhite, 0.28));
}

/** Wall + table front view for tabletop scenes. Returns the table edge y. */
function wallAndTable(st: Stage, wall: string, table: string, edge = 0.68): number {
  const y = st.h * edge;
  st.back(
    rect(0, 0, st.w, y, {
      fill: st.defs.linear([
        [0, tint(wall, 0.08)],
        [1, shade(wall, 0.08)],
      ]),
    }),
  );
  st.back(
    rect(0, y, st.w, st.h - y, {
      fill: st.defs.linear([
        [0, table],
        [1, shade(table, 0.18)],
      ]),
    }),
  );
  st.back(rect(0, y, st.w, st.h * 0.012, { fill: tint(table, 0.25) }));
  return y;
}

const shadowed = (st: Stage, svg: string, d = 0.012, blur = 0.01, opacity = 0.28) =>
  g({ filter: st.defs.dropShadow(st.w * d, st.w * d * 1.2, st.w * blur, C.navy, opacity) }, svg);

export function studioScene(
  kind: 'pattern' | 'blueprint' | 'nutrition' | 'kidsFood' | 'scholarship' | 'wearable' | 'surfaces' | 'jobs' | 'blogDesk' | 'strategy',
): Scene {
  return (st) => {
    const { w, h, rng } = st;
    const u = w / 1600;
    switch (kind) {
      case 'pattern': {
        // abstract composition of real court plans in brand colours (calm on the left)
        st.back(
          rect(0, 0, w, h, {
            fill: st.defs.linear(
              [
                [0, shade(C.navy, 0.15)],
                [1, C.royal],
              ],
              [0, 0, 1, 1],
            ),
          }),
        );
        const plans: [ReturnType<typeof badminton>, number, number, number, number, string][] = [
          [basketball(), 0.72, 0.5, 1100, 0, C.offwhite],
          [volleyball(), 0.82, 0.3, 700, 12, C.saffron],
          [badminton(), 0.6, 0.78, 620, -18, C.pink],
          [tennis(), 0.95, 0.8, 900, 30, tint(C.sky, 0.3)],
        ];
        for (const [m, px, py, size, rot, col] of plans) {
          st.back(
            g(
              { transform: `rotate(${rot} ${w * px} ${h * py})`, opacity: 0.75 },
              courtPlan(m, w * px, h * py, size * u, size * u * 0.6, false, col),
            ),
          );
        }
        st.back(circle(w * 0.78, h * 0.45, 200 * u, { fill: C.saffron, opacity: 0.12 }));
        st.back(
          path(poly(archPts(w * 0.58, w * 0.98, 0, h * 0.9).map(([x, y]): P => [x, h - y])), {
            fill: 'none',
            stroke: C.offwhite,
            'stroke-width': 3 * u,
            opacity: 0.25,
          }),
        );
        st.front(calmSide(st, 'left', 0.7));
        break;
      }
      case 'blueprint': {
        tableTop(st, mix(C.sand, N.wood, 0.35));
        st.back(shadowed(st, blueprint(w * 0.46, h * 0.5, 900 * u, 620 * u, badminton(), -5)));
        st.back(shadowed(st, blueprint(w * 0.78, h * 0.26, 520 * u, 360 * u, basketball(), 9)));
        st.back(shadowed(st, ruler(w * 0.42, h * 0.9, 620 * u, -3)));
        st.back(shadowed(st, pencil(w * 0.8, h * 0.72, 300 * u, -38)));
        st.back(shadowed(st, cup(w * 0.12, h * 0.2, 62 * u)));
        st.back(
          shadowed(st, device(w * 0.86, h * 0.78, 230 * u, 320 * u, courtPlan(volleyball(), 103 * u, 140 * u, 190 * u, 260 * u, true), 12)),
        );
        st.back(
          shadowed(
            st,
            circle(w * 0.1, h * 0.82, 40 * u, { fill: C.saffron }) + circle(w * 0.1, h * 0.82, 16 * u, { fill: shade(C.saffron, 0.3) }),
          ),
        );
        break;
      }
      case 'nutrition': {
        tableTop(st, C.turf, [0.4, 0.35]);
        st.back(shadowed(st, circle(w * 0.45, h * 0.52, 380 * u, { fill: mix(C.sand, C.turf, 0.15) })));
        st.back(shadowed(st, mealPlate(w * 0.45, h * 0.52, 300 * u, rng)));
        st.back(shadowed(st, g({ transform: `rotate(-30 ${w * 0.8} ${h * 0.5})` }, bottle(w * 0.8, h * 0.5 + 230 * u, 460 * u, C.royal))));
        st.back(shadowed(st, fruit('banana', w * 0.16, h * 0.2, 100 * u, rng)));
        st.back(shadowed(st, fruit('orange', w * 0.13, h * 0.78, 70 * u, rng) + fruit('orange', w * 0.22, h * 0.86, 56 * u, rng)));
        st.back(shadowed(st, fruit('almonds', w * 0.78, h * 0.16, 60 * u, rng)));
        st.back(
          shadowed(
            st,
            g(
              { transform: `rotate(90 ${w * 0.7} ${h * 0.88})` },
              rect(w * 0.7 - 12 * u, h * 0.88 - 150 * u, 24 * u, 300 * u, { rx: 12 * u, fill: N.steelLight }),
            ),
          ),
        );
        break;
      }
      case 'kidsFood': {
        tableTop(st, C.saffron, [0.5, 0.4]);
        const bowls: [number, number, number, string][] = [
          [0.3, 0.38, 150, '#F5EEDC'],
          [0.52, 0.3, 120, '#E8A83A'],
          [0.46, 0.66, 130, C.turf],
          [0.68, 0.6, 110, '#D9A15B'],
        ];
        for (const [bx, by, r, f] of bowls) {
          st.back(
            shadowed(
              st,
              circle(w * bx, h * by, r * u, { fill: N.steelLight }) +
                circle(w * bx, h * by, r * 0.84 * u, { fill: f }) +
                circle(w * bx, h * by, r * u, { fill: 'none', stroke: C.offwhite, 'stroke-width': 6 * u, opacity: 0.7 }),
            ),
          );
        }
        // roti stack
        st.back(
          shadowed(
            st,
            circle(w * 0.7, h * 0.32, 95 * u, { fill: '#E9C48A' }) +
              circle(w * 0.705, h * 0.315, 70 * u, {
                fill: 'none',
                stroke: '#C99A5B',
                'stroke-width': 6 * u,
                'stroke-dasharray': `${10 * u} ${18 * u}`,
              }),
          ),
        );
        st.back(shadowed(st, glassTop(w * 0.86, h * 0.72, 80 * u)));
        st.back(shadowed(st, fruit('apple', w * 0.14, h * 0.72, 62 * u, rng) + fruit('banana', w * 0.14, h * 0.2, 90 * u, rng)));
        st.back(shadowed(st, fruit('almonds', w * 0.88, h * 0.2, 55 * u, rng)));
        break;
      }
      case 'blogDesk': {
        tableTop(st, C.navy, [0.6, 0.4]);
        st.back(shadowed(st, notebook(w * 0.58, h * 0.5, 560 * u, 720 * u, -6)));
        st.back(shadowed(st, pencil(w * 0.78, h * 0.52, 320 * u, 80, C.royal)));
        st.back(shadowed(st, smartwatch(w * 0.86, h * 0.22, 110 * u)));
        st.back(shadowed(st, shuttlecock(w * 0.33, h * 0.24, 120 * u, 60) + ball('tennis', w * 0.26, h * 0.76, 58 * u)));
        st.back(shadowed(st, cup(w * 0.86, h * 0.8, 70 * u)));
        st.front(calmSide(st, 'left', 0.55));
        break;
      }
      case 'scholarship': {
        const y = wallAndTable(st, C.royal, N.wood, 0.7);
        st.back(path(poly(archPts(w * 0.3, w * 0.7, 0, h * 0.62).map(([x, yy]): P => [x, y - yy])), { fill: tint(C.royal, 0.12) }));
        for (let i = 0; i < 40; i++) {
          const cx = rng.range(0, w);
          const cy = rng.range(0, y * 0.95);
          st.back(
            rect(cx, cy, 14 * u, 6 * u, {
              fill: rng.pick([C.saffron, C.pink, N.gold, C.offwhite]),
              transform: `rotate(${num(rng.range(0, 180))} ${num(cx)} ${num(cy)})`,
              opacity: 0.85,
            }),
          );
        }
        st.back(
          shadowed(
            st,
            g(
              { transform: `translate(${w * 0.66} ${y + 70 * u}) skewX(-12) scale(1 0.55) translate(${-w * 0.66} ${-y - 70 * u})` },
              certificate(w * 0.66, y + 70 * u, 560 * u, -4),
            ),
            0.01,
            0.008,
          ),
        );
        st.back(shadowed(st, trophy(w * 0.38, y + 40 * u, 560 * u)));
        st.back(shadowed(st, medal(w * 0.16, y + 120 * u, 56 * u, N.gold, C.saffron)));
        st.back(shadowed(st, medal(w * 0.86, y + 130 * u, 46 * u, N.silver, C.royal)));
        break;
      }
      case 'wearable': {
        st.back(
          rect(0, 0, w, h, {
            fill: st.defs.linear(
              [
                [0, shade(C.navy, 0.1)],
                [1, C.royal],
              ],
              [0, 0, 1, 1],
            ),
          }),
        );
        st.back(glow(st, w * 0.4, h * 0.5, w * 0.5, C.sky, 0.35));
        // forearm with watch
        st.back(
          path(
            `M${-50 * u} ${h * 0.85}L${w * 0.52} ${h * 0.38}Q${w * 0.58} ${h * 0.34} ${w * 0.6} ${h * 0.42}L${w * 0.62} ${h * 0.5}Q${w * 0.6} ${h * 0.56} ${w * 0.55} ${h * 0.58}L${-50 * u} ${h * 1.1}Z`,
            { fill: SKIN[1] },
          ),
        );
        st.back(path(`M${-50 * u} ${h * 0.98}L${w * 0.2} ${h * 0.78}L${w * 0.24} ${h * 0.86}L${-50 * u} ${h * 1.1}Z`, { fill: C.saffron }));
        st.back(
          shadowed(st, g({ transform: `rotate(-52 ${w * 0.42} ${h * 0.5})` }, smartwatch(w * 0.42, h * 0.5, 170 * u)), 0.008, 0.01, 0.4),
        );
        st.back(
          shadowed(
            st,
            device(w * 0.78, h * 0.5, 330 * u, 620 * u, chartPanel(297 * u, 570 * u, rng, C.saffron), 8, C.charcoal),
            0.01,
            0.012,
            0.45,
          ),
        );
        st.back(
          path(`M${w * 0.06} ${h * 0.22}h${60 * u}l${20 * u} ${-40 * u}l${26 * u} ${80 * u}l${20 * u} ${-40 * u}h${70 * u}`, {
            fill: 'none',
            stroke: C.pink,
            'stroke-width': 8 * u,
            'stroke-linejoin': 'round',
            opacity: 0.8,
          }),
        );
        break;
      }
      case 'surfaces': {
        tableTop(st, C.sand, [0.3, 0.3]);
        const sw = 300 * u;
        const swatches: [number, number, (x: number, y: number, s: number) => string][] = [
          [0.2, 0.3, woodSwatch],
          [0.42, 0.22, (x, y, s) => acrylicSwatch(x, y, s, C.royal)],
          [0.64, 0.3, (x, y, s) => clayAcrylic(x, y, s)],
          [0.3, 0.7, (x, y, s) => turfSwatch(x, y, s, rng)],
          [0.52, 0.66, (x, y, s) => tileSwatch(x, y, s)],
          [0.76, 0.68, (x, y, s) => epdmSwatch(x, y, s, rng)],
        ];
        swatches.forEach(([sx, sy, draw], i) =>
          st.back(
            shadowed(
              st,
              g({ transform: `rotate(${[-6, 4, -3, 5, -4, 3][i]} ${w * sx} ${h * sy})` }, draw(w * sx - sw / 2, h * sy - sw / 2, sw)),
            ),
          ),
        );
        break;
      }
      case 'jobs': {
        const y = wallAndTable(st, mix(C.sand, C.pink, 0.2), C.navy, 0.86);
        st.back(shadowed(st, pinBoard(w * 0.1, h * 0.06, w * 0.8, h * 0.56, rng)));
        st.back(shadowed(st, handshake(w * 0.5, h * 0.74, 1100 * u), 0.01, 0.012, 0.35));
        void y;
        break;
      }
      case 'strategy': {
        const y = wallAndTable(st, mix(C.sand, C.royal, 0.15), N.wood, 0.84);
        // tactics board on an easel
        const bx = w * 0.14;
        const by = h * 0.08;
        const bw = w * 0.72;
        const bh = h * 0.62;
        st.back(
          line(w * 0.26, by + bh, w * 0.2, y + 20 * u, { stroke: N.woodDark, 'stroke-width': 18 * u }),
          line(w * 0.74, by + bh, w * 0.8, y + 20 * u, { stroke: N.woodDark, 'stroke-width': 18 * u }),
        );
        st.back(
          shadowed(
            st,
            rect(bx, by, bw, bh, { fill: C.offwhite, rx: 10 * u, stroke: N.steel, 'stroke-width': 10 * u }) +
              courtPlan(volleyball({ surface: C.clay, surround: tint(C.royal, 0.2) }), bx + bw / 2, by + bh / 2, bw * 0.86, bh * 0.8),
          ),
        );
        // markers: X and O players + arrows
        const cx = bx + bw / 2;
        const cy = by + bh / 2;
        const sc = (bw * 0.86) / 24;
        const xo: string[] = [];
        [
          [-6, -2.5],
          [-6, 2.5],
          [-2, -3],
          [-2, 0],
          [-2, 3],
          [-7.5, 0],
        ].forEach(([px, py]) =>
          xo.push(circle(cx + px * sc, cy + py * sc, 0.5 * sc, { fill: 'none', stroke: C.navy, 'stroke-width': 0.16 * sc })),
        );
        [
          [6, -2.5],
          [6, 2.5],
          [2, -3],
          [2, 0],
          [2, 3],
          [7.5, 0],
        ].forEach(([px, py]) =>
          xo.push(
            path(
              `M${num(cx + (px - 0.45) * sc)} ${num(cy + (py - 0.45) * sc)}l${num(0.9 * sc)} ${num(0.9 * sc)}m0 ${num(-0.9 * sc)}l${num(-0.9 * sc)} ${num(0.9 * sc)}`,
              { stroke: C.offwhite, 'stroke-width': 0.18 * sc },
            ),
          ),
        );
        xo.push(
          path(
            `M${num(cx - 6 * sc)} ${num(cy - 1.8 * sc)}Q${num(cx - 4.5 * sc)} ${num(cy - 4.5 * sc)} ${num(cx - 2.6 * sc)} ${num(cy - 3.6 * sc)}`,
            { fill: 'none', stroke: C.saffron, 'stroke-width': 0.2 * sc, 'stroke-dasharray': `${num(0.5 * sc)} ${num(0.3 * sc)}` },
          ),
        );
        xo.push(
          path(
            poly([
              [cx - 2.6 * sc, cy - 3.2 * sc],
              [cx - 2.2 * sc, cy - 3.8 * sc],
              [cx - 3.0 * sc, cy - 3.9 * sc],
            ]),
            { fill: C.saffron },
          ),
        );
        xo.push(
          path(
            `M${num(cx - 7.5 * sc)} ${num(cy + 0.6 * sc)}Q${num(cx - 5 * sc)} ${num(cy + 2 * sc)} ${num(cx - 2.6 * sc)} ${num(cy + 0.4 * sc)}`,
            { fill: 'none', stroke: C.navy, 'stroke-width': 0.2 * sc },
          ),
        );
        st.back(xo.join(''));
        // magnets tray and markers on the table
        st.back(
          shadowed(
            st,
            rect(w * 0.3, y + 30 * u, 260 * u, 40 * u, { fill: N.steelLight, rx: 8 * u }) +
              [0, 1, 2, 3]
                .map((i) => circle(w * 0.3 + (40 + i * 60) * u, y + 50 * u, 16 * u, { fill: [C.saffron, C.royal, C.pink, C.turf][i] }))
                .join(''),
          ),
        );
        st.back(
          shadowed(
            st,
            rect(w * 0.62, y + 40 * u, 220 * u, 26 * u, { fill: C.charcoal, rx: 13 * u }) +
              rect(w * 0.62 + 170 * u, y + 40 * u, 50 * u, 26 * u, { fill: C.royal, rx: 8 * u }),
          ),
        );
        break;
      }
    }
    finish(st, { vignette: 0.22, grain: 0.05 });
  };
}

/* ---------- swatches for the court-surface article ---------- */

function woodSwatch(x: number, y: number, s: number): string {
  const planks: string[] = [];
  for (let i = 0; i < 6; i++)
    planks.push(
      rect(x, y + (i * s) / 6, s, s / 6 - 2, { fill: i % 2 ? N.wood : tint(N.wood, 0.08) }),
      line(x + (((i * 37) % 100) / 100) * s, y + (i * s) / 6, x + (((i * 37) % 100) / 100) * s, y + ((i + 1) * s) / 6, {
        stroke: N.woodDark,
        'stroke-width': 2,
      }),
    );
  return (
    path(roundRect(x - 6, y - 6, s + 12, s + 12, 14), { fill: N.woodDark }) +
    planks.join('') +
    rect(x, y + s * 0.7, s, s * 0.03, { fill: C.offwhite })
  );
}
function acrylicSwatch(x: number, y: number, s: number, c: string): string {
  return (
    path(roundRect(x, y, s, s, 14), { fill: c }) +
    path(`M${x} ${y + s * 0.35}H${x + s}M${x + s * 0.6} ${y}V${y + s}`, { stroke: C.offwhite, 'stroke-width': s * 0.025 }) +
    path(roundRect(x, y + s * 0.7, s, s * 0.3, 0), { fill: C.turf, opacity: 0.9 })
  );
}
function clayAcrylic(x: number, y: number, s: number): string {
  return (
    path(roundRect(x, y, s, s, 14), { fill: C.clay }) +
    path(`M${x + s * 0.2} ${y}V${y + s}`, { stroke: C.offwhite, 'stroke-width': s * 0.03 })
  );
}
function turfSwatch(x: number, y: number, s: number, rng: () => number): string {
  const blades: string[] = [];
  for (let i = 0; i < 140; i++) {
    const bx = x + rng() * s;
    const by = y + rng() * s;
    blades.push(`M${num(bx)} ${num(by)}l${num((rng() - 0.5) * 8)} ${num(-10 - rng() * 8)}`);
  }
  return (
    path(roundRect(x, y, s, s, 14), { fill: C.turf }) +
    path(blades.join(''), { stroke: N.turfLight, 'stroke-width': 2.4, 'stroke-linecap': 'round' }) +
    rect(x, y + s * 0.45, s, s * 0.04, { fill: C.offwhite })
  );
}
function tileSwatch(x: number, y: number, s: number): string {
  const cells: string[] = [path(roundRect(x, y, s, s, 14), { fill: shade(C.royal, 0.3) })];
  const n = 3;
  const c = s / n;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      cells.push(path(roundRect(x + i * c + 3, y + j * c + 3, c - 6, c - 6, 6), { fill: (i + j) % 2 ? C.royal : C.sky }));
      for (let a = 0; a < 3; a++)
        for (let b = 0; b < 3; b++)
          cells.push(
            rect(x + i * c + c * (0.18 + a * 0.25), y + j * c + c * (0.18 + b * 0.25), c * 0.14, c * 0.14, {
              fill: shade(C.royal, 0.35),
              rx: 2,
            }),
          );
    }
  return cells.join('');
}
function epdmSwatch(x: number, y: number, s: number, rng: () => number): string {
  const dots: string[] = [];
  for (let i = 0; i < 320; i++)
    dots.push(
      circle(x + 6 + rng() * (s - 12), y + 6 + rng() * (s - 12), 2 + rng() * 2.5, {
        fill: rng() < 0.7 ? shade(C.clay, 0.25) : rng() < 0.5 ? tint(C.clay, 0.3) : C.charcoal,
      }),
    );
  return path(roundRect(x, y, s, s, 14), { fill: C.clay }) + dots.join('');
}

/** Glass of milk seen from above. */
function glassTop(x: number, y: number, r: number): string {
  return (
    circle(x, y, r, { fill: tint(C.sky, 0.75), opacity: 0.8 }) +
    circle(x, y, r * 0.85, { fill: C.offwhite }) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.15, { fill: C.offwhite, opacity: 0.8 })
  );
}

/** Spiral training notebook with a drawn track plan (top view). */
function notebook(x: number, y: number, w: number, h: number, angle: number): string {
  const rings: string[] = [];
  for (let i = 0; i < 12; i++) rings.push(rect(-w / 2 + 8, -h / 2 + 40 + (i * (h - 80)) / 11, 30, 10, { rx: 5, fill: N.steel }));
  const lines: string[] = [];
  for (let i = 0; i < 10; i++)
    lines.push(rect(-w / 2 + 70, -h / 2 + 340 + i * 34, w * (i % 3 === 2 ? 0.4 : 0.7), 4, { fill: N.steelLight, rx: 2 }));
  return g(
    { transform: `translate(${num(x)} ${num(y)}) rotate(${angle})` },
    path(roundRect(-w / 2, -h / 2, w, h, 12), { fill: C.offwhite }),
    rect(-w / 2, -h / 2, 26, h, { fill: C.saffron }),
    ...rings,
    path(
      smooth([
        [-w / 2 + 90, -h / 2 + 90],
        [w / 2 - 60, -h / 2 + 90],
        [w / 2 - 60, -h / 2 + 280],
        [-w / 2 + 90, -h / 2 + 280],
      ]),
      { fill: 'none', stroke: C.clay, 'stroke-width': 16 },
    ),
    path(
      smooth([
        [-w / 2 + 120, -h / 2 + 120],
        [w / 2 - 90, -h / 2 + 120],
        [w / 2 - 90, -h / 2 + 250],
        [-w / 2 + 120, -h / 2 + 250],
      ]),
      { fill: tint(C.turf, 0.3) },
    ),
    ...lines,
    path(poly(starPts(w / 2 - 80, -h / 2 + 350, 18, 8)), { fill: C.saffron }),
  );
}

/** Two forearms meeting in a handshake (front view), centred at x, y; `s` total width. */
function handshake(x: number, y: number, s: number): string {
  const k = s / 500;
  const t = (d: string) => d.replace(/(-?\d+(\.\d+)?)/g, (m) => num(Number(m) * k));
  return g(
    { transform: `translate(${num(x)} ${num(y)})` },
    // left sleeve (navy blazer) and cuff
    path(t('M-260 120L-60 -10L-20 40L-230 190Z'), { fill: C.navy }),
    path(t('M-75 0L-55 -14L-12 42L-30 55Z'), { fill: C.offwhite }),
    // right sleeve (saffron track jacket)
    path(t('M260 110L70 -20L30 30L240 180Z'), { fill: C.saffron }),
    path(t('M85 -10L65 -24L22 32L44 44Z'), { fill: C.offwhite }),
    // right hand (palm under)
    path(t('M60 -14C30 -40 -20 -36 -50 -20C-70 -10 -66 8 -44 10L10 6C30 20 50 22 62 20Z'), { fill: SKIN[2] }),
    // left hand wrapping over with fingers
    path(t('M-40 -8C-10 -30 40 -30 64 -10C76 0 72 18 56 22L20 26C0 30 -24 28 -36 20Z'), { fill: SKIN[0] }),
    path(t('M0 -18C20 -20 40 -14 54 -4M4 -4C22 -6 40 0 52 8M6 10C22 8 38 14 46 20'), {
      fill: 'none',
      stroke: shade(SKIN[0], 0.3),
      'stroke-width': 4 * k,
      'stroke-linecap': 'round',
    }),
    path(t('M-44 -16C-30 -34 -8 -40 10 -34'), {
      fill: 'none',
      stroke: shade(SKIN[0], 0.2),
      'stroke-width': 4 * k,
      'stroke-linecap': 'round',
    }),
  );
}
