import React from "react"
import oswald500 from "@fontsource/oswald/files/oswald-latin-500-normal.woff2"
import oswald600 from "@fontsource/oswald/files/oswald-latin-600-normal.woff2"
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2"
import inter600 from "@fontsource/inter/files/inter-latin-600-normal.woff2"
import devanagari400 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2"
import devanagari700 from "@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2"
import type { Locale } from "../../shared/routes"
import { type WebFont, WEB_FONTS_ID, webFontsJson } from "../../lib/web-font-list"

/**
 * The site's web fonts (self-hosted from @fontsource, latin subset), loaded when the scripts start.
 *
 * Declared in the page's CSS, the browser fetched all four with the first layout, at a higher
 * priority than the hero image, so on a slow connection they held back the page's largest paint. Instead,
 * every page lists them in a JSON data block (WebFontList, rendered by gatsby-ssr.tsx), and
 * the page's loader (src/boot/start-scripts.js) adds them with the CSS Font Loading API after the first paint. Until they arrive, text uses "Oswald Fallback" and "Inter Fallback"
 * (src/styles/global.css), local fonts sized to the same width and line metrics, so the swap moves nothing
 * (e2e/fonts.spec.ts). Without JavaScript the page keeps those fallbacks.
 */
export const WEB_FONTS: readonly WebFont[] = [
  { family: "Oswald", weight: "500", url: oswald500 },
  { family: "Oswald", weight: "600", url: oswald600 },
  { family: "Inter", weight: "400", url: inter400 },
  { family: "Inter", weight: "600", url: inter600 },
]

/** The Devanagari block and its signs: @fontsource's range for the subset (only these characters use the face). */
const DEVANAGARI = "U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09"

/**
 * Hindi pages (src/styles/devanagari.css): Noto Sans Devanagari, Devanagari subset, regular and bold (text asks
 * for 400 and 600, headings for 600; CSS font matching takes the bold face for 600, and the fallback does the
 * same with the device's bold), under its own family name so that a device's installed Noto Sans Devanagari,
 * which also has Latin letters, never stands in for it. Oswald stays for Latin in headings; Latin in text keeps
 * the Inter fallback. About 127 KiB in all (the budget is 150 KB).
 */
const FONTS_BY_LOCALE: Record<Locale, readonly WebFont[]> = {
  en: WEB_FONTS,
  hi: [
    WEB_FONTS[0],
    WEB_FONTS[1],
    { family: "Noto Sans Devanagari Web", weight: "400", url: devanagari400, unicodeRange: DEVANAGARI },
    { family: "Noto Sans Devanagari Web", weight: "700", url: devanagari700, unicodeRange: DEVANAGARI },
  ],
}

/** The data block of a page in `locale`: not executed, so the CSP has nothing to allow. */
export function WebFontList({ locale }: { locale: Locale }) {
  // eslint-disable-next-line react/no-danger -- JSON from the build's own font list (webFontsJson escapes "<"), never page data.
  return <script id={WEB_FONTS_ID} type="application/json" dangerouslySetInnerHTML={{ __html: webFontsJson(FONTS_BY_LOCALE[locale]) }} />
}
