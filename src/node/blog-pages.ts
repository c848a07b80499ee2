import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { locales, localizedPath, type Locale } from "../shared/routes"
import { BLOG_MONTHS, BLOG_PAGE, BLOG_RECENT, listPagePath, pageCountOf } from "../shared/lists"
import { blogListPath, monthKey, type BlogList, type BlogSidebar } from "../shared/blog"
import { compareCodes } from "../shared/text"

/** What the page creation reads of a post. */
export interface BlogPostNode {
  id: string
  slug: string
  locale: string
  date: string
  category: string
}

/** One page of one of the blog's lists, and what it shows: its posts' ids (newest first) and its place among its pages. */
export interface BlogListPage {
  path: string
  list: BlogList
  ids: string[]
  pageNumber: number
  pageCount: number
}

/** The order of every blog list: newest first, then by slug (as the page query sorts them). */
export const newestFirst = (a: BlogPostNode, b: BlogPostNode): number => compareCodes(b.date, a.date) || compareCodes(a.slug, b.slug)

/**
 * Every page of the blog's lists in one language: /blog, each category's page (every category of the blog page's
 * list, and any other a post has) and each month's page that has posts, each split into numbered pages of BLOG_PAGE
 * posts. Every post is on exactly one page of each list it belongs to. The sidebar (counts, the newest BLOG_MONTHS
 * months) is counted here, so no page carries the posts it does not show.
 */
export function blogListPages(
  nodes: readonly BlogPostNode[],
  categoryList: readonly string[],
  locale: Locale,
): { pages: BlogListPage[]; sidebar: BlogSidebar } {
  const posts = nodes.filter(n => n.locale === locale).sort(newestFirst)
  const categories = [...new Set([...categoryList, ...posts.map(p => p.category)])]
  const byMonth = new Map<string, BlogPostNode[]>()
  for (const post of posts) {
    const month = monthKey(post.date)
    byMonth.set(month, [...(byMonth.get(month) ?? []), post])
  }
  const months = [...byMonth.keys()] // newest first, as the posts are
  const lists: [BlogList, BlogPostNode[]][] = [
    [{ kind: "all" }, posts],
    ...categories.map((category): [BlogList, BlogPostNode[]] => [
      { kind: "category", category },
      posts.filter(p => p.category === category),
    ]),
    ...months.map((month, i): [BlogList, BlogPostNode[]] => [
      { kind: "month", month, previous: months[i + 1] ?? null, next: months[i - 1] ?? null },
      byMonth.get(month)!,
    ]),
  ]
  const pages = lists.flatMap(([list, entries]) => {
    const pageCount = pageCountOf(entries.length, BLOG_PAGE)
    return Array.from({ length: pageCount }, (_, i) => ({
      path: localizedPath(listPagePath(blogListPath(list), i + 1), locale),
      list,
      ids: entries.slice(i * BLOG_PAGE, (i + 1) * BLOG_PAGE).map(p => p.id),
      pageNumber: i + 1,
      pageCount,
    }))
  })
  const sidebar: BlogSidebar = {
    categories: categories.map(name => ({ name, count: posts.filter(p => p.category === name).length })),
    months: months.slice(0, BLOG_MONTHS).map(key => ({ key, count: byMonth.get(key)!.length })),
  }
  return { pages, sidebar }
}

/** The context of a blog list page: its posts, its list and place, the sidebar and the recent posts' bound. */
export const blogPageContext = ({ list, ids, pageNumber, pageCount }: BlogListPage, sidebar: BlogSidebar) => ({
  list,
  ids,
  pageNumber,
  pageCount,
  sidebar,
  recentLimit: BLOG_RECENT,
})

/**
 * Makes every page of the blog's lists but /blog itself in every language (src/pages/blog.tsx draws them all), and
 * returns the context of /blog by its path in each language, for the page Gatsby makes from src/pages.
 */
export async function createBlogPages(
  { graphql, actions, reporter }: CreatePagesArgs,
  root: string,
  stringsByLocale: Record<string, unknown>,
): Promise<Record<string, object>> {
  const result = await graphql<{
    allBlogPost: { nodes: BlogPostNode[] }
    pageContent: { blocks: { id: string | null; list: string[] | null }[] | null } | null
  }>(`{
    allBlogPost(sort: { date: DESC }) { nodes { id slug locale date category } }
    pageContent(slug: { eq: "blog" }, locale: { eq: "${locales[0]}" }) { blocks { id list } }
  }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the blog posts for the blog's list pages", result.errors)
    return {}
  }
  const categories = result.data.pageContent?.blocks?.find(b => b.id === "categories")?.list ?? []
  const component = path.join(root, "src/pages/blog.tsx")
  const first: Record<string, object> = {}
  for (const locale of locales) {
    const { pages, sidebar } = blogListPages(result.data.allBlogPost.nodes, categories, locale)
    for (const page of pages) {
      const context = blogPageContext(page, sidebar)
      if (page.list.kind === "all" && page.pageNumber === 1) first[page.path] = context
      else actions.createPage({ path: page.path, component, context: { locale, strings: stringsByLocale[locale], ...context } })
    }
  }
  return first
}
