import "./src/styles/global.css"

import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { layOutWholePage } from "./src/lib/whole-page"

export { wrapPageElement } from "./src/components/i18n/wrap-page"

/**
 * Hydrates the server-rendered page as a transition (Gatsby's public replaceHydrateFunction API). React then
 * hydrates in slices of a few milliseconds and yields to the browser between them, instead of one long task of
 * the whole page: input stays responsive while the page wakes up, and a click on a part not yet hydrated makes
 * React finish that work at once and replay the click. Next.js hydrates the same way. A page with an empty
 * body (none today) is rendered, as Gatsby does by default. (Gatsby's own type for this API still names the
 * legacy ReactDOM.render signature; the runtime calls it as (element, container).)
 */
export const replaceHydrateFunction = () => (element: ReactElement, root: Element) => {
  // The server's HTML is there unless the page's body is empty.
  const server = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  startTransition(() => {
    if (server) hydrateRoot(root, element)
    else createRoot(root).render(element)
  })
}

/**
 * Runs after the first render has hydrated, or rendered afresh after a hydration error (Gatsby calls it from an
 * effect of its root, after every component's own effects): <html data-hydrated> is marked, which the browser tests
 * and `npm run check:content` wait for instead of an idle network.
 */
export const onInitialClientRender = (): void => {
  document.documentElement.dataset.hydrated = ""
}

/**
 * Before Gatsby scrolls to a #fragment or back to a position it saved (back and forward, a reload), the whole page
 * is laid out: sections skipped until they come near the screen are only as tall as an estimate, and a position
 * measured on the laid-out page would land elsewhere (src/lib/whole-page.ts). Gatsby's public shouldUpdateScroll
 * API; true keeps its own scrolling.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  if (routerProps.location.hash || getSavedScrollPosition(routerProps.location)) layOutWholePage()
  return true
}
