import { useCallback, useEffect, useRef, useState } from "react"
import { pageDelta, rowState, type RowState } from "../lib/scroll-row"
import { prefersReducedMotion } from "../lib/section-scroll"

/**
 * A horizontally scrolling row with previous/next arrows: whether it overflows (re-measured when it or its
 * content resizes), whether it is at either end, whether it has been measured at all, and a page-wise scroll for
 * the arrows.
 */
export function useScrollRow<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [state, setState] = useState<RowState & { measured: boolean }>({ overflowing: false, atStart: true, atEnd: true, measured: false })

  const measure = useCallback(() => {
    const el = ref.current
    if (!el) return
    const next = rowState(el)
    setState(s =>
      s.measured && s.overflowing === next.overflowing && s.atStart === next.atStart && s.atEnd === next.atEnd
        ? s
        : { ...next, measured: true },
    )
  }, [])

  useEffect(() => {
    const el = ref.current
    if (!el) return
    el.addEventListener("scroll", measure, { passive: true })
    // The first measurement is the observer's first report, made once the browser has laid the row out: for a row
    // below the screen, when its section comes near (content-visibility skips it until then). Measured here, in
    // hydration's effects, reading the row's widths made the browser lay that section out first, 5 to 7 ms on a
    // fast machine. Until then the row shows no arrows; it takes focus regardless (its component).
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure)
    if (!observer) measure()
    observer?.observe(el)
    if (el.firstElementChild) observer?.observe(el.firstElementChild)
    window.addEventListener("resize", measure)
    return () => {
      el.removeEventListener("scroll", measure)
      observer?.disconnect()
      window.removeEventListener("resize", measure)
    }
  }, [measure])

  const scrollPage = useCallback((direction: 1 | -1) => {
    const el = ref.current
    if (!el) return
    el.scrollBy({ left: pageDelta(el.clientWidth, direction), behavior: prefersReducedMotion() ? "instant" : "smooth" })
  }, [])

  return { ref, ...state, scrollPage }
}
