/**
 * @jest-environment node
 */
import { siteStylesheets, withoutComments } from "./fixtures/stylesheets"

// The web fonts swap in after the first paint (src/boot/start-scripts.js), so the page is laid out twice: in the
// fallback faces, then in Oswald and Inter. The fallback faces match their widths and line metrics, but not their
// digits: a length in ch (the width of "0") or ex is another length in each face, so a line limited to 60ch
// re-wrapped when Inter arrived and moved the page (the page hero's subtitle: one line fewer, CLS 0.008 at 1280 px).
// Lengths that must hold across the swap are written in em, converted with the web font's own "0".
const FONT_RELATIVE = /(?<![\w.#-])\d*\.?\d+(ch|ex|ic|cap)\b/g

describe("lengths that hold when the web fonts swap in", () => {
  it("finds a length in ch, so it would catch one", () => {
    expect(withoutComments(".a { max-width: 60ch; /* 12ch */ }").match(FONT_RELATIVE)).toEqual(["60ch"])
    expect(".b { max-width: 38em; } .ch2 { width: 1.5ex }".match(FONT_RELATIVE)).toEqual(["1.5ex"])
  })

  it("the site's stylesheets size nothing by the face in use (ch, ex, ic, cap)", () => {
    const found = siteStylesheets().flatMap(({ file, css }) => (css.match(FONT_RELATIVE) ?? []).map(length => `${file}: ${length}`))
    expect(found).toEqual([])
  })
})
