/**
 * Coach portraits: stylised front-facing busts on a branded backdrop
 * (a Jaipur arch behind the head, soft court-line motif, long shadow).
 * Drawn on a 1200 x 1500 design grid and scaled to the stage.
 */
import { archPts } from './environment';
import { poly, smooth, type P } from './geometry';
import { C, N, mix, shade, tint } from './palette';
import { grain, vignette } from './primitives';
import type { Stage } from './stage';
import { circle, ellipse, g, path, rect } from './svg';

export type PortraitHair = 'sidePart' | 'bun' | 'cropBeard' | 'ponytail' | 'cap';
export type Outfit = 'track' | 'polo' | 'tank' | 'cricket';

export interface PortraitOpts {
  skin: string;
  hair: PortraitHair;
  female: boolean;
  outfit: Outfit;
  /** Main garment colour and its accent. */
  colors: [string, string];
  backdrop: [string, string];
  arch: string;
  hairColor?: string;
  /** Lanyard with whistle or stopwatch. */
  lanyard?: 'whistle' | 'stopwatch' | 'none';
  /** Slight head turn (-1..1) moves the features for a 3/4 feeling. */
  turn?: number;
}

export function portraitScene(o: PortraitOpts) {
  return (st: Stage): void => {
    const k = st.w / 1200;
    const body: string[] = [];
    const skin = o.skin;
    const skinShadow = shade(skin, 0.16);
    const hair = o.hairColor ?? N.hair;
    const [main, accent] = o.colors;
    const turn = o.turn ?? 0.18;
    const fx = 600 + turn * 28; // feature centre x

    /* backdrop */
    st.back(
      rect(0, 0, st.w, st.h, {
        fill: st.defs.linear(
          [
            [0, o.backdrop[0]],
            [1, o.backdrop[1]],
          ],
          [0, 0, 0.4, 1],
        ),
      }),
    );
    const arch = archPts(250, 950, 380, 1180).map(([x, y]): P => [x, 1500 - y]);
    body.push(path(poly(arch), { fill: o.arch }));
    body.push(
      path(poly(arch), {
        fill: st.defs.linear([
          [0, C.offwhite, 0.18],
          [1, C.offwhite, 0],
        ]),
      }),
    );
    body.push(
      path(poly(archPts(300, 900, 380, 1130).map(([x, y]): P => [x, 1500 - y])), {
        fill: 'none',
        stroke: tint(o.arch, 0.25),
        'stroke-width': 6,
      }),
    );
    // court-line motif: a quarter of a three-point arc and a baseline
    body.push(
      path(`M-40 ${1230}A560 560 0 0 1 360 ${760}`, { fill: 'none', stroke: tint(o.backdrop[0], 0.18), 'stroke-width': 10, opacity: 0.5 }),
    );
    body.push(path(`M860 1500L1240 1040`, { stroke: accent, 'stroke-width': 26, opacity: 0.55 }));
    body.push(path(`M920 1500L1260 1090`, { stroke: accent, 'stroke-width': 10, opacity: 0.35 }));

    /* long soft shadow of the bust on the backdrop */
    const shadowShape = smooth([
      [250, 1500],
      [260, 1050],
      [420, 930],
      [470, 720],
      [520, 420],
      [700, 360],
      [820, 470],
      [820, 700],
      [1000, 920],
      [1100, 1500],
    ]);
    body.push(
      g({ transform: 'translate(70 30)', opacity: 0.22, filter: st.defs.blur(18) }, path(shadowShape, { fill: shade(o.backdrop[1], 0.5) })),
    );

    /* shoulders and garment */
    const shoulders =
      'M505 905C420 935 300 955 245 1005C185 1058 168 1130 162 1220L150 1520L1050 1520L1038 1220C1032 1130 1015 1058 955 1005C900 955 780 935 695 905Z';
    const garment = o.outfit === 'tank' ? skin : main;
    /* neck */
    body.push(
      path(
        smooth([
          [520, 700],
          [680, 700],
          [690, 900],
          [640, 985],
          [560, 985],
          [510, 900],
        ]),
        { fill: skin },
      ),
    );
    body.push(
      path(
        smooth([
          [520, 760],
          [680, 760],
          [680, 830],
          [600, 870],
          [520, 830],
        ]),
        { fill: skinShadow },
      ),
    );
    body.push(path(shoulders, { fill: garment }));
    if (o.outfit === 'tank') {
      // deltoids and arms separated from the chest
      body.push(
        path('M250 1010C190 1060 170 1140 165 1230L158 1520L300 1520L318 1250C330 1150 300 1060 250 1010Z', { fill: shade(skin, 0.1) }),
      );
      body.push(
        path('M950 1010C1010 1060 1030 1140 1035 1230L1042 1520L900 1520L882 1250C870 1150 900 1060 950 1010Z', { fill: shade(skin, 0.2) }),
      );
      body.push(
        path('M420 950Q470 1000 520 1000', { fill: 'none', stroke: shade(skin, 0.2), 'stroke-width': 6, 'stroke-linecap': 'round' }),
      );
      body.push(
        path('M780 950Q730 1000 680 1000', { fill: 'none', stroke: shade(skin, 0.2), 'stroke-width': 6, 'stroke-linecap': 'round' }),
      );
      const tank = `M340 1520L350 1180Q390 1040 440 960L520 935Q600 1080 680 935L760 960Q810 1040 850 1180L860 1520Z`;
      body.push(path(tank, { fill: main }));
      body.push(path(`M440 960L520 935Q600 1080 680 935L760 960`, { fill: 'none', stroke: accent, 'stroke-width': 14 }));
      body.push(path(`M600 1110L600 1520`, { stroke: shade(main, 0.2), 'stroke-width': 4, opacity: 0.6 }));
    } else {
      // side shading on the garment
      body.push(
        path('M955 1005C1015 1058 1032 1130 1038 1220L1050 1520L880 1520L890 1240C900 1140 930 1060 955 1005Z', {
          fill: shade(main, 0.14),
        }),
      );
      body.push(path('M245 1005C200 1050 190 1110 205 1180', { fill: 'none', stroke: shade(main, 0.12), 'stroke-width': 6 }));
      if (o.outfit === 'track') {
        body.push(path(`M470 925L600 1010L730 925L760 955L640 1060L600 1520L560 1060L440 955Z`, { fill: shade(main, 0.22) }));
        body.push(path(`M600 1010L600 1520`, { stroke: accent, 'stroke-width': 7 }));
        body.push(path(`M470 925L600 1010L730 925`, { fill: 'none', stroke: accent, 'stroke-width': 8 }));
        // shoulder stripes
        body.push(path(`M150 1180Q230 1010 420 945`, { fill: 'none', stroke: accent, 'stroke-width': 18 }));
        body.push(path(`M1050 1180Q970 1010 780 945`, { fill: 'none', stroke: accent, 'stroke-width': 18 }));
        body.push(chestBadge(790, 1130, 60, C.offwhite));
        body.push(path(`M160 1215Q240 1050 430 980`, { fill: 'none', stroke: C.offwhite, 'stroke-width': 7, opacity: 0.8 }));
        body.push(path(`M1040 1215Q960 1050 770 980`, { fill: 'none', stroke: C.offwhite, 'stroke-width': 7, opacity: 0.8 }));
      } else {
        // polo / cricket collar with placket
        const collar = o.outfit === 'cricket' ? C.offwhite : shade(main, 0.2);
        body.push(path(`M560 965L600 1080L640 965Z`, { fill: skin }));
        body.push(path(`M585 1040H615V1200H585Z`, { fill: shade(main, 0.12) }));
        [1080, 1140].forEach((y) => body.push(circle(600, y, 6, { fill: tint(main, 0.5) })));
        body.push(path(`M480 918L560 965L600 1080L520 1040L455 950Z`, { fill: collar }));
        body.push(path(`M720 918L640 965L600 1080L680 1040L745 950Z`, { fill: shade(collar, 0.06) }));
        body.push(path(`M455 950L520 1040L600 1080`, { fill: 'none', stroke: accent, 'stroke-width': 6 }));
        body.push(path(`M745 950L680 1040L600 1080`, { fill: 'none', stroke: accent, 'stroke-width': 6 }));
        if (o.outfit === 'cricket') {
          body.push(path(`M300 1520L330 1250`, { stroke: accent, 'stroke-width': 10, opacity: 0.7 }));
        } else {
          body.push(chestBadge(800, 1150, 70, accent));
        }
      }
    }
    if (o.lanyard && o.lanyard !== 'none') {
      body.push(path(`M505 930Q540 1130 600 1230Q660 1130 695 930`, { fill: 'none', stroke: C.saffron, 'stroke-width': 10 }));
      if (o.lanyard === 'whistle') {
        body.push(rect(575, 1228, 70, 36, { rx: 18, fill: N.steelLight }), circle(592, 1246, 12, { fill: N.steel }));
      } else {
        body.push(
          circle(600, 1270, 44, { fill: C.charcoal }),
          circle(600, 1270, 34, { fill: C.offwhite }),
          path('M600 1270L600 1246M600 1270L618 1276', { stroke: C.charcoal, 'stroke-width': 5, 'stroke-linecap': 'round' }),
          rect(590, 1218, 20, 12, { fill: C.charcoal }),
        );
      }
    }

    /* head (drawn into its own group so it can be scaled as a unit) */
    const bodyParts = body.splice(0, body.length);
    const hx = 600;
    const hy = 560;
    // hair behind the head
    if (o.hair === 'ponytail')
      body.push(
        path(
          smooth([
            [720, 470],
            [800, 520],
            [820, 700],
            [790, 880],
            [740, 900],
            [760, 700],
            [720, 560],
          ]),
          { fill: hair },
        ),
      );
    if (o.hair === 'bun')
      body.push(
        circle(hx + 10, 340, 78, { fill: hair }),
        circle(hx + 10, 340, 78, { fill: 'none', stroke: shade(hair, 0.3), 'stroke-width': 6 }),
      );
    // ears
    body.push(ellipse(hx - 168, hy + 40, 30, 50, { fill: skin }), ellipse(hx + 168, hy + 40, 30, 50, { fill: skinShadow }));
    if (o.female) body.push(circle(hx - 170, hy + 92, 9, { fill: N.gold }), circle(hx + 170, hy + 92, 9, { fill: N.gold }));
    const face = smooth([
      [hx - 160, hy - 70],
      [hx - 162, hy + 60],
      [hx - 120, hy + 170],
      [hx - 45, hy + 225],
      [hx + 45, hy + 225],
      [hx + 120, hy + 170],
      [hx + 162, hy + 60],
      [hx + 160, hy - 70],
      [hx + 95, hy - 190],
      [hx - 95, hy - 190],
    ]);
    body.push(path(face, { fill: skin }));
    // cel shading on the far side of the face
    body.push(
      path(
        `M${hx + 150} ${hy - 90}C${hx + 166} ${hy - 10} ${hx + 165} ${hy + 90} ${hx + 120} ${hy + 170}C${hx + 95} ${hy + 200} ${hx + 70} ${hy + 215} ${hx + 48} ${hy + 224}C${hx + 100} ${hy + 170} ${hx + 128} ${hy + 80} ${hx + 126} ${hy - 10}C${hx + 124} ${hy - 50} ${hx + 136} ${hy - 80} ${hx + 150} ${hy - 90}Z`,
        { fill: skinShadow, opacity: 0.55 },
      ),
    );

    // features
    const eyeY = hy + 30;
    const brow = o.female ? 9 : 14;
    body.push(
      path(`M${fx - 118} ${eyeY - 45}Q${fx - 80} ${eyeY - 68} ${fx - 36} ${eyeY - 50}`, {
        fill: 'none',
        stroke: hair,
        'stroke-width': brow,
        'stroke-linecap': 'round',
      }),
    );
    body.push(
      path(`M${fx + 36} ${eyeY - 50}Q${fx + 80} ${eyeY - 68} ${fx + 118} ${eyeY - 45}`, {
        fill: 'none',
        stroke: hair,
        'stroke-width': brow,
        'stroke-linecap': 'round',
      }),
    );
    for (const s of [-1, 1]) {
      const ex = fx + s * 74;
      body.push(
        path(`M${ex - 27} ${eyeY}Q${ex} ${eyeY - 21} ${ex + 27} ${eyeY}Q${ex} ${eyeY + 13} ${ex - 27} ${eyeY}Z`, { fill: C.offwhite }),
      );
      body.push(
        circle(ex + turn * 6, eyeY - 2, 12, { fill: N.hairBrown }),
        circle(ex + turn * 6, eyeY - 2, 6.5, { fill: N.hair }),
        circle(ex + turn * 6 + 4, eyeY - 6, 3, { fill: C.offwhite }),
      );
      body.push(
        path(`M${ex - 29} ${eyeY}Q${ex} ${eyeY - 24} ${ex + 29} ${eyeY}`, {
          fill: 'none',
          stroke: N.hair,
          'stroke-width': o.female ? 6 : 4,
          'stroke-linecap': 'round',
        }),
      );
    }
    // nose
    body.push(
      path(`M${fx + 6} ${eyeY + 8}Q${fx + 24} ${eyeY + 70} ${fx + 22} ${eyeY + 92}Q${fx} ${eyeY + 104} ${fx - 20} ${eyeY + 94}`, {
        fill: 'none',
        stroke: shade(skin, 0.25),
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    );
    // mouth: a warm closed smile
    const my = hy + 160;
    body.push(
      path(`M${fx - 46} ${my - 6}Q${fx} ${my + 26} ${fx + 46} ${my - 6}Q${fx} ${my + 8} ${fx - 46} ${my - 6}Z`, {
        fill: mix(shade(skin, 0.35), C.pink, 0.35),
      }),
    );
    body.push(
      path(`M${fx - 44} ${my - 6}Q${fx} ${my + 8} ${fx + 44} ${my - 6}`, {
        fill: 'none',
        stroke: shade(skin, 0.45),
        'stroke-width': 5,
        'stroke-linecap': 'round',
      }),
    );
    body.push(
      ellipse(fx - 100, hy + 105, 30, 16, { fill: C.pink, opacity: 0.14 }),
      ellipse(fx + 100, hy + 105, 30, 16, { fill: C.pink, opacity: 0.14 }),
    );

    // beard
    if (o.hair === 'cropBeard') {
      body.push(
        path(
          smooth([
            [hx - 160, hy + 20],
            [hx - 150, hy + 150],
            [hx - 70, hy + 245],
            [hx + 70, hy + 245],
            [hx + 150, hy + 150],
            [hx + 160, hy + 20],
            [hx + 120, hy + 120],
            [hx + 60, hy + 130],
            [hx, hy + 118],
            [hx - 60, hy + 130],
            [hx - 120, hy + 120],
          ]),
          { fill: hair },
        ),
      );
      body.push(
        path(`M${fx - 50} ${my - 8}Q${fx} ${my + 18} ${fx + 50} ${my - 8}Q${fx} ${my + 6} ${fx - 50} ${my - 8}Z`, {
          fill: mix(shade(skin, 0.35), C.pink, 0.35),
        }),
      );
      body.push(
        path(`M${fx - 60} ${my - 24}Q${fx} ${my - 46} ${fx + 60} ${my - 24}Q${fx} ${my - 30} ${fx - 60} ${my - 24}Z`, { fill: hair }),
      );
    }

    // hair on top
    switch (o.hair) {
      case 'sidePart':
        body.push(
          path(
            smooth([
              [hx - 172, hy + 10],
              [hx - 180, hy - 120],
              [hx - 90, hy - 225],
              [hx + 60, hy - 235],
              [hx + 170, hy - 150],
              [hx + 176, hy + 10],
              [hx + 150, hy - 90],
              [hx + 40, hy - 130],
              [hx - 60, hy - 150],
              [hx - 150, hy - 80],
            ]),
            { fill: hair },
          ),
        );
        body.push(
          path(`M${hx - 60} ${hy - 215}Q${hx + 20} ${hy - 170} ${hx + 130} ${hy - 170}`, {
            fill: 'none',
            stroke: tint(hair, 0.15),
            'stroke-width': 8,
            'stroke-linecap': 'round',
          }),
        );
        break;
      case 'cropBeard':
        body.push(
          path(
            smooth([
              [hx - 168, hy - 10],
              [hx - 170, hy - 130],
              [hx - 80, hy - 215],
              [hx + 80, hy - 215],
              [hx + 170, hy - 130],
              [hx + 168, hy - 10],
              [hx + 145, hy - 110],
              [hx, hy - 150],
              [hx - 145, hy - 110],
            ]),
            { fill: hair },
          ),
        );
        break;
      case 'bun':
      case 'ponytail':
        body.push(
          path(
            smooth([
              [hx - 170, hy + 60],
              [hx - 182, hy - 120],
              [hx - 80, hy - 228],
              [hx + 90, hy - 228],
              [hx + 182, hy - 120],
              [hx + 170, hy + 60],
              [hx + 150, hy - 80],
              [hx + 40, hy - 150],
              [hx - 20, hy - 150],
              [hx - 140, hy - 90],
            ]),
            { fill: hair },
          ),
        );
        body.push(
          path(`M${hx - 20} ${hy - 222}Q${hx - 40} ${hy - 170} ${hx - 10} ${hy - 150}`, {
            fill: 'none',
            stroke: tint(hair, 0.18),
            'stroke-width': 7,
          }),
        );
        if (o.hair === 'ponytail')
          body.push(rect(hx + 150, hy - 100, 30, 40, { rx: 10, fill: accent, transform: `rotate(20 ${hx + 165} ${hy - 80})` }));
        break;
      case 'cap': {
        const capC = main;
        body.push(
          path(
            smooth([
              [hx - 172, hy - 10],
              [hx - 172, hy - 40],
              [hx + 172, hy - 40],
              [hx + 172, hy - 10],
              [hx + 160, hy + 30],
              [hx - 160, hy + 30],
            ]),
            { fill: hair },
          ),
        );
        body.push(
          path(`M${hx - 178} ${hy - 40}Q${hx - 178} ${hy - 250} ${hx} ${hy - 252}Q${hx + 178} ${hy - 250} ${hx + 178} ${hy - 40}Z`, {
            fill: capC,
          }),
        );
        body.push(path(`M${hx} ${hy - 252}L${hx} ${hy - 40}`, { stroke: shade(capC, 0.2), 'stroke-width': 5 }));
        body.push(
          path(
            `M${hx - 100} ${hy - 236}Q${hx - 60} ${hy - 130} ${hx - 90} ${hy - 40}M${hx + 100} ${hy - 236}Q${hx + 60} ${hy - 130} ${hx + 90} ${hy - 40}`,
            { fill: 'none', stroke: shade(capC, 0.2), 'stroke-width': 4 },
          ),
        );
        body.push(circle(hx, hy - 250, 12, { fill: shade(capC, 0.2) }));
        body.push(
          path(
            `M${hx - 200} ${hy - 40}Q${hx} ${hy - 85} ${hx + 200} ${hy - 40}Q${hx + 150} ${hy + 6} ${hx} ${hy}Q${hx - 150} ${hy + 6} ${hx - 200} ${hy - 40}Z`,
            { fill: shade(capC, 0.25) },
          ),
        );
        body.push(path(`M${hx - 40} ${hy - 170}h80v50h-80z`, { fill: accent, opacity: 0.9, transform: `rotate(0)` }));
        break;
      }
    }

    const head = body.splice(0, body.length);
    st.back(
      g({ transform: `scale(${k})` }, ...bodyParts, g({ transform: 'translate(600 900) scale(1.16) translate(-600 -900)' }, ...head)),
    );
    st.front(vignette(st, 0.22, shade(o.backdrop[1], 0.4)), grain(st, 0.045));
  };
}

/** Small brand badge (arch with a flame) embroidered on a garment. */
function chestBadge(x: number, y: number, s: number, color: string): string {
  const k = s / 64;
  return g(
    { transform: `translate(${x - s / 2} ${y - s / 2}) scale(${k})` },
    path('M8 58V28C8 17 18 8 32 3C46 8 56 17 56 28V58Q56 61 53 61H11Q8 61 8 58Z', { fill: color }),
    path(
      'M32 52C25 52 21 47 21 41.5C21 35.5 26 32 28 26C33 29 36 33.5 35.6 38C37 37 38 35.5 38.4 33.6C41 37 42 40.5 41.6 44C41 49 37.5 52 32 52Z',
      { fill: C.navy, opacity: 0.85 },
    ),
  );
}
