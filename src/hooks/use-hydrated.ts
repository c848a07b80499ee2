import { useEffect, useState } from "react"

/**
 * False in the server-rendered HTML and in the first (hydrating) render, true once the scripts have run:
 * controls that only work with script render when this is true, so none is visible that does nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
