/**
 * The projects portfolio: its filters (by sport and by client type), their addresses, and how a project's facts
 * read in each language. Pure functions, shared by the page creator (one pre-rendered page per filter, so the
 * filters work without JavaScript on a static host), the pages and the tests.
 */
import { fixedRoute, localizedPath, type Locale } from "./routes"
import { compareCodes, groupIndian, monthNames } from "./text"

/** The client types of data/schemas/project.schema.json, in the order the filters list them. */
export const CLIENT_TYPES = ["school", "club", "academy", "government", "residential", "corporate"] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

/** The English label of a client type: the key of its translation in i18n/strings.<locale>.json. */
export const CLIENT_TYPE_LABELS: Record<ClientType, string> = {
  school: "School",
  club: "Club",
  academy: "Academy",
  government: "Government",
  residential: "Residential",
  corporate: "Corporate",
}

export type ProjectFilterKind = "sport" | "client"

/** One filter: the projects for a game (`value` is its slug) or for a client type. */
export interface ProjectFilter {
  kind: ProjectFilterKind
  value: string
}

/** What the filters and the list read of a project. */
export interface FilterableProject {
  games: readonly string[]
  clientType: string
  completed: string
}

/** The address of a filter page: /projects/sport/badminton, /hi/projects/client/school. */
export function projectFilterRoute(filter: ProjectFilter, locale: Locale = "en"): string {
  return localizedPath(projectListPath(filter), locale)
}

/** The first page of a list of projects, in English: /projects without a filter, the filter's page with one. */
export const projectListPath = (filter?: ProjectFilter | null): string =>
  filter ? `${fixedRoute("/projects")}/${filter.kind}/${filter.value}` : fixedRoute("/projects")

/**
 * The variables of the projects page's query that select a list's projects: the filter's game or client type.
 * Without a filter, none: a filter whose variable is not given matches every project (a null one would match none).
 */
export function projectFilterVariables(filter?: ProjectFilter | null): { game?: string; clientType?: string } {
  if (!filter) return {}
  return filter.kind === "sport" ? { game: filter.value } : { clientType: filter.value }
}

/** Every list of /projects, counted: all the projects (no filter), then each filter that has projects. */
export function projectLists(
  projects: readonly FilterableProject[],
  gameOrder: readonly string[] = [],
): { filter: ProjectFilter | null; total: number }[] {
  return [null, ...projectFilters(projects, gameOrder)].map(filter => ({
    filter,
    total: projects.filter(p => matchesFilter(p, filter)).length,
  }))
}

/**
 * The filters that have projects: every game some project serves (in `gameOrder`, the site's order of games) and
 * every client type some project was built for (in CLIENT_TYPES order). None when there are no projects.
 */
export function projectFilters(projects: readonly FilterableProject[], gameOrder: readonly string[] = []): ProjectFilter[] {
  const games = new Set(projects.flatMap(p => p.games))
  const rank = (slug: string) => (gameOrder.includes(slug) ? gameOrder.indexOf(slug) : gameOrder.length)
  const sports = [...games].sort((a, b) => rank(a) - rank(b) || compareCodes(a, b))
  const clients = CLIENT_TYPES.filter(type => projects.some(p => p.clientType === type))
  return [...sports.map(value => ({ kind: "sport" as const, value })), ...clients.map(value => ({ kind: "client" as const, value }))]
}

export function matchesFilter(project: FilterableProject, filter: ProjectFilter | null | undefined): boolean {
  if (!filter) return true
  return filter.kind === "sport" ? project.games.includes(filter.value) : project.clientType === filter.value
}

/** Newest first by completion month; ties keep their order. */
export function newestProjectsFirst<P extends Pick<FilterableProject, "completed">>(projects: readonly P[]): P[] {
  return [...projects].sort((a, b) => compareCodes(b.completed, a.completed))
}

/** A project as /services links it under a flooring product's card. */
export interface SurfaceProject {
  id: string
  title: string
  completed: string
  flooring: readonly string[]
}

/**
 * The projects /services links under its flooring products' cards: for every surface, the ids of the newest `limit`
 * projects that used it (ties by title, as the page's query sorts them), and how many used it in all.
 */
export function surfaceProjects(projects: readonly SurfaceProject[], limit: number): { ids: string[]; totals: Record<string, number> } {
  const sorted = [...projects].sort((a, b) => compareCodes(b.completed, a.completed) || compareCodes(a.title, b.title))
  const ids = new Set<string>()
  const totals: Record<string, number> = {}
  for (const surface of new Set(sorted.flatMap(p => p.flooring))) {
    const used = sorted.filter(p => p.flooring.includes(surface))
    totals[surface] = used.length
    for (const p of used.slice(0, limit)) ids.add(p.id)
  }
  return { ids: [...ids], totals }
}

/** The projects a filter page lists, newest first (all of them without a filter). */
export function filterProjects<P extends FilterableProject>(projects: readonly P[], filter?: ProjectFilter | null): P[] {
  return newestProjectsFirst(projects.filter(p => matchesFilter(p, filter)))
}

/** "2026-03" → "March 2026" (Hindi: "मार्च 2026"). */
export function formatCompletion(month: string, locale: Locale = "en"): string {
  const [year, m] = month.split("-").map(Number)
  return `${monthNames[locale][m - 1]} ${year}`
}

const squareMetres: Record<Locale, string> = { en: "m²", hi: "वर्ग मीटर" }

/** 1200 → "1,200 m²" (Hindi: "1,200 वर्ग मीटर"); Indian digit grouping. */
export function formatArea(area: number, locale: Locale = "en"): string {
  return `${groupIndian(area)} ${squareMetres[locale]}`
}

/** The anchor of a flooring product's card on /services, which a project's page links to. */
export const flooringAnchor = (slug: string) => `flooring-${slug}`
