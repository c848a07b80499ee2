import "./src/styles/global.css"

export { wrapPageElement } from "./src/components/i18n/wrap-page"

/**
 * Runs after the first render has hydrated (Gatsby calls it from an effect of its root, after every component's
 * own effects): marks <html data-hydrated>, which `npm run check:content` waits for instead of an idle network.
 */
export const onInitialClientRender = (): void => {
  document.documentElement.dataset.hydrated = ""
}
