/**
 * @jest-environment node
 */
/**
 * The events' pages stay as light whatever the number of events (issue 45), read from the build's page data: /events
 * carries at most its bound (the next events, the latest over) and links the later ones' year page and names every year of the
 * archive; each year's pages carry that year's events, EVENTS_YEAR_PAGE at most a page, each on exactly one page, in
 * calendar order; /contact knows only the events still taking registrations on the build's day; /search's site map
 * carries at most SEARCH_MAP_KIND pages of each collection. Expectations come from the data the build was made from
 * (e2e/content.ts). Runs with the contract stage (after the build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import { entries, eventsByYear, eventYearRoutes, site } from "../e2e/content"
import { locales, localizedPath } from "../src/shared/routes"
import { isOver, registrationOpen } from "../src/shared/events"
import {
  EVENTS_LISTED,
  EVENTS_YEAR_PAGE,
  eventsListed,
  eventYearPath,
  listPagePath,
  pageCountOf,
  SEARCH_MAP_KIND,
} from "../src/shared/lists"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

type Nodes = { nodes: { slug?: string; path?: string }[]; totalCount?: number }
type PageData = { result: { data: Record<string, Nodes | null>; pageContext: Record<string, unknown> } }
const folderOf = (route: string) => path.join(PUBLIC, "page-data", route === "/" ? "index" : route.replace(/^\//, ""))
const pageData = (route: string): PageData => JSON.parse(fs.readFileSync(path.join(folderOf(route), "page-data.json"), "utf8"))

const events = entries<{ startDate: string; endDate: string; registrationDeadline?: string }>("events")
const years = eventsByYear()

describe.each(locales)("in %s", locale => {
  test("/events carries the events it lists (at most EVENTS_LISTED), links the later ones' year page, and names every year", () => {
    const { data, pageContext } = pageData(localizedPath("/events", locale)).result
    const carried = data.allSportsEvent!.nodes.map(n => n.slug)
    expect(carried.length).toBeLessThanOrEqual(EVENTS_LISTED)
    const { upcoming, past, later } = eventsListed(events, String(pageContext.today))
    expect(carried.sort()).toEqual([...upcoming, ...past].map(e => e.slug).sort())
    if (later.length) {
      const year = years.find(y => y.events.some(e => e.slug === later[0].slug))!
      const page = Math.floor(year.events.findIndex(e => e.slug === later[0].slug) / EVENTS_YEAR_PAGE) + 1
      expect(pageContext.moreUpcoming).toEqual({
        path: listPagePath(eventYearPath(year.year), page),
        lastDay: later
          .map(e => e.endDate)
          .sort()
          .at(-1),
      })
    } else expect(pageContext.moreUpcoming).toBeUndefined()
    expect(pageContext.eventYears).toEqual(years.map(y => y.year))
  })

  test("each year's pages carry its events, EVENTS_YEAR_PAGE at most a page, each once, soonest first", () => {
    expect(years.length).toBeGreaterThan(0)
    for (const { year, events: ofYear } of years) {
      const pageCount = pageCountOf(ofYear.length, EVENTS_YEAR_PAGE)
      const shown = Array.from({ length: pageCount }, (_, i) => {
        const { data, pageContext } = pageData(localizedPath(listPagePath(eventYearPath(year), i + 1), locale)).result
        expect(pageContext).toMatchObject({ year, pageNumber: i + 1, pageCount, eventYears: years.map(y => y.year) })
        const nodes = data.allSportsEvent!.nodes
        expect(nodes.length).toBeLessThanOrEqual(EVENTS_YEAR_PAGE)
        return nodes.map(n => n.slug)
      }).flat()
      expect(shown).toEqual(ofYear.map(e => e.slug))
      const after = localizedPath(listPagePath(eventYearPath(year), pageCount + 1), locale)
      expect(fs.existsSync(path.join(PUBLIC, after.slice(1), "index.html"))).toBe(false)
    }
  })

  test("/contact knows exactly the events still taking registrations on the build's day", () => {
    const { data, pageContext } = pageData(localizedPath("/contact", locale)).result
    const today = String(pageContext.today)
    const open = events.filter(e => registrationOpen(e, today) && !isOver(e, today)).map(e => e.slug)
    expect(data.allSportsEvent!.nodes.map(n => n.slug).sort()).toEqual(open.sort())
  })

  test("/search's site map carries at most SEARCH_MAP_KIND pages of each collection", () => {
    const { data } = pageData(localizedPath("/search", locale)).result
    const collections = Object.entries(data).filter(([field]) => field !== "allPageContent")
    expect(collections.length).toBeGreaterThan(5)
    const counts = collections.map(([field, c]) => [field, c!.nodes.length])
    expect(counts).toEqual(collections.map(([field, c]) => [field, Math.min(SEARCH_MAP_KIND, c!.totalCount ?? Infinity)]))
  })
})

test("the sitemap lists every page of the archive in every language, each with its twins", () => {
  const siteUrl = (process.env.SITE_URL || site().siteUrl).replace(/\/$/, "")
  const sitemap = fs
    .readdirSync(PUBLIC)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .map(f => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
    .join("\n")
  const entriesOf = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(m => m[1])
  expect(eventYearRoutes().length).toBeGreaterThan(0)
  for (const route of eventYearRoutes())
    for (const locale of locales) {
      const entry = entriesOf.find(u => u.includes(`<loc>${siteUrl}${localizedPath(route, locale)}</loc>`))
      expect(entry).toBeDefined()
      for (const twin of locales) expect(entry).toContain(`hreflang="${twin}" href="${siteUrl}${localizedPath(route, twin)}"`)
    }
})
