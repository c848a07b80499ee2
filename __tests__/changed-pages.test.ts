/**
 * @jest-environment node
 */
// npm run check:content runs axe on the pages that show the data files that changed. The mapping from a changed
// file to those pages is pure and tested here on a made-up index (no disk, no git).
import { impactOf, pagesForChanges, unmappedCollections, withListPages, type ContentIndex } from "../e2e/content-check/changed-pages"
import { FIXED_ROUTES } from "../e2e/content"
import { localizedPath, locales } from "../src/shared/content-model"

/** The same pages in every language: an English file shows wherever its translations fall back to it. */
const everyLanguage = (pages: string[]) => locales.flatMap(locale => pages.map(p => localizedPath(p, locale)))

const SLUGS: Record<string, string[]> = {
  games: [`badminton`, `tennis`],
  news: [`first`, `second`],
  blog: [`post-a`, `post-b`],
  gallery: [`one`, `two`],
  pages: [`about`, `services`],
}
const IMAGES: Record<string, Record<string, string[]>> = {
  games: { "tennis.jpg": [`tennis`] },
  pages: { "about-hero.jpg": [`about`] },
}
const ROUTES: Record<string, (slug: string) => string> = {
  games: s => `/game/${s}`,
  news: s => `/news/${s}`,
  blog: s => `/blog/${s}`,
}
const index: ContentIndex = {
  slugs: dir => SLUGS[dir] ?? [],
  route: (dir, slug) => ROUTES[dir]?.(slug),
  referencing: (dir, file) => IMAGES[dir]?.[file] ?? [],
}
const templates = FIXED_ROUTES.filter(r => r.startsWith(`/template-`))

describe(`changed data file → pages that show it`, () => {
  it(`a news article: its page, the home listing and the other articles' pages`, () => {
    expect(impactOf(`data/news/second.en.json`, index).pages).toEqual(everyLanguage([`/news/second`, `/`, `/news/first`]))
  })

  it(`a new game: its page, home, and every game page (More games)`, () => {
    const { pages } = pagesForChanges([`data/games/tennis.en.json`], index)
    expect(pages).toEqual(everyLanguage([`/`, `/game/badminton`, `/game/tennis`]).sort())
  })

  it(`an image: the page of the entry that refers to it, plus the listings`, () => {
    expect(impactOf(`data/games/tennis.jpg`, index).pages).toEqual(everyLanguage([`/game/tennis`, `/`, `/game/badminton`]))
    expect(impactOf(`data/pages/images/about-hero.jpg`, index).pages).toEqual(everyLanguage([`/about`]))
  })

  it(`a removed or renamed entry: the listings and the remaining entries (its own page is gone)`, () => {
    const { pages } = pagesForChanges([`data/blog/old-name.en.json`, `data/blog/post-b.en.json`], index)
    expect(pages).toEqual(everyLanguage([`/blog`, `/blog/post-a`, `/blog/post-b`]).sort())
  })

  it(`a collection without pages: the pages that list it`, () => {
    expect(impactOf(`data/gallery/two.en.json`, index).pages).toEqual(everyLanguage([`/gallery`, ...templates]))
    expect(impactOf(`data/faq/trial-class.en.json`, index).pages).toEqual(everyLanguage([`/contact`]))
    expect(impactOf(`data/facilities/gym.en.json`, index).pages).toEqual(everyLanguage([`/services`, `/about`]))
  })

  it(`page texts: their page; home.en.json: home`, () => {
    expect(impactOf(`data/pages/about.en.json`, index).pages).toEqual(everyLanguage([`/about`]))
    expect(impactOf(`data/pages/templates.en.json`, index).pages).toEqual(everyLanguage(templates))
    expect(impactOf(`data/home.en.json`, index).pages).toEqual(everyLanguage([`/`]))
  })

  it(`site settings, schemas and unknown files reach every page`, () => {
    for (const file of [`data/site.en.json`, `data/schemas/game.schema.json`, `data/unknown/x.en.json`, `data/games/nested/x.en.json`]) {
      expect(impactOf(file, index).pages).toBe(`all`)
    }
    expect(pagesForChanges([`data/news/first.en.json`, `data/site.en.json`], index).pages).toBe(`all`)
  })

  it(`ignores files outside data/ and joins the rest without duplicates, sorted`, () => {
    const { pages, impacts } = pagesForChanges([`src/pages/index.tsx`, `data/news/first.en.json`, `data/news/second.en.json`], index)
    expect(impacts.map(i => i.file)).toEqual([`data/news/first.en.json`, `data/news/second.en.json`])
    expect(pages).toEqual(everyLanguage([`/`, `/news/first`, `/news/second`]).sort())
    expect(pagesForChanges([], index).pages).toEqual([])
  })

  it(`a translation: the same pages in its language only`, () => {
    expect(impactOf(`data/news/second.hi.json`, index).pages).toEqual([`/hi/news/second`, `/hi`, `/hi/news/first`])
    expect(impactOf(`data/pages/about.hi.json`, index).pages).toEqual([`/hi/about`])
    expect(impactOf(`data/site.hi.json`, index).pages).toBe(`all`)
  })

  it(`knows where every collection of the content model is shown`, () => {
    expect(unmappedCollections()).toEqual([])
  })
})

describe(`a listing that shows a change`, () => {
  const built = [
    "/",
    "/blog",
    "/blog/a-post",
    "/blog/page/2",
    "/blog/category/training",
    "/blog/2026/05",
    "/events",
    "/events/2026",
    "/events/2025/page/2",
    "/event/camp",
    "/hi/events",
    "/hi/events/2026",
    "/gallery/page/2",
    "/about",
  ]
  test(`brings every page under its address (numbered, filter and archive pages), in its language only`, () => {
    expect(withListPages(["/events", "/event/camp"], built)).toEqual(["/event/camp", "/events", "/events/2025/page/2", "/events/2026"])
    expect(withListPages(["/hi/events"], built)).toEqual(["/hi/events", "/hi/events/2026"])
    expect(withListPages(["/blog"], built)).toEqual(["/blog", "/blog/2026/05", "/blog/a-post", "/blog/category/training", "/blog/page/2"])
  })
  test(`leaves other pages alone`, () => {
    expect(withListPages(["/about", "/"], built)).toEqual(["/", "/about"])
  })
})
