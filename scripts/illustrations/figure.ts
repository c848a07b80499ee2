/**
 * Stylised athlete figure (3/4 side view) built from a 2D skeleton.
 *
 * Units: a standing adult is ~100 units tall; the origin of the returned
 * markup is the ground point under the hips, so scenes scale by
 * `pixelHeight / 100` and translate to the foot position.
 *
 * Angles are absolute, in degrees, 0 = limb hanging straight down,
 * +90 = pointing forward (the facing direction), 180 = straight up,
 * -90 = pointing backwards. The torso angle is a forward lean from upright.
 */
import { shade, tint, N, C } from './palette';
import { add, mul, down, perp, sub, type P, smooth, poly } from './geometry';
import { circle, el, ellipse, g, num, path, uid } from './svg';

export type HairStyle = 'short' | 'crop' | 'ponytail' | 'bun' | 'long' | 'cap' | 'helmet' | 'headband' | 'bald';

export interface Look {
  skin: string;
  hair?: string;
  style: HairStyle;
  female?: boolean;
  beard?: boolean;
  /** Width multiplier for limbs/torso (1 = athletic, 1.15 = powerlifter). */
  build?: number;
  /** Cap / helmet / headband colour. */
  gear?: string;
}

export interface Kit {
  top: string;
  bottom: string;
  accent?: string;
  shoes?: string;
  socks?: string;
  sleeves?: 'none' | 'short' | 'long';
  legs?: 'shorts' | 'knee' | 'long';
  /** Boxing gloves colour replaces hands. */
  gloves?: string;
  /** Draw a diagonal accent stripe across the shirt. */
  stripe?: boolean;
  /** Jacket collar + zip. */
  jacket?: boolean;
}

export interface Pose {
  torso: number;
  head?: number;
  armN: [number, number];
  armF: [number, number];
  legN: [number, number];
  legF: [number, number];
  /** Extra ankle flex (degrees) for near / far foot. */
  footN?: number;
  footF?: number;
  /** Airborne height in units. */
  lift?: number;
  /** Ponytail swing, degrees back from hanging. */
  tail?: number;
}

/** Something held in a hand, drawn in the figure's local units. */
export type Prop = (hand: P, forearmAngle: number) => string;

export interface FigureOpts {
  pose: Pose;
  look: Look;
  kit: Kit;
  hold?: { near?: Prop; far?: Prop };
  /** When set every part is painted in this colour (used for cast shadows). */
  silhouette?: string;
}

export interface Figure {
  svg: string;
  /** Joint positions after grounding (local units, facing right). */
  joints: { handN: P; handF: P; head: P; hip: P; shoulder: P };
  /** Highest point (negative y) for layout. */
  top: number;
}

const SEG = { torso: 30, neck: 3.5, head: 6.8, upper: 16, fore: 14.5, thigh: 24, shin: 23, foot: 7 };

/** Torso outline in (forward, up) coordinates, tuned separately for men and women. */
const TORSO_M: P[] = [
  [-6.2, -1.5],
  [6.0, -1.5],
  [5.6, 10],
  [7.3, 21],
  [6.2, 28.4],
  [2.6, 31.6],
  [-3.6, 31.6],
  [-7.2, 27],
  [-6.4, 14],
];
const TORSO_F: P[] = [
  [-6.6, -1.5],
  [5.8, -1.5],
  [4.9, 11],
  [7.0, 20],
  [5.6, 28.2],
  [2.4, 31.2],
  [-3.2, 31.2],
  [-6.4, 27],
  [-5.4, 13],
];

export function figure(o: FigureOpts): Figure {
  const { pose, look, kit } = o;
  const sil = o.silhouette;
  const paint = (c: string) => sil ?? c;
  const b = look.build ?? 1;
  const fem = !!look.female;
  const wf = (fem ? 0.9 : 1) * b;

  /* ----- skeleton ----- */
  const hip: P = [0, 0];
  const tDir = down(180 - pose.torso);
  const fwd = perp(tDir);
  const at = (u: number, v: number): P => add(add(hip, mul(fwd, u * b)), mul(tDir, v));
  const shoulder = at(-0.6, SEG.torso - 3);
  const hDir = down(180 - pose.torso - (pose.head ?? 0));
  const headC = add(add(hip, mul(tDir, SEG.torso)), mul(hDir, SEG.neck + SEG.head));

  const limb = (root: P, a1: number, l1: number, a2: number, l2: number) => {
    const mid = add(root, mul(down(a1), l1));
    return { root, mid, end: add(mid, mul(down(a2), l2)) };
  };
  const armN = limb(add(shoulder, mul(fwd, 0.4)), pose.armN[0], SEG.upper, pose.armN[1], SEG.fore);
  const armF = limb(add(shoulder, mul(fwd, -0.8)), pose.armF[0], SEG.upper, pose.armF[1], SEG.fore);
  const legN = limb(at(1.2, 1), pose.legN[0], SEG.thigh, pose.legN[1], SEG.shin);
  const legF = limb(at(-1.2, 1), pose.legF[0], SEG.thigh, pose.legF[1], SEG.shin);
  const footDir = (shin: number, flex = 0) => down(shin + 90 + flex);
  const toeN = add(legN.end, mul(footDir(pose.legN[1], pose.footN), SEG.foot));
  const toeF = add(legF.end, mul(footDir(pose.legF[1], pose.footF), SEG.foot));

  const ground = Math.max(legN.end[1], legF.end[1], toeN[1], toeF[1]) + 2.6 + (pose.lift ?? 0);
  const shift = (p: P): P => [p[0], p[1] - ground];

  /* ----- colours ----- */
  const skin = look.skin;
  const skinFar = shade(skin, 0.16);
  const hair = look.hair ?? N.hair;
  const top = kit.top;
  const bottom = kit.bottom;
  const shoes = kit.shoes ?? C.navy;
  const socks = kit.socks ?? C.offwhite;

  const stroke = (pts: P[], w: number, c: string) =>
    path(poly(pts.map(shift), false), {
      fill: 'none',
      stroke: paint(c),
      'stroke-width': w,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const lerpTo = (a: P, c: P, t: number): P => add(a, mul(sub(c, a), t));

  /* ----- parts ----- */
  const drawLeg = (leg: typeof legN, shinAngle: number, flex: number | undefined, far: boolean) => {
    const sk = far ? skinFar : skin;
    const dk = (c: string) => (far ? shade(c, 0.18) : c);
    const thighW = 10 * wf;
    const shinW = 7.6 * wf;
    const fd = footDir(shinAngle, flex);
    const heel = add(leg.end, mul(fd, -1.6));
    const toe = add(leg.end, mul(fd, SEG.foot));
    const soleOff = mul(perp(fd), 2.1);
    const parts = [stroke([leg.root, leg.mid], thighW, sk), stroke([leg.mid, leg.end], shinW, sk)];
    const legs = kit.legs ?? 'shorts';
    if (legs === 'long') {
      parts.push(stroke([leg.root, leg.mid], thighW + 1.6, dk(bottom)), stroke([leg.mid, leg.end], shinW + 1.4, dk(bottom)));
    } else if (legs === 'knee') {
      parts.push(
        stroke([leg.root, leg.mid], thighW + 1.6, dk(bottom)),
        stroke([leg.mid, lerpTo(leg.mid, leg.end, 0.3)], shinW + 1.2, dk(bottom)),
      );
    } else {
      parts.push(stroke([leg.root, lerpTo(leg.root, leg.mid, 0.5)], thighW + 2, dk(bottom)));
      parts.push(stroke([lerpTo(leg.mid, leg.end, 0.8), leg.end], shinW + 0.4, dk(socks)));
    }
    parts.push(stroke([heel, toe], 4.6, dk(shoes)));
    parts.push(stroke([add(heel, mul(soleOff, 0.85)), add(toe, mul(soleOff, 0.85))], 1.5, far ? shade(C.offwhite, 0.25) : C.offwhite));
    return parts.join('');
  };

  const drawArm = (arm: typeof armN, foreAngle: number, far: boolean, prop?: Prop) => {
    const sk = far ? skinFar : skin;
    const dk = (c: string) => (far ? shade(c, 0.18) : c);
    const upperW = 6.6 * wf;
    const foreW = 5.4 * wf;
    const parts = [stroke([arm.root, arm.mid], upperW, sk), stroke([arm.mid, arm.end], foreW, sk)];
    const sleeves = kit.sleeves ?? 'short';
    if (sleeves === 'short') parts.push(stroke([arm.root, lerpTo(arm.root, arm.mid, 0.48)], upperW + 1.5, dk(top)));
    if (sleeves === 'long') {
      parts.push(stroke([arm.root, arm.mid], upperW + 2, dk(top)), stroke([arm.mid, arm.end], foreW + 1.8, dk(top)));
      if (kit.accent) parts.push(stroke([lerpTo(arm.mid, arm.end, 0.82), arm.end], foreW + 1.9, dk(kit.accent)));
    }
    const hand = add(arm.end, mul(down(foreAngle), 1.6));
    if (prop) parts.push(g({ transform: `translate(0 ${num(-ground)})` }, prop(hand, foreAngle)));
    if (kit.gloves) {
      const gc = dk(kit.gloves);
      parts.push(
        path(smooth(gloveShape(shift(hand), foreAngle)), { fill: paint(gc) }),
        stroke([lerpTo(arm.mid, arm.end, 0.8), arm.end], foreW + 2.6, tint(gc, 0.25)),
      );
    } else {
      parts.push(circle(...shift(hand), 3.1 * (fem ? 0.92 : 1), { fill: paint(sk) }));
    }
    return parts.join('');
  };

  const torsoPts = (fem ? TORSO_F : TORSO_M).map(([u, v]) => shift(at(u, v)));
  const torsoPath = smooth(torsoPts);
  const drawTorso = () => {
    const parts: string[] = [];
    // neck
    parts.push(stroke([add(hip, mul(tDir, SEG.torso - 2)), headC], 5.4 * (fem ? 0.9 : 1), shade(skin, 0.08)));
    parts.push(path(torsoPath, { fill: paint(top) }));
    if (!sil) {
      const clip = uid('c');
      const inner: string[] = [];
      // soft back shading gives the torso volume
      inner.push(path(poly([at(-9, -3), at(-1.5, -3), at(-3.5, 34), at(-9, 34)].map(shift)), { fill: shade(top, 0.2), opacity: 0.55 }));
      if (kit.stripe && kit.accent) {
        inner.push(path(poly([at(-10, 12), at(10, 20), at(10, 24.5), at(-10, 16.5)].map(shift)), { fill: kit.accent }));
      }
      if (kit.jacket && kit.accent) {
        inner.push(stroke([at(4.8, 30), at(5.6, 0)], 1.2, kit.accent));
        inner.push(stroke([at(-4, 33), at(3.4, 32.6)], 3.4, shade(top, 0.15)));
      }
      if ((kit.sleeves ?? 'short') === 'none') {
        // show a little shoulder skin above a tank top
        inner.push(path(smooth([at(-5, 32.5), at(-1.5, 27), at(2.5, 32.5), at(-1, 34)].map(shift)), { fill: skin }));
      }
      parts.push(el('clipPath', { id: clip }, path(torsoPath)), g({ 'clip-path': `url(#${clip})` }, ...inner));
    }
    // shorts / trousers waist block
    const waist = [at(-6.5, -3), at(6.3, -3), at(6, 4.5), at(-6.4, 4.5)].map(shift);
    parts.push(path(smooth(waist, true, 0.6), { fill: paint(bottom) }));
    if (kit.accent && !sil && (kit.legs ?? 'shorts') === 'shorts') parts.push(stroke([at(-6.4, 3.6), at(6.1, 3.6)], 1.4, kit.accent));
    return parts.join('');
  };

  const drawHead = () => {
    const hc = shift(headC);
    const r = SEG.head;
    const hu: P = mul(hDir, 1);
    const hf = perp(hu);
    const pt = (deg: number, rr = r): P => {
      const a = (deg * Math.PI) / 180;
      return add(hc, add(mul(hu, Math.cos(a) * rr), mul(hf, Math.sin(a) * rr)));
    };
    const arcPath = (from: number, to: number, rr: number, close: P[]) => {
      const a = pt(from, rr);
      const bpt = pt(to, rr);
      const large = Math.abs(from - to) > 180 ? 1 : 0;
      return `M${num(a[0])} ${num(a[1])}A${num(rr)} ${num(rr)} 0 ${large} 0 ${num(bpt[0])} ${num(bpt[1])}${close
        .map((p) => `L${num(p[0])} ${num(p[1])}`)
        .join('')}Z`;
    };
    const parts: string[] = [];
    const hairFill = paint(hair);
    // back hair layers drawn before the head
    if (look.style === 'long') {
      parts.push(
        path(smooth([pt(-20, r + 1), pt(-100, r + 2), add(pt(-150, r), mul(hu, -7)), add(pt(-110, r - 2), mul(hu, -9)), pt(-70, 2)]), {
          fill: hairFill,
        }),
      );
    }
    if (look.style === 'ponytail') {
      const base = pt(-62, r + 0.4);
      const td = down(-(pose.tail ?? 25));
      const side = perp(td);
      parts.push(
        path(
          smooth([
            add(base, mul(hu, 1.6)),
            add(add(base, mul(td, 6)), mul(side, -2.8)),
            add(base, mul(td, 14)),
            add(add(base, mul(td, 6)), mul(side, 2.6)),
            add(base, mul(hu, -1.6)),
          ]),
          {
            fill: hairFill,
          },
        ),
      );
    }
    parts.push(circle(hc[0], hc[1], r, { fill: paint(skin) }));
    // nose
    parts.push(path(poly([pt(82), add(pt(96), mul(hf, 1.5)), pt(108)]), { fill: paint(skin) }));
    const style = look.style;
    if (style === 'short' || style === 'ponytail' || style === 'long' || style === 'bun' || style === 'headband') {
      parts.push(path(arcPath(62, -122, r + 0.9, [pt(-100, r * 0.1), pt(30, r * 0.55)]), { fill: hairFill }));
    } else if (style === 'crop') {
      parts.push(path(arcPath(52, -108, r + 0.5, [pt(-90, r * 0.25), pt(20, r * 0.62)]), { fill: hairFill }));
    }
    if (style === 'bun') parts.push(circle(...pt(-58, r + 2.2), 3.3, { fill: hairFill }));
    if (style === 'ponytail') parts.push(circle(...pt(-62, r + 0.2), 1.3, { fill: paint(look.gear ?? C.saffron) }));
    if (look.beard) {
      parts.push(path(arcPath(196, 100, r + 0.4, [pt(125, r * 0.55), pt(170, r * 0.45)]), { fill: hairFill }));
    }
    if (style === 'cap') {
      const capC = look.gear ?? C.navy;
      parts.push(path(arcPath(-112, 0, r + 0.8, [pt(-112, r + 0.8)]), { fill: hairFill }));
      parts.push(path(arcPath(78, -100, r + 1, [pt(-80, r * 0.3), pt(40, r * 0.45)]), { fill: paint(capC) }));
      parts.push(
        path(poly([pt(74, r + 0.8), add(pt(84, r + 1), mul(hf, 7.5)), add(pt(92, r + 0.2), mul(hf, 6.5)), pt(96, r)]), {
          fill: paint(shade(capC, 0.25)),
        }),
      );
    }
    if (style === 'helmet') {
      const hg = look.gear ?? C.clay;
      parts.push(path(arcPath(58, -150, r + 1.6, [pt(-120, r * 0.2), pt(10, r * 0.5)]), { fill: paint(hg) }));
      parts.push(ellipse(...pt(118, r * 0.62), 2.4, 3.4, { fill: paint(shade(hg, 0.1)) }));
    }
    if (style === 'headband') {
      parts.push(
        path(poly([pt(58, r + 1.1), pt(-100, r + 1.1), pt(-108, r + 0.6), pt(66, r + 0.7)]), { fill: paint(look.gear ?? C.saffron) }),
      );
    }
    // ear
    parts.push(ellipse(...add(hc, add(mul(hf, -1.1), mul(hu, -0.6))), 1.5, 2.1, { fill: paint(shade(skin, 0.14)) }));
    return parts.join('');
  };

  const svg = [
    drawArm(armF, pose.armF[1], true, o.hold?.far),
    drawLeg(legF, pose.legF[1], pose.footF, true),
    drawTorso(),
    drawLeg(legN, pose.legN[1], pose.footN, false),
    drawHead(),
    drawArm(armN, pose.armN[1], false, o.hold?.near),
  ].join('');

  const handN = shift(add(armN.end, mul(down(pose.armN[1]), 1.6)));
  const handF = shift(add(armF.end, mul(down(pose.armF[1]), 1.6)));
  const allY = [handN[1], handF[1], shift(headC)[1] - SEG.head - 1.5];
  return {
    svg,
    joints: { handN, handF, head: shift(headC), hip: shift(hip), shoulder: shift(shoulder) },
    top: Math.min(...allY),
  };
}

function gloveShape(hand: P, foreAngle: number): P[] {
  const d = down(foreAngle);
  const s = perp(d);
  const c = add(hand, mul(d, 1.5));
  return [
    add(c, add(mul(d, -4), mul(s, 4.2))),
    add(c, add(mul(d, 2.5), mul(s, 5))),
    add(c, add(mul(d, 5.4), mul(s, 0))),
    add(c, add(mul(d, 2.5), mul(s, -5.2))),
    add(c, add(mul(d, -4), mul(s, -4.4))),
  ];
}
