/**
 * Minimal SVG string builder: element helpers, compact number formatting,
 * deterministic ids and gradient / filter definitions.
 */

export type AttrValue = string | number | undefined | null | false;
export type Attrs = Record<string, AttrValue>;
export type Child = string | false | null | undefined;

/** Format a number compactly (2 decimals max) to keep SVG strings small. */
export function num(v: number): string {
  if (!Number.isFinite(v)) throw new Error(`Non-finite number in SVG: ${v}`);
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

function attrString(attrs: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : v}"`;
  }
  return out;
}

export function el(tag: string, attrs: Attrs = {}, ...children: Child[]): string {
  const inner = children.filter(Boolean).join('');
  return inner ? `<${tag}${attrString(attrs)}>${inner}</${tag}>` : `<${tag}${attrString(attrs)}/>`;
}

export const g = (attrs: Attrs, ...children: Child[]): string => el('g', attrs, ...children);
export const path = (d: string, attrs: Attrs = {}): string => el('path', { d, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string => el('circle', { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el('rect', { x, y, width, height, ...attrs });
export const line = (x1: number, y1: number, x2: number, y2: number, attrs: Attrs = {}): string => el('line', { x1, y1, x2, y2, ...attrs });

export const translate = (x: number, y: number, s = 1, sx = s): string =>
  `translate(${num(x)} ${num(y)})${s !== 1 || sx !== s ? ` scale(${num(sx)} ${num(s)})` : ''}`;

/* ---------- ids ---------- */

let idCounter = 0;
/** Reset before each document so ids (and therefore output bytes) are stable. */
export function resetIds(): void {
  idCounter = 0;
}
export function uid(prefix = 'i'): string {
  idCounter += 1;
  return `${prefix}${idCounter.toString(36)}`;
}

/* ---------- definitions (gradients, filters) ---------- */

export type Stop = [offset: number, color: string, opacity?: number];

const stopsXml = (stops: Stop[]): string =>
  stops.map(([o, c, a]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': a === undefined ? undefined : a })).join('');

/**
 * Collects <defs> for one document. Methods return `url(#id)` references.
 * Gradients use objectBoundingBox units unless `user` coordinates are given.
 */
export class Defs {
  private items: string[] = [];
  private cache = new Map<string, string>();

  private memo(key: string, make: (id: string) => string, prefix: string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = uid(prefix);
    this.items.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** Linear gradient; default direction top to bottom. */
  linear(stops: Stop[], dir: [number, number, number, number] = [0, 0, 0, 1], user = false): string {
    const [x1, y1, x2, y2] = dir;
    const key = `L${JSON.stringify(stops)}${dir.join(',')}${user}`;
    return this.memo(
      key,
      (id) => el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: user ? 'userSpaceOnUse' : undefined }, stopsXml(stops)),
      'lg',
    );
  }

  /** Radial gradient; centre/radius in bounding-box units unless `user`. */
  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, user = false, fx?: number, fy?: number): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r},${user},${fx},${fy}`;
    return this.memo(
      key,
      (id) => el('radialGradient', { id, cx, cy, r, fx, fy, gradientUnits: user ? 'userSpaceOnUse' : undefined }, stopsXml(stops)),
      'rg',
    );
  }

  /** Gaussian blur filter with a generous region so soft shadows are not clipped. */
  blur(std: number): string {
    return this.memo(
      `B${std}`,
      (id) =>
        el(
          'filter',
          { id, x: '-50%', y: '-50%', width: '200%', height: '200%', 'color-interpolation-filters': 'sRGB' },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      'f',
    );
  }

  /** Soft drop shadow (offset + blur of the alpha channel, tinted), drawn under the source. */
  dropShadow(dx: number, dy: number, std: number, color: string, opacity: number): string {
    return this.memo(
      `D${dx},${dy},${std},${color},${opacity}`,
      (id) =>
        el(
          'filter',
          { id, x: '-30%', y: '-30%', width: '160%', height: '160%', 'color-interpolation-filters': 'sRGB' },
          el('feGaussianBlur', { in: 'SourceAlpha', stdDeviation: std, result: 'b' }),
          el('feOffset', { in: 'b', dx, dy, result: 'o' }),
          el('feFlood', { 'flood-color': color, 'flood-opacity': opacity, result: 'c' }),
          el('feComposite', { in: 'c', in2: 'o', operator: 'in', result: 's' }),
          el('feMerge', {}, el('feMergeNode', { in: 's' }), el('feMergeNode', { in: 'SourceGraphic' })),
        ),
      'ds',
    );
  }

  /** Add raw definition markup (patterns, clip paths) and return its id. */
  raw(prefix: string, make: (id: string) => string): string {
    const id = uid(prefix);
    this.items.push(make(id));
    return id;
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

/** Wrap body markup in a root <svg> element with the given defs. */
export function svgDocument(w: number, h: number, defs: Defs, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` + `${defs}${body}</svg>`;
}
