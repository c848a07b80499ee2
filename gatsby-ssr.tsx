import React from "react"
import type { GatsbySSR } from "gatsby"
import "./src/styles/global.css"
import { WebFontList } from "./src/components/layout/web-fonts"
import { IconSprite } from "./src/components/ui/icon-sprite"
import { localeOfPath } from "./src/shared/locale"

declare const __STYLES_DIGEST__: string | undefined

// The CSS digest (src/node/webpack.ts): a CSS edit changes this bundle, so a warm build re-renders every page
// with the new stylesheet inlined. An assignment to globalThis, which the minifier keeps.
;(globalThis as { __stylesDigest?: string }).__stylesDigest = typeof __STYLES_DIGEST__ === "undefined" ? "" : __STYLES_DIGEST__

/**
 * No font is preloaded or declared in the page's CSS: the page lists them in a data block, and the boot
 * script loads them after the first paint (src/components/layout/web-fonts.tsx), so they do not compete with the hero
 * image for a phone's bandwidth.
 */
export { wrapPageElement } from "./src/components/i18n/wrap-page"

// <html lang> is the page's language, set by its Head (src/components/layout/seo.tsx). The icons' symbols open the
// body, ahead of everything that draws them (src/components/ui/icon.tsx).
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, setPreBodyComponents, pathname }) => {
  setHeadComponents([<WebFontList key="web-fonts" locale={localeOfPath(pathname)} />])
  setPreBodyComponents([<IconSprite key="icons" />])
}

/**
 * gatsby-plugin-image adds an inline module script to every page that fades in GatsbyImage's pictures. No
 * page renders GatsbyImage (src/components/ui/picture.tsx renders plain <picture> HTML), and every page keeps
 * exactly one inline script, the boot script (src/node/post-build/), so it is left out. The post-build step
 * stops the build if a page ever renders GatsbyImage. If the plugin renames this key, the script comes back and
 * nothing fails: the post-build step holds it like any other inline script (a file of its own, started after
 * the first paint), so every page loads one small file it does not need.
 */
const IMAGE_PLUGIN_SCRIPT_KEY = "gatsby-image-style-script"

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents(getHeadComponents().filter(element => !(React.isValidElement(element) && element.key === IMAGE_PLUGIN_SCRIPT_KEY)))
}
