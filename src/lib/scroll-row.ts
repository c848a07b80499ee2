export interface RowMetrics {
  scrollLeft: number
  scrollWidth: number
  clientWidth: number
}

export interface RowState {
  /** The row is wider than its box, so it scrolls (and the arrows show). */
  overflowing: boolean
  atStart: boolean
  atEnd: boolean
}

/** One pixel of slack: browsers round scroll positions and widths differently. */
const SLACK = 1

export function rowState({ scrollLeft, scrollWidth, clientWidth }: RowMetrics): RowState {
  const overflowing = scrollWidth - clientWidth > SLACK
  return {
    overflowing,
    atStart: !overflowing || scrollLeft <= SLACK,
    atEnd: !overflowing || scrollLeft + clientWidth >= scrollWidth - SLACK,
  }
}

/** How far one arrow press scrolls: most of the visible width, so one card stays in view for context. */
export function pageDelta(clientWidth: number, direction: 1 | -1): number {
  return Math.round(clientWidth * 0.85) * direction
}
