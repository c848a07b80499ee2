import "./src/styles/global.css"

import { type ReactElement, startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

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
  const server = document.getElementById("gatsby-focus-wrapper")
  startTransition(() => {
    if (server?.children.length) hydrateRoot(root, element)
    else createRoot(root).render(element)
  })
}

/**
 * Runs after the first render has hydrated (Gatsby calls it from an effect of its root, after every component's
 * own effects): marks <html data-hydrated>, which `npm run check:content` waits for instead of an idle network.
 */
export const onInitialClientRender = (): void => {
  document.documentElement.dataset.hydrated = ""
}
