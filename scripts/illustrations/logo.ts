/**
 * VeerBhumi emblem: a navy Rajput (pointed) arch gateway framing a sports
 * torch with a saffron flame, and a fine saffron inner arch.
 * Square 64 x 64 viewBox, no text; shapes are kept bold so it reads at 16-40 px.
 */
import { C } from './palette';

const ARCH_OUTER = 'M8 58V28C8 17 18 8 32 3C46 8 56 17 56 28V58Q56 61 53 61H11Q8 61 8 58Z';
const ARCH_INNER = 'M15 55V29.5C15 21.5 22 14.5 32 10.5C42 14.5 49 21.5 49 29.5V55';
const FLAME =
  'M32 54C24.5 54 20 48.6 20 42.4C20 35.6 25.2 31.6 27.6 25.4C28.6 22.8 28.6 20 28 17.4C33.6 20.2 37 25 36.8 30.6C38.6 29.4 39.8 27.4 40.2 25C43.4 29 45 34.2 44.6 39.4C44 47.8 39.2 54 32 54Z';
const FLAME_CORE =
  'M32 51C28.2 51 25.8 48.2 25.8 45C25.8 41.2 28.6 39.4 30 36C33.2 38.2 34.6 40.8 34.4 43.6C35.6 42.8 36.4 41.6 36.7 40.2C38 42 38.6 44 38.4 46C38 49 35.6 51 32 51Z';

const TORCH_CUP = 'M22.5 40H41.5L38.2 45.5H25.8Z';
const TORCH_HANDLE = 'M27.6 47H36.4L34 57H30Z';

export function logoSvg(favicon = false): string {
  const title = favicon ? '' : '<title>VeerBhumi Sports &amp; Infrastructure</title>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="VeerBhumi Sports">${title}` +
    `<path d="${ARCH_OUTER}" fill="${C.navy}"/>` +
    `<path d="${ARCH_INNER}" fill="none" stroke="${C.saffron}" stroke-width="2.2" stroke-linecap="round"/>` +
    `<g transform="translate(11.5 5.2) scale(0.64)"><path d="${FLAME}" fill="${C.saffron}"/><path d="${FLAME_CORE}" fill="${C.offwhite}"/></g>` +
    `<path d="${TORCH_CUP}" fill="${C.offwhite}"/>` +
    `<path d="${TORCH_HANDLE}" fill="${C.saffron}"/>` +
    `</svg>\n`
  );
}
