/**
 * Which pages `npm run lighthouse` measures, and the parts of its verdict that depend on the page rather than on
 * Lighthouse (scripts/lighthouse.mjs). Read from the build, so that it follows the content.
 */
import fs from "fs"
import path from "path"
import { listFiles } from "../src/node/list-files"
import { localeOfPath } from "../src/shared/locale"
import { defaultLocale, type Locale, locales, localizedPath } from "../src/shared/routes"

export interface BuiltPage {
  path: string
  /** Gatsby's chunk name of the page component or template the page renders. */
  component: string
}

/** Every page of a build, from Gatsby's page data, sorted by path; the 404 pages (answered with status 404) left out. */
export function builtPages(publicDir: string): BuiltPage[] {
  const dir = path.join(publicDir, "page-data")
  return listFiles(dir, { match: rel => rel.endsWith("/page-data.json") })
    .map(rel => JSON.parse(fs.readFileSync(path.join(dir, rel), "utf8")) as { path: string; componentChunkName: string })
    .map(data => ({ path: data.path, component: data.componentChunkName }))
    .filter(page => !/\/404(\.html)?$/.test(page.path))
    .sort((a, b) => a.path.localeCompare(b.path))
}

export interface PageChoice {
  /** Every page (of the language, when one is given) instead of one per component. */
  all?: boolean
  locale?: Locale
}

/**
 * The pages to measure. By default one page of every page component and template (the first in the default
 * language, so whatever the content is today) followed by its twins: every kind of page, in every language.
 */
export function pagesToMeasure(pages: BuiltPage[], { all = false, locale }: PageChoice = {}): string[] {
  const chosen = pages.filter(page => !locale || localeOfPath(page.path) === locale)
  if (all) return chosen.map(page => page.path)
  const built = new Set(chosen.map(page => page.path))
  const first = new Map<string, string>()
  for (const page of pages)
    if (localeOfPath(page.path) === defaultLocale && !first.has(page.component)) first.set(page.component, page.path)
  return (locale ? [locale] : [...locales]).flatMap(l => [...first.values()].map(p => localizedPath(p, l))).filter(p => built.has(p))
}

/** A page the site keeps out of search engines on purpose (the template pages' filler), by its own robots meta. */
export const isNoindex = (html: string): boolean => /<meta name="robots" content="[^"]*noindex/.test(html)

interface SeoResult {
  categories: { seo: { auditRefs: { id: string; weight: number }[] } }
  audits: Record<string, { score: number | null }>
}

/**
 * Lighthouse's SEO score (its weighted mean), leaving out the crawlability audit on a page that asks not to be
 * indexed: Lighthouse counts the page's own noindex against it, and every other SEO audit still applies.
 */
export function seoScore(lhr: SeoResult, noindex: boolean): number {
  const refs = lhr.categories.seo.auditRefs.filter(r => r.weight > 0 && !(noindex && r.id === "is-crawlable"))
  const weight = refs.reduce((sum, r) => sum + r.weight, 0)
  return Math.round((100 * refs.reduce((sum, r) => sum + r.weight * (lhr.audits[r.id].score ?? 0), 0)) / weight)
}
