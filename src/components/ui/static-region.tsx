import React from "react"

/**
 * Whether the page in the browser holds the server's HTML, so that the first render hydrates it rather than
 * rendering afresh (gatsby-browser's replaceHydrateFunction asks the same).
 */
export function hasServerHtml(): boolean {
  return Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
}

/**
 * True in the browser from the start until the first render has hydrated (gatsby-browser's onInitialClientRender
 * ends it), if there is server HTML to hydrate. On the server, and wherever React renders from nothing (a page
 * with an empty body, the unit tests), it is false and every region renders in full.
 */
const pageHydrates = typeof document !== "undefined" && hasServerHtml()
let hydrating = pageHydrates

/** Called once the first render has hydrated: regions mounted from then on (a page reached by a link) render. */
export function endHydration(): void {
  hydrating = false
}

type StaticRegionProps = React.HTMLAttributes<HTMLElement> & {
  /** The element the region is: a <div> unless the markup around it needs another. */
  as?: "div" | "section" | "header"
  children: React.ReactNode
}

/**
 * A part of a page that never changes after the server rendered it: text, pictures, links, cards. When the page
 * is first hydrated, React takes over the element and leaves its contents as the server wrote them, without
 * rendering, comparing or wiring the components inside (an element whose contents are dangerouslySetInnerHTML is
 * one React does not descend into while hydrating, and an unchanged value is never written again). A region
 * mounted later, on a page reached through the router, renders its children as usual.
 *
 * Only for contents with no state, effects or handlers: none of them would run. Links inside stay plain links
 * and gatsby-plugin-catch-links routes them through Gatsby's navigate() (docs/decisions/0007-static-regions.md).
 */
export function StaticRegion({ as: Element = "div", children, ...props }: StaticRegionProps) {
  // Where the page does not hydrate (the server, the admin's previews, which render with Decap's React and its
  // createElement alone, src/cms/react-from-cms.ts), there is nothing to remember. The condition is fixed for the
  // module's whole life, so every render of a region calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- pageHydrates never changes after the module loads
  const keepServerHtml = pageHydrates ? React.useState(() => hydrating)[0] : false
  if (keepServerHtml)
    // Always empty: it only tells React not to descend while hydrating.
    return <Element {...props} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
  return <Element {...props}>{children}</Element>
}
