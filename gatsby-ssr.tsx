import React from "react"
import type { GatsbySSR } from "gatsby"
import "@fontsource/oswald/latin-500.css"
import "@fontsource/oswald/latin-600.css"
import "@fontsource/inter/latin-400.css"
import "@fontsource/inter/latin-600.css"
import "./src/styles/global.css"
import oswald600 from "@fontsource/oswald/files/oswald-latin-600-normal.woff2"
import oswald500 from "@fontsource/oswald/files/oswald-latin-500-normal.woff2"
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2"
import { constantLoaderScript, LOADER_SCRIPT_ID, PAGE_PATH_ATTRIBUTE } from "./src/lib/page-path-script"

/** The fonts every first screen uses load with the HTML, so headings do not reflow when they arrive. */
const preloadedFonts = [oswald600, oswald500, inter400]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" })
  setHeadComponents(
    preloadedFonts.map(href => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  )
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
          // Gatsby's generated code minus the path (a constant string in src/lib/page-path-script.ts).
          dangerouslySetInnerHTML={{ __html: rewritten.text }}
        />
      )
    }),
  )
}
