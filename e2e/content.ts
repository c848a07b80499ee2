// The content as shipped, read from data/ with node's fs: the one loader the unit tests, the browser tests, the
// content audit and the content check share. No Playwright import here, so jest and tsx can load it too.
//
// Tests take their expectations from here (which entries exist, their slugs, titles, fees, order and dates), so
// an editor's valid change to data/ never breaks a test, while a page that drops or misplaces an entry does.
// Every address comes from the content model's `route` functions, called in one place: routeOf().
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"

import { collections, entryRoute, fixedRoutes, type CollectionModel } from "../src/shared/content-model"
import { dataFile, isEntryFile, slugOf } from "../src/node/data-files"
import type { Locale } from "../src/shared/routes"
import { projectFilterRoute, projectLists, projectListPath, type FilterableProject } from "../src/shared/projects"
import { BLOG_PAGE, EVENTS_YEAR_PAGE, eventYearPath, GALLERY_PAGE, PROJECTS_PAGE, listPagePath, pageCountOf } from "../src/shared/lists"
import { blogCategoryPath, blogMonthPath } from "../src/shared/blog"

// SITE_DATA_DIR: the folder the build under test was made from (npm test builds its fixture copy of data/,
// scripts/fixture-data.mjs), so the tests expect what that build holds.
export const DATA_DIR = process.env.SITE_DATA_DIR ? resolve(process.env.SITE_DATA_DIR) : join(__dirname, "..", "data")

type Json = Record<string, unknown>

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T

function modelOf(dir: string): CollectionModel {
  const model = collections.find(c => c.dir === dir)
  if (!model) throw new Error(`data/${dir} is not a collection of src/shared/content-model.ts`)
  return model
}

/** The address of an entry's page, from the content model; undefined for collections without pages. */
export function routeOf(dir: string, slug: string): string | undefined {
  return modelOf(dir).pages ? entryRoute(dir, slug) : undefined
}

/** Like routeOf, for collections that have pages. */
export function pathOf(dir: string, slug: string): string {
  const path = routeOf(dir, slug)
  if (path === undefined) throw new Error(`entries of data/${dir} have no pages`)
  return path
}

/** The slugs of a collection (file names without language and .json), sorted alphabetically; none for a missing folder. */
export function slugsOf(dir: string): string[] {
  if (!existsSync(join(DATA_DIR, dir))) return modelOf(dir) && [] // a collection whose folder is empty (git keeps no empty folder)
  return readdirSync(join(DATA_DIR, dir))
    .filter(f => isEntryFile(`${dir}/${f}`))
    .map(f => slugOf(f))
    .sort()
}

const orderOf = (entry: unknown): number => (entry as { order?: number }).order ?? 0

/** Every entry of a collection as shipped, with its slug (file name), in the site's order (`order`, then slug). */
export function entries<T = Json>(dir: string): (T & { slug: string })[] {
  return slugsOf(dir)
    .map(slug => ({ ...readJson<T>(join(DATA_DIR, dataFile(`${dir}/${slug}`))), slug }))
    .sort((a, b) => orderOf(a) - orderOf(b) || a.slug.localeCompare(b.slug))
}

/** An entry's file in another language, as shipped; empty when there is none (its page then shows the default language). */
export function translationOf<T = Json>(dir: string, slug: string, locale: Locale): Partial<T> {
  const file = join(DATA_DIR, dataFile(`${dir}/${slug}`, locale))
  return existsSync(file) ? readJson<Partial<T>>(file) : {}
}

/** Every entry of a dated collection (news, blog), newest first, as the listings show them. */
export function newestFirst<T extends { date: string }>(dir: string): (T & { slug: string })[] {
  return entries<T>(dir).sort((a, b) => b.date.localeCompare(a.date))
}

/** Every entry of a collection with its page address, in the site's order. */
export function pagesOf<T = Json>(dir: string): (T & { slug: string; path: string })[] {
  return entries<T>(dir).map(e => ({ ...e, path: pathOf(dir, e.slug) }))
}

/** Collections whose entries get pages, by folder name. */
export const routedCollections = (): string[] => collections.filter(c => c.pages).map(c => c.dir)

/** Routes of the fixed pages (every file of src/pages except the 404 page). */
export const FIXED_ROUTES: string[] = fixedRoutes.filter(r => r !== "/404")

/** The numbered pages of a list of `count` entries at `perPage` a page, the first (the list's own address) left out unless asked. */
const numberedPages = (list: string, count: number, perPage: number, first = false): string[] =>
  Array.from({ length: pageCountOf(count, perPage) }, (_, i) => listPagePath(list, i + 1)).slice(first ? 0 : 1)

/** The lists of /projects as the build counts them: all the projects, then each filter that has projects. */
const projectListsOf = () =>
  projectLists(
    entries<FilterableProject>("projects"),
    entries("games").map(g => g.slug),
  )

/**
 * The filter pages of /projects (/projects/sport/badminton, /projects/client/school) and their numbered pages: one
 * per game and client type that some project has; none while data/projects is empty (src/shared/projects.ts, as the
 * build makes them). All of them noindex, out of the sitemap.
 */
export function projectFilterRoutes(): string[] {
  return projectListsOf().flatMap(({ filter, total }) =>
    filter ? [projectFilterRoute(filter), ...numberedPages(projectListPath(filter), total, PROJECTS_PAGE)] : [],
  )
}

interface BlogPostFacts {
  date: string
  category: string
}

/** The blog's categories: the blog page's list (data/pages/blog), then any other a post has. */
export function blogCategories(): string[] {
  const list = page<{ blocks: { id?: string; list?: string[] }[] }>("blog").blocks.find(b => b.id === "categories")?.list ?? []
  return [...new Set([...list, ...entries<BlogPostFacts>("blog").map(p => p.category)])]
}

/** The months that have blog posts, newest first, as keys ("2026-08"). */
export const blogMonths = (): string[] => [...new Set(entries<BlogPostFacts>("blog").map(p => p.date.slice(0, 7)))].sort().reverse()

/**
 * The blog's list pages but /blog itself: its numbered pages, and every page of each category's (every category,
 * with posts or not) and each month's list (every month that has posts).
 */
export function blogListRoutes(): string[] {
  const posts = entries<BlogPostFacts>("blog")
  return [
    ...numberedPages("/blog", posts.length, BLOG_PAGE),
    ...blogCategories().flatMap(c => numberedPages(blogCategoryPath(c), posts.filter(p => p.category === c).length, BLOG_PAGE, true)),
    ...blogMonths().flatMap(m => numberedPages(blogMonthPath(m), posts.filter(p => p.date.startsWith(m)).length, BLOG_PAGE, true)),
  ]
}

/**
 * The events of each year of the archive, by the year their first day is in, newest year first, each year's in
 * calendar order (soonest first), as /events/2026 and its numbered pages list them.
 */
export function eventsByYear(): { year: string; events: (Json & { slug: string; startDate: string; endDate: string })[] }[] {
  const events = entries<{ startDate: string; endDate: string }>("events")
  const years = [...new Set(events.map(e => e.startDate.slice(0, 4)))].sort().reverse()
  const calendar = (a: (typeof events)[number], b: (typeof events)[number]) =>
    a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate) || (a.slug < b.slug ? -1 : 1)
  return years.map(year => ({ year, events: events.filter(e => e.startDate.startsWith(`${year}-`)).sort(calendar) }))
}

/** The pages of the events' archive: every year's (/events/2026, /events/2026/page/2, …). */
export function eventYearRoutes(): string[] {
  return eventsByYear().flatMap(({ year, events }) =>
    Array.from({ length: pageCountOf(events.length, EVENTS_YEAR_PAGE) }, (_, i) => listPagePath(eventYearPath(year), i + 1)),
  )
}

/**
 * The numbered pages of the lists after their first (/gallery/page/2, /projects/page/2, …; none while a list fits on one page), the
 * blog's list pages and the events' archive by year (a page for every year that has events).
 */
export function listPageRoutes(): string[] {
  return [
    ...numberedPages("/gallery", slugsOf("gallery").length, GALLERY_PAGE),
    ...numberedPages("/projects", slugsOf("projects").length, PROJECTS_PAGE),
    ...blogListRoutes(),
    ...eventYearRoutes(),
  ]
}

/** Every page of the site: the fixed pages, every entry of every collection with pages, the projects' filters and the lists' numbered pages. */
export function allRoutes(): string[] {
  return [
    ...FIXED_ROUTES,
    ...routedCollections().flatMap(dir => slugsOf(dir).map(slug => pathOf(dir, slug))),
    ...projectFilterRoutes(),
    ...listPageRoutes(),
  ]
}

export function page<T = Json>(name: string): T {
  return readJson<T>(join(DATA_DIR, dataFile(`pages/${name}`)))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- site.en.json is read as the editors wrote it; tests pick fields by name
export function site(): any {
  return readJson(join(DATA_DIR, dataFile("site")))
}

export function home<T = Json>(): T {
  return readJson<T>(join(DATA_DIR, dataFile("home")))
}

/** The first paragraph of editor text (paragraphs are separated by blank lines). */
export const firstParagraph = (text: string) =>
  text
    .split(/\n\s*\n/)[0]
    .replace(/\s*\n\s*/g, " ")
    .trim()
export const paragraphCount = (text: string) => text.split(/\n\s*\n/).filter(p => p.trim()).length

/** A monthly fee as the site writes it, e.g. ₹2,000/month. */
export const rupeesPerMonth = (n: number) => `₹${n.toLocaleString("en-IN")}/month`
