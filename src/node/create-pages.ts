import path from "path"
import type { Actions, CreatePagesArgs, CreatePageArgs } from "gatsby"
import { collections, defaultLocale, entryRoute, fixedRoute, localizedPath, locales, type CollectionModel } from "../shared/content-model"
import { variants } from "../shared/template-variants"
import { uiStrings } from "./ui-strings"
import {
  projectFilterVariables,
  projectListPath,
  projectLists,
  surfaceProjects,
  type ProjectFilter,
  type SurfaceProject,
} from "../shared/projects"
import { createBlogPages } from "./blog-pages"
import { indiaToday, isOver, nextEvents, registrationOpen, type EventDates } from "../shared/events"
import {
  EVENT_SPARES,
  EVENTS_YEAR_PAGE,
  eventsListed,
  eventYearPath,
  GALLERY_PAGE,
  GAME_EVENTS,
  HOME_EVENTS,
  PROJECTS_PAGE,
  gameListContext,
  homeListContext,
  listPageContext,
  listPagePath,
  pageCountOf,
  SEARCH_MAP_KIND,
  SURFACE_PROJECTS,
} from "../shared/lists"
import type { Locale } from "../shared/routes"
import { pageKind, type SearchKind } from "../shared/search"
import { kindLabels } from "../shared/search-labels"

import { translate } from "../shared/locale"

type EventNode = EventDates & { id: string; locale: string; games: readonly string[]; slug?: string }

/**
 * The ids of the next `limit` events not over on `today` in a language (of one game when given), soonest first,
 * and EVENT_SPARES more: a page's upcoming events, chosen here because a query cannot compare the text dates. The
 * page shows the first `limit` not over on the visitor's day, so an event that ends before the next build leaves
 * its place to the next one.
 */
export function upcomingEventIds(
  events: readonly EventNode[],
  locale: Locale,
  today: string,
  game?: string,
  limit = HOME_EVENTS,
): string[] {
  return nextEvents(
    events.filter(e => e.locale === locale),
    today,
    { game, limit: limit + EVENT_SPARES },
  ).map(e => e.id)
}

/**
 * The page's kind for the site search (its id and its name in the page's language: "game", "खेल"), or null for a page search leaves out
 * (src/shared/search.ts pageKind, from the address): put in every page's context, so the layout marks <main> for
 * Pagefind without carrying the rule in every page's JavaScript.
 */
export function searchKindOf(pagePath: string, locale: Locale, root: string): SearchKind | null {
  const kind = pageKind(pagePath)
  if (!kind) return null
  const strings = uiStrings(root, locale)
  return { kind, label: kindLabels(english => translate(strings, english))[kind] }
}

/** createPage that adds the page's searchKind to its context (the page's language is its context's `locale`). */
function withSearchKind(createPage: Actions["createPage"], root: string): Actions["createPage"] {
  return page => {
    const locale = ((page.context as { locale?: Locale } | undefined)?.locale ?? defaultLocale) as Locale
    createPage({ ...page, context: { ...page.context, searchKind: searchKindOf(page.path, locale, root) } })
  }
}

/** What /events carries: the ids of the events it lists (eventsListed), the link to the later ones, the archive's years. */
export interface EventsPageContext {
  eventIds: string[]
  /**
   * While more events are to come than it lists: the archive's page (default language) holding the first of them, and
   * the last day any of them is on, after which the page no longer links them.
   */
  moreUpcoming?: { path: string; lastDay: string }
  eventYears: string[]
}

/**
 * /events' context in a language, on the build's day: the events it lists (eventsListed), as ids, with no spares,
 * so its page data carries EVENTS_LISTED cards at most. The page shows them all, split again by the visitor's day,
 * which is never before the build's: an upcoming event that has ended since joins the past ones at their top, and the
 * upcoming list is one shorter until the next night's build.
 */
export function eventsPageContext(events: readonly EventNode[], locale: Locale, today: string): EventsPageContext {
  const { upcoming, past, later } = eventsListed(
    events.filter(e => e.locale === locale),
    today,
  )
  const path = later.length ? eventYearPages(events, locale).find(page => page.eventIds.includes(later[0].id))?.path : undefined
  const lastDay = later
    .map(e => e.endDate)
    .sort()
    .at(-1)
  return {
    eventIds: [...upcoming, ...past].map(e => e.id),
    ...(path && lastDay ? { moreUpcoming: { path, lastDay } } : {}),
    eventYears: eventYears(events, locale),
  }
}

/** The year an event belongs to in the archive: that of its first day. */
export const yearOf = (event: EventDates): string => event.startDate.slice(0, 4)

/** The archive's years: every year an event of the language starts in, newest first. */
export function eventYears(events: readonly EventNode[], locale: Locale): string[] {
  return [...new Set(events.filter(e => e.locale === locale).map(yearOf))].sort().reverse()
}

const code = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
/** A year's calendar: soonest first, then the shortest, then by slug (the year page's query sorts the same way). */
const byCalendar = (a: EventNode, b: EventNode) =>
  code(a.startDate, b.startDate) || code(a.endDate, b.endDate) || code(a.slug ?? "", b.slug ?? "")

export interface EventYearPage {
  year: string
  /** The page's address in the default language: /events/2026, /events/2026/page/2. */
  path: string
  pageNumber: number
  pageCount: number
  /** Its events, in the year's calendar order. */
  eventIds: string[]
}

/**
 * The archive's pages of a language: for every year, the events that start in it in calendar order, EVENTS_YEAR_PAGE
 * a page (page 1 at /events/2026, then /events/2026/page/2), each event on exactly one page.
 */
export function eventYearPages(events: readonly EventNode[], locale: Locale): EventYearPage[] {
  const mine = events.filter(e => e.locale === locale)
  return eventYears(events, locale).flatMap(year => {
    const ofYear = mine.filter(e => yearOf(e) === year).sort(byCalendar)
    const pageCount = pageCountOf(ofYear.length, EVENTS_YEAR_PAGE)
    return Array.from({ length: pageCount }, (_, i) => ({
      year,
      path: listPagePath(eventYearPath(year), i + 1),
      pageNumber: i + 1,
      pageCount,
      eventIds: ofYear.slice(i * EVENTS_YEAR_PAGE, (i + 1) * EVENTS_YEAR_PAGE).map(e => e.id),
    }))
  })
}

/**
 * The events /contact knows as enquiry topics: those whose registration is open on the build's day. An event's page
 * offers Register only while registration is open on the visitor's day, which is never before the build's, so every
 * Register link of the site names one of these; an event whose registration closed needs no topic.
 */
export function contactEventIds(events: readonly EventNode[], locale: Locale, today: string): string[] {
  return events.filter(e => e.locale === locale && registrationOpen(e, today) && !isOver(e, today)).map(e => e.id)
}

/** Extra context of the fixed pages by path (the short lists' bounds and ids), set by createSitePages. */
let fixedListContext: Record<string, object> = {}

/** The bounds of the short lists a page shows (src/shared/lists.ts), as its query's variables, by collection. */
const entryListContext = (dir: string, slug: string, locale: Locale, events: readonly EventNode[], today: string): object =>
  dir === "games" ? { ...gameListContext, eventIds: upcomingEventIds(events, locale, today, slug, GAME_EVENTS) } : {}

/**
 * Every page that is not a file of src/pages: one per entry of each collection with pages, as the content
 * model describes, the site's not-found page and the five template demos, in every language.
 */
export async function createSitePages(givenArgs: CreatePagesArgs, root: string): Promise<void> {
  const args = { ...givenArgs, actions: { ...givenArgs.actions, createPage: withSearchKind(givenArgs.actions.createPage, root) } }
  const { createPage } = args.actions
  // The host answers every unknown address with the one 404.html; once its scripts run, the view shows the
  // language and the collection's text that the address implies (src/components/not-found/not-found-view.tsx),
  // so the not-found pages carry every language's strings in their page data. No match paths: Gatsby would
  // list every page they cover in the JavaScript every page loads.
  const stringsByLocale = Object.fromEntries(locales.map(locale => [locale, uiStrings(root, locale)]))
  for (const locale of locales) {
    createPage({
      path: fixedRoute("/404", locale),
      component: path.join(root, "src/templates/not-found.tsx"),
      context: { locale, strings: stringsByLocale[locale], stringsByLocale },
    })
    for (const variant of variants) {
      createPage({
        path: fixedRoute(`/template-${variant}`, locale),
        component: path.join(root, "src/templates/template-demo.tsx"),
        context: { locale, strings: stringsByLocale[locale], variant },
      })
    }
  }
  const events = await queryEvents(args)
  const today = indiaToday()
  const galleryTotal = await countOf(args, "GalleryImage")
  // The blog's list pages after /blog itself; /blog's own context (its posts, the sidebar) comes back for it.
  const blogFirstPages = await createBlogPages(args, root, stringsByLocale)
  const { lists: projects, all: allProjects } = await queryProjects(args)
  fixedListContext = {
    ...Object.fromEntries(
      locales.flatMap(locale => [
        [localizedPath("/", locale), { ...homeListContext, eventIds: upcomingEventIds(events, locale, today) }],
        [localizedPath("/gallery", locale), listPageContext(1, GALLERY_PAGE, galleryTotal)],
        [localizedPath("/events", locale), eventsPageContext(events, locale, today)],
        [localizedPath("/contact", locale), { eventIds: contactEventIds(events, locale, today) }],
        [localizedPath("/search", locale), { mapLimit: SEARCH_MAP_KIND }],
        [localizedPath("/projects", locale), projectListContext(projects, projects[0], 1)],
        [localizedPath("/services", locale), servicesContext(allProjects, locale)],
      ]),
    ),
    ...blogFirstPages,
  }
  // The numbered pages after the first of each list (the first is the list's own page, src/pages/).
  for (const locale of locales)
    for (let page = 2; page <= pageCountOf(galleryTotal, GALLERY_PAGE); page++)
      createPage({
        path: localizedPath(listPagePath("/gallery", page), locale),
        component: path.join(root, "src/pages/gallery.tsx"),
        context: { locale, strings: stringsByLocale[locale], today, ...listPageContext(page, GALLERY_PAGE, galleryTotal) },
      })
  // The events' archive by year (/events/2026, its numbered pages), every year linking the others.
  for (const locale of locales)
    for (const { path: yearPath, ...page } of eventYearPages(events, locale))
      createPage({
        path: localizedPath(yearPath, locale),
        component: path.join(root, "src/templates/events-year.tsx"),
        context: { locale, strings: stringsByLocale[locale], today, eventYears: eventYears(events, locale), ...page },
      })
  createProjectPages(args, root, projects, today)
  await Promise.all(collections.filter(c => c.pages).map(c => createPagesOf(c, args, root, events, today)))
}

/** How many entries a collection has in the default language (every language has the same entries). */
async function countOf({ graphql, reporter }: CreatePagesArgs, typeName: string): Promise<number> {
  const field = `all${typeName}`
  const result = await graphql<Record<string, { totalCount: number }>>(
    `{ ${field}(filter: { locale: { eq: "${locales[0]}" } }) { totalCount } }`,
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not count ${field} for its numbered pages`, result.errors)
    return 0
  }
  return result.data[field]?.totalCount ?? 0
}

async function queryEvents({ graphql, reporter }: CreatePagesArgs): Promise<EventNode[]> {
  const result = await graphql<{ allSportsEvent: { nodes: EventNode[] } }>(`
    {
      allSportsEvent(sort: { startDate: ASC }) {
        nodes {
          id
          slug
          locale
          games
          startDate
          endDate
          registrationDeadline
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the events for the pages' upcoming events and the events' archive", result.errors)
    return []
  }
  return result.data.allSportsEvent.nodes
}

type ProjectList = { filter: ProjectFilter | null; total: number }

/**
 * /services' query variables: the projects its flooring cards link (SURFACE_PROJECTS newest a surface) as ids, and
 * how many used each surface, for the link to the whole portfolio when there are more.
 */
export function servicesContext(projects: readonly (SurfaceProject & { locale: string })[], locale: Locale) {
  const { ids, totals } = surfaceProjects(
    projects.filter(p => p.locale === locale),
    SURFACE_PROJECTS,
  )
  return { surfaceProjectIds: ids, surfaceTotals: totals }
}

type ProjectNode = SurfaceProject & { locale: string; games: string[]; clientType: string }

/**
 * The projects, once for every use at build time: the lists of /projects, counted (every project, then each filter
 * that has projects; none at all while there are no projects), and every project of every language as /services
 * links them under its flooring products. A filter is a page of its own (/projects/sport/badminton,
 * /projects/client/school), drawn by the projects page with the filter in its context: plain links that work
 * without JavaScript.
 */
async function queryProjects({ graphql, reporter }: CreatePagesArgs): Promise<{ lists: ProjectList[]; all: ProjectNode[] }> {
  const result = await graphql<{ allProject: { nodes: ProjectNode[] }; allGame: { nodes: { slug: string }[] } }>(`{
    allProject(sort: [{ completed: DESC }, { title: ASC }]) { nodes { id locale title completed flooring games clientType } }
    allGame(filter: { locale: { eq: "${locales[0]}" } }, sort: { order: ASC }) { nodes { slug } }
  }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the projects for the lists of /projects and the flooring cards of /services", result.errors)
    return { lists: [{ filter: null, total: 0 }], all: [] }
  }
  const all = result.data.allProject.nodes
  return {
    lists: projectLists(
      all.filter(p => p.locale === locales[0]),
      result.data.allGame.nodes.map(g => g.slug),
    ),
    all,
  }
}

/**
 * What a page of a list of projects queries and shows: its filter (as the query's variables), the slice of
 * PROJECTS_PAGE, the list's count, and every filter that has projects, for its links. The projects themselves
 * come from the page's query, so its page data holds only the page's projects.
 */
function projectListContext(lists: readonly ProjectList[], list: ProjectList, page: number) {
  return {
    ...(list.filter && { filter: list.filter }),
    filters: lists.flatMap(l => (l.filter ? [l.filter] : [])),
    total: list.total,
    ...projectFilterVariables(list.filter),
    ...listPageContext(page, PROJECTS_PAGE, list.total),
  }
}

/**
 * Every page of the lists of /projects but /projects itself (src/pages/projects.tsx, with its context from
 * fixedListContext): each filter's page and the numbered pages of every list, in every language.
 */
function createProjectPages({ actions }: CreatePagesArgs, root: string, lists: readonly ProjectList[], today: string): void {
  const component = path.join(root, "src/pages/projects.tsx")
  for (const locale of locales)
    for (const list of lists)
      for (let page = list.filter ? 1 : 2; page <= pageCountOf(list.total, PROJECTS_PAGE); page++)
        actions.createPage({
          path: localizedPath(listPagePath(projectListPath(list.filter), page), locale),
          component,
          context: { locale, strings: uiStrings(root, locale), today, ...projectListContext(lists, list, page) },
        })
}

/** The entries each page links to at its end: the next `count` in the collection's order, wrapping, never itself. */
export function relatedIds(ids: readonly string[], index: number, count: number): string[] {
  const related = new Set<string>()
  for (let step = 1; step <= count; step++) related.add(ids[(index + step) % ids.length])
  related.delete(ids[index])
  return [...related]
}

async function createPagesOf(
  model: CollectionModel,
  { graphql, actions, reporter }: CreatePagesArgs,
  root: string,
  events: readonly EventNode[],
  today: string,
): Promise<void> {
  const pages = model.pages!
  const allField = `all${model.typeName}`
  const sort = { order: "{ order: ASC }", date: "{ date: DESC }", completed: "{ completed: DESC }", startDate: "{ startDate: ASC }" }[
    pages.sort
  ]
  const result = await graphql<Record<string, { nodes: { id: string; slug: string; locale: string }[] }>>(
    `{ ${allField}(sort: ${sort}) { nodes { id slug locale } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not query ${allField} for the pages of data/${model.dir}`, result.errors)
    return
  }
  const component = path.join(root, "src/templates", pages.template)
  if (result.data[allField].nodes.length === 0)
    // Gatsby then warns that the template's query "will not be run", as if page creation had failed: say why first.
    reporter.info(
      `data/${model.dir} has no entries yet, so no ${pages.pattern} pages are made; Gatsby's warning that ` +
        `src/templates/${pages.template}'s query will not be run is expected until one is added.`,
    )
  for (const locale of locales) {
    // Each language has its own node of every entry (src/node/content-nodes.ts), in the same order.
    const nodes = result.data[allField].nodes.filter(n => n.locale === locale)
    const ids = nodes.map(n => n.id)
    nodes.forEach((node, index) => {
      actions.createPage({
        path: entryRoute(model.dir, node.slug, locale),
        component,
        context: {
          id: node.id,
          slug: node.slug,
          locale,
          strings: uiStrings(root, locale),
          relatedIds: relatedIds(ids, index, pages.related),
          // The day in India the page is built on: which events it shows as upcoming (src/shared/events.ts).
          today,
          ...entryListContext(model.dir, node.slug, locale, events, today),
        },
      })
    })
  }
}

/**
 * Pages of src/pages are written once and published in every language: Gatsby creates the English page, and
 * this replaces it with one page per language, each with its `locale` in the context (page queries filter by it).
 */
export function localizeFixedPage({ page, actions }: CreatePageArgs, root: string): void {
  if (page.context?.locale || !page.component.startsWith(path.join(root, "src/pages") + path.sep)) return
  actions.deletePage(page)
  for (const locale of locales)
    actions.createPage({
      ...page,
      path: localizedPath(page.path, locale),
      context: {
        ...page.context,
        locale,
        strings: uiStrings(root, locale),
        today: indiaToday(),
        searchKind: searchKindOf(localizedPath(page.path, locale), locale, root),
        ...fixedListContext[localizedPath(page.path.replace(/(.)\/$/, "$1"), locale)],
      },
    })
}
