/**
 * @jest-environment node
 */
// The loader the tests take their expectations from (e2e/content.ts) reads data/ as the site does: one entry per
// file, the slug from the file name, addresses from the content model, cards by `order`, news and posts newest
// first. The specification's facts about the launch content live in npm run audit:content, not here.
import { existsSync, readdirSync } from "node:fs"
import { join } from "node:path"

import { collections, entryRoute } from "../src/shared/content-model"
import { isEntryFile, slugOf } from "../src/node/data-files"
import {
  allRoutes,
  entries,
  eventsByYear,
  FIXED_ROUTES,
  newestFirst,
  pagesOf,
  listPageRoutes,
  projectFilterRoutes,
  routedCollections,
  routeOf,
  slugsOf,
} from "../e2e/content"

const DATA = join(__dirname, `..`, `data`)

describe(`content loader`, () => {
  it.each(collections.map(c => c.dir))(`%s: one entry per JSON file (translations aside), slugs from the file names`, dir => {
    // A collection may have no folder yet (git keeps no empty folder: data/projects as shipped).
    const files = existsSync(join(DATA, dir)) ? readdirSync(join(DATA, dir)).filter(f => isEntryFile(`${dir}/${f}`)) : []
    expect(slugsOf(dir)).toEqual(files.map(f => slugOf(f)).sort())
    expect(
      entries(dir)
        .map(e => e.slug)
        .sort(),
    ).toEqual(slugsOf(dir))
  })

  it.each(collections.map(c => c.dir))(`%s: entries come in the order of their order fields`, dir => {
    const orders = entries<{ order?: number }>(dir).map(e => e.order ?? 0)
    expect(orders).toEqual([...orders].sort((a, b) => a - b))
  })

  it.each([`news`, `blog`])(`%s: newest first`, dir => {
    const dates = newestFirst<{ date: string }>(dir).map(e => e.date)
    expect(dates).toHaveLength(slugsOf(dir).length)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it(`takes every address from the content model`, () => {
    for (const model of collections) {
      for (const slug of slugsOf(model.dir)) expect(routeOf(model.dir, slug)).toBe(model.pages ? entryRoute(model.dir, slug) : undefined)
    }
    expect(pagesOf(`games`).map(g => g.path)).toEqual(entries(`games`).map(g => routeOf(`games`, g.slug)))
    expect(() => pagesOf(`gallery`)).toThrow(/no pages/)
    expect(() => entries(`no-such-folder`)).toThrow()
  })

  it(`lists the events' archive: a page for every year an event starts in, newest first, each event in its year once`, () => {
    const years = eventsByYear()
    expect(years.map(y => y.year)).toEqual([...years.map(y => y.year)].sort().reverse())
    expect(years.flatMap(y => y.events.map(e => e.slug)).sort()).toEqual(slugsOf(`events`))
    for (const { year, events } of years) expect(events.every(e => e.startDate.startsWith(`${year}-`))).toBe(true)
    expect(listPageRoutes()).toEqual(expect.arrayContaining(years.map(y => `/events/${y.year}`)))
  })

  it(`lists every page once: the fixed routes, one per entry of each collection with pages, the filters and the numbered pages`, () => {
    const routes = allRoutes()
    const perEntry = routedCollections().flatMap(dir => slugsOf(dir).map(slug => routeOf(dir, slug)))
    expect(routes).toEqual([...FIXED_ROUTES, ...perEntry, ...projectFilterRoutes(), ...listPageRoutes()])
    expect(new Set(routes).size).toBe(routes.length)
    expect(FIXED_ROUTES).toContain(`/`)
    expect(FIXED_ROUTES).not.toContain(`/404`)
  })
})
