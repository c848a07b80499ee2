import { useCallback, useEffect, useState } from "react"
import type React from "react"
import { isRotating, nextIndex, previousIndex, SLIDE_INTERVAL_MS } from "../lib/carousel"
import { useReducedMotion } from "./use-reduced-motion"

/**
 * State of an auto-rotating carousel (WAI-ARIA APG): the current slide, wrapping previous/next, a start/stop
 * control, and a pause for as long as a mouse is over it or focus is inside it. It does not start rotating
 * for visitors who prefer reduced motion (they can still start it). The timer restarts on every slide
 * change, so a slide chosen by hand stays up for a full interval.
 */
export function useCarousel(count: number, interval = SLIDE_INTERVAL_MS) {
  const reducedMotion = useReducedMotion()
  const [index, setIndex] = useState(0)
  /** null until the visitor uses the start/stop control: then the motion preference decides. */
  const [choice, setChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  const playing = choice ?? !reducedMotion
  const rotating = isRotating({ playing, hovered, focused, count })

  useEffect(() => {
    if (!rotating) return
    const timer = window.setTimeout(() => setIndex(i => nextIndex(i, count)), interval)
    return () => window.clearTimeout(timer)
  }, [rotating, index, count, interval])

  const next = useCallback(() => setIndex(i => nextIndex(i, count)), [count])
  const previous = useCallback(() => setIndex(i => previousIndex(i, count)), [count])
  const goTo = useCallback((i: number) => setIndex(((i % count) + count) % count), [count])
  const togglePlaying = useCallback(() => setChoice(!playing), [playing])

  /** Spread on the carousel's outer element. Touch taps are not hovers, so only a mouse pauses it. */
  const rootProps = {
    onPointerEnter: (e: React.PointerEvent) => {
      if (e.pointerType === "mouse") setHovered(true)
    },
    onPointerLeave: (e: React.PointerEvent) => {
      if (e.pointerType === "mouse") setHovered(false)
    },
    onFocus: () => setFocused(true),
    onBlur: (e: React.FocusEvent) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return { index, next, previous, goTo, playing, rotating, togglePlaying, rootProps }
}
