/**
 * Translations of the content: data/games/badminton.hi.json beside data/games/badminton.en.json holds the Hindi
 * of the entry's texts, in the same shape (the file layout: ./data-files.ts). Which fields are texts comes from
 * the schemas (a field of the shared "text" or "alt" definitions, or a list of them); numbers, images, slugs,
 * links, dates and keys are the same in every language and are read from the English file only. The content
 * manager translates the same fields (src/node/admin/cms-fields.ts reads TEXT_DEFINITIONS).
 *
 * A missing Hindi text is never an error: the page shows the English and marks it lang="en", and
 * `npm run validate` lists it as untranslated. Nor is anything the content manager writes: a copy of a number or
 * a picture, list items or fields the English has since lost are warnings and are not shown. Only a file no
 * editor's save produces (not JSON, a list where text was expected, a field no entry has) is an error, named
 * with its file and field.
 */
import fs from "fs"
import path from "path"
import { defaultLocale, locales, type Locale } from "../shared/content-model"
import { dataFile, parseDataFile } from "./data-files"
import { resolveRef, type JsonSchema, type SchemaSet } from "./json-schema"

/** The shared definitions (defs.schema.json) whose fields are texts, translated; the CMS config reads it too. */
export const TEXT_DEFINITIONS = new Set(["text", "alt"])

/**
 * "games/badminton.hi.json" → { base: "games/badminton.en.json", locale: "hi" }: the entry a translation
 * translates. Undefined for an entry's own (default-language) file and for any other file.
 */
export function translationOf(relativePath: string): { base: string; locale: Locale } | undefined {
  const file = parseDataFile(relativePath)
  if (!file || file.locale === defaultLocale) return undefined
  return { base: dataFile(file.stem), locale: file.locale }
}

/** The translation file of an entry file in a language: "games/badminton.en.json" → "games/badminton.hi.json". */
export function translationFile(relativePath: string, locale: Locale): string {
  const file = parseDataFile(relativePath)
  if (!file) throw new Error(`${relativePath} is not named after a language (<slug>.${defaultLocale}.json)`)
  return dataFile(file.stem, locale)
}

/** Text that reads the same in every language (digits, signs, "24/7") needs no translation. */
const needsTranslation = (text: string) => /\p{L}/u.test(text)

export interface Localized {
  /** The entry in the language: its texts translated where a translation exists, English elsewhere. */
  content: Record<string, unknown>
  /** Fields shown in English for want of a translation, as paths ("title", "features[2]", "faqs[0].answer"). */
  untranslated: string[]
  /** Shape errors of the translation file, as { field, message }: a type no editor's save produces. */
  problems: { field: string; message: string }[]
  /**
   * Values of the translation the page does not use, as { field, message }: warnings, never errors, since the
   * CMS writes them (a list item the English no longer has, a field it cleared, a copy of a number or a link).
   */
  ignored: { field: string; message: string }[]
}

const join = (at: string, key: string | number) => (typeof key === "number" ? `${at}[${key}]` : at ? `${at}.${key}` : key)

/**
 * Lays a translation over an English entry, field by field, following the entry's schema. `translation` is
 * the parsed translation file, or undefined when there is none (every text is then untranslated).
 */
export function localize(schemas: SchemaSet, schemaFile: string, english: Record<string, unknown>, translation: unknown): Localized {
  const untranslated: string[] = []
  const problems: Localized["problems"] = []
  const ignored: Localized["ignored"] = []

  function deref(schema: JsonSchema, file: string): { schema: JsonSchema; file: string; text: boolean } {
    let current = { schema, file, text: false }
    while (current.schema.$ref) {
      const target = resolveRef(schemas, current.schema.$ref, current.file)
      if (TEXT_DEFINITIONS.has(target.name)) return { ...target, text: true }
      current = { schema: target.schema, file: target.file, text: false }
    }
    return current
  }

  function walk(en: unknown, tr: unknown, schema: JsonSchema, file: string, at: string): unknown {
    const resolved = deref(schema, file)
    if (resolved.text && typeof en === "string") {
      if (typeof tr === "string" && tr.trim() !== "") return tr
      if (tr !== undefined && tr !== null && typeof tr !== "string")
        problems.push({ field: at, message: "should be text (the translation of the English)" })
      if (needsTranslation(en)) untranslated.push(at)
      return en
    }
    if (Array.isArray(en)) {
      if (tr != null && !Array.isArray(tr)) problems.push({ field: at, message: "should be a list, like the English" })
      const list = Array.isArray(tr) ? tr : []
      if (list.length > en.length)
        ignored.push({
          field: at,
          message: `has ${list.length} items, the English ${en.length}: the items after ${en.length} are not shown`,
        })
      return en.map((item, i) => walk(item, list[i], resolved.schema.items ?? {}, resolved.file, join(at, i)))
    }
    if (en && typeof en === "object") {
      if (tr != null && (typeof tr !== "object" || Array.isArray(tr)))
        problems.push({ field: at || "(whole entry)", message: "should be an object { ... }, like the English" })
      const fields = tr && typeof tr === "object" && !Array.isArray(tr) ? (tr as Record<string, unknown>) : {}
      const props = resolved.schema.properties ?? {}
      for (const key of Object.keys(fields)) {
        if (key === "$schema" || key in (en as object)) continue
        if (key in props) ignored.push({ field: join(at, key), message: "is not shown: the English entry has no value for it" })
        else problems.push({ field: join(at, key), message: "is not a field of this kind of entry (data/schemas/)" })
      }
      return Object.fromEntries(
        Object.entries(en as Record<string, unknown>).map(([key, value]) => [
          key,
          key === "$schema" ? value : walk(value, fields[key], props[key] ?? {}, resolved.file, join(at, key)),
        ]),
      )
    }
    // Numbers, images, links, dates: the English value counts. A copy of it (what the CMS writes for a field it
    // duplicates) is fine; a different value is pointed out, since it would not show.
    if (tr != null && JSON.stringify(tr) !== JSON.stringify(en))
      ignored.push({ field: at, message: `is the same in every language; the English ${JSON.stringify(en)} is shown` })
    return en
  }

  const content = walk(english, translation, schemas[schemaFile], schemaFile, "") as Record<string, unknown>
  return { content, untranslated, problems, ignored }
}

/** Reads the translation of a data file in a language, if there is one. Throws a readable error for bad JSON. */
export function readTranslation(dataDir: string, relativePath: string, locale: Locale): unknown {
  const file = path.join(dataDir, translationFile(relativePath, locale))
  if (!fs.existsSync(file)) return undefined
  try {
    return JSON.parse(fs.readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`${path.relative(path.dirname(dataDir), file)} is not valid JSON: ${(error as Error).message}`)
  }
}

export interface TranslationReport {
  /** Translation files in the wrong shape: errors, with file and field. */
  errors: { file: string; field: string; message: string }[]
  /** Translation files whose entry is gone (deleted or renamed in English only): warnings, the build ignores them. */
  orphans: string[]
  /** Untranslated texts, by data file: warnings. */
  untranslated: { file: string; locale: Locale; fields: string[]; missingFile: boolean }[]
  /** Values of translation files that no page shows (Localized["ignored"]): warnings, with file and field. */
  ignored: { file: string; field: string; message: string }[]
}

/**
 * Checks every translation against its entry: `entryFiles` are the entry files (relative to data/) with their
 * schema; `translationFiles` every <slug>.<locale>.json found in another language than the default.
 */
export function checkTranslations(
  dataDir: string,
  schemas: SchemaSet,
  /** The entry files that passed their schema (a broken entry's own errors come first). */
  entryFiles: { file: string; schema: string; data: Record<string, unknown> }[],
  translationFiles: string[],
): TranslationReport {
  const report: TranslationReport = { errors: [], untranslated: [], orphans: [], ignored: [] }
  for (const file of translationFiles) {
    const of = translationOf(file)
    if (of && !fs.existsSync(path.join(dataDir, of.base))) report.orphans.push(file)
  }
  for (const { file, schema, data } of entryFiles) {
    for (const locale of locales.filter(l => l !== defaultLocale)) {
      let translation: unknown
      try {
        translation = readTranslation(dataDir, file, locale)
      } catch (error) {
        report.errors.push({ file: translationFile(file, locale), field: "(file)", message: (error as Error).message })
        continue
      }
      const { untranslated, problems, ignored } = localize(schemas, schema, data, translation)
      for (const p of problems) report.errors.push({ file: translationFile(file, locale), ...p })
      for (const p of ignored) report.ignored.push({ file: translationFile(file, locale), ...p })
      if (untranslated.length > 0) report.untranslated.push({ file, locale, fields: untranslated, missingFile: translation === undefined })
    }
  }
  return report
}
