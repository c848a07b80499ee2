import React from "react"
import oswald500 from "@fontsource/oswald/files/oswald-latin-500-normal.woff2"
import oswald600 from "@fontsource/oswald/files/oswald-latin-600-normal.woff2"
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2"
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2"
import type { Locale } from "../../lib/routes"
import { type WebFont, WEB_FONTS_ID, webFontsJson } from "../../lib/web-font-list"

/**
 * The site's web fonts (self-hosted from @fontsource, latin subset), loaded after the first paint.
 *
 * Declared in the page's CSS, the browser fetched all four with the first layout, at a higher
 * priority than the hero image, so on a slow connection they held back the page's largest paint. Instead,
 * every page lists them in a JSON data block (WebFontList, rendered by gatsby-ssr.tsx), and the inline boot
 * script (src/node/defer-scripts.ts) adds them with the CSS Font Loading API once the first frame is on
 * screen, beside the page's scripts. Until they arrive, text uses "Oswald Fallback" and "Inter Fallback"
 * (src/styles/global.css), local fonts sized to the same width and line metrics, so the swap moves nothing
 * (e2e/fonts.spec.ts). Without JavaScript the page keeps those fallbacks.
 */
export const WEB_FONTS: readonly WebFont[] = [
  { family: "Oswald", weight: "500", url: oswald500 },
  { family: "Oswald", weight: "600", url: oswald600 },
  { family: "Inter", weight: "400", url: inter400 },
  { family: "Inter", weight: "600", url: inter600 },
]

/**
 * Hindi pages (src/styles/devanagari.css) set Devanagari in the device's own Devanagari face and load only
 * Oswald, for Latin words in headings. A downloaded Devanagari face swapped in after the first paint moved
 * the text (e2e/fonts.spec.ts) until its fallback is sized to it, which is not done yet.
 */
const FONTS_BY_LOCALE: Record<Locale, readonly WebFont[]> = {
  en: WEB_FONTS,
  hi: [WEB_FONTS[0], WEB_FONTS[1]],
}

/** The data block of a page in `locale`: not executed, so the CSP has nothing to allow. */
export function WebFontList({ locale }: { locale: Locale }) {
  // eslint-disable-next-line react/no-danger -- JSON from the build's own font list (webFontsJson escapes "<"), never page data.
  return <script id={WEB_FONTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: webFontsJson(FONTS_BY_LOCALE[locale]) }} />
}
