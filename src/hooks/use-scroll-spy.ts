import { useEffect, useState } from "react"
import { activeSectionAt, SPY_OFFSET_PX } from "../lib/section-scroll"

/**
 * The id of the section in view: the last of `ids` whose top is within `offset` px of the window's top
 * (see activeSectionAt). Measured on scroll and resize, at most once per frame. null before the first
 * measurement (and on the server).
 */
export function useScrollSpy(ids: readonly string[], offset = SPY_OFFSET_PX): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(" ")

  useEffect(() => {
    const sectionIds = key.split(" ")
    let frame = 0
    const measure = () => {
      frame = 0
      const tops = sectionIds.flatMap(id => {
        const el = document.getElementById(id)
        return el ? [{ id, top: el.getBoundingClientRect().top }] : []
      })
      const root = document.documentElement
      const atBottom = root.scrollTop > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 2
      setActive(activeSectionAt(tops, offset, atBottom))
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener("scroll", schedule, { passive: true })
    window.addEventListener("resize", schedule)
    return () => {
      window.removeEventListener("scroll", schedule)
      window.removeEventListener("resize", schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [key, offset])

  return active
}
