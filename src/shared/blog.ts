/**
 * The blog's list pages (issue 45): /blog, each category's and each month's page, each in numbered pages of
 * BLOG_PAGE posts. Their addresses and what a page of them shows beside its posts, shared by the page creation
 * (src/node/blog-pages.ts), the pages (src/pages/blog.tsx) and the tests. Category keys stay English (as in the
 * data); pages show them through t().
 */

/** "Sports Science" → "sports-science": the English category name, lower-case, words joined by hyphens. */
export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
}

/** A category's page, in English (the links are localized): "/blog/category/training". */
export const blogCategoryPath = (category: string): string => `/blog/category/${categorySlug(category)}`

/** A month's page, in English, from its key: "2026-08" → "/blog/2026/08". */
export const blogMonthPath = (month: string): string => `/blog/${month.slice(0, 4)}/${month.slice(5, 7)}`

/** "2026-08-19" → "2026-08" */
export const monthKey = (isoDate: string): string => isoDate.slice(0, 7)

/** Which of the blog's lists a page shows: every post, one category's or one month's. */
export type BlogList =
  | { kind: "all" }
  | { kind: "category"; category: string }
  /** `previous` and `next`: the nearest older and newer months that have posts (their keys), if any. */
  | { kind: "month"; month: string; previous: string | null; next: string | null }

/** The address of a list's first page, in English. */
export function blogListPath(list: BlogList): string {
  return list.kind === "category" ? blogCategoryPath(list.category) : list.kind === "month" ? blogMonthPath(list.month) : "/blog"
}

/** The sidebar of every blog list page, counted at build time: each category and the newest months, with their posts. */
export interface BlogSidebar {
  categories: { name: string; count: number }[]
  /** Newest first, BLOG_MONTHS at most; older months are reached from their neighbours' pages. */
  months: { key: string; count: number }[]
}

/**
 * True for the address of a blog list page without its language ("/blog", "/blog/page/2", "/blog/category/training",
 * "/blog/2026/08/page/2"): the pages whose text box runs the site search (Pagefind, WebAssembly).
 */
export const isBlogListPath = (path: string): boolean => /^\/blog(\/category\/[^/]+|\/\d{4}\/\d{2})?(\/page\/\d+)?\/?$/.test(path)
