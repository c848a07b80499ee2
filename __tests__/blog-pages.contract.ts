/**
 * @jest-environment node
 */
/**
 * The blog's lists stay as light whatever the number of posts (issue 45), read from the build's page data: /blog, each
 * category's and each month's page are numbered pages of BLOG_PAGE posts at most, every post on exactly one page of
 * each list it belongs to, newest first; the sidebar (counted at build time) names each category with its count and
 * at most BLOG_MONTHS months, and the recent posts are BLOG_RECENT. Each page is in the sitemap with its twins.
 * Expectations come from the data the build was made from (e2e/content.ts). Runs with the contract stage (after the
 * build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import { blogCategories, blogListRoutes, blogMonths, newestFirst } from "../e2e/content"
import { locales, localizedPath } from "../src/shared/routes"
import { BLOG_MONTHS, BLOG_PAGE, BLOG_RECENT, listPagePath, pageCountOf } from "../src/shared/lists"
import { blogCategoryPath, blogMonthPath, type BlogSidebar } from "../src/shared/blog"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

interface PageData {
  result: {
    data: { allBlogPost: { nodes: { slug: string }[] }; recent: { nodes: { slug: string }[] } }
    pageContext: { sidebar: BlogSidebar; pageNumber: number; pageCount: number }
  }
}
const pageData = (route: string): PageData =>
  JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", route.replace(/^\//, ""), "page-data.json"), "utf8"))
const built = (route: string) => fs.existsSync(path.join(PUBLIC, route.replace(/^\//, ""), "index.html"))

const posts = newestFirst<{ date: string; category: string }>("blog")
const lists: [string, string[]][] = [
  ["/blog", posts.map(p => p.slug)],
  ...blogCategories().map((c): [string, string[]] => [blogCategoryPath(c), posts.filter(p => p.category === c).map(p => p.slug)]),
  ...blogMonths().map((m): [string, string[]] => [blogMonthPath(m), posts.filter(p => p.date.startsWith(m)).map(p => p.slug)]),
]

test("the fixture's blog is larger than a page and its months more than the sidebar names (else these tests prove little)", () => {
  expect(posts.length).toBeGreaterThan(BLOG_PAGE)
  expect(blogMonths().length).toBeGreaterThan(BLOG_MONTHS)
})

describe.each(locales)("in %s", locale => {
  test.each(lists)("every post of %s is on exactly one of its numbered pages, newest first, BLOG_PAGE at most a page", (list, slugs) => {
    const count = pageCountOf(slugs.length, BLOG_PAGE)
    const shown = Array.from({ length: count }, (_, i) => {
      const { data, pageContext } = pageData(localizedPath(listPagePath(list, i + 1), locale)).result
      expect(data.allBlogPost.nodes.length).toBeLessThanOrEqual(BLOG_PAGE)
      expect([pageContext.pageNumber, pageContext.pageCount]).toEqual([i + 1, count])
      return data.allBlogPost.nodes.map(n => n.slug)
    }).flat()
    expect(shown).toEqual(slugs)
    expect(built(localizedPath(listPagePath(list, count + 1), locale))).toBe(false)
  })

  test("every list page carries the sidebar counted at build time and the BLOG_RECENT newest posts, nothing more", () => {
    const routes = ["/blog", ...blogListRoutes()]
    for (const route of routes) {
      const { data, pageContext } = pageData(localizedPath(route, locale)).result
      expect(data.recent.nodes.map(n => n.slug)).toEqual(posts.slice(0, BLOG_RECENT).map(p => p.slug))
      expect(pageContext.sidebar.categories).toEqual(
        blogCategories().map(name => ({ name, count: posts.filter(p => p.category === name).length })),
      )
      expect(pageContext.sidebar.months).toEqual(
        blogMonths()
          .slice(0, BLOG_MONTHS)
          .map(key => ({ key, count: posts.filter(p => p.date.startsWith(key)).length })),
      )
    }
  })
})

test("the sitemap lists every blog list page in every language", () => {
  const sitemap = fs
    .readdirSync(PUBLIC)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .map(f => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
    .join("\n")
  const urls = new Set([...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+([^<]*)<\/loc>/g)].map(m => m[1].replace(/\/$/, "") || "/"))
  for (const locale of locales) for (const route of ["/blog", ...blogListRoutes()]) expect(urls).toContain(localizedPath(route, locale))
})
