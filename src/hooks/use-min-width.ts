import { useEffect } from "react"

/** Calls onWide whenever the window becomes wider than `px` (the mobile breakpoint is 768 px). */
export function useOnWiderThan(px: number, onWide: () => void): void {
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${px + 1}px)`)
    const onChange = () => {
      if (query.matches) onWide()
    }
    query.addEventListener("change", onChange)
    return () => query.removeEventListener("change", onChange)
  }, [px, onWide])
}
