import React from "react"
import type { GatsbySSR } from "gatsby"
import "./src/styles/global.css"
import { constantLoaderScript, LOADER_SCRIPT_ID, PAGE_PATH_ATTRIBUTE } from "./src/lib/page-path-script"
import { WebFontList } from "./src/lib/web-fonts"

declare const __STYLES_DIGEST__: string | undefined

// The CSS digest (src/node/webpack.ts): a CSS edit changes this bundle, so a warm build re-renders every page
// with the new stylesheet inlined. An assignment to globalThis, which the minifier keeps.
;(globalThis as { __stylesDigest?: string }).__stylesDigest = typeof __STYLES_DIGEST__ === "undefined" ? "" : __STYLES_DIGEST__

/**
 * No font is preloaded or declared in the page's CSS: the page lists them in a data block, and the boot
 * script loads them after the first paint (src/lib/web-fonts.tsx), so they do not compete with the hero
 * image for a phone's bandwidth.
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" })
  setHeadComponents([<WebFontList key="web-fonts" />])
}

/** Gatsby's per-page loader script, rewritten so that its text is the same on every page (see page-path-script.ts). */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(
    getPostBodyComponents().map(element => {
      // Gatsby's own script element: its inline text is code Gatsby generated, never data.
      if (!React.isValidElement<{ id?: string; dangerouslySetInnerHTML?: { __html: string } }>(element)) return element
      if (element.props.id !== LOADER_SCRIPT_ID) return element
      // The same text with the path taken out; the path goes into an attribute, which React escapes.
      const rewritten = constantLoaderScript(element.props.dangerouslySetInnerHTML?.__html ?? "")
      if (!rewritten) return element
      return (
        <script
          key={element.key ?? LOADER_SCRIPT_ID}
          id={LOADER_SCRIPT_ID}
          {...{ [PAGE_PATH_ATTRIBUTE]: rewritten.pagePath }}
          // eslint-disable-next-line react/no-danger -- Gatsby's generated code minus the path (a constant string in src/lib/page-path-script.ts).
          dangerouslySetInnerHTML={{ __html: rewritten.text }}
        />
      )
    }),
  )
}
