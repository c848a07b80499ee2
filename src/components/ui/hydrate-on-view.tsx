import React, { lazy, memo, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from "react"

/**
 * True on the client until the first render has hydrated (gatsby-browser.tsx calls `initialHydrationDone` from
 * onInitialClientRender). On the server there is nothing to hydrate.
 */
let hydrating = typeof window !== "undefined"

export function initialHydrationDone(): void {
  hydrating = false
}

/** How far outside the window a region starts hydrating: half a screen, so a region is ready before it is seen. */
export const HYDRATE_MARGIN = "50% 0px"

/** No box of its own: the region's children lay out as if the wrapper were not there. */
const contents: React.CSSProperties = { display: "contents" }

function Passthrough({ children }: { children: ReactNode }) {
  return <>{children}</>
}

interface Gate {
  open: () => void
  Region: ComponentType<{ children: ReactNode }>
}

function makeGate(): Gate {
  let open: () => void = () => {}
  const ready = new Promise<void>(resolve => (open = resolve))
  return { open: () => open(), Region: lazy(() => ready.then(() => ({ default: Passthrough }))) }
}

/**
 * A region that never changes after the first paint (text, images, cards, links): its server HTML stays as it is,
 * and React hydrates it only when it comes within half a screen of the window, with React 18's own selective
 * hydration. The region is a Suspense boundary around a lazy component that resolves at that moment; until then
 * React leaves the boundary's server HTML in place and does no work for it. On a client-side navigation there is
 * nothing to hydrate, and the region renders at once.
 *
 * Only for regions whose props never change during the page's life: the component ignores new props from its parent
 * (a dehydrated boundary that receives an update would be thrown away and rendered anew). Links inside work before
 * hydration as plain links.
 *
 * The wrapper is a `display: contents` div (no box, no effect on layout), watched through its children.
 */
export const HydrateOnView = memo(
  function HydrateOnView({ children }: { children: ReactNode }) {
    const ref = useRef<HTMLDivElement>(null)
    const [gate] = useState<Gate | null>(() => (hydrating ? makeGate() : null))
    useEffect(() => {
      if (!gate) return
      const targets = Array.from(ref.current?.children ?? [])
      if (!targets.length || typeof IntersectionObserver === "undefined") return gate.open()
      const observer = new IntersectionObserver(
        entries => {
          if (!entries.some(entry => entry.isIntersecting)) return
          observer.disconnect()
          gate.open()
        },
        { rootMargin: HYDRATE_MARGIN },
      )
      for (const target of targets) observer.observe(target)
      return () => observer.disconnect()
    }, [gate])
    return (
      <div ref={ref} style={contents}>
        <Suspense fallback={null}>{gate ? <gate.Region>{children}</gate.Region> : children}</Suspense>
      </div>
    )
  },
  () => true,
)
