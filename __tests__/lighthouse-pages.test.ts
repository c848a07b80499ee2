/**
 * @jest-environment node
 */
// Which pages `npm run lighthouse` measures (scripts/lighthouse-pages.ts): taken from a build's page data, so
// the choice follows the content and the languages of src/shared/routes.ts, not a list of today's slugs.
import fs from "fs"
import os from "os"
import path from "path"
import { defaultLocale, locales, localizedPath } from "../src/shared/routes"
import { localeOfPath } from "../src/shared/locale"
import { builtPages, isNoindex, pagesToMeasure, seoScore } from "../scripts/lighthouse-pages"

const others = locales.filter(l => l !== defaultLocale)

/** A build folder whose page data lists the given pages (path and component chunk name). */
function fakeBuild(pages: [string, string][]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-pages-"))
  for (const [pagePath, component] of pages) {
    const folder = path.join(dir, "page-data", pagePath === "/" ? "index" : pagePath.replace(/^\//, ""))
    fs.mkdirSync(folder, { recursive: true })
    fs.writeFileSync(path.join(folder, "page-data.json"), JSON.stringify({ path: pagePath, componentChunkName: component }))
  }
  return dir
}

/** Every path in every language, as the build publishes them. */
const inEveryLanguage = (pages: [string, string][]): [string, string][] =>
  locales.flatMap(l => pages.map(([p, c]): [string, string] => [localizedPath(p, l), c]))

const SITE: [string, string][] = [
  ["/", "component---src-pages-index-tsx"],
  ["/contact", "component---src-pages-contact-tsx"],
  ["/game/b-game", "component---src-templates-game-tsx"],
  ["/game/a-game", "component---src-templates-game-tsx"],
  ["/news/some-story", "component---src-templates-news-article-tsx"],
  ["/404", "component---src-templates-not-found-tsx"],
  ["/404.html", "component---src-templates-not-found-tsx"],
]

describe("builtPages", () => {
  it("reads every page's path and component from the page data, sorted, without the 404 pages", () => {
    const pages = builtPages(fakeBuild(SITE))
    expect(pages.map(p => p.path)).toEqual(["/", "/contact", "/game/a-game", "/game/b-game", "/news/some-story"])
    expect(pages.find(p => p.path === "/game/a-game")?.component).toBe("component---src-templates-game-tsx")
  })

  it("finds no pages in a folder without page data", () => {
    expect(builtPages(fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-empty-")))).toEqual([])
  })
})

describe("pagesToMeasure", () => {
  const pages = builtPages(fakeBuild(inEveryLanguage(SITE)))
  const sample = ["/", "/contact", "/game/a-game", "/news/some-story"]

  it("takes one page of every component, the first in the default language, then its twin in every other language", () => {
    expect(pagesToMeasure(pages)).toEqual(locales.flatMap(l => sample.map(p => localizedPath(p, l))))
  })

  it("measures one language's sample, or every page, when asked", () => {
    for (const l of locales) expect(pagesToMeasure(pages, { locale: l })).toEqual(sample.map(p => localizedPath(p, l)))
    expect(pagesToMeasure(pages, { all: true })).toHaveLength(pages.length)
    for (const l of locales) expect(pagesToMeasure(pages, { all: true, locale: l }).every(p => localeOfPath(p) === l)).toBe(true)
  })

  it("leaves out a twin the build does not have", () => {
    const untranslated = builtPages(
      fakeBuild([...inEveryLanguage(SITE.slice(0, 2)), ["/game/a-game", "component---src-templates-game-tsx"]]),
    )
    // The game page exists in the default language only: measured there, and no twin is asked for.
    expect(pagesToMeasure(untranslated)).toEqual([
      "/",
      "/contact",
      "/game/a-game",
      ...others.flatMap(l => ["/", "/contact"].map(p => localizedPath(p, l))),
    ])
  })
})

describe("isNoindex", () => {
  it("tells a page that asks search engines not to index it", () => {
    expect(isNoindex('<head><meta name="robots" content="noindex" data-gatsby-head="true"/></head>')).toBe(true)
    expect(isNoindex('<meta name="robots" content="noindex, nofollow">')).toBe(true)
    expect(isNoindex('<head><meta name="description" content="noindex is a word"/></head>')).toBe(false)
    expect(isNoindex("<head></head>")).toBe(false)
  })
})

describe("seoScore", () => {
  const lhr = (crawlable: number, other: number) => ({
    categories: {
      seo: {
        auditRefs: [
          { id: "is-crawlable", weight: 4 },
          { id: "document-title", weight: 1 },
          { id: "meta-description", weight: 1 },
          { id: "structured-data", weight: 0 },
        ],
      },
    },
    audits: {
      "is-crawlable": { score: crawlable },
      "document-title": { score: other },
      "meta-description": { score: 1 },
      "structured-data": { score: null },
    },
  })

  it("is Lighthouse's weighted mean of the SEO audits", () => {
    expect(seoScore(lhr(1, 1), false)).toBe(100)
    expect(seoScore(lhr(0, 1), false)).toBe(33)
  })

  it("leaves out crawlability on a page that asks not to be indexed, and nothing else", () => {
    expect(seoScore(lhr(0, 1), true)).toBe(100)
    expect(seoScore(lhr(0, 0), true)).toBe(50)
  })
})
