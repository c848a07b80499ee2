/** What a page's web-font data block holds (rendered by src/components/layout/web-fonts.tsx, read by src/boot/start-scripts.js). */
export interface WebFont {
  family: string
  weight: string
  url: string
  /** The characters the face is used for (CSS unicode-range); every character when absent. */
  unicodeRange?: string
}

/** The id of the data block the loader reads. */
export const WEB_FONTS_ID = "web-fonts"

/** JSON for a <script type="application/json"> block: "<" escaped, so no value can close the element. */
export function webFontsJson(fonts: readonly WebFont[]): string {
  return JSON.stringify(fonts).replace(/</g, "\\u003c")
}
