/**
 * @jest-environment node
 */
/**
 * The events' pages chosen at build time (src/node/create-pages.ts): what /events carries (the next events, the latest
 * over), the archive by year (/events/2026 and its numbered pages, each event on exactly one page
 * of its year), the events /contact knows as topics, and the year pages kept out of search's event pages. With
 * collections far larger than every bound, and days after the build's (a visitor's day is never before it).
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import {
  contactEventIds,
  createSitePages,
  eventsPageContext,
  eventYearPages,
  eventYears,
  localizeFixedPage,
  yearOf,
} from "../src/node/create-pages"
import { isOver, registrationOpen, splitEvents } from "../src/shared/events"
import { EVENTS_LISTED, EVENTS_UPCOMING, EVENTS_YEAR_PAGE, eventYearPath, listPagePath, SEARCH_MAP_KIND } from "../src/shared/lists"
import { locales, localizedPath } from "../src/shared/routes"
import { pageKind } from "../src/shared/search"

const root = path.join(__dirname, "..")
const today = "2026-06-15"
const day = (n: number, from = today) => new Date(Date.parse(`${from}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

type Event = {
  id: string
  slug: string
  locale: string
  games: string[]
  startDate: string
  endDate: string
  registrationDeadline?: string
}

/**
 * `count` events per language, one every `gap` days from `from` days before the build, some lasting a few days,
 * every third with a registration deadline before its first day.
 */
function events(count: number, { from = -count * 2, gap = 3 } = {}): Event[] {
  return locales.flatMap(locale =>
    Array.from({ length: count }, (_, i) => {
      const start = day(from + i * gap)
      return {
        id: `${locale}-${i}`,
        slug: `event-${String(i).padStart(4, "0")}`,
        locale,
        games: ["badminton"],
        startDate: start,
        endDate: day(i % 4, start),
        ...(i % 3 === 0 ? { registrationDeadline: day(-5, start) } : {}),
      }
    }),
  )
}

const byId = (all: readonly Event[]) => new Map(all.map(e => [e.id, e]))

describe("/events carries", () => {
  const carriedOf = (all: readonly Event[], locale: (typeof locales)[number], on = today) => {
    const ids = byId(all)
    return eventsPageContext(all, locale, on).eventIds.map(id => ids.get(id)!)
  }

  test("the next EVENTS_UPCOMING not over on the build day, soonest first, then the latest over up to EVENTS_LISTED, and no more", () => {
    const all = events(400)
    for (const locale of locales) {
      const mine = all.filter(e => e.locale === locale)
      const carried = carriedOf(all, locale)
      const { upcoming, past } = splitEvents(mine, today)
      expect(upcoming.length).toBeGreaterThan(EVENTS_LISTED)
      expect(carried).toEqual([...upcoming.slice(0, EVENTS_UPCOMING), ...past.slice(0, EVENTS_LISTED - EVENTS_UPCOMING)])
    }
  })

  test("at most EVENTS_LISTED whatever the split: the latest over fill the list when fewer are to come, and every event while they all fit", () => {
    // One-day events, one every 5 days around the build day: `before` of them over, `after` to come.
    const around = (before: number, after: number) =>
      events(before + after, { from: -before * 5, gap: 5 }).map(e => ({ ...e, endDate: e.startDate }))
    for (const [before, after] of [
      [0, 40],
      [40, 0],
      [40, 1],
      [40, 2],
      [1, 3],
      [3, 1],
    ]) {
      const all = around(before, after)
      for (const locale of locales) {
        const mine = all.filter(e => e.locale === locale)
        const carried = carriedOf(all, locale)
        const { upcoming, past } = splitEvents(carried, today)
        expect(upcoming).toHaveLength(Math.min(after, EVENTS_UPCOMING))
        expect(past).toHaveLength(Math.min(before, EVENTS_LISTED - upcoming.length))
        expect(carried.length).toBeLessThanOrEqual(EVENTS_LISTED)
        if (mine.length <= EVENTS_LISTED && after <= EVENTS_UPCOMING) expect(new Set(carried)).toEqual(new Set(mine))
      }
    }
  })

  test("links the year page of the first upcoming event it does not list, until the last of them is over; nothing while it lists them all", () => {
    const all = events(400)
    for (const locale of locales) {
      const { moreUpcoming } = eventsPageContext(all, locale, today)
      const later = splitEvents(
        all.filter(e => e.locale === locale),
        today,
      ).upcoming.slice(EVENTS_UPCOMING)
      const page = eventYearPages(all, locale).find(p => p.path === moreUpcoming?.path)
      expect(page?.eventIds).toContain(later[0].id)
      expect(moreUpcoming?.lastDay).toBe(
        later
          .map(e => e.endDate)
          .sort()
          .at(-1),
      )
      const few = locales.flatMap(l => all.filter(e => e.locale === l && !isOver(e, today)).slice(0, EVENTS_UPCOMING))
      expect(eventsPageContext(few, locale, today).moreUpcoming).toBeUndefined()
    }
  })

  test("on a visitor's later day, the listed events split again: one over since the build leads the past ones", () => {
    const all = events(400)
    for (const locale of locales) {
      const carried = carriedOf(all, locale)
      const firstOver = carried.find(e => !isOver(e, today))!
      const visitor = day(1, firstOver.endDate)
      const shown = splitEvents(carried, visitor)
      const endedSince = carried.filter(e => !isOver(e, today) && isOver(e, visitor))
      expect(endedSince).toContain(firstOver)
      expect(new Set(shown.past.slice(0, endedSince.length))).toEqual(new Set(endedSince))
      expect(shown.upcoming).toEqual(carried.filter(e => !isOver(e, visitor)))
      expect(shown.upcoming.length + shown.past.length).toBe(EVENTS_LISTED)
    }
  })
})

describe("the archive by year", () => {
  const all = events(300, { from: -800, gap: 5 })

  test("names every year that has events, newest first", () => {
    for (const locale of locales) {
      const years = eventYears(all, locale)
      expect(years).toEqual([...new Set(all.map(yearOf))].sort().reverse())
      expect(years.length).toBeGreaterThan(2)
    }
  })

  test("puts every event on exactly one page of the year it starts in, EVENTS_YEAR_PAGE at most a page, in calendar order", () => {
    const ids = byId(all)
    for (const locale of locales) {
      const pages = eventYearPages(all, locale)
      const shown = pages.flatMap(p => p.eventIds)
      expect(shown.sort()).toEqual(
        all
          .filter(e => e.locale === locale)
          .map(e => e.id)
          .sort(),
      )
      for (const year of eventYears(all, locale)) {
        const ofYear = pages.filter(p => p.year === year)
        expect(ofYear.map(p => p.pageNumber)).toEqual(ofYear.map((_, i) => i + 1))
        expect(ofYear.map(p => p.path)).toEqual(ofYear.map((_, i) => listPagePath(eventYearPath(year), i + 1)))
        expect(ofYear[0].path).toBe(`/events/${year}`)
        const calendar = ofYear.flatMap(p => p.eventIds).map(id => ids.get(id)!)
        expect(calendar.every(e => yearOf(e) === year && e.locale === locale)).toBe(true)
        expect(calendar.map(e => e.startDate)).toEqual(calendar.map(e => e.startDate).sort())
        for (const page of ofYear) {
          expect(page.pageCount).toBe(ofYear.length)
          expect(page.eventIds.length).toBeGreaterThan(0)
          expect(page.eventIds.length).toBeLessThanOrEqual(EVENTS_YEAR_PAGE)
        }
      }
      expect(pages.some(p => p.pageNumber > 1)).toBe(true)
    }
  })

  test("a year page is no event page to search: it is left out of the index", () => {
    for (const locale of locales)
      for (const route of ["/events/2026", listPagePath("/events/2026", 2)]) expect(pageKind(localizedPath(route, locale))).toBeNull()
  })
})

describe("/contact's event topics", () => {
  test("every event whose page can offer Register on a visitor's day (never before the build's), and no other", () => {
    const all = events(200, { from: -60, gap: 2 })
    const last = all
      .map(e => e.endDate)
      .sort()
      .at(-1)!
    for (const locale of locales) {
      const topics = new Set(contactEventIds(all, locale, today))
      const mine = all.filter(e => e.locale === locale)
      // src/templates/event.tsx shows Register while the event is not over and registration is open.
      for (let visitor = today; visitor <= day(1, last); visitor = day(1, visitor))
        for (const e of mine) if (!isOver(e, visitor) && registrationOpen(e, visitor)) expect(topics).toContain(e.id)
      for (const id of topics) {
        const e = mine.find(m => m.id === id)!
        expect(registrationOpen(e, today) && !isOver(e, today)).toBe(true)
      }
      expect(topics.size).toBeLessThan(mine.length)
    }
  })
})

describe("createSitePages and the fixed pages", () => {
  async function build(all: Event[]) {
    const createPage = jest.fn()
    const graphql = jest.fn(async (query: string) => {
      const data: Record<string, { nodes: object[] }> = {}
      for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g))
        data[field] = {
          nodes:
            field === "allSportsEvent"
              ? all
              : // Every other collection's one entry, with the fields the other lists read (a blog post's date and category).
                locales.map(locale => ({
                  id: `${field}-${locale}`,
                  slug: "one",
                  locale,
                  games: [],
                  flooring: [],
                  date: "2026-01-01",
                  category: "Training",
                })),
        }
      return { data }
    })
    const args = { graphql, actions: { createPage }, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } }
    await createSitePages(args as unknown as CreatePagesArgs, root)
    return createPage.mock.calls.map(([page]) => page)
  }

  function fixedPage(route: string, file: string) {
    const createPage = jest.fn()
    localizeFixedPage(
      {
        page: { path: route, component: path.join(root, "src/pages", file), context: {} },
        actions: { createPage, deletePage: jest.fn() },
      } as unknown as CreatePageArgs,
      root,
    )
    return createPage.mock.calls.map(([page]) => page)
  }

  test("make every year's pages in every language, with the year's events and every year", async () => {
    const all = events(300, { from: -800, gap: 5 })
    const pages = (await build(all)).filter(p => p.component.endsWith("events-year.tsx"))
    for (const locale of locales) {
      const expected = eventYearPages(all, locale)
      const mine = pages.filter(p => p.context.locale === locale)
      expect(mine.map(p => p.path)).toEqual(expected.map(p => localizedPath(p.path, locale)))
      for (const [i, page] of mine.entries()) {
        expect(page.context).toMatchObject({
          year: expected[i].year,
          eventIds: expected[i].eventIds,
          pageNumber: expected[i].pageNumber,
          pageCount: expected[i].pageCount,
          eventYears: eventYears(all, locale),
        })
        expect(page.context.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      }
    }
  })

  test("give /events its ids and years, /contact its event topics and /search its bound, in every language", async () => {
    const all = events(300, { from: -800, gap: 5 })
    await build(all)
    const [events_, contact, search] = [
      fixedPage("/events/", "events.tsx"),
      fixedPage("/contact/", "contact.tsx"),
      fixedPage("/search/", "search.tsx"),
    ]
    for (const [i, locale] of locales.entries()) {
      const { today: built } = events_[i].context
      expect(events_[i].context).toMatchObject(eventsPageContext(all, locale, built))
      expect(contact[i].context.eventIds).toEqual(contactEventIds(all, locale, built))
      expect(search[i].context.mapLimit).toBe(SEARCH_MAP_KIND)
    }
  })
})
