/**
 * How the languages of an entry lie on disk, in one place: one file per language, side by side, named after
 * the entry and the language. data/games/badminton.en.json is the entry (English, every field) and
 * data/games/badminton.hi.json its Hindi (the texts only); data/site.en.json, data/pages/about.en.json alike.
 * The "stem" of an entry is its path without language and extension ("games/badminton", "site").
 *
 * This is Decap CMS's i18n structure "multiple_files" (src/node/admin/cms-config.ts), so the content manager
 * lists each entry once, shows both languages side by side and writes each into its own file. Decap has no
 * structure that leaves the default language's file unmarked, hence ".en.json". Pictures keep their names
 * (badminton.jpg) and both files refer to them the same way ("./badminton.jpg").
 */
import { defaultLocale, locales, type Locale } from "../shared/content-model"

/** The name of this layout in Decap's configuration. */
export const I18N_STRUCTURE = "multiple_files"

export interface DataFile {
  /** "games/badminton" for "games/badminton.hi.json". */
  stem: string
  /** "badminton": the entry's slug, its file name without language and extension. */
  slug: string
  locale: Locale
}

/** Parses a path relative to data/; undefined for a file not named <slug>.<locale>.json with a known locale. */
export function parseDataFile(relativePath: string): DataFile | undefined {
  const match = /^(.+)\.([^./]+)\.json$/.exec(relativePath)
  if (!match || !(locales as readonly string[]).includes(match[2])) return undefined
  return { stem: match[1], slug: match[1].split("/").at(-1)!, locale: match[2] as Locale }
}

/** The file of an entry in a language: ("games/badminton", "hi") → "games/badminton.hi.json". */
export function dataFile(stem: string, locale: Locale = defaultLocale): string {
  return `${stem}.${locale}.json`
}

/** Whether a path is an entry's own file, the one in the default language ("games/badminton.en.json"). */
export function isEntryFile(relativePath: string): boolean {
  return parseDataFile(relativePath)?.locale === defaultLocale
}

/**
 * The slug of an entry from any of its files ("games/badminton.en.json", "badminton.hi.json" → "badminton").
 * A file without a language ("badminton.json") gives its name without .json, so a misnamed file can still be
 * reported by its name.
 */
export function slugOf(relativePath: string): string {
  return (
    parseDataFile(relativePath)?.slug ??
    relativePath
      .split("/")
      .at(-1)!
      .replace(/\.json$/i, "")
  )
}
