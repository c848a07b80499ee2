/**
 * @jest-environment node
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import { createSitePages, localizeFixedPage, upcomingEventIds } from "../src/node/create-pages"
import { newestPerLocale } from "../src/node/latest-news"
import { EVENT_SPARES, FOOTER_NEWS, GAME_COACHES, GAME_EVENTS, HOME_EVENTS, homeListContext } from "../src/shared/lists"
import { locales } from "../src/shared/content-model"

const root = path.join(__dirname, "..")
const today = "2026-06-15"
const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/** `count` events per language, a third of them over, every other one of game "badminton". */
function events(count: number) {
  return locales.flatMap(locale =>
    Array.from({ length: count }, (_, i) => {
      const start = day(i - Math.floor(count / 3))
      return { id: `${locale}-${i}`, locale, games: i % 2 ? ["badminton"] : ["tennis"], startDate: start, endDate: start }
    }),
  )
}

describe("short lists of growing collections", () => {
  test("the footer's news: the bound of each language, newest first, however many there are", () => {
    const nodes = locales.flatMap(locale =>
      Array.from({ length: FOOTER_NEWS * 5 }, (_, i) => ({ id: `${locale}-${i}`, locale, date: day(-i * 3) })),
    )
    const latest = newestPerLocale(nodes.reverse(), FOOTER_NEWS)
    for (const locale of locales) {
      const mine = latest.filter(n => n.locale === locale)
      expect(mine).toHaveLength(FOOTER_NEWS)
      expect(mine.map(n => n.date)).toEqual([...mine.map(n => n.date)].sort().reverse())
      expect(mine[0].date).toBe(day(0))
    }
  })

  test("the upcoming events a page carries: the bound and its spares, soonest first, none over, of the game when given", () => {
    const all = events(HOME_EVENTS * 10)
    const byId = new Map(all.map(e => [e.id, e]))
    for (const locale of locales) {
      const ids = upcomingEventIds(all, locale, today)
      expect(ids).toHaveLength(HOME_EVENTS + EVENT_SPARES)
      const picked = ids.map(id => byId.get(id)!)
      expect(picked.every(e => e.locale === locale && e.endDate >= today)).toBe(true)
      expect(picked.map(e => e.startDate)).toEqual([...picked.map(e => e.startDate)].sort())
      const game = upcomingEventIds(all, locale, today, "badminton", GAME_EVENTS).map(id => byId.get(id)!)
      expect(game).toHaveLength(GAME_EVENTS + EVENT_SPARES)
      expect(game.every(e => e.games.includes("badminton") && e.endDate >= today)).toBe(true)
    }
  })

  test("game pages and the home page get their bounds and their events' ids in the page context", async () => {
    const createPage = jest.fn()
    const many = events(GAME_EVENTS * 10).map(e => ({ ...e, games: ["one"] }))
    const graphql = jest.fn(async (query: string) => {
      const data: Record<string, { nodes: object[] }> = {}
      for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g))
        data[field] = {
          nodes:
            field === "allSportsEvent"
              ? many
              : locales.map(locale => ({
                  id: `${field}-${locale}`,
                  slug: "one",
                  locale,
                  games: [],
                  completed: "2026-01-01",
                  flooring: [],
                  date: "2026-01-01",
                  category: "Training",
                })),
        }
      return { data }
    })
    const args = { graphql, actions: { createPage }, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } }
    await createSitePages(args as unknown as CreatePagesArgs, root)
    const game = createPage.mock.calls.map(([page]) => page).find(page => page.path === "/game/one")
    expect(game.context.coachesLimit).toBe(GAME_COACHES)
    expect(game.context.eventIds.length).toBeLessThanOrEqual(GAME_EVENTS + EVENT_SPARES)

    const fixed = jest.fn()
    localizeFixedPage(
      {
        page: { path: "/", component: path.join(root, "src/pages/index.tsx"), context: {} },
        actions: { createPage: fixed, deletePage: jest.fn() },
      } as unknown as CreatePageArgs,
      root,
    )
    for (const [page] of fixed.mock.calls) {
      expect(page.context).toMatchObject(homeListContext)
      expect(page.context.eventIds.length).toBeLessThanOrEqual(HOME_EVENTS + EVENT_SPARES)
    }
    expect(fixed).toHaveBeenCalledTimes(locales.length)
  })
})
