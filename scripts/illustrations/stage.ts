/**
 * A Stage collects the markup of one illustration in three bands:
 * background (painted first), depth-sorted sprites, and foreground overlays.
 */
import { createRng, type Rng } from './random';
import { Defs, resetIds, svgDocument } from './svg';

export class Stage {
  readonly defs: Defs;
  readonly rng: Rng;
  private readonly backItems: string[] = [];
  private readonly sprites: { depth: number; order: number; svg: string }[] = [];
  private readonly frontItems: string[] = [];

  constructor(
    readonly w: number,
    readonly h: number,
    seed: string,
  ) {
    resetIds();
    this.defs = new Defs();
    this.rng = createRng(seed);
  }

  /** Painted in call order beneath every sprite. */
  back(...svg: string[]): this {
    this.backItems.push(...svg.filter(Boolean));
    return this;
  }

  /** Depth-sorted: larger depth (further away) is painted first. */
  sprite(depth: number, svg: string): this {
    if (svg) this.sprites.push({ depth, order: this.sprites.length, svg });
    return this;
  }

  /** Painted in call order above everything (lighting, vignette, grain). */
  front(...svg: string[]): this {
    this.frontItems.push(...svg.filter(Boolean));
    return this;
  }

  render(): string {
    const sorted = [...this.sprites].sort((a, b) => b.depth - a.depth || a.order - b.order);
    const body = [...this.backItems, ...sorted.map((s) => s.svg), ...this.frontItems].join('');
    return svgDocument(this.w, this.h, this.defs, body);
  }
}
