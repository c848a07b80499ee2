import { readFileSync } from "fs"
import path from "path"
import { shouldUpdateScroll } from "../gatsby-browser"
import { scrollToSection } from "../src/lib/section-scroll"
import { WHOLE_PAGE_CLASS } from "../src/lib/whole-page"

// Sections are laid out only near the screen (content-visibility in section.module.css), so a skipped section is
// only as tall as an estimate: every jump lays the whole page out first, or it could land short.

jest.mock("react-dom/client", () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn() }))

const wholePage = () => document.documentElement.classList.contains(WHOLE_PAGE_CLASS)

beforeEach(() => {
  document.documentElement.classList.remove(WHOLE_PAGE_CLASS)
  document.body.innerHTML = ""
})

test("the section stylesheet lays everything out under the class, and on a page opened at a #fragment", () => {
  const css = readFileSync(path.join(__dirname, "../src/components/ui/section.module.css"), "utf8")
  expect(css).toMatch(/content-visibility:\s*auto/)
  expect(css).toContain(`:global(html.${WHOLE_PAGE_CLASS}) .body`)
  expect(css).toMatch(/:root:has\(:target\) \.body/)
})

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
