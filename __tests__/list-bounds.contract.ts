/**
 * @jest-environment node
 */
/**
 * Pages stay as light whatever the content's size (issue 45), read from the build's page data: the home page, a
 * game's page and the footer carry at most their bounds (src/shared/lists.ts), and the gallery's pictures are
 * spread over its numbered pages, each at most GALLERY_PAGE, every picture on exactly one. Expectations come from
 * the data the build was made from (e2e/content.ts); `npm run bench:content -- --factors 40` builds content larger
 * than every bound. Runs with the contract stage (after the build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import { entries, slugsOf } from "../e2e/content"
import { locales, localizedPath } from "../src/shared/routes"
import {
  EVENT_SPARES,
  FOOTER_NEWS,
  GALLERY_PAGE,
  GAME_COACHES,
  GAME_EVENTS,
  HOME_EVENTS,
  HOME_NEWS,
  listPagePath,
  pageCountOf,
  SURFACE_PROJECTS,
} from "../src/shared/lists"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

type Nodes = { nodes: { slug?: string }[] }
function pageData(route: string): { result: { data: Record<string, Nodes>; pageContext: Record<string, unknown> } } {
  const folder = route === "/" ? "index" : route.replace(/^\//, "")
  return JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", folder, "page-data.json"), "utf8"))
}

describe.each(locales)("in %s", locale => {
  test("the home page carries its bound of news and at most its bound of events and their spares", () => {
    const { data } = pageData(localizedPath("/", locale)).result
    expect(data.allNewsArticle.nodes.length).toBe(Math.min(HOME_NEWS, slugsOf("news").length))
    expect(data.allSportsEvent.nodes.length).toBeLessThanOrEqual(HOME_EVENTS + EVENT_SPARES)
  })

  test("/services carries, for each surface, its newest SURFACE_PROJECTS projects and how many used it", () => {
    const { data, pageContext } = pageData(localizedPath("/services", locale)).result
    const carried = data.allProject.nodes as unknown as { flooring: string[] }[]
    const projects = entries<{ flooring: string[] }>("projects")
    expect(carried.length).toBeLessThanOrEqual(projects.length)
    for (const surface of new Set(projects.flatMap(p => p.flooring))) {
      const total = projects.filter(p => p.flooring.includes(surface)).length
      expect((pageContext.surfaceTotals as Record<string, number>)[surface]).toBe(total)
      expect(carried.filter(p => p.flooring.includes(surface)).length).toBeGreaterThanOrEqual(Math.min(SURFACE_PROJECTS, total))
    }
    const surfaces = new Set(projects.flatMap(p => p.flooring))
    expect(carried.length).toBeLessThanOrEqual(SURFACE_PROJECTS * surfaces.size)
  })

  test("a game's page carries at most its bounds of events (and spares) and coaches", () => {
    for (const slug of slugsOf("games")) {
      const { data } = pageData(localizedPath(`/game/${slug}`, locale)).result
      expect(data.allSportsEvent.nodes.length).toBeLessThanOrEqual(GAME_EVENTS + EVENT_SPARES)
      expect(data.allCoach.nodes.length).toBeLessThanOrEqual(GAME_COACHES)
    }
  })

  test("every gallery picture is on exactly one numbered page, GALLERY_PAGE at most a page, in order", () => {
    const pictures = entries("gallery").map(g => g.slug)
    const pageCount = pageCountOf(pictures.length, GALLERY_PAGE)
    const shown = Array.from({ length: pageCount }, (_, i) => {
      const nodes = pageData(localizedPath(listPagePath("/gallery", i + 1), locale)).result.data.allGalleryImage.nodes
      expect(nodes.length).toBeLessThanOrEqual(GALLERY_PAGE)
      return nodes.map(n => n.slug)
    }).flat()
    expect(shown).toEqual(pictures)
    expect(fs.existsSync(path.join(PUBLIC, localizedPath(listPagePath("/gallery", pageCount + 1), locale).slice(1), "index.html"))).toBe(
      false,
    )
  })
})

test("the footer's static query carries FOOTER_NEWS articles of each language at most", () => {
  const folder = path.join(PUBLIC, "page-data", "sq", "d")
  const queries = fs.readdirSync(folder).map(f => JSON.parse(fs.readFileSync(path.join(folder, f), "utf8")))
  const footer = queries.find(q => q.data?.latestNews)
  expect(footer).toBeDefined()
  for (const locale of locales)
    expect(footer.data.latestNews.filter((n: { locale: string }) => n.locale === locale).length).toBe(
      Math.min(FOOTER_NEWS, slugsOf("news").length),
    )
})
