import { useEffect, useState } from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

/** Whether the visitor asks for reduced motion; false while rendering on the server, then live. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia?.(QUERY)
    if (!query) return
    const update = () => setReduced(query.matches)
    update()
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])
  return reduced
}
