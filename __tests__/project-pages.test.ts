/**
 * @jest-environment node
 */
/**
 * The lists of /projects in numbered pages (issue 45): createSitePages with a fake graphql holding more projects
 * than a page takes, and each page's query run as Gatsby would run it on its context (the filter's game or client
 * type, then the slice). Every list (all projects, each filter that has projects) gets its pages in every language,
 * and every project is on exactly one page of each list it belongs to.
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import { createSitePages, localizeFixedPage } from "../src/node/create-pages"
import { PROJECTS_PAGE, SURFACE_PROJECTS, listPagePath, pageCountOf } from "../src/shared/lists"
import { locales, localizedPath } from "../src/shared/content-model"
import { CLIENT_TYPES, matchesFilter, projectFilters, projectListPath, type ProjectFilter } from "../src/shared/projects"

const root = path.join(__dirname, "..")
const GAMES = ["badminton", "tennis", "cricket"]

/** More projects than two pages hold: every game on some, every other one for a school, completion months spread. */
const PROJECTS = Array.from({ length: PROJECTS_PAGE * 2 + 3 }, (_, i) => ({
  id: `project-${i}`,
  slug: `project-${i}`,
  locale: "en",
  title: `Project ${String(i).padStart(3, "0")}`,
  games: i % 3 === 0 ? [GAMES[0], GAMES[1]] : [GAMES[i % 3]],
  clientType: i % 2 ? CLIENT_TYPES[0] : CLIENT_TYPES[1 + (i % 4)],
  // Some share a month, so the title decides their order, as in the page's query.
  completed: `20${20 + (i % 6)}-0${1 + (i % 5)}`,
  flooring: [["epdm"], ["epdm", "pp-tiles"], ["turf"]][i % 3],
}))

type Context = Record<string, unknown> & { limit: number; skip: number; pageNumber: number; pageCount: number }
type Page = { path: string; component: string; context: Context }

/** What the projects page's query returns for a page's context: Gatsby's `eq` on a list matches any of its items. */
function runQuery(context: Context) {
  return PROJECTS.filter(p => context.game === undefined || p.games.includes(context.game as string))
    .filter(p => context.clientType === undefined || p.clientType === context.clientType)
    .sort((a, b) => b.completed.localeCompare(a.completed) || a.title.localeCompare(b.title))
    .slice(context.skip, context.skip + context.limit)
}

/** Every page createSitePages makes with the fake graphql, and the fixed page `fixed` (a file of src/pages) as Gatsby makes it. */
async function projectPages(fixed = "/projects"): Promise<Page[]> {
  const createPage = jest.fn()
  const graphql = jest.fn(async (query: string) => {
    const data: Record<string, object> = {}
    for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g))
      data[field] =
        field === "allProject"
          ? { nodes: PROJECTS, totalCount: PROJECTS.length }
          : field === "allGame"
            ? { nodes: GAMES.map(slug => ({ slug })), totalCount: GAMES.length }
            : { nodes: [], totalCount: 0 }
    return { data }
  })
  const actions = { createPage, deletePage: jest.fn() }
  await createSitePages({ graphql, actions, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } } as unknown as CreatePagesArgs, root)
  // /projects itself is a file of src/pages: Gatsby creates it after createPages, and it is made once a language.
  localizeFixedPage(
    {
      page: { path: `${fixed}/`, component: path.join(root, `src/pages${fixed}.tsx`), context: {} },
      actions,
    } as unknown as CreatePageArgs,
    root,
  )
  return createPage.mock.calls
    .map(([page]) => page as Page)
    .filter(page => page.component.endsWith(path.join("src", "pages", `${fixed}.tsx`)))
}

const FILTERS = projectFilters(PROJECTS, GAMES)
const LISTS: (ProjectFilter | null)[] = [null, ...FILTERS]
const inList = (filter: ProjectFilter | null) => PROJECTS.filter(p => matchesFilter(p, filter))

describe("/services' flooring cards", () => {
  test("carry the newest SURFACE_PROJECTS projects of each surface as ids, and how many used each", async () => {
    const [services] = await projectPages("/services")
    const surfaces = ["epdm", "pp-tiles", "turf"]
    const newest = (surface: string) =>
      PROJECTS.filter(p => p.flooring.includes(surface))
        .sort((a, b) => b.completed.localeCompare(a.completed) || a.title.localeCompare(b.title))
        .slice(0, SURFACE_PROJECTS)
        .map(p => p.id)
    expect([...(services.context.surfaceProjectIds as string[])].sort()).toEqual([...new Set(surfaces.flatMap(newest))].sort())
    expect(services.context.surfaceTotals).toEqual(
      Object.fromEntries(surfaces.map(s => [s, PROJECTS.filter(p => p.flooring.includes(s)).length])),
    )
    expect(Object.values(services.context.surfaceTotals as object).every(total => total > SURFACE_PROJECTS)).toBe(true)
  })
})

describe("the lists of /projects in numbered pages", () => {
  test("every list, all projects and each filter's, has its numbered pages in every language, and no other", async () => {
    const pages = await projectPages()
    const expected = locales.flatMap(locale =>
      LISTS.flatMap(filter =>
        Array.from({ length: pageCountOf(inList(filter).length, PROJECTS_PAGE) }, (_, i) =>
          localizedPath(listPagePath(projectListPath(filter), i + 1), locale).replace(/(.)\/$/, "$1"),
        ),
      ),
    )
    expect(pages.map(p => p.path.replace(/(.)\/$/, "$1")).sort()).toEqual(expected.sort())
    // The content is larger than a page, so there are numbered pages to check: /projects/page/2 and a filter's.
    expect(pages.some(p => p.path === "/projects/page/3")).toBe(true)
    expect(pages.some(p => /^\/hi\/projects\/(sport|client)\/[^/]+\/page\/2$/.test(p.path))).toBe(true)
  })

  test("each project is on exactly one page of each list it belongs to, PROJECTS_PAGE at most a page", async () => {
    const pages = await projectPages()
    for (const locale of locales)
      for (const filter of LISTS) {
        const listPages = pages
          .filter(p => p.path.replace(/(.)\/$/, "$1").replace(/\/page\/\d+$/, "") === localizedPath(projectListPath(filter), locale))
          .sort((a, b) => a.context.pageNumber - b.context.pageNumber)
        const shown = listPages.map(p => {
          const nodes = runQuery(p.context)
          expect(nodes.length).toBeLessThanOrEqual(PROJECTS_PAGE)
          expect(nodes.length).toBeGreaterThan(0)
          return nodes.map(n => n.id)
        })
        const all = shown.flat()
        expect(new Set(all).size).toBe(all.length)
        expect(all.sort()).toEqual(
          inList(filter)
            .map(p => p.id)
            .sort(),
        )
        expect(listPages.map(p => p.context.pageNumber)).toEqual(listPages.map((_, i) => i + 1))
      }
  })

  test("each page carries its filter, the list's count and every filter that has projects, never the projects", async () => {
    for (const page of await projectPages()) {
      const filter = (page.context.filter as ProjectFilter | undefined) ?? null
      expect(page.context.filters).toEqual(FILTERS)
      expect(page.context.total).toBe(inList(filter).length)
      expect(page.context.pageCount).toBe(pageCountOf(inList(filter).length, PROJECTS_PAGE))
      // A variable set to null would match no project; an absent one matches every project.
      for (const name of ["game", "clientType"]) expect(page.context[name]).not.toBeNull()
      if (!filter) expect(page.context).not.toHaveProperty("game")
      if (!filter) expect(page.context).not.toHaveProperty("clientType")
      expect(JSON.stringify(page.context)).not.toContain(PROJECTS[0].title)
    }
  })

  test("without projects: /projects alone, its empty state, and no filter or numbered page", async () => {
    const createPage = jest.fn()
    const graphql = jest.fn(async (query: string) => {
      const data: Record<string, object> = {}
      for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g)) data[field] = { nodes: [], totalCount: 0 }
      return { data }
    })
    const actions = { createPage, deletePage: jest.fn() }
    await createSitePages({ graphql, actions, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } } as unknown as CreatePagesArgs, root)
    const ofProjects = () => createPage.mock.calls.map(([page]) => page).filter(page => page.component.endsWith("projects.tsx"))
    expect(ofProjects()).toEqual([])
    localizeFixedPage(
      {
        page: { path: "/projects/", component: path.join(root, "src/pages/projects.tsx"), context: {} },
        actions,
      } as unknown as CreatePageArgs,
      root,
    )
    expect(ofProjects().map(page => page.path)).toEqual(locales.map(locale => localizedPath("/projects/", locale)))
    for (const page of ofProjects()) expect(page.context).toMatchObject({ total: 0, filters: [], pageCount: 1 })
  })
})
