/** Time each hero slide stays up while the carousel rotates (SPEC §9: 6 s on home). */
export const SLIDE_INTERVAL_MS = 6000

/** Index after `index`, wrapping from the last slide to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0
}

/** Index before `index`, wrapping from the first slide to the last. */
export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0
}

export interface RotationInput {
  /** The visitor's choice with the start/stop control (or the default for their motion preference). */
  playing: boolean
  /** A mouse is over the carousel. */
  hovered: boolean
  /** Keyboard focus is inside the carousel. */
  focused: boolean
  count: number
}

/**
 * Whether the slides should advance on their own (WAI-ARIA APG carousel): only while playing, and paused
 * for as long as the mouse is over the carousel or focus is inside it.
 */
export function isRotating({ playing, hovered, focused, count }: RotationInput): boolean {
  return playing && !hovered && !focused && count > 1
}

/** "2 of 3": the accessible name of a slide. */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`
}
