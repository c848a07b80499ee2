/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"

// A hover effect is for a pointer that hovers. On a touch screen the browser applies :hover on a tap, so a hover
// rule there starts its effect in the very frames that answer the tap, and the effect stays after it: the gallery's
// tile started a 400 ms zoom of its image, and the tap's answer was painted 30 to 50 ms later on a slow phone
// (docs/decisions/0010-modal-after-paint.md). Every rule with :hover sits inside @media (hover: hover).

/** The rules of a stylesheet whose selector has :hover, with the @media conditions around each. */
function hoverRules(css: string): { selector: string; media: string[] }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, "")
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

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(file)
    return entry.name.endsWith(".css") ? [file] : []
  })
}

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
    const root = path.join(__dirname, "..")
    const outside = cssFiles(path.join(root, "src")).flatMap(file =>
      hoverRules(fs.readFileSync(file, "utf8"))
        .filter(rule => !onlyWhereItHovers(rule))
        .map(rule => `${path.relative(root, file)}: ${rule.selector.replace(/\s+/g, " ")}`),
    )
    expect(outside).toEqual([])
  })
})
