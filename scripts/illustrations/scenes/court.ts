/** Generic court-sport scene: environment + court at real proportions + net + players. */
import { PerspectiveCamera, place, type Placement } from '../camera';
import { badminton, basketball, kabaddi, renderCourt, tennis, volleyball, type CourtModel, type SurfaceColors } from '../courts';
import { courtNet, hoop, ttTable } from '../equipment';
import { hall, outdoor } from '../environment';
import type { V3 } from '../geometry';
import { C, SKIES, mix, shade, type TimeOfDay } from '../palette';
import { ambient, fence, floodlight, SHADOW_DEFAULT, type ShadowStyle } from '../primitives';
import type { Stage } from '../stage';
import { cast, finish, type Actor, type Scene } from './common';

export type CourtSport = 'badminton' | 'tennis' | 'volleyball' | 'basketball' | 'kabaddi' | 'tabletennis' | 'none';

export interface CourtSceneOpts {
  sport: CourtSport;
  setting: 'indoor' | TimeOfDay;
  eye: V3;
  target: V3;
  fov?: number;
  court?: Placement;
  colors?: SurfaceColors;
  actors: Actor[];
  /** Extra line sets painted over the main court (multi-sport floors). */
  overlays?: { sport: CourtSport; at: Placement; line: string }[];
  /** Extra courts (e.g. a complex); each with its own placement. */
  more?: { sport: CourtSport; at: Placement; colors?: SurfaceColors }[];
  hall?: {
    width: number;
    back: number;
    height: number;
    floor?: string;
    wall?: string;
    dado?: string;
    style?: 'hall' | 'studio';
    banners?: boolean;
  };
  /** Outdoor ground colour. */
  ground?: string;
  floodlights?: V3[];
  fences?: [V3, V3][];
  fenceH?: number;
  /** Hook for scene-specific props, run after the court is drawn. */
  extras?: (st: Stage, cam: PerspectiveCamera) => void;
  /** Runs before the court is drawn (floors, mats, rugs). */
  under?: (st: Stage, cam: PerspectiveCamera) => void;
  /** Foreground overlays (calm side for heroes etc.). */
  overlay?: (st: Stage) => void;
  sunAt?: [number, number];
  vignette?: number;
}

export function courtModel(sport: CourtSport, colors?: SurfaceColors): CourtModel | null {
  switch (sport) {
    case 'badminton':
      return badminton(colors);
    case 'tennis':
      return tennis(colors);
    case 'volleyball':
      return volleyball(colors);
    case 'basketball':
      return basketball(colors);
    case 'kabaddi':
      return kabaddi(colors);
    default:
      return null;
  }
}

function drawCourt(st: Stage, cam: PerspectiveCamera, sport: CourtSport, at: Placement, colors?: SurfaceColors): void {
  const model = courtModel(sport, colors);
  if (model) st.back(renderCourt(cam, model, at));
  const depthAt = cam.depth(place([0, 0], at));
  if (sport === 'badminton' || sport === 'tennis' || sport === 'volleyball') st.sprite(depthAt, courtNet(cam, sport, at));
  if (sport === 'basketball') {
    st.sprite(cam.depth(place([13, 0], at)), hoop(cam, at, 1));
    st.sprite(cam.depth(place([-13, 0], at)), hoop(cam, at, -1));
  }
  if (sport === 'tabletennis') st.sprite(depthAt, ttTable(cam, at));
}

export function courtScene(o: CourtSceneOpts): Scene {
  return (st) => {
    const cam = new PerspectiveCamera({ w: st.w, h: st.h, eye: o.eye, target: o.target, fov: o.fov ?? 55 });
    const at = o.court ?? { x: 0, z: 0 };
    const indoor = o.setting === 'indoor';
    let shadow: ShadowStyle = SHADOW_DEFAULT;
    if (indoor) {
      const hcfg = o.hall ?? { width: 30, back: 30, height: 11 };
      hall(st, cam, {
        width: hcfg.width,
        back: hcfg.back,
        height: hcfg.height,
        floor: hcfg.floor ?? shade(C.royal, 0.35),
        wall: hcfg.wall,
        dado: hcfg.dado,
        style: hcfg.style,
        banners: hcfg.banners,
      });
      shadow = { skew: -0.35, flat: 0.18, opacity: 0.25 };
    } else if (o.setting !== 'indoor') {
      outdoor(st, cam, {
        time: o.setting,
        ground: o.ground ?? mix(C.turf, C.sand, 0.15),
        sunAt: o.sunAt,
        clouds: o.setting === 'day' ? 4 : 2,
      });
      shadow =
        o.setting === 'night'
          ? { skew: 0.5, flat: 0.2, opacity: 0.3 }
          : { skew: o.setting === 'day' ? -1.1 : -2.2, flat: 0.2, opacity: o.setting === 'day' ? 0.22 : 0.3 };
    }
    o.under?.(st, cam);
    for (const m of o.more ?? []) drawCourt(st, cam, m.sport, m.at, m.colors);
    drawCourt(st, cam, o.sport, at, o.colors);
    for (const ov of o.overlays ?? []) {
      const m = courtModel(ov.sport, { surface: 'none', surround: 'none', line: ov.line });
      if (m) st.back(renderCourt(cam, { ...m, zones: [] }, ov.at));
    }
    for (const [a, b] of o.fences ?? []) st.sprite(Math.max(cam.depth(a), cam.depth(b)) + 1, fence(cam, a, b, o.fenceH ?? 3.6));
    const night = o.setting === 'night' || o.setting === 'dusk';
    const beams: string[] = [];
    for (const f of o.floodlights ?? []) {
      const fl = floodlight(st, cam, f, 14, night, place([0, 0], at));
      st.sprite(cam.depth(f), fl.mast);
      beams.push(fl.beam);
    }
    o.extras?.(st, cam);
    cast(st, cam, o.actors, at, shadow);
    if (o.setting !== 'indoor') st.front(ambient(st, SKIES[o.setting].ambient.color, SKIES[o.setting].ambient.opacity * 0.6));
    if (beams.length) st.front(...beams);
    o.overlay?.(st);
    finish(st, { vignette: o.vignette });
  };
}
