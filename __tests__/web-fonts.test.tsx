import React from "react"
import { render } from "@testing-library/react"
import { WEB_FONTS, WebFontList } from "../src/components/layout/web-fonts"
import { WEB_FONTS_ID, webFontsJson } from "../src/lib/web-font-list"

describe("the page's web-font list", () => {
  test("is a data block (not executed, nothing for the CSP) listing the four faces", () => {
    const { container } = render(<WebFontList locale="en" />)
    const block = container.querySelector(`script#${WEB_FONTS_ID}`)!
    expect(block).toHaveAttribute("type", "application/json")
    const fonts = JSON.parse(block.textContent!) as typeof WEB_FONTS
    expect(fonts.map(f => `${f.family} ${f.weight}`)).toEqual(["Oswald 500", "Oswald 600", "Inter 400", "Inter 600"])
    expect(fonts.every(f => typeof f.url === "string" && f.url.length > 0)).toBe(true)
  })

  test("a Hindi page lists the Latin heading face and Noto Sans Devanagari, for Devanagari characters only", () => {
    const { container } = render(<WebFontList locale="hi" />)
    const fonts = JSON.parse(container.querySelector(`script#${WEB_FONTS_ID}`)!.textContent!) as typeof WEB_FONTS
    expect(fonts.map(f => `${f.family} ${f.weight}`)).toEqual([
      "Oswald 500",
      "Oswald 600",
      "Noto Sans Devanagari Web 400",
      "Noto Sans Devanagari Web 700",
    ])
    for (const font of fonts.filter(f => f.family.includes("Devanagari"))) {
      expect(font.unicodeRange).toContain("U+0900-097F")
      expect(font.unicodeRange).not.toMatch(/U\+0000|U\+0020/)
    }
  })

  test("cannot close its element, whatever a URL holds", () => {
    const json = webFontsJson([{ family: "X", weight: "400", url: "/a</script><script>alert(1)</script>.woff2" }])
    expect(json).not.toContain("</script")
    expect(JSON.parse(json)[0].url).toBe("/a</script><script>alert(1)</script>.woff2")
  })
})
