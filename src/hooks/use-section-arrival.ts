import { useEffect } from "react"
import { SECTION_SCROLL_DELAY_MS, scrollToSection, type SectionArrivalState } from "../lib/section-scroll"

/**
 * On home: when a section link on another page brought the visitor here (router state `section`),
 * scrolls to that section SECTION_SCROLL_DELAY_MS after the page has rendered, and puts it in the address.
 */
export function useSectionArrival(state: SectionArrivalState | null | undefined): void {
  const section = state?.section
  useEffect(() => {
    if (!section) return
    const timer = window.setTimeout(() => scrollToSection(section, "replace"), SECTION_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [section])
}
