import type { GatsbySSR } from "gatsby"
import "@fontsource/oswald/latin-500.css"
import "@fontsource/oswald/latin-600.css"
import "@fontsource/inter/latin-400.css"
import "@fontsource/inter/latin-600.css"
import "./src/styles/global.css"

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en-IN" })
}
