/**
 * The blog list's texts and addresses in the browser: month names, the status line, and where the addresses of the
 * former filters (/blog?category=…&month=…) lead now that categories and months are pages of their own
 * (src/shared/blog.ts). Pure functions, so they are unit-tested without a browser.
 */
import type { Locale } from "../shared/routes"
import { interpolate } from "../shared/locale"
import { formatDate } from "../shared/text"
import { blogCategoryPath, blogMonthPath, type BlogSidebar } from "../shared/blog"

/** Translates an English key of the interface ("{count} posts shown"); English by default. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string
const english: Translate = (text, values) => interpolate(text, values)

/** "2026-08" → "August 2026" (Hindi: "अगस्त 2026"), the month names of formatDate. */
export function formatMonth(key: string, locale: Locale = "en"): string {
  return formatDate(`${key}-01`, locale).replace(/^\d+ /, "")
}

/** The status line of a page's list: "1 post shown", "4 posts shown" (t: the page's language). */
export function resultLabel(count: number, t: Translate = english): string {
  return t(count === 1 ? "{count} post shown" : "{count} posts shown", { count })
}

/** The status line of the text box's results: how many posts matched, and how many of them are shown. */
export function foundLabel(total: number, shown: number, t: Translate = english): string {
  const found = t(total === 1 ? "1 post found." : "{count} posts found.", { count: total })
  return total > shown ? `${found} ${t("The first {shown} are shown.", { shown })}` : found
}

/**
 * Where an address of the former filters leads (English; the caller localizes it): /blog?category=Training to the
 * category's page, ?month=2026-09 to the month's page (a month the sidebar names), else null (stay on the page).
 */
export function legacyFilterTarget(search: string, sidebar: BlogSidebar): string | null {
  const params = new URLSearchParams(search)
  const category = params.getAll("category").find(c => sidebar.categories.some(k => k.name === c))
  if (category) return blogCategoryPath(category)
  const month = params.getAll("month").find(m => sidebar.months.some(k => k.key === m))
  return month ? blogMonthPath(month) : null
}
