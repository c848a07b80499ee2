/** Index arithmetic for the gallery's enlarged view. Pure, so unit tests drive it without a browser. */

/** Brings any integer into 0..length-1, wrapping at both ends (-1 is the last item). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

/** The index `step` places away from `current`, wrapping (step -1 from the first is the last). */
export function stepIndex(current: number, step: number, length: number): number {
  return wrapIndex(current + step, length)
}

/**
 * Where a key press in the enlarged view goes: ArrowLeft/ArrowRight move one image, wrapping;
 * Home/End jump to the first/last. null for any other key, so the browser keeps its default.
 */
export function indexForKey(key: string, current: number, length: number): number | null {
  switch (key) {
    case "ArrowLeft":
      return stepIndex(current, -1, length)
    case "ArrowRight":
      return stepIndex(current, 1, length)
    case "Home":
      return 0
    case "End":
      return wrapIndex(length - 1, length)
    default:
      return null
  }
}

/** "3 of 10": the position shown (and announced) in the enlarged view. */
export function positionLabel(index: number, length: number): string {
  return `${index + 1} of ${length}`
}
