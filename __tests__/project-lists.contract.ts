/**
 * @jest-environment node
 */
/**
 * The lists of /projects as built (issue 45), read from the build's page data: /projects and each filter page in
 * numbered pages of PROJECTS_PAGE projects, every project on exactly one page of each list it belongs to, newest
 * first; each page's data carries only its own projects, and its context the list's count and the filters; the
 * sitemap has /projects and its numbered pages but no filter page (noindex). Expectations come from the data the
 * build was made from (e2e/content.ts), whatever its size: with no projects, /projects alone with its empty state.
 * Runs with the contract stage (after the build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import { entries } from "../e2e/content"
import { locales, localizedPath } from "../src/shared/routes"
import { PROJECTS_PAGE, listPagePath, pageCountOf } from "../src/shared/lists"
import { matchesFilter, projectListPath, projectLists, type FilterableProject, type ProjectFilter } from "../src/shared/projects"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

type Project = FilterableProject & { slug: string; title: string }
const projects = entries<Project>("projects")
const lists = projectLists(
  projects,
  entries("games").map(g => g.slug),
)
const filters = lists.flatMap(l => (l.filter ? [l.filter] : []))
const listName = (filter: ProjectFilter | null) => projectListPath(filter)

type PageData = {
  result: { data: { allProject: { nodes: { slug: string; completed: string }[] } }; pageContext: Record<string, unknown> }
}
const folderOf = (route: string) => route.replace(/^\//, "")
const pageData = (route: string): PageData =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", folderOf(route), "page-data.json"), "utf8"))
const built = (route: string) => fs.existsSync(path.join(PUBLIC, folderOf(route), "index.html"))

describe.each(locales)("in %s", locale => {
  test.each(lists.map(l => [listName(l.filter), l] as const))(
    "%s: every project of the list on exactly one numbered page, PROJECTS_PAGE at most a page, newest first",
    (_, { filter, total }) => {
      const pageCount = pageCountOf(total, PROJECTS_PAGE)
      const shown = Array.from({ length: pageCount }, (_, i) => {
        const route = localizedPath(listPagePath(projectListPath(filter), i + 1), locale)
        const { data, pageContext } = pageData(route).result
        expect(data.allProject.nodes.length).toBeLessThanOrEqual(PROJECTS_PAGE)
        expect(pageContext).toMatchObject({ total, pageNumber: i + 1, pageCount, filters })
        return data.allProject.nodes
      }).flat()
      const slugs = shown.map(p => p.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      expect([...slugs].sort()).toEqual(
        projects
          .filter(p => matchesFilter(p, filter))
          .map(p => p.slug)
          .sort(),
      )
      const months = shown.map(p => p.completed)
      expect(months).toEqual([...months].sort().reverse())
      expect(built(localizedPath(listPagePath(projectListPath(filter), pageCount + 1), locale))).toBe(false)
    },
  )

  test("a page's context carries no project: its projects come from its own query", () => {
    for (const { filter } of lists) {
      const context = JSON.stringify(pageData(localizedPath(projectListPath(filter), locale)).result.pageContext)
      for (const p of projects) expect(context).not.toContain(p.title)
    }
  })
})

test("the sitemap has /projects and its numbered pages in every language, and no filter page or its numbered pages", () => {
  const sitemap = fs
    .readdirSync(PUBLIC)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .map(f => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
    .join("\n")
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(m => new URL(m[1]).pathname.replace(/(.)\/$/, "$1"))
    .filter(p => /^(\/[a-z]{2})?\/projects(\/|$)/.test(p))
  const all = lists[0]
  const expected = locales.flatMap(locale =>
    Array.from({ length: pageCountOf(all.total, PROJECTS_PAGE) }, (_, i) => localizedPath(listPagePath("/projects", i + 1), locale)),
  )
  expect(listed.sort()).toEqual(expected.sort())
})
