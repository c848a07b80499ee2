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

/** The fonts every first screen uses load with the HTML, so headings do not reflow when they arrive. */
const preloadedFonts = [oswald600, oswald500, inter400]

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-IN" })
  setHeadComponents(
    preloadedFonts.map(href => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />),
  )
}
