/** Shared helpers for scene modules: kits, random looks, people placement, finishing. */
import type { Projector, Placement } from '../camera';
import { place } from '../camera';
import type { HairStyle, Kit, Look, Pose, Prop } from '../figure';
import type { P, V3 } from '../geometry';
import { C, N, SKIN } from '../palette';
import { figure } from '../figure';
import { frontFigure, type FrontPose } from '../figure-front';
import { placeBody, SHADOW_DEFAULT, vignette, grain, type ShadowStyle } from '../primitives';
import type { Rng } from '../random';
import { POSES } from '../poses';
import type { Stage } from '../stage';

/** A scene draws into a stage sized by the manifest. */
export type Scene = (st: Stage) => void;

export const KITS = {
  royal: { top: C.royal, bottom: C.navy, accent: C.saffron, stripe: true, shoes: C.saffron },
  saffron: { top: C.saffron, bottom: C.navy, accent: C.offwhite, stripe: true, shoes: C.royal },
  white: { top: C.offwhite, bottom: C.royal, accent: C.pink, stripe: true, shoes: C.pink },
  pink: { top: C.pink, bottom: C.navy, accent: C.offwhite, stripe: true, shoes: C.navy },
  navy: { top: C.navy, bottom: C.navy, accent: C.saffron, stripe: true, shoes: C.offwhite },
  turf: { top: C.turf, bottom: C.navy, accent: C.offwhite, stripe: true, shoes: C.navy },
  sky: { top: C.sky, bottom: C.navy, accent: C.offwhite, stripe: true, shoes: C.saffron },
  cricketWhite: { top: C.offwhite, bottom: C.offwhite, accent: C.royal, stripe: false, shoes: C.offwhite, legs: 'long', sleeves: 'short' },
  track: { top: C.royal, bottom: C.navy, accent: C.saffron, sleeves: 'long', legs: 'long', jacket: true, shoes: C.saffron },
  coachPolo: { top: C.navy, bottom: C.charcoal, accent: C.saffron, sleeves: 'short', legs: 'long', shoes: C.charcoal },
  tank: { top: C.charcoal, bottom: C.navy, accent: C.saffron, sleeves: 'none', stripe: false, shoes: C.saffron },
} satisfies Record<string, Kit>;

export type KitName = keyof typeof KITS;

export interface LookOpts {
  female?: boolean;
  style?: HairStyle;
  skin?: string;
  kid?: boolean;
  beard?: boolean;
  build?: number;
  gear?: string;
}

export function randomLook(rng: Rng, o: LookOpts = {}): Look {
  const female = o.female ?? rng.chance(0.45);
  const style: HairStyle =
    o.style ??
    (female ? rng.pick(['ponytail', 'ponytail', 'bun', 'long'] as const) : rng.pick(['short', 'short', 'crop', 'headband'] as const));
  return {
    skin: o.skin ?? rng.pick(SKIN),
    hair: rng.chance(0.25) ? N.hairBrown : N.hair,
    style,
    female,
    beard: o.beard ?? (!female && rng.chance(0.15)),
    build: o.build,
    gear: o.gear,
  };
}

export interface Actor {
  /** Side-view pose (ignored when `front` is given). */
  pose?: Pose;
  /** Front / back view pose for group shots. */
  front?: { pose: FrontPose; back?: boolean; medal?: string; holdR?: (hand: P) => string };
  /** Court-relative position (metres) or a world position. */
  at: P | V3;
  kit: Kit;
  look?: Look;
  lookOpts?: LookOpts;
  facing?: 1 | -1;
  height?: number;
  hold?: { near?: Prop; far?: Prop };
  /** Rotate the whole figure (degrees) around its ground point, e.g. -90 to lie down. */
  rotate?: number;
  /** Skip the cast shadow (lying / seated figures on furniture). */
  noShadow?: boolean;
}

/** Place actors either in world coordinates or relative to a court placement. */
export function cast(st: Stage, cam: Projector, actors: Actor[], at?: Placement, shadow: ShadowStyle | null = SHADOW_DEFAULT): void {
  for (const a of actors) {
    const world: V3 = a.at.length === 3 ? (a.at as V3) : at ? place(a.at as P, at) : [a.at[0], 0, a.at[1]];
    const look = a.look ?? randomLook(st.rng, a.lookOpts);
    const h = a.height ?? (look.female ? 1.66 : 1.76);
    const fr = a.front;
    const pose = a.pose;
    const draw = fr
      ? (sil?: string) => frontFigure({ ...fr, look, kit: a.kit, silhouette: sil })
      : (sil?: string) => figure({ pose: pose ?? POSES.stand, look, kit: a.kit, hold: a.hold, silhouette: sil }).svg;
    const rotated = a.rotate ? (sil?: string) => `<g transform="rotate(${a.rotate})">${draw(sil)}</g>` : draw;
    const p = placeBody(st, cam, world, h, rotated, a.facing ?? 1, a.noShadow ? null : shadow);
    st.sprite(p.depth, p.svg);
  }
}

/** Common finishing: vignette + light grain. */
export function finish(st: Stage, o: { vignette?: number; grain?: number } = {}): void {
  if ((o.vignette ?? 0.28) > 0) st.front(vignette(st, o.vignette ?? 0.28));
  if ((o.grain ?? 0.045) > 0) st.front(grain(st, o.grain ?? 0.045));
}

/** A ball / shuttle in flight at a world position (sized by perspective). */
export function inFlight(
  st: Stage,
  cam: Projector,
  at: V3,
  draw: (x: number, y: number, px: number) => string,
  sizeM: number,
  trail?: V3,
): void {
  const p = cam.project(at);
  const px = cam.ppm(at) * sizeM;
  let t = '';
  if (trail) {
    const q = cam.project(trail);
    t = `<path d="M${q[0].toFixed(1)} ${q[1].toFixed(1)}L${p[0].toFixed(1)} ${p[1].toFixed(1)}" stroke="${C.offwhite}" stroke-width="${Math.max(1, px * 0.5).toFixed(1)}" stroke-linecap="round" opacity="0.35"/>`;
  }
  st.sprite(cam.depth(at), t + draw(p[0], p[1], px));
}
