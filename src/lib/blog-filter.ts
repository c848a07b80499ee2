/**
 * Filtering for the blog list: free-text search, category and archive-month toggles. Pure functions, so the
 * page's behaviour is unit-tested without a browser.
 *
 * Within a group, toggles widen the result (Training OR Health); across groups and with the search text they
 * narrow it (a selected category AND a selected month AND the words searched).
 * Category keys stay English (in the data and in the address); the view shows them through t().
 */
import type { Locale } from "../shared/routes"
import { interpolate } from "../shared/locale"
import { compareCodes, formatDate } from "../shared/text"

/** Translates an English key of the interface ("{count} posts shown"); English by default. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string
const english: Translate = (text, values) => interpolate(text, values)

export interface FilterablePost {
  slug: string
  title: string
  excerpt: string
  category: string
  author: string
  /** ISO date, YYYY-MM-DD */
  date: string
}

export interface BlogFilters {
  query: string
  categories: readonly string[]
  /** Month keys, YYYY-MM */
  months: readonly string[]
}

export interface ArchiveMonth {
  key: string
  label: string
  count: number
}

export const noFilters: BlogFilters = { query: "", categories: [], months: [] }

/** "2026-08" → "August 2026" (Hindi: "अगस्त 2026"), the month names of formatDate. */
export function formatMonth(key: string, locale: Locale = "en"): string {
  return formatDate(`${key}-01`, locale).replace(/^\d+ /, "")
}

/** "2026-08-19" → "2026-08" */
export function monthKey(isoDate: string): string {
  return isoDate.slice(0, 7)
}

/** Lower-cased words of a search, without empty strings. */
export function searchTerms(query: string): string[] {
  return query.toLocaleLowerCase("en-IN").split(/\s+/).filter(Boolean)
}

/** True when every word of the query appears in the title, excerpt, category or author (case-insensitive). */
export function matchesQuery(post: FilterablePost, query: string): boolean {
  const terms = searchTerms(query)
  if (terms.length === 0) return true
  const haystack = [post.title, post.excerpt, post.category, post.author].join(" ").toLocaleLowerCase("en-IN")
  return terms.every(term => haystack.includes(term))
}

export function filterPosts<P extends FilterablePost>(posts: readonly P[], filters: BlogFilters): P[] {
  return posts.filter(
    post =>
      (filters.categories.length === 0 || filters.categories.includes(post.category)) &&
      (filters.months.length === 0 || filters.months.includes(monthKey(post.date))) &&
      matchesQuery(post, filters.query),
  )
}

export function hasActiveFilters(filters: BlogFilters): boolean {
  return filters.query.trim() !== "" || filters.categories.length > 0 || filters.months.length > 0
}

/** Adds the value if absent, removes it if present; keeps the original order otherwise. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter(v => v !== value) : [...values, value]
}

/** Newest first; ties keep their order. */
export function sortNewestFirst<P extends Pick<FilterablePost, "date">>(posts: readonly P[]): P[] {
  return [...posts].sort((a, b) => compareCodes(b.date, a.date))
}

export function recentPosts<P extends Pick<FilterablePost, "date">>(posts: readonly P[], count = 5): P[] {
  return sortNewestFirst(posts).slice(0, count)
}

/** The months that have posts, newest first, each with its post count. */
export function archiveMonths(posts: readonly Pick<FilterablePost, "date">[], locale: Locale = "en"): ArchiveMonth[] {
  const counts = new Map<string, number>()
  for (const post of posts) {
    const key = monthKey(post.date)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts.entries()].sort(([a], [b]) => (a < b ? 1 : -1)).map(([key, count]) => ({ key, label: formatMonth(key, locale), count }))
}

/** How many posts in each category, for the category buttons (0 for categories without posts). */
export function categoryCounts(posts: readonly Pick<FilterablePost, "category">[], categories: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(categories.map(c => [c, 0]))
  for (const post of posts) counts[post.category] = (counts[post.category] ?? 0) + 1
  return counts
}

/** The status line read out after every change: "1 post shown", "4 posts shown" (t: the page's language). */
export function resultLabel(count: number, t: Translate = english): string {
  return t(count === 1 ? "{count} post shown" : "{count} posts shown", { count })
}

/**
 * Filters from a URL query (?q=turf&category=Health&month=2026-09), so a filtered list can be linked to
 * (the category on a post page links back to its category). Unknown categories and months are dropped.
 */
export function filtersFromSearch(search: string, known: { categories: readonly string[]; months: readonly string[] }): BlogFilters {
  const params = new URLSearchParams(search)
  const pick = (name: string, allowed: readonly string[]) => [...new Set(params.getAll(name))].filter(v => allowed.includes(v))
  return {
    query: params.get("q") ?? "",
    categories: pick("category", known.categories),
    months: pick("month", known.months),
  }
}

/** The inverse of filtersFromSearch: "" when nothing is filtered, else "?q=…&category=…". */
export function filtersToSearch(filters: BlogFilters): string {
  const params = new URLSearchParams()
  if (filters.query.trim()) params.set("q", filters.query.trim())
  filters.categories.forEach(c => params.append("category", c))
  filters.months.forEach(m => params.append("month", m))
  const search = params.toString()
  return search ? `?${search}` : ""
}

/** Link to the blog list filtered to one category. */
export function categoryHref(category: string): string {
  return `/blog${filtersToSearch({ ...noFilters, categories: [category] })}`
}
