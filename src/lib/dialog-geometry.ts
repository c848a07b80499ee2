/** Geometry of the floating video dialog, in CSS pixels of the window (SPEC §9). Pure, so tests can drive it. */
export interface Size {
  width: number
  height: number
}

export interface Point {
  x: number
  y: number
}

export type Rect = Point & Size

export const DIALOG_MAX = { width: 800, height: 500 } as const
export const DIALOG_VIEWPORT_SHARE = { width: 0.9, height: 0.7 } as const
export const MINIMIZED = { width: 300, height: 200, right: 320, top: 20 } as const

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), Math.max(min, max))

/** Whole pixels, never more than the limit (0.7 * 700 is 489.99999999999994 in floating point). */
const atMost = (limit: number) => Math.floor(limit + 1e-9)

/** At most 800 x 500, and at most 90% of the window's width and 70% of its height. */
export function dialogSize(viewport: Size): Size {
  return {
    width: atMost(Math.min(DIALOG_MAX.width, viewport.width * DIALOG_VIEWPORT_SHARE.width)),
    height: atMost(Math.min(DIALOG_MAX.height, viewport.height * DIALOG_VIEWPORT_SHARE.height)),
  }
}

/** Moves a box so that all of it lies inside the window (its top-left corner wins if it is larger). */
export function clampToViewport(rect: Rect, viewport: Size): Rect {
  return {
    ...rect,
    x: clamp(rect.x, 0, viewport.width - rect.width),
    y: clamp(rect.y, 0, viewport.height - rect.height),
  }
}

/** The full-size dialog, centred in the window. */
export function centredRect(viewport: Size): Rect {
  const size = dialogSize(viewport)
  return {
    ...size,
    x: Math.round((viewport.width - size.width) / 2),
    y: Math.round((viewport.height - size.height) / 2),
  }
}

/** The minimized box: 300 x 200, 320 px from the window's right edge and 20 px from its top, kept inside. */
export function minimizedRect(viewport: Size): Rect {
  return clampToViewport(
    { width: MINIMIZED.width, height: MINIMIZED.height, x: viewport.width - MINIMIZED.right, y: MINIMIZED.top },
    viewport,
  )
}

/** Where a drag that started with the box at `start` and the pointer at `from` puts it now the pointer is at `to`. */
export function dragRect(start: Rect, from: Point, to: Point, viewport: Size): Rect {
  return clampToViewport({ ...start, x: start.x + to.x - from.x, y: start.y + to.y - from.y }, viewport)
}

/** After the window resized: the size the new window allows, at the same place as far as it still fits. */
export function fitToViewport(rect: Rect, viewport: Size): Rect {
  return clampToViewport({ ...rect, ...dialogSize(viewport) }, viewport)
}
