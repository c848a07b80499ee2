/**
 * The content model: which folder or file of data/ holds what, which JSON Schema checks it, which GraphQL type
 * it becomes and, for collections with pages, where those pages live. Validation, the GraphQL schema and page
 * creation all read this one table, so adding a collection is one entry here plus its schema.
 */
export interface CollectionModel {
  kind: "collection"
  /** Folder under data/ holding one JSON object per entry; the file name is the entry's slug. */
  dir: string
  schema: string
  typeName: string
  /** Where an entry's page lives, if entries get pages. */
  route?: (slug: string) => string
}

export interface SingletonModel {
  kind: "singleton"
  /** File path under data/, or a folder whose every file is a singleton of the same shape. */
  file?: string
  dir?: string
  schema: string
  typeName: string
}

export type ContentModel = CollectionModel | SingletonModel

export const collections: CollectionModel[] = [
  { kind: "collection", dir: "games", schema: "game.schema.json", typeName: "Game", route: slug => `/game/${slug}` },
  { kind: "collection", dir: "news", schema: "news.schema.json", typeName: "NewsArticle", route: slug => `/news/${slug}` },
  { kind: "collection", dir: "focus", schema: "focus.schema.json", typeName: "FocusArea", route: slug => `/focus/${slug}` },
  { kind: "collection", dir: "services", schema: "service.schema.json", typeName: "Service", route: slug => `/service/${slug}` },
  { kind: "collection", dir: "sports", schema: "sport.schema.json", typeName: "Sport", route: slug => `/${slug}` },
  { kind: "collection", dir: "blog", schema: "blog-post.schema.json", typeName: "BlogPost", route: slug => `/blog/${slug}` },
  { kind: "collection", dir: "gallery", schema: "gallery.schema.json", typeName: "GalleryImage" },
  { kind: "collection", dir: "coaches", schema: "coach.schema.json", typeName: "Coach" },
  { kind: "collection", dir: "results", schema: "result.schema.json", typeName: "MatchResult" },
  { kind: "collection", dir: "faq", schema: "faq.schema.json", typeName: "Faq" },
  { kind: "collection", dir: "facilities", schema: "showcase-item.schema.json", typeName: "Facility" },
  { kind: "collection", dir: "flooring", schema: "showcase-item.schema.json", typeName: "FlooringProduct" },
  { kind: "collection", dir: "achievements", schema: "achievement.schema.json", typeName: "Achievement" },
]

export const singletons: SingletonModel[] = [
  { kind: "singleton", file: "site.json", schema: "site.schema.json", typeName: "SiteData" },
  { kind: "singleton", file: "home.json", schema: "home.schema.json", typeName: "HomePage" },
  { kind: "singleton", dir: "pages", schema: "page.schema.json", typeName: "PageContent" },
]

export const contentModels: ContentModel[] = [...collections, ...singletons]

/** Files the fixed pages read; each must exist. */
export const requiredFiles = [
  "site.json",
  "home.json",
  "pages/about.json",
  "pages/services.json",
  "pages/projects.json",
  "pages/contact.json",
  "pages/gallery.json",
  "pages/blog.json",
  "pages/templates.json",
  "pages/sports-meditation.json",
  "pages/admissions.json",
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

/** The address of a fixed page: the one place a locale prefix would be added. Throws for a path that is not one. */
export function fixedRoute(path: string): string {
  if (!fixedRoutes.includes(path)) throw new Error(`"${path}" is not a fixed page (fixedRoutes in src/node/content-model.ts)`)
  return path
}

/** The address of an entry's page, from its collection's route. Throws for a collection without pages. */
export function entryRoute(dir: string, slug: string): string {
  const route = collections.find(c => c.dir === dir)?.route
  if (!route) throw new Error(`The collection "${dir}" has no pages`)
  return route(slug)
}

/** Finds the model a data file belongs to, from its path relative to data/ (forward slashes). */
export function modelForFile(relativePath: string): ContentModel | undefined {
  const parts = relativePath.split("/")
  if (parts.length === 1) return singletons.find(s => s.file === relativePath)
  if (parts.length === 2) return contentModels.find(m => m.dir === parts[0])
  return undefined
}

/** The GraphQL type name gatsby-transformer-json should give a data file's node. */
export function typeNameForFile(relativePath: string): string | undefined {
  return modelForFile(relativePath)?.typeName
}
