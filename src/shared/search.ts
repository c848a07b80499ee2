/**
 * Site search (Pagefind, indexed from the built HTML after every build: src/node/post-build/search-index.ts).
 * Pure helpers shared by the layout (which pages carry `data-pagefind-body`, and their kind), the search page and
 * the tests. Kept apart from the content model's table so every page's bundle carries only these few strings;
 * __tests__/search.test.ts checks that every collection with pages has its kind here.
 */
import { fixedRoutes, localePrefix, locales } from "./routes"

/** What a page is, as search results and the site map of /search name it. */
export type PageKind = "page" | "game" | "service" | "sport" | "event" | "news" | "blog" | "coach" | "focus" | "project"

/** A page's kind as its context carries it: the id (a Pagefind filter, "blog") and its name in the page's language. */
export interface SearchKind {
  kind: PageKind
  label: string
}

/** The kinds in the order the site map lists them. */
export const pageKinds: readonly PageKind[] = ["page", "game", "sport", "service", "focus", "coach", "event", "news", "blog", "project"]

/** The folder of each collection's pages (its pattern in src/shared/content-model.ts up to ":slug") and its kind. */
export const kindFolders: Readonly<Record<string, PageKind>> = {
  "/game/": "game",
  "/news/": "news",
  "/focus/": "focus",
  "/service/": "service",
  "/blog/": "blog",
  "/project/": "project",
  "/event/": "event",
  "/coach/": "coach",
}

/** The site's own search page; it is not indexed. */
export const SEARCH_PATH = "/search"

/** Fixed pages that are not content: demos of the templates, the not-found page, the search page itself. */
const notContent = (path: string) => path.startsWith("/template-") || path === "/404" || path === SEARCH_PATH

/** A site path without its language prefix and trailing slash ("/hi/game/badminton/" → "/game/badminton"). */
export function basePath(pathname: string): string {
  let path = pathname.replace(/\/+$/, "") || "/"
  for (const locale of locales) {
    const prefix = localePrefix(locale)
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length) || "/"
  }
  return path
}

/**
 * The kind of the page at a path, or null for a page search leaves out (template demos, not-found, search, the
 * filtered copies of /projects). Entry pages by their collection's folder; other one-segment paths are sport pages
 * (pattern "/:slug"); the fixed pages are "page".
 */
export function pageKind(pathname: string): PageKind | null {
  const path = basePath(pathname)
  if (fixedRoutes.includes(path)) return notContent(path) ? null : "page"
  for (const [folder, kind] of Object.entries(kindFolders)) {
    if (path.startsWith(folder) && !path.slice(folder.length).includes("/")) return kind
  }
  return /^\/[^/]+$/.test(path) ? "sport" : null
}

/** The query of a search page's address ("?q=…"), trimmed; "" when there is none. */
export function queryOf(search: string): string {
  return (new URLSearchParams(search).get("q") ?? "").trim()
}

/** A piece of a result's excerpt: text, marked where it matched the query. */
export interface ExcerptPart {
  text: string
  mark: boolean
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" }

const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name])

/**
 * Pagefind's excerpt (escaped text with <mark> around matches) as parts to render as text, so no markup from the
 * index reaches the page: every other tag is dropped and entities are decoded once.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = []
  const push = (html: string, mark: boolean) => {
    const text = decode(html.replace(/<[^>]*>/g, ""))
    if (text) parts.push({ text, mark })
  }
  let rest = excerpt
  for (;;) {
    const start = rest.indexOf("<mark>")
    const end = start < 0 ? -1 : rest.indexOf("</mark>", start)
    if (start < 0 || end < 0) {
      push(rest, false)
      return parts
    }
    push(rest.slice(0, start), false)
    push(rest.slice(start + "<mark>".length, end), true)
    rest = rest.slice(end + "</mark>".length)
  }
}

/** The address of Pagefind's browser script under the site's path prefix. */
export function pagefindScript(pathPrefix = ""): string {
  return `${pathPrefix}/pagefind/pagefind.js`
}
