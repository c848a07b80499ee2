/**
 * @jest-environment node
 */
import { siteStylesheets, withoutComments } from "./fixtures/stylesheets"

// A hover effect is for a pointer that hovers. On a touch screen the browser applies :hover on a tap, so a hover
// rule there starts its effect in the very frames that answer the tap, and the effect stays after it: the gallery's
// tile started a 400 ms zoom of its image, and the tap's answer was painted 30 to 50 ms later on a slow phone
// (docs/architecture.md#machinery). Every rule with :hover sits inside @media (hover: hover).

/** The rules of a stylesheet whose selector has :hover, with the @media conditions around each. */
function hoverRules(css: string): { selector: string; media: string[] }[] {
  const text = withoutComments(css)
  const found: { selector: string; media: string[] }[] = []
  const stack: string[] = []
  let prelude = ""
  for (const ch of text) {
    if (ch === "{") {
      const head = prelude.trim()
      if (head.includes(":hover") && !head.startsWith("@")) found.push({ selector: head, media: stack.filter(s => s.startsWith("@media")) })
      stack.push(head)
      prelude = ""
    } else if (ch === "}") {
      stack.pop()
      prelude = ""
    } else if (ch === ";") {
      prelude = ""
    } else {
      prelude += ch
    }
  }
  return found
}

const onlyWhereItHovers = (rule: { media: string[] }) => rule.media.some(m => /\(\s*hover\s*:\s*hover\s*\)/.test(m))

describe("hover effects", () => {
  it("finds a :hover rule outside @media (hover: hover), so it would catch one", () => {
    const rules = hoverRules(`
      .a:hover { color: red; }
      @media (min-width: 40em) { .b:hover, .b:focus-visible { color: red } }
      /* .c:hover { } */
      @media (hover: hover) { .d:hover { color: red } }
      @media (prefers-reduced-motion: reduce) { @media (hover: hover) { .e:hover { transform: none } } }`)
    expect(rules.filter(r => !onlyWhereItHovers(r)).map(r => r.selector)).toEqual([".a:hover", ".b:hover, .b:focus-visible"])
    expect(rules.filter(onlyWhereItHovers).map(r => r.selector)).toEqual([".d:hover", ".e:hover"])
  })

  it("the site's stylesheets apply :hover only where the pointer hovers", () => {
    const outside = siteStylesheets().flatMap(({ file, css }) =>
      hoverRules(css)
        .filter(rule => !onlyWhereItHovers(rule))
        .map(rule => `${file}: ${rule.selector.replace(/\s+/g, " ")}`),
    )
    expect(outside).toEqual([])
  })
})
