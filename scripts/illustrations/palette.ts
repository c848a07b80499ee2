/**
 * Brand palette and small colour utilities shared by every illustration.
 * All scene colours should come from here so the set stays coherent.
 */

const BRAND = {
  navy: '#0B1D3A',
  royal: '#1446A0',
  sky: '#3B82F6',
  saffron: '#F47B20',
  pink: '#E0607E',
  turf: '#1F8A5B',
  clay: '#C8553D',
  sand: '#F6F1EA',
  offwhite: '#FFFDF8',
  charcoal: '#1F2937',
};
export const C: { readonly [K in keyof typeof BRAND]: string } = BRAND;

/** Skin tones used for people (Indian athletes and coaches). */
export const SKIN = ['#8D5524', '#A86B3C', '#C68642', '#E0AC69'] as const;

/** Supporting neutrals derived from the palette (kept deliberately few). */
const NEUTRALS = {
  hair: '#1B1411',
  hairBrown: '#3A2418',
  wood: '#D39A5B',
  woodDark: '#B57B40',
  steel: '#8A94A6',
  steelLight: '#C9D1DC',
  rubber: '#2A3240',
  paper: '#FFFDF8',
  line: '#FFFDF8',
  turfLight: '#2FA56E',
  turfDark: '#166B46',
  gold: '#F2B233',
  silver: '#C9CED6',
  bronze: '#C98A4B',
};
export const N: { readonly [K in keyof typeof NEUTRALS]: string } = NEUTRALS;

type RGB = [number, number, number];

export function hexToRgb(hex: string): RGB {
  const h = hex.replace('#', '');
  const v =
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h;
  return [0, 2, 4].map((i) => parseInt(v.slice(i, i + 2), 16)) as RGB;
}

export function rgbToHex([r, g, b]: RGB): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`.toUpperCase();
}

/** Linear blend of two hex colours, t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = hexToRgb(a);
  const y = hexToRgb(b);
  return rgbToHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as RGB);
}

/** Darken towards brand navy (keeps shadows on-palette rather than grey). */
export const shade = (c: string, t: number): string => mix(c, '#07122A', t);

/** Lighten towards off-white. */
export const tint = (c: string, t: number): string => mix(c, C.offwhite, t);

/** Time-of-day lighting themes used by outdoor scenes. */
export type TimeOfDay = 'day' | 'sunrise' | 'dusk' | 'night';

export interface SkyTheme {
  stops: [number, string][];
  sun?: { color: string; glow: string };
  hills: [string, string];
  skyline: string;
  ambient: { color: string; opacity: number };
}

export const SKIES: Record<TimeOfDay, SkyTheme> = {
  day: {
    stops: [
      [0, '#5B9BF0'],
      [0.65, '#A9CCF7'],
      [1, '#E9F1FA'],
    ],
    sun: { color: '#FFF6E0', glow: '#FFFFFF' },
    hills: ['#9DB7D8', '#7F9DC4'],
    skyline: '#D9879B',
    ambient: { color: C.navy, opacity: 0 },
  },
  sunrise: {
    stops: [
      [0, '#2B3F7A'],
      [0.45, '#B5668F'],
      [0.78, '#F39A6B'],
      [1, '#FBD3A0'],
    ],
    sun: { color: '#FFE2B0', glow: '#F9A65A' },
    hills: ['#8C5C86', '#6E4777'],
    skyline: '#7A4C7C',
    ambient: { color: '#5A2E5E', opacity: 0.12 },
  },
  dusk: {
    stops: [
      [0, C.navy],
      [0.45, '#2A3F86'],
      [0.75, '#B5527A'],
      [1, '#F08A4B'],
    ],
    sun: { color: '#FFD08A', glow: C.saffron },
    hills: ['#4A3470', '#35295C'],
    skyline: '#3A2A5F',
    ambient: { color: C.navy, opacity: 0.22 },
  },
  night: {
    stops: [
      [0, '#06112A'],
      [0.6, C.navy],
      [1, '#1B3468'],
    ],
    hills: ['#13254A', '#0E1E3E'],
    skyline: '#122347',
    ambient: { color: '#040B1C', opacity: 0.34 },
  },
};
