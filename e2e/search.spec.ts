// Site search (Pagefind): a plain link in every header, /search and /hi/search listing the pages by kind without
// scripts (each kind's first SEARCH_MAP_KIND, then a link to where they are all listed), and with scripts the results of the page's own language, loaded only when a search runs. Queries and
// expected pages come from the content the build was made from (e2e/content.ts), never from today's texts.
import AxeBuilder from "@axe-core/playwright"
import type { Page, Request } from "@playwright/test"
import { localizedPath, type Locale } from "../src/shared/routes"
import { pageKind, pageKinds, type PageKind } from "../src/shared/search"
import { SEARCH_MAP_KIND } from "../src/shared/lists"
import { FIXED_ROUTES, page as pageTexts, pagesOf, routedCollections, translationOf } from "./content"
import { AXE_TAGS, expect, hydrated, test, visit, visitHydrated } from "./fixtures"

const trim = (path: string) => path.replace(/(.)\/+$/, "$1")
const pathOfHref = (href: string) => trim(new URL(href, "http://x").pathname)

/** A game whose title the language has (a title shown in English for want of a translation is no Hindi query). */
function gameFor(locale: Locale): { query: string; path: string } {
  for (const game of pagesOf<{ title: string }>("games")) {
    const title = locale === "en" ? game.title : translationOf<{ title: string }>("games", game.slug, locale).title
    if (title) return { query: title, path: localizedPath(game.path, locale) }
  }
  throw new Error(`no game has a title in ${locale}`)
}

type Entry = { slug: string; path: string; date?: string; startDate?: string; completed?: string; title?: string }
const text = (a = "", b = "") => (a < b ? -1 : a > b ? 1 : 0)
/** The order of the site map's pages of a collection: the newest first of dated ones, else the collection's order. */
const MAP_ORDER: Record<string, (a: Entry, b: Entry) => number> = {
  events: (a, b) => text(b.startDate, a.startDate) || text(a.slug, b.slug),
  news: (a, b) => text(b.date, a.date) || text(a.slug, b.slug),
  blog: (a, b) => text(b.date, a.date) || text(a.slug, b.slug),
  projects: (a, b) => text(b.completed, a.completed) || text(a.title, b.title),
}
/** The page each kind's "more" link leads to, where one lists them (the home page's section of them, or a listing). */
const LISTING: Partial<Record<PageKind, string>> = {
  game: "/",
  service: "/services",
  focus: "/",
  coach: "/",
  event: "/events",
  news: "/",
  blog: "/blog",
  project: "/projects",
}

/**
 * The search page's site map of a language, by kind: every fixed page, each collection's first SEARCH_MAP_KIND pages
 * in its order, and whether the kind has more pages than it lists.
 */
function siteMap(locale: Locale): Map<PageKind, { pages: string[]; more: boolean }> {
  const map = new Map<PageKind, { pages: string[]; more: boolean }>()
  const add = (kind: PageKind, pages: string[], more: boolean) => {
    const group = map.get(kind) ?? { pages: [], more: false }
    map.set(kind, { pages: [...group.pages, ...pages.map(p => localizedPath(p, locale))], more: group.more || more })
  }
  add(
    "page",
    FIXED_ROUTES.filter(route => pageKind(route) === "page"),
    false,
  )
  for (const dir of routedCollections()) {
    const pages = pagesOf<Entry>(dir)
    if (!pages.length) continue
    const ordered = MAP_ORDER[dir] ? [...pages].sort(MAP_ORDER[dir]) : pages
    add(
      pageKind(pages[0].path)!,
      ordered.slice(0, SEARCH_MAP_KIND).map(e => e.path),
      pages.length > SEARCH_MAP_KIND,
    )
  }
  return map
}

const pagefindRequests = (page: Page): string[] => {
  const seen: string[] = []
  page.on("request", (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) seen.push(request.url())
  })
  return seen
}

async function resultLinks(page: Page): Promise<string[]> {
  const list = page.locator("main ol li > a")
  await expect(list.first()).toBeVisible()
  return (await list.evaluateAll(links => links.map(a => a.getAttribute("href") ?? ""))).map(pathOfHref)
}

test("a normal page loads nothing of search, and its header links to the search page", async ({ page }) => {
  const requests = pagefindRequests(page)
  for (const path of ["/", "/about", localizedPath("/about", "hi")]) {
    await visitHydrated(page, path)
    await page.waitForLoadState("networkidle")
  }
  expect(requests).toEqual([])
  await expect(page.locator("header a[href='/hi/search']")).toHaveCount(1)
  await visitHydrated(page, "/about")
  await expect(page.getByRole("link", { name: "Search", exact: true })).toHaveAttribute("href", "/search")
})

for (const locale of ["en", "hi"] as const) {
  test(`a ${locale} query on ${localizedPath("/search", locale)} finds the page in its language`, async ({ page }) => {
    const { query, path } = gameFor(locale)
    const requests = pagefindRequests(page)
    await visitHydrated(page, `${localizedPath("/search", locale)}?q=${encodeURIComponent(query)}`)
    const links = await resultLinks(page)
    expect(links).toContain(path)
    // Only the page's language: Pagefind keeps one index per <html lang>.
    for (const link of links) expect(link === "/hi" || link.startsWith("/hi/")).toBe(locale === "hi")
    await expect(page.getByRole("searchbox")).toHaveValue(query)
    // The live region names how many pages matched in all (at least those listed).
    const total = Number(/\d+/.exec((await page.getByRole("status").textContent()) ?? "")?.[0])
    expect(total).toBeGreaterThanOrEqual(links.length)
    await expect(page.locator("main ol mark").first()).toBeVisible()
    expect(requests.length).toBeGreaterThan(0)
  })
}

test("the search page lists each kind's first pages, then a link to the rest, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const hrefs = (links: ReturnType<Page["locator"]>) => links.evaluateAll(as => as.map(a => a.getAttribute("href") ?? ""))
  for (const locale of ["en", "hi"] as const) {
    await visit(page, localizedPath("/search", locale))
    const map = page.locator("section[aria-labelledby='site-map-title']")
    const kinds = await map.locator("section[data-kind]").evaluateAll(s => s.map(e => e.getAttribute("data-kind")))
    expect(kinds).toEqual(pageKinds.filter(kind => kinds.includes(kind)))
    const expected = siteMap(locale)
    expect(kinds).toEqual(pageKinds.filter(kind => expected.has(kind)))
    for (const [kind, { pages, more }] of expected) {
      const group = map.locator(`section[data-kind='${kind}']`)
      const listed = (await hrefs(group.locator("li a"))).map(pathOfHref)
      // The fixed pages in any order (the page texts' files have none); a collection's in its own.
      if (kind === "page") expect(listed.sort(), kind).toEqual([...pages].sort())
      else expect(listed, kind).toEqual(pages)
      const next = (await hrefs(group.getByTestId("site-map-more").locator("a"))).map(pathOfHref)
      expect(next, `${kind}: a link to the rest`).toEqual(more && LISTING[kind] ? [localizedPath(LISTING[kind]!, locale)] : [])
    }
    // A fixed page is named by its heading (its hero's title), as the page itself shows it.
    type Texts = { hero: { title: string } }
    const named = await map
      .locator("section[data-kind='page'] li a")
      .evaluateAll(as => as.map(a => [a.getAttribute("href") ?? "", a.textContent]))
    for (const [href, name] of named) {
      const slug = pathOfHref(href).split("/").pop()!
      if (!FIXED_ROUTES.includes(`/${slug}`) || !slug) continue
      expect(name, href).toBe(translationOf<Texts>("pages", slug, locale).hero?.title ?? pageTexts<Texts>(slug).hero.title)
    }
    // The form still works: a plain GET to the page itself.
    await expect(page.locator("form[role='search']")).toHaveAttribute("action", localizedPath("/search", locale))
  }
  await context.close()
})

test("keyboard: type a query, press Enter, results are announced and axe finds nothing", async ({ page }) => {
  const { query, path } = gameFor("en")
  await visitHydrated(page, "/search")
  await page.getByRole("searchbox").focus()
  await page.keyboard.type(query)
  await page.keyboard.press("Enter")
  expect(await resultLinks(page)).toContain(path)
  await expect(page).toHaveURL(new RegExp(`[?&]q=`))
  await expect(page.getByRole("status")).not.toBeEmpty()
  await hydrated(page)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)).toEqual([])
})
