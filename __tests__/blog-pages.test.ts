/**
 * @jest-environment node
 */
import path from "path"
import type { CreatePageArgs, CreatePagesArgs } from "gatsby"
import { blogListPages, createBlogPages, type BlogPostNode } from "../src/node/blog-pages"
import { createSitePages, localizeFixedPage } from "../src/node/create-pages"
import { BLOG_MONTHS, BLOG_PAGE, BLOG_RECENT, listPagePath, pageCountOf } from "../src/shared/lists"
import { blogCategoryPath, blogListPath, blogMonthPath, monthKey, type BlogList } from "../src/shared/blog"
import { locales, localizedPath } from "../src/shared/routes"

const root = path.join(__dirname, "..")
const CATEGORIES = ["Training", "Nutrition", "Health", "Leadership"]

/**
 * `count` posts per language, one every 11 days back from 2026-11-20 (so months hold two or three, and there are
 * more months than BLOG_MONTHS for a count of 50), in every category but Leadership, listed in no particular order.
 */
function postsOf(count: number): BlogPostNode[] {
  return locales.flatMap(locale =>
    Array.from({ length: count }, (_, i) => ({
      id: `${locale}-${i}`,
      slug: `post-${String(i).padStart(3, "0")}`,
      locale,
      date: new Date(Date.parse("2026-11-20T00:00:00Z") - i * 11 * 86_400_000).toISOString().slice(0, 10),
      category: CATEGORIES[i % 3],
    })).reverse(),
  )
}

describe("the blog's list pages", () => {
  const posts = postsOf(50)

  test.each(locales)("every post is on exactly one page of each list it belongs to, newest first, BLOG_PAGE a page (%s)", locale => {
    const mine = posts.filter(p => p.locale === locale).sort((a, b) => b.date.localeCompare(a.date))
    const { pages } = blogListPages(posts, CATEGORIES, locale)
    const byId = new Map(mine.map(p => [p.id, p]))
    const listOf = (list: BlogList) => pages.filter(p => blogListPath(p.list) === blogListPath(list))
    const check = (list: BlogList, expected: BlogPostNode[]) => {
      const its = listOf(list)
      const count = pageCountOf(expected.length, BLOG_PAGE)
      expect(its.map(p => p.path)).toEqual(
        Array.from({ length: count }, (_, i) => localizedPath(listPagePath(blogListPath(list), i + 1), locale)),
      )
      expect(its.map(p => [p.pageNumber, p.pageCount])).toEqual(Array.from({ length: count }, (_, i) => [i + 1, count]))
      for (const page of its) expect(page.ids.length).toBeLessThanOrEqual(BLOG_PAGE)
      expect(its.flatMap(p => p.ids)).toEqual(expected.map(p => p.id))
    }
    check({ kind: "all" }, mine)
    for (const category of CATEGORIES)
      check(
        { kind: "category", category },
        mine.filter(p => p.category === category),
      )
    const months = [...new Set(mine.map(p => monthKey(p.date)))]
    for (const month of months)
      check(
        { kind: "month", month, previous: null, next: null },
        mine.filter(p => monthKey(p.date) === month),
      )
    // Nothing else: every page is one of those lists', and each post's page is in its own language.
    expect(pages).toHaveLength(
      [{ kind: "all" }, ...CATEGORIES.map(category => ({ kind: "category", category })), ...months.map(month => ({ kind: "month", month }))]
        .map(list => listOf(list as BlogList).length)
        .reduce((a, b) => a + b),
    )
    expect(pages.flatMap(p => p.ids).every(id => byId.has(id))).toBe(true)
    // Page 2 of /blog exists at 50 posts, at its numbered address.
    expect(pages.map(p => p.path)).toContain(localizedPath("/blog/page/2", locale))
  })

  test("the sidebar counts every category (none without posts left out) and names the newest BLOG_MONTHS months", () => {
    const { sidebar } = blogListPages(posts, CATEGORIES, "en")
    const en = posts.filter(p => p.locale === "en")
    expect(sidebar.categories).toEqual(CATEGORIES.map(name => ({ name, count: en.filter(p => p.category === name).length })))
    const months = [...new Set(en.map(p => monthKey(p.date)))].sort().reverse()
    expect(months.length).toBeGreaterThan(BLOG_MONTHS)
    expect(sidebar.months.map(m => m.key)).toEqual(months.slice(0, BLOG_MONTHS))
    for (const { key, count } of sidebar.months) expect(count).toBe(en.filter(p => monthKey(p.date) === key).length)
  })

  test("each month's page links the nearest older and newer months that have posts, the sidebar's or not", () => {
    const { pages } = blogListPages(posts, CATEGORIES, "en")
    const months = pages.flatMap(p => (p.list.kind === "month" && p.pageNumber === 1 ? [p.list] : []))
    expect(months.map(m => m.month)).toEqual([...months.map(m => m.month)].sort().reverse())
    months.forEach((m, i) => {
      expect(m.next).toBe(months[i - 1]?.month ?? null)
      expect(m.previous).toBe(months[i + 1]?.month ?? null)
    })
    expect(months.at(-1)!.previous).toBeNull()
    expect(pages.some(p => p.path === blogMonthPath(months.at(-1)!.month))).toBe(true)
  })

  test("a category that no post has yet gets its page (the sidebar links it), and a post's category not in the list its own", () => {
    const few = postsOf(3).map((p, i) => (i === 0 ? { ...p, category: "Equipment" } : p))
    const { pages, sidebar } = blogListPages(few, CATEGORIES, "en")
    expect(pages.find(p => p.path === blogCategoryPath("Leadership"))).toMatchObject({ ids: [], pageCount: 1 })
    expect(pages.map(p => p.path)).toContain(blogCategoryPath("Equipment"))
    expect(sidebar.categories.map(c => c.name)).toEqual([...CATEGORIES, "Equipment"])
    // Today's few posts fit on one page: /blog has no page 2.
    expect(pages.filter(p => p.list.kind === "all").map(p => p.path)).toEqual(["/blog"])
  })
})

describe("createBlogPages", () => {
  const posts = postsOf(BLOG_PAGE + 1)
  function fakeArgs() {
    const createPage = jest.fn()
    // Every other collection is empty: only the blog's pages are looked at.
    const graphql = jest.fn(async (query: string) => {
      const data: Record<string, unknown> = { pageContent: { blocks: [{ id: "categories", list: CATEGORIES }] } }
      for (const [, field] of query.matchAll(/\b(all\w+)\s*[({]/g))
        data[field] = field === "allBlogPost" ? { nodes: posts } : { nodes: [], totalCount: 0 }
      return { data }
    })
    return {
      createPage,
      args: { graphql, actions: { createPage }, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } } as unknown as CreatePagesArgs,
    }
  }

  test("makes every list page but /blog in every language with src/pages/blog.tsx, and returns /blog's context", async () => {
    const { createPage, args } = fakeArgs()
    const first = await createBlogPages(args, root, { en: undefined, hi: { Blog: "ब्लॉग" } })
    const made = createPage.mock.calls.map(([page]) => page)
    for (const locale of locales) {
      const expected = blogListPages(posts, CATEGORIES, locale).pages.filter(p => p.path !== localizedPath("/blog", locale))
      const mine = made.filter(p => p.context.locale === locale)
      expect(mine.map(p => p.path)).toEqual(expected.map(p => p.path))
      for (const page of mine) {
        expect(page.component).toBe(path.join(root, "src/pages/blog.tsx"))
        expect(page.context.recentLimit).toBe(BLOG_RECENT)
        expect(page.context.sidebar.months.length).toBeLessThanOrEqual(BLOG_MONTHS)
      }
      expect(made.find(p => p.path === localizedPath("/blog/page/2", locale))!.context.ids).toHaveLength(1)
      expect(first[localizedPath("/blog", locale)]).toMatchObject({ pageNumber: 1, pageCount: 2, recentLimit: BLOG_RECENT })
    }
    expect(made.find(p => p.path === "/hi/blog/page/2")!.context.strings).toEqual({ Blog: "ब्लॉग" })
  })

  test("/blog itself, made by Gatsby from src/pages, gets its page's posts and the sidebar in each language", async () => {
    const { args } = fakeArgs()
    await createSitePages(args, root)
    const createPage = jest.fn()
    localizeFixedPage(
      {
        page: { path: "/blog/", component: path.join(root, "src/pages/blog.tsx"), context: {} },
        actions: { createPage, deletePage: jest.fn() },
      } as unknown as CreatePageArgs,
      root,
    )
    expect(createPage).toHaveBeenCalledTimes(locales.length)
    for (const [page] of createPage.mock.calls) {
      expect(page.context.ids).toHaveLength(BLOG_PAGE)
      expect(page.context.ids.every((id: string) => id.startsWith(`${page.context.locale}-`))).toBe(true)
      expect(page.context.list).toEqual({ kind: "all" })
      expect(page.context.sidebar.categories).toHaveLength(CATEGORIES.length)
    }
  })
})
