/**
 * The content model: which folder or file of data/ holds what, which JSON Schema checks it, which GraphQL type
 * it becomes and, for collections with pages, where those pages live, which template draws them, what an
 * unknown id shows and which entries each page offers next. Validation, the GraphQL schema (every entry's
 * `path` and `teaser` fields), page creation, the CMS, the not-found pages and the tests all read this one
 * table, so adding a collection is one row in `collections` (and one in `entryPages` if it has pages) plus its
 * schema and template. Pure data and functions, shared by the build (src/node/) and the browser (the not-found
 * page); reading the files, the schemas and validation stay in src/node/. The languages and fixed routes live
 * in ./routes, re-exported here so the model reads as one; the browser's other modules import ./routes itself,
 * which does not carry this table.
 */
import { localizedPath, type Locale, defaultLocale } from "./routes"

export { locales, defaultLocale, localePrefix, localizedPath, fixedRoutes, fixedRoute, type Locale } from "./routes"

/** Which of the spec's not-found texts (src/lib/not-found.ts) a page gets. */
export type NotFoundKind = "game" | "news" | "focus" | "service" | "sport" | "event" | "coach" | "page"

export interface PagesModel {
  /** The address of an entry, with ":slug" for its file name, e.g. "/game/:slug". */
  pattern: string
  /** The one template (src/templates/) that draws every entry's page, in every language. */
  template: string
  /** The spec's not-found text (src/lib/not-found.ts) for unknown ids under the pattern's folder, if it has one. */
  notFound?: NotFoundKind
  /**
   * Order of the collection's pages; also the order of "related" neighbours ("order" lowest first; a date or month
   * newest first; an event's first day soonest first).
   */
  sort: "order" | "date" | "completed" | "startDate"
  /** Entries each page offers at its end: the next ones in the collection's order, wrapping around. */
  related: number
  /** The text field shown under an entry's title where another page links to it (GraphQL field `teaser`). */
  teaser: string
  /**
   * The text field that names an entry when it is not `title` (a coach's `name`): its node also gets it as `title`,
   * translated or not with it, so the cards and frames every entry page shares read one field.
   */
  title?: string
}

export interface CollectionModel {
  kind: "collection"
  /** Folder under data/ holding one JSON object per entry and language (src/node/data-files.ts); the slug names it. */
  dir: string
  schema: string
  typeName: string
  /** Where an entry's page lives and how it is drawn, if entries get pages. */
  pages?: PagesModel
}

export interface SingletonModel {
  kind: "singleton"
  /** The entry under data/ without language and .json ("site"), or a folder whose every entry is a singleton of the same shape. */
  file?: string
  dir?: string
  schema: string
  typeName: string
}

export type ContentModel = CollectionModel | SingletonModel

/** The pages of the collections that have them, by folder. */
const entryPages: Record<string, PagesModel> = {
  games: { pattern: "/game/:slug", template: "game.tsx", notFound: "game", sort: "order", related: 3, teaser: "description" },
  news: { pattern: "/news/:slug", template: "news-article.tsx", notFound: "news", sort: "date", related: 3, teaser: "excerpt" },
  focus: { pattern: "/focus/:slug", template: "focus-area.tsx", notFound: "focus", sort: "order", related: 3, teaser: "description" },
  services: { pattern: "/service/:slug", template: "service.tsx", notFound: "service", sort: "order", related: 3, teaser: "summary" },
  sports: { pattern: "/:slug", template: "sport-article.tsx", sort: "order", related: 3, teaser: "description" },
  blog: { pattern: "/blog/:slug", template: "blog-post.tsx", sort: "date", related: 3, teaser: "excerpt" },
  projects: { pattern: "/project/:slug", template: "project.tsx", sort: "completed", related: 3, teaser: "summary" },
  events: { pattern: "/event/:slug", template: "event.tsx", notFound: "event", sort: "startDate", related: 3, teaser: "summary" },
  coaches: {
    pattern: "/coach/:slug",
    template: "coach.tsx",
    notFound: "coach",
    sort: "order",
    related: 3,
    teaser: "specialty",
    title: "name",
  },
}

const collection = (dir: string, schema: string, typeName: string, pages?: PagesModel): CollectionModel =>
  pages ? { kind: "collection", dir, schema, typeName, pages } : { kind: "collection", dir, schema, typeName }

export const collections: CollectionModel[] = [
  collection("games", "game.schema.json", "Game", entryPages.games),
  collection("news", "news.schema.json", "NewsArticle", entryPages.news),
  collection("focus", "focus.schema.json", "FocusArea", entryPages.focus),
  collection("services", "service.schema.json", "Service", entryPages.services),
  collection("sports", "sport.schema.json", "Sport", entryPages.sports),
  collection("blog", "blog-post.schema.json", "BlogPost", entryPages.blog),
  collection("events", "event.schema.json", "SportsEvent", entryPages.events),
  collection("gallery", "gallery.schema.json", "GalleryImage"),
  collection("coaches", "coach.schema.json", "Coach", entryPages.coaches),
  collection("results", "result.schema.json", "MatchResult"),
  collection("faq", "faq.schema.json", "Faq"),
  collection("facilities", "showcase-item.schema.json", "Facility"),
  collection("flooring", "showcase-item.schema.json", "FlooringProduct"),
  collection("achievements", "achievement.schema.json", "Achievement"),
  collection("projects", "project.schema.json", "Project", entryPages.projects),
]

export const singletons: SingletonModel[] = [
  { kind: "singleton", file: "site", schema: "site.schema.json", typeName: "SiteData" },
  { kind: "singleton", file: "home", schema: "home.schema.json", typeName: "HomePage" },
  { kind: "singleton", dir: "pages", schema: "page.schema.json", typeName: "PageContent" },
]

export const contentModels: ContentModel[] = [...collections, ...singletons]

/** Entries the fixed pages read (without language and .json, see src/node/data-files.ts); each must exist. */
export const requiredEntries = [
  "site",
  "home",
  "pages/about",
  "pages/services",
  "pages/projects",
  "pages/contact",
  "pages/gallery",
  "pages/blog",
  "pages/templates",
  "pages/sports-meditation",
  "pages/admissions",
  "pages/events",
]

/**
 * Cross-file references: a field whose value must be the slug of an entry of another collection, or with `many`
 * a list of such slugs (the CMS offers a picker of several).
 */
export const references: { dir: string; field: string; target: string; many?: boolean }[] = [
  { dir: "results", field: "game", target: "games" },
  { dir: "projects", field: "games", target: "games", many: true },
  { dir: "projects", field: "flooring", target: "flooring", many: true },
  { dir: "events", field: "games", target: "games", many: true },
  { dir: "coaches", field: "games", target: "games", many: true },
]

/** Fields whose value must be the kind of one of the site's addresses (data/site.en.json, contact.addresses). */
export const addressReferences: { dir: string; field: string }[] = [{ dir: "events", field: "venue" }]

/** The address of an entry's page in a language, from its collection's pattern. Throws for a collection without pages. */
export function entryRoute(dir: string, slug: string, locale: Locale = defaultLocale): string {
  const pages = collections.find(c => c.dir === dir)?.pages
  if (!pages) throw new Error(`The collection "${dir}" has no pages`)
  return localizedPath(pages.pattern.replace(":slug", slug), locale)
}

/** The folder part of a pattern that has one ("/game/" of "/game/:slug"); undefined for root-level entries. */
export function patternFolder(pages: PagesModel): string | undefined {
  const folder = pages.pattern.slice(0, pages.pattern.indexOf(":slug"))
  return folder === "/" ? undefined : folder
}

/** Finds the model an entry belongs to, from its stem: its path under data/ without language and .json ("games/badminton"). */
export function modelForEntry(stem: string): ContentModel | undefined {
  const parts = stem.split("/")
  if (parts.length === 1) return singletons.find(s => s.file === stem)
  if (parts.length === 2) return contentModels.find(m => m.dir === parts[0])
  return undefined
}
