/**
 * The content model: which folder or file of data/ holds what, which JSON Schema checks it, which GraphQL type
 * it becomes and, for collections with pages, where those pages live, which template draws them, what an
 * unknown id shows and which entries each page offers next. Validation, the GraphQL schema (every entry's
 * `path` field), page creation, the not-found pages and the tests all read this one table, so adding a
 * collection is one entry here plus its schema and template. Pure data and functions: the browser may import it.
 */
import type { NotFoundKind } from "../lib/not-found"

/** The site's languages; the first is the default and has no prefix in addresses. */
export const locales = ["en", "hi"] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = locales[0]

/** "" for the default language, "/hi" for another: the one place a language enters an address. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? "" : `/${locale}`)

/** A site path ("/", "/about", "/game/badminton") in a language. */
export function localizedPath(path: string, locale: Locale = defaultLocale): string {
  const prefix = localePrefix(locale)
  return prefix && path === "/" ? prefix : `${prefix}${path}`
}

export interface PagesModel {
  /** The address of an entry, with ":slug" for its file name, e.g. "/game/:slug". */
  pattern: string
  /** The one template (src/templates/) that draws every entry's page, in every language. */
  template: string
  /** The spec's not-found text (src/lib/not-found.ts) for unknown ids under the pattern's folder, if it has one. */
  notFound?: NotFoundKind
  /** Order of the collection's pages; also the order of "related" neighbours. */
  sort: "order" | "date"
  /** Entries each page offers at its end: the next ones in the collection's order, wrapping around. */
  related: number
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

export const collections: CollectionModel[] = [
  {
    kind: "collection",
    dir: "games",
    schema: "game.schema.json",
    typeName: "Game",
    pages: { pattern: "/game/:slug", template: "game.tsx", notFound: "game", sort: "order", related: 3 },
  },
  {
    kind: "collection",
    dir: "news",
    schema: "news.schema.json",
    typeName: "NewsArticle",
    pages: { pattern: "/news/:slug", template: "news-article.tsx", notFound: "news", sort: "date", related: 3 },
  },
  {
    kind: "collection",
    dir: "focus",
    schema: "focus.schema.json",
    typeName: "FocusArea",
    pages: { pattern: "/focus/:slug", template: "focus-area.tsx", notFound: "focus", sort: "order", related: 3 },
  },
  {
    kind: "collection",
    dir: "services",
    schema: "service.schema.json",
    typeName: "Service",
    pages: { pattern: "/service/:slug", template: "service.tsx", notFound: "service", sort: "order", related: 3 },
  },
  {
    kind: "collection",
    dir: "sports",
    schema: "sport.schema.json",
    typeName: "Sport",
    pages: { pattern: "/:slug", template: "sport-article.tsx", sort: "order", related: 3 },
  },
  {
    kind: "collection",
    dir: "blog",
    schema: "blog-post.schema.json",
    typeName: "BlogPost",
    pages: { pattern: "/blog/:slug", template: "blog-post.tsx", sort: "date", related: 3 },
  },
  { kind: "collection", dir: "gallery", schema: "gallery.schema.json", typeName: "GalleryImage" },
  { kind: "collection", dir: "coaches", schema: "coach.schema.json", typeName: "Coach" },
  { kind: "collection", dir: "results", schema: "result.schema.json", typeName: "MatchResult" },
  { kind: "collection", dir: "faq", schema: "faq.schema.json", typeName: "Faq" },
  { kind: "collection", dir: "facilities", schema: "showcase-item.schema.json", typeName: "Facility" },
  { kind: "collection", dir: "flooring", schema: "showcase-item.schema.json", typeName: "FlooringProduct" },
  { kind: "collection", dir: "achievements", schema: "achievement.schema.json", typeName: "Achievement" },
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
]

/** Cross-file references: a field whose value must be the slug of an entry of another collection. */
export const references: { dir: string; field: string; target: string }[] = [{ dir: "results", field: "game", target: "games" }]

/** Paths of the fixed pages; a sport slug may not take one of them. */
export const fixedRoutes = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/contact",
  "/gallery",
  "/blog",
  "/sports-meditation",
  "/template-left-sidebar",
  "/template-right-sidebar",
  "/template-full-width",
  "/template-no-sidebar",
  "/template-grid-layout",
  "/404",
  "/admissions",
]

/** The address of a fixed page in a language. Throws for a path that is not one. */
export function fixedRoute(path: string, locale: Locale = defaultLocale): string {
  if (!fixedRoutes.includes(path)) throw new Error(`"${path}" is not a fixed page (fixedRoutes in src/node/content-model.ts)`)
  return localizedPath(path, locale)
}

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
