import { useEffect, useState } from "react"

/**
 * False in the server-rendered HTML and until the page has loaded and the browser is idle, then true.
 * For work that must not compete with the first screen, e.g. images that are not shown yet.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let idle = 0
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setReady(true), { timeout: 2000 })
        : window.setTimeout(() => setReady(true), 200)
    }
    if (document.readyState === "complete") whenIdle()
    else window.addEventListener("load", whenIdle, { once: true })
    return () => {
      window.removeEventListener("load", whenIdle)
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
      window.clearTimeout(idle)
    }
  }, [])
  return ready
}
