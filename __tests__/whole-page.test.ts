import { shouldUpdateScroll } from "../gatsby-browser"
import { scrollToSection } from "../src/lib/section-scroll"
import { WHOLE_PAGE_CLASS } from "../src/lib/whole-page"
import { siteStylesheets } from "./fixtures/stylesheets"

// Sections are laid out only near the screen (content-visibility in section.module.css), so a skipped section is
// only as tall as an estimate: every jump lays the whole page out first, or it could land short.

jest.mock("react-dom/client", () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn() }))

const wholePage = () => document.documentElement.classList.contains(WHOLE_PAGE_CLASS)

beforeEach(() => {
  document.documentElement.classList.remove(WHOLE_PAGE_CLASS)
  document.body.innerHTML = ""
})

// Every stylesheet that skips the layout of something (content-visibility: auto) lets the jump lay it out: each
// selector that skips has the class's rule and the #fragment rule. The footer is exempt: it is the last thing on
// every page, so no jump crosses it.
const skipping = siteStylesheets()
  .filter(({ file }) => !file.endsWith("footer.module.css"))
  .flatMap(({ file, css }) => {
    const selectors = [...css.matchAll(/([^{}]+)\{[^}]*content-visibility:\s*auto[^}]*\}/g)].flatMap(m =>
      m[1].split(",").map(s => s.trim()),
    )
    return selectors.map(selector => [file, selector, css] as const)
  })

test("sections and cards skip their layout near the screen", () => {
  const names = skipping.map(([file, selector]) => `${file} ${selector}`)
  expect(names).toEqual(expect.arrayContaining(["src/components/ui/section.module.css .body", "src/components/ui/card.module.css .card"]))
})

test.each(skipping.map(([file, selector, css]) => [file, selector, css]))(
  "%s: %s is laid out under the class, and on a page opened at a #fragment",
  (_file, selector, css) => {
    expect(css).toContain(`:global(html.${WHOLE_PAGE_CLASS}) ${selector}`)
    expect(css).toContain(`:root:has(:target) ${selector}`)
  },
)

test("a jump to a home section lays out the whole page before it scrolls", () => {
  document.body.innerHTML = `<section id="coaches"></section>`
  const laidOutWhenScrolled: boolean[] = []
  Element.prototype.scrollIntoView = jest.fn(() => laidOutWhenScrolled.push(wholePage()))
  expect(scrollToSection("coaches")).toBe(true)
  expect(laidOutWhenScrolled).toEqual([true])
})

describe("Gatsby's scrolling (shouldUpdateScroll)", () => {
  const call = (hash: string, saved: number | null) =>
    shouldUpdateScroll!(
      {
        routerProps: { location: { hash, pathname: "/" } },
        prevRouterProps: undefined,
        pathname: "/",
        getSavedScrollPosition: () => saved,
      } as unknown as Parameters<NonNullable<typeof shouldUpdateScroll>>[0],
      { plugins: [] },
    )

  test("to a #fragment: the whole page first, and Gatsby scrolls as it would", () => {
    expect(call("#news", null)).toBe(true)
    expect(wholePage()).toBe(true)
  })

  test("back to a saved position: the whole page first", () => {
    expect(call("", 2400)).toBe(true)
    expect(wholePage()).toBe(true)
  })

  test("a new page from its top: sections stay laid out on demand", () => {
    expect(call("", null)).toBe(true)
    expect(wholePage()).toBe(false)
  })
})
