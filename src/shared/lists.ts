/**
 * How many entries of a growing collection a page that is not its listing shows: each a fixed number, whatever
 * the collection's size (issue 45). The page queries take them as variables from the page's context
 * (src/node/create-pages.ts), so that page-data.json carries only what the page shows; the footer's news comes
 * from a resolver (src/node/latest-news.ts) that applies its bound. Each is at least today's count where the
 * specification fixes one, so today's pages render as before.
 */
import { GAME_EVENTS, HOME_EVENTS, splitEvents, type EventDates } from "./events"

/** The home page: the newest news (SPEC: 4 cards), the next upcoming events, and games, coaches, results in order. */
export const HOME_NEWS = 4
export { HOME_EVENTS, GAME_EVENTS }
export const HOME_GAMES = 12
export const HOME_FOCUS = 6
export const HOME_COACHES = 8
export const HOME_RESULTS = 4

/** A game's page: its coaches, in order (its next events are GAME_EVENTS). */
export const GAME_COACHES = 8

/** The footer's latest news, in every language (SPEC: "Latest Posts (two items)"). */
export const FOOTER_NEWS = 2

/**
 * The page-query variables of the home page (names as its query declares them). Its events come as ids
 * (`eventIds`, the next HOME_EVENTS on the build's day), since a text date cannot be compared in a query.
 */
export const homeListContext = {
  newsLimit: HOME_NEWS,
  gamesLimit: HOME_GAMES,
  focusLimit: HOME_FOCUS,
  coachesLimit: HOME_COACHES,
  resultsLimit: HOME_RESULTS,
} as const

/** The page-query variables of a game's page (with `eventIds`, its next GAME_EVENTS events). */
export const gameListContext = { coachesLimit: GAME_COACHES } as const

/**
 * Pictures on a page of /gallery: 12 fills whole rows of its grid (2, 3 and 4 across) and keeps the page far
 * under Lighthouse's 800-element warning (a tile is about 13 elements), while today's 10 pictures stay on one page.
 */
export const GALLERY_PAGE = 12

/**
 * Posts on a page of /blog and of each of its category and month pages: eight, whole rows of its grid (one column
 * on a phone, two beside the sidebar on a desktop). Today's posts fit on one page, and a full page stays within
 * issue 45's budget of 1.25 times today's /blog: each card brings its picture's srcset to the page data (about
 * 1.8 KB), so ten made /blog's page data 1.43 times today's at 40 times the posts (`npm run bench:content`).
 */
export const BLOG_PAGE = 8

/** Archive months the blog's sidebar names (the newest); every month keeps its own page, linked from its neighbours. */
export const BLOG_MONTHS = 12

/** The newest posts the sidebar of every blog list page links (SPEC: 5 recent posts). */
export const BLOG_RECENT = 5

/**
 * /events lists EVENTS_LISTED events: the next EVENTS_UPCOMING not over (one row of cards on a desktop), soonest
 * first, then the latest over, as many as fill the rest (at least one); then a link to the year page of the next
 * upcoming event it does not list, and the archive's years. Today's four events (three upcoming, one over) fit as
 * before. Each card brings its picture's srcset to the page data (about 1.6 KB of a card's 1.7), so the page stays
 * within issue 45's budget (1.25 times today's page data) only while it lists at most one card more than today's
 * four, whatever the number of events (`npm run bench:content`).
 */
export const EVENTS_UPCOMING = 4
export const EVENTS_LISTED = 5
/** Events on a page of a year's archive (/events/2026): one row of cards on a desktop, and as light as /events. */
export const EVENTS_YEAR_PAGE = 4
/** A year's page of the events' archive (its numbered pages follow listPagePath). */
export const eventYearPath = (year: string): string => `/events/${year}`

/**
 * What /events lists on `today` (src/node/create-pages.ts, with the build's day): the next EVENTS_UPCOMING events not
 * over, soonest first, then the latest over, up to EVENTS_LISTED in all; and `later`, the upcoming events it does not
 * list (soonest first), which its "More upcoming events" link leads to.
 */
export function eventsListed<T extends EventDates>(events: readonly T[], today: string): { upcoming: T[]; past: T[]; later: T[] } {
  const { upcoming, past } = splitEvents(events, today)
  const listed = upcoming.slice(0, EVENTS_UPCOMING)
  return { upcoming: listed, past: past.slice(0, EVENTS_LISTED - listed.length), later: upcoming.slice(EVENTS_UPCOMING) }
}

/**
 * Events the build passes beyond the home and game pages' bound, for the days until the next build: an event that
 * ends after the build day but before the visitor's leaves its place to the next one (the site is rebuilt every
 * night): two cover a day on which two of the listed events end, or a missed night; each is a card's page data
 * (about 1.7 KB). /events has none: there an event that ends before the next build moves to the past ones.
 */
export const EVENT_SPARES = 2

/** Projects on a page of /projects and of each filter page. */
export const PROJECTS_PAGE = 12
/**
 * The projects a flooring product's card on /services links (newest first): three keep the card short beside its
 * neighbours; when more used the surface, the card ends with a link to the whole portfolio.
 */
export const SURFACE_PROJECTS = 3

/** /search without a query: each kind's newest few pages, then a link to its listing. */
export const SEARCH_MAP_KIND = 6

/** The numbered pages of a list: page 1 at the list's own address, page n at <list>/page/<n>. */
export const listPagePath = (list: string, page: number): string => (page <= 1 ? list : `${list}/page/${page}`)

/** How many pages `total` entries take at `perPage` a page (always at least one). */
export const pageCountOf = (total: number, perPage: number): number => Math.max(1, Math.ceil(total / perPage))

/** The context a numbered page's query reads (`limit`, `skip`) and its navigation (`pageNumber`, `pageCount`). */
export const listPageContext = (page: number, perPage: number, total: number) => ({
  limit: perPage,
  skip: (page - 1) * perPage,
  pageNumber: page,
  pageCount: pageCountOf(total, perPage),
})
