// Which built pages show the data files that changed: `npm run check:content` runs axe on those pages only
// (every page still gets the fast checks). No Playwright import: jest tests the mapping (pagesForChanges), and
// scripts/check-content.mjs and the content-check spec load it.
import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join } from "node:path"

import { collections, localizedPath, locales } from "../../src/shared/content-model"
import { dataFile, slugOf } from "../../src/node/data-files"
import { translationOf } from "../../src/node/translations"
import { DATA_DIR, FIXED_ROUTES, routeOf, slugsOf } from "../content"

const TEMPLATE_ROUTES = FIXED_ROUTES.filter(r => r.startsWith("/template-"))

/**
 * Where each collection is shown besides its own entries' pages. `siblings`: each entry's page shows other
 * entries of the same collection ("More games", related posts), so a change shows on its siblings' pages too.
 * The header (sports menu) and footer (the two latest news) are on every page; the listing page "/" stands for
 * them, since they render the same on every page.
 */
export const SHOWN_ON: Record<string, { pages: string[]; siblings: boolean }> = {
  games: { pages: ["/"], siblings: true }, // home cards; results on home link to games
  news: { pages: ["/"], siblings: true }, // home listing, footer latest posts
  focus: { pages: ["/"], siblings: true },
  services: { pages: ["/services"], siblings: true },
  sports: { pages: ["/"], siblings: true }, // the header's SPORTS menu
  blog: { pages: ["/blog"], siblings: true },
  gallery: { pages: ["/gallery", ...TEMPLATE_ROUTES], siblings: false }, // template pages show the first four
  // Home cards; each coach's page offers "More coaches". The pages of the games a coach takes link the coach: not
  // mapped here (as with events), so axe sees them when their game changes or on a full check.
  coaches: { pages: ["/"], siblings: true },
  results: { pages: ["/"], siblings: false },
  faq: { pages: ["/contact"], siblings: false },
  facilities: { pages: ["/services", "/about"], siblings: false },
  flooring: { pages: ["/services"], siblings: false },
  achievements: { pages: ["/projects"], siblings: false },
  projects: { pages: ["/projects", "/services"], siblings: true }, // the list and its filter pages; flooring cards link them
  // /events lists them, home shows the next ones, the contact page knows each as an enquiry topic. The pages of the
  // games an event is for also list it while it is upcoming: not mapped here (a game page changes with its event's
  // date, not only with its file), so axe sees them when their game changes or on a full check.
  events: { pages: ["/events", "/", "/contact"], siblings: true },
}

/** data/pages/<name>.<locale>.json: the fixed pages that render it. */
export const PAGE_TEXTS: Record<string, string[]> = {
  about: ["/about"],
  services: ["/services"],
  projects: ["/projects"],
  contact: ["/contact"],
  gallery: ["/gallery"],
  blog: ["/blog"],
  "sports-meditation": ["/sports-meditation"],
  events: ["/events"],
  templates: TEMPLATE_ROUTES,
}

/** What the mapping needs to know about the content as it is now. */
export interface ContentIndex {
  /** Slugs of a collection's entries (as they are now). */
  slugs: (dir: string) => string[]
  /** The address of an entry's page, or undefined when the collection has no pages. */
  route: (dir: string, slug: string) => string | undefined
  /** Slugs of the entries (or, for dir "pages", names of page files) whose JSON refers to ./<file>. */
  referencing: (dir: string, file: string) => string[]
}

export interface ChangeImpact {
  /** The changed file, relative to the repository (data/...). */
  file: string
  /** Pages that render it; "all" when it affects every page. */
  pages: string[] | "all"
  why: string
}

const uniq = (xs: string[]) => [...new Set(xs)]

/**
 * Maps each changed file under data/ to the pages that render it, in every language: an English file shows on
 * its pages in every language (a translation falls back to it), a translation (games/x.hi.json) on its language's pages
 * only. Pure: everything it knows comes from `index`.
 */
export function impactOf(file: string, index: ContentIndex): ChangeImpact {
  const rel = file
    .replace(/\\/g, "/")
    .replace(/^\.\//, "")
    .replace(/^data\//, "")
  const translation = translationOf(rel)
  const base = impactInDefaultLanguage(translation ? `data/${translation.base}` : file, index)
  const inLanguages = translation ? [translation.locale] : locales
  return {
    file,
    pages: base.pages === "all" ? "all" : uniq(inLanguages.flatMap(locale => (base.pages as string[]).map(p => localizedPath(p, locale)))),
    why: translation ? `${translation.locale} translation: ${base.why}` : base.why,
  }
}

function impactInDefaultLanguage(file: string, index: ContentIndex): ChangeImpact {
  const rel = file
    .replace(/\\/g, "/")
    .replace(/^\.\//, "")
    .replace(/^data\//, "")
  const parts = rel.split("/")
  const name = parts[parts.length - 1]
  const isJson = name.endsWith(".json")

  if (parts.length === 1) {
    if (rel === dataFile("home")) return { file, pages: ["/"], why: "the home page's texts" }
    return {
      file,
      pages: "all",
      why: rel === dataFile("site") ? "site settings: header and footer of every page" : "a file every page may use",
    }
  }
  if (parts[0] === "pages") {
    if (parts.length === 2 && isJson) {
      const pages = PAGE_TEXTS[slugOf(name)]
      return pages ? { file, pages, why: "the texts of a fixed page" } : { file, pages: "all", why: "page texts of no known page" }
    }
    const users = index.referencing("pages", name).flatMap(page => PAGE_TEXTS[page] ?? [])
    return users.length
      ? { file, pages: uniq(users), why: "an image of a fixed page" }
      : { file, pages: FIXED_ROUTES, why: "an image no page text refers to" }
  }
  const dir = parts[0]
  const shown = SHOWN_ON[dir]
  if (!shown || parts.length !== 2)
    return {
      file,
      pages: "all",
      why: dir === "schemas" ? "a schema: every entry may render differently" : "a file outside the content model",
    }

  const siblings = shown.siblings
    ? index
        .slugs(dir)
        .map(s => index.route(dir, s))
        .filter((r): r is string => !!r)
    : []
  const own = (slug: string) => index.route(dir, slug)
  let entryPages: string[]
  let why: string
  if (isJson) {
    const slug = slugOf(name)
    const exists = index.slugs(dir).includes(slug)
    entryPages = exists ? [own(slug)].filter((r): r is string => !!r) : []
    why = exists ? `an entry of ${dir}` : `a removed entry of ${dir}: its listings`
  } else {
    const users = index.referencing(dir, name)
    entryPages = users.map(own).filter((r): r is string => !!r)
    why = users.length ? `an image of ${users.join(", ")}` : `a file of ${dir} no entry refers to: its listings`
  }
  return { file, pages: uniq([...entryPages, ...shown.pages, ...siblings]), why }
}

/** The pages to axe for a set of changed files: "all" when any change reaches every page. */
export function pagesForChanges(files: string[], index: ContentIndex): { pages: string[] | "all"; impacts: ChangeImpact[] } {
  const impacts = files.filter(f => /^(\.\/)?data\//.test(f.replace(/\\/g, "/"))).map(f => impactOf(f, index))
  if (impacts.some(i => i.pages === "all")) return { pages: "all", impacts }
  return { pages: uniq(impacts.flatMap(i => i.pages as string[])).sort(), impacts }
}

/**
 * The listings whose every page lives under their address: numbered pages (/blog/page/2), filter pages
 * (/blog/category/training, /projects/sport/tennis) and the events' archive (/events/2026). A listing that shows a
 * change may show it on any of them (an entry moves from page to page as others are added).
 */
export const LISTINGS = ["/blog", "/gallery", "/projects", "/events"]

/** `changed` (pages that show a change) and, for each listing among them, every built page under its address. */
export function withListPages(changed: readonly string[], built: readonly string[]): string[] {
  const listings = changed.filter(page => LISTINGS.some(list => locales.some(locale => page === localizedPath(list, locale))))
  return uniq([...changed, ...built.filter(page => listings.some(list => page.startsWith(`${list}/`)))]).sort()
}

/** Every collection of the content model must say where it is shown (a new collection fails the unit test). */
export const unmappedCollections = (): string[] => collections.map(c => c.dir).filter(dir => !SHOWN_ON[dir])

// ---------------------------------------------------------------------------------------------------------------
// The index and the changed files, from disk and git.

/** ContentIndex over data/ as it is on disk now. */
export function diskIndex(dataDir = DATA_DIR): ContentIndex {
  const json = new Map<string, string>()
  const read = (dir: string, name: string) => {
    const key = `${dir}/${name}`
    if (!json.has(key)) json.set(key, readFileSync(join(dataDir, dataFile(`${dir}/${name}`)), "utf8"))
    return json.get(key)!
  }
  const slugs = (dir: string) => (dir === "pages" ? Object.keys(PAGE_TEXTS) : slugsOf(dir))
  return {
    slugs,
    route: routeOf,
    referencing: (dir, file) =>
      slugs(dir).filter(slug => {
        try {
          return read(dir, slug).includes(`/${file}"`)
        } catch {
          return false
        }
      }),
  }
}

const git = (cwd: string, args: string[]): string | null => {
  try {
    return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim()
  } catch {
    return null
  }
}

/**
 * The base the content is compared with: $CONTENT_BASE, else the merge-base with origin/main, else HEAD~1.
 * null when there is no git or no such commit (a fresh single-commit clone): then every page counts as changed.
 */
export function contentBase(cwd: string, env = process.env): { ref: string; how: string } | null {
  if (env.CONTENT_BASE) {
    const ref = git(cwd, ["rev-parse", "--verify", "--quiet", `${env.CONTENT_BASE}^{commit}`])
    if (!ref) throw new Error(`CONTENT_BASE=${env.CONTENT_BASE} is not a commit of this repository`)
    return { ref, how: `CONTENT_BASE=${env.CONTENT_BASE}` }
  }
  if (git(cwd, ["rev-parse", "--verify", "--quiet", "origin/main"])) {
    const ref = git(cwd, ["merge-base", "HEAD", "origin/main"])
    if (ref) return { ref, how: "merge-base with origin/main" }
  }
  const previous = git(cwd, ["rev-parse", "--verify", "--quiet", "HEAD~1^{commit}"])
  return previous ? { ref: previous, how: "HEAD~1" } : null
}

/** Files under data/ that differ from the base: committed since, changed in the working tree, or new. */
export function changedDataFiles(cwd: string, base: string): string[] {
  const diff = git(cwd, ["diff", "--name-only", "--no-renames", base, "--", "data/"])
  const untracked = git(cwd, ["ls-files", "--others", "--exclude-standard", "--", "data/"])
  if (diff === null || untracked === null) throw new Error(`git diff against ${base} failed`)
  return uniq([...diff.split("\n"), ...untracked.split("\n")].filter(Boolean)).sort()
}
