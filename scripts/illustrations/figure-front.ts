/**
 * Front (or back) view figure for group scenes: huddles, podiums, a coach facing
 * the viewer, an athlete meditating cross-legged. Same units as figure.ts
 * (~100 units tall, origin at the ground between the feet).
 *
 * Limb angles: 0 = hanging down, + = swung outward (away from the body's
 * centre line), 180 = straight up. Forearm angles are absolute in the same sense.
 */
import { C, N, shade, tint } from './palette';
import type { Kit, Look } from './figure';
import { add, mul, poly, smooth, type P } from './geometry';
import { circle, ellipse, g, path } from './svg';

export interface FrontPose {
  armL: [number, number];
  armR: [number, number];
  legL: [number, number];
  legR: [number, number];
  /** Seated cross-legged (overrides leg angles). */
  crossLegged?: boolean;
  /** Hands resting together on the lap (meditation mudra). */
  lift?: number;
  /** Head tilt in degrees (positive = to the viewer's right). */
  tilt?: number;
}

export const FRONT = {
  stand: { armL: [6, 4], armR: [6, 4], legL: [4, 2], legR: [4, 2] },
  akimbo: { armL: [38, -40], armR: [38, -40], legL: [7, 4], legR: [7, 4] },
  cheer: { armL: [150, 165], armR: [150, 165], legL: [8, 4], legR: [8, 4] },
  wave: { armL: [6, 4], armR: [140, 170], legL: [5, 2], legR: [5, 2] },
  huddle: { armL: [80, 80], armR: [80, 80], legL: [12, 8], legR: [12, 8] },
  meditate: { armL: [18, 40], armR: [18, 40], legL: [0, 0], legR: [0, 0], crossLegged: true },
  star: { armL: [120, 125], armR: [120, 125], legL: [22, 22], legR: [22, 22], lift: 8 },
} satisfies Record<string, FrontPose>;

export interface FrontOpts {
  pose: FrontPose;
  look: Look;
  kit: Kit;
  back?: boolean;
  silhouette?: string;
  /** Something held in the right hand (screen right), e.g. a medal or trophy. */
  holdR?: (hand: P) => string;
  /** Medal on a ribbon around the neck. */
  medal?: string;
}

const dirOut = (side: -1 | 1, deg: number): P => [side * Math.sin((deg * Math.PI) / 180), Math.cos((deg * Math.PI) / 180)];

export function frontFigure(o: FrontOpts): string {
  const { pose, look, kit } = o;
  const paint = (c: string) => o.silhouette ?? c;
  const fem = !!look.female;
  const b = (look.build ?? 1) * (fem ? 0.92 : 1);
  const skin = look.skin;
  const hair = look.hair ?? N.hair;
  const seated = !!pose.crossLegged;
  const hipY = seated ? -9 : -47 - (pose.lift ?? 0);
  const T = 30;
  const sh: P = [0, hipY - T + 3];
  const headC: P = [(pose.tilt ?? 0) * 0.05, hipY - T - 10];
  const stroke = (pts: P[], w: number, c: string) =>
    path(poly(pts, false), { fill: 'none', stroke: paint(c), 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const parts: string[] = [];

  // legs
  if (seated) {
    const legC = (kit.legs ?? 'shorts') === 'shorts' ? skin : kit.bottom;
    for (const s of [-1, 1] as const) {
      const knee: P = [s * 21 * b, -6];
      const ankle: P = [-s * 6, -3.5];
      parts.push(stroke([[s * 5, hipY + 2], knee], 11 * b, kit.bottom));
      parts.push(stroke([knee, ankle], 8.5 * b, s === 1 ? legC : shade(legC, 0.12)));
      parts.push(ellipse(ankle[0] - s * 2.5, ankle[1] + 0.5, 4.5, 2.6, { fill: paint(kit.legs === 'long' ? skin : skin) }));
    }
  } else {
    for (const s of [-1, 1] as const) {
      const [a1, a2] = s === -1 ? pose.legL : pose.legR;
      const root: P = [s * 4.6 * b, hipY + 1];
      const knee = add(root, mul(dirOut(s, a1), 24));
      const ankle = add(knee, mul(dirOut(s, a2), 23));
      parts.push(stroke([root, knee], 10 * b, skin), stroke([knee, ankle], 7.6 * b, skin));
      if ((kit.legs ?? 'shorts') === 'long')
        parts.push(stroke([root, knee], 11.6 * b, kit.bottom), stroke([knee, ankle], 9 * b, kit.bottom));
      else
        parts.push(
          stroke([root, add(root, mul(dirOut(s, a1), 12))], 12.5 * b, kit.bottom),
          stroke([add(knee, mul(dirOut(s, a2), 16)), ankle], 8, kit.socks ?? C.offwhite),
        );
      parts.push(ellipse(ankle[0] + s * 1.2, ankle[1] + 2, 4.4, 2.8, { fill: paint(kit.shoes ?? C.offwhite) }));
    }
  }

  // torso
  const tw = (fem ? 9.6 : 10.8) * b;
  const torso: P[] = [
    [-tw * 0.78, hipY + 4],
    [tw * 0.78, hipY + 4],
    [tw * 0.72, hipY - 12],
    [tw, hipY - T + 6],
    [tw * 0.82, hipY - T + 1.5],
    [-tw * 0.82, hipY - T + 1.5],
    [-tw, hipY - T + 6],
    [-tw * 0.72, hipY - 12],
  ];
  parts.push(stroke([[0, hipY - T + 4], headC], 6 * b, shade(skin, 0.08)));
  parts.push(path(smooth(torso), { fill: paint(kit.top) }));
  if (!o.silhouette) {
    parts.push(
      path(
        smooth([
          [-tw * 0.78, hipY + 4],
          [-tw * 0.2, hipY + 4],
          [-tw * 0.3, hipY - 12],
          [-tw * 0.55, hipY - T + 3],
          [-tw, hipY - T + 6],
          [-tw * 0.72, hipY - 12],
        ]),
        { fill: shade(kit.top, 0.15), opacity: 0.6 },
      ),
    );
    if (kit.accent && kit.stripe)
      parts.push(
        path(
          poly([
            [-tw * 0.9, hipY - 17],
            [tw * 0.9, hipY - 20.5],
            [tw * 0.9, hipY - 17.5],
            [-tw * 0.9, hipY - 14],
          ]),
          { fill: kit.accent },
        ),
      );
    if (kit.jacket && kit.accent)
      parts.push(
        stroke(
          [
            [0, hipY - T + 3],
            [0, hipY + 3],
          ],
          1.2,
          kit.accent,
        ),
      );
    // collar / neckline
    parts.push(
      path(`M${-3.6 * b} ${hipY - T + 2}Q0 ${hipY - T + 7} ${3.6 * b} ${hipY - T + 2}Z`, {
        fill: kit.sleeves === 'none' ? skin : shade(kit.top, 0.2),
      }),
    );
  }
  parts.push(
    path(
      smooth(
        [
          [-tw * 0.8, hipY - 2],
          [tw * 0.8, hipY - 2],
          [tw * 0.85, hipY + 5],
          [-tw * 0.85, hipY + 5],
        ],
        true,
        0.5,
      ),
      { fill: paint(kit.bottom) },
    ),
  );
  if (o.medal) {
    parts.push(
      stroke(
        [
          [-3.5, hipY - T + 2],
          [0, hipY - 15],
          [3.5, hipY - T + 2],
        ],
        1.6,
        C.royal,
      ),
    );
    parts.push(circle(0, hipY - 13.5, 3.4, { fill: paint(o.medal) }), circle(0, hipY - 13.5, 2.1, { fill: paint(tint(o.medal, 0.3)) }));
  }

  // arms
  for (const s of [-1, 1] as const) {
    const [a1, a2] = s === -1 ? pose.armL : pose.armR;
    const root: P = [s * (tw - 1.5), sh[1] + 1.5];
    const elbow = add(root, mul(dirOut(s, a1), 16));
    const wrist = add(elbow, mul(dirOut(s, a2), 14.5));
    const hand = add(wrist, mul(dirOut(s, a2), 1.6));
    parts.push(stroke([root, elbow], 6.6 * b, skin), stroke([elbow, wrist], 5.4 * b, skin));
    if ((kit.sleeves ?? 'short') === 'short') parts.push(stroke([root, add(root, mul(dirOut(s, a1), 7.5))], 9 * b, kit.top));
    if (kit.sleeves === 'long') parts.push(stroke([root, elbow, wrist], 8 * b, kit.top));
    parts.push(circle(hand[0], hand[1], 3.1, { fill: paint(skin) }));
    if (s === 1 && o.holdR) parts.push(o.holdR(hand));
  }

  // head
  const r = 7;
  const [hx, hy] = headC;
  parts.push(
    ellipse(hx - r, hy + 0.8, 1.5, 2.2, { fill: paint(shade(skin, 0.1)) }),
    ellipse(hx + r, hy + 0.8, 1.5, 2.2, { fill: paint(shade(skin, 0.1)) }),
  );
  if (look.style === 'long')
    parts.push(
      path(
        smooth([
          [hx - r - 1.5, hy - 2],
          [hx - r - 2, hy + 11],
          [hx + r + 2, hy + 11],
          [hx + r + 1.5, hy - 2],
          [hx, hy - r - 1.5],
        ]),
        { fill: paint(hair) },
      ),
    );
  parts.push(ellipse(hx, hy, r * 0.94, r, { fill: paint(skin) }));
  if (o.back) {
    parts.push(ellipse(hx, hy - 0.5, r + 0.6, r + 0.4, { fill: paint(hair) }));
    if (look.style === 'ponytail')
      parts.push(
        path(
          smooth([
            [hx - 2, hy + 2],
            [hx + 2, hy + 2],
            [hx + 1.5, hy + 13],
            [hx - 1.5, hy + 13],
          ]),
          { fill: paint(hair) },
        ),
      );
  } else if (look.style === 'cap') {
    parts.push(
      path(`M${hx - r - 0.6} ${hy - 0.5}A${r + 0.6} ${r + 0.8} 0 0 1 ${hx + r + 0.6} ${hy - 0.5}Z`, { fill: paint(look.gear ?? C.navy) }),
      ellipse(hx, hy - 0.8, r + 2.5, 1.8, { fill: paint(shade(look.gear ?? C.navy, 0.25)) }),
    );
  } else if (look.style !== 'bald') {
    const top = `M${hx - r - 0.8} ${hy + 1}Q${hx - r - 0.6} ${hy - r - 2} ${hx} ${hy - r - 1.2}Q${hx + r + 0.6} ${hy - r - 2} ${hx + r + 0.8} ${hy + 1}Q${hx + r * 0.4} ${hy - r * 0.55} ${hx - r * 0.2} ${hy - r * 0.4}Q${hx - r * 0.75} ${hy - r * 0.3} ${hx - r - 0.8} ${hy + 1}Z`;
    parts.push(path(top, { fill: paint(hair) }));
    if (look.style === 'bun') parts.push(circle(hx, hy - r - 2.5, 3.4, { fill: paint(hair) }));
    if (look.style === 'headband')
      parts.push(
        path(`M${hx - r} ${hy - 3}Q${hx} ${hy - 6} ${hx + r} ${hy - 3}L${hx + r} ${hy - 1.2}Q${hx} ${hy - 4.2} ${hx - r} ${hy - 1.2}Z`, {
          fill: paint(look.gear ?? C.saffron),
        }),
      );
  }
  if (look.beard && !o.back)
    parts.push(
      path(
        `M${hx - r * 0.92} ${hy + 0.5}Q${hx - r * 0.8} ${hy + r + 1.5} ${hx} ${hy + r + 1.2}Q${hx + r * 0.8} ${hy + r + 1.5} ${hx + r * 0.92} ${hy + 0.5}Q${hx} ${hy + 3} ${hx - r * 0.92} ${hy + 0.5}Z`,
        { fill: paint(hair) },
      ),
    );
  return g({}, ...parts);
}
