import fs from "fs"
import path from "path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import {
  addressReferences,
  collections,
  contentModels,
  entryRoute,
  fixedRoutes,
  modelForEntry,
  references,
  requiredEntries,
} from "../shared/content-model"
import { dataFile, parseDataFile, slugOf } from "./data-files"
import { lastDayToRegister } from "../shared/events"
import { loadSchemas } from "./json-schema"
import { listFiles } from "./list-files"
import { checkTranslations, translationFile, translationOf, type TranslationReport } from "./translations"
import { explain } from "./validation-messages"

export interface ContentError {
  /** Path relative to the project, e.g. data/games/badminton.en.json */
  file: string
  /** The entry's slug (its file name without .json) */
  entry: string
  /** Dotted path of the field, e.g. pricing.fromPerMonth or features[2]; "(file)" for the file itself */
  field: string
  message: string
}

export interface ValidationResult {
  errors: ContentError[]
  /** Entries that parsed, by collection folder, then slug. */
  entries: Map<string, Map<string, unknown>>
  fileCount: number
  /** Texts not yet translated (warnings, never errors: an English-only entry still builds). */
  untranslated: TranslationReport["untranslated"]
  /** Translation files whose English entry is gone (warnings). */
  orphans: string[]
  /** Values in translation files that no page shows (warnings: the CMS may write them). */
  ignored: TranslationReport["ignored"]
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const FILE_REFERENCE = /^\.{1,2}\/.+\.(jpe?g|png|webp|svg|avif|gif)$/i

/**
 * The translation warnings as lines: stray translation files, values no page shows, and untranslated texts
 * (a file without translation once, a partial one with its fields).
 */
export function formatUntranslated(
  untranslated: ValidationResult["untranslated"],
  orphans: string[] = [],
  ignored: ValidationResult["ignored"] = [],
): string[] {
  const stray = orphans.map(f => `data/${f} translates an entry that no longer exists; the build ignores it (delete or rename it)`)
  const unused = ignored.map(i => `data/${i.file}, field "${i.field}" ${i.message}`)
  return [...stray, ...unused].concat(
    untranslated.map(u =>
      u.missingFile
        ? `data/${u.file}: no ${u.locale} translation yet (data/${translationFile(u.file, u.locale)}); its pages show the English`
        : `data/${u.file}: ${u.fields.length} text(s) not yet in ${u.locale}, shown in English: ${u.fields.join(", ")}`,
    ),
  )
}

export function formatError(e: ContentError): string {
  return `${e.file}: entry "${e.entry}", field "${e.field}": ${e.message}`
}

function createAjv(schemaDir: string): Ajv {
  const ajv = new Ajv({ allErrors: true, verbose: true, strict: false })
  addFormats(ajv)
  for (const schema of Object.values(loadSchemas(schemaDir))) ajv.addSchema(schema)
  return ajv
}

/** Every string in the entry that is a relative path to a file, with its field path. */
function fileReferences(value: unknown, at = ""): { field: string; ref: string }[] {
  if (typeof value === "string") return FILE_REFERENCE.test(value) ? [{ field: at, ref: value }] : []
  if (Array.isArray(value)) return value.flatMap((v, i) => fileReferences(v, `${at}[${i}]`))
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => (k === "$schema" ? [] : fileReferences(v, at ? `${at}.${k}` : k)))
  }
  return []
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const isDate = (v: unknown): v is string => typeof v === "string" && ISO_DATE.test(v)

/** Rules between the dates of one entry, by collection: the field that is wrong and why. */
const datedChecks: Record<string, (entry: Record<string, unknown>) => { field: string; message: string }[]> = {
  events(e) {
    const problems: { field: string; message: string }[] = []
    const { startDate, endDate, registrationDeadline, registrationOpens } = e
    if (isDate(startDate) && isDate(endDate) && endDate < startDate)
      problems.push({ field: "endDate", message: `is ${endDate}, before the start date ${startDate}` })
    if (isDate(startDate) && isDate(registrationDeadline) && registrationDeadline > startDate)
      problems.push({ field: "registrationDeadline", message: `is ${registrationDeadline}, after the start date ${startDate}` })
    const lastDay = lastDayToRegister({
      startDate: startDate as string,
      endDate: endDate as string,
      registrationDeadline: isDate(registrationDeadline) ? registrationDeadline : null,
    })
    if (isDate(registrationOpens) && isDate(lastDay) && registrationOpens > lastDay)
      problems.push({ field: "registrationOpens", message: `is ${registrationOpens}, after the last day to register (${lastDay})` })
    const times = e.times as { start?: unknown; end?: unknown } | undefined
    if (typeof times?.start === "string" && typeof times.end === "string" && times.end <= times.start)
      problems.push({ field: "times.end", message: `is ${times.end}, not after the start time ${times.start}` })
    return problems
  },
}

/**
 * Checks every JSON file under dataDir against its schema and against the other files. Returns all errors
 * together rather than stopping at the first.
 */
export function validateContent(dataDir: string, projectDir = path.dirname(dataDir)): ValidationResult {
  const errors: ContentError[] = []
  const entries = new Map<string, Map<string, unknown>>(contentModels.flatMap(m => (m.dir ? [[m.dir, new Map()]] : [])))
  const ajv = createAjv(path.join(dataDir, "schemas"))
  const rel = (file: string) => path.relative(projectDir, path.join(dataDir, file)).split(path.sep).join("/")
  const jsonFiles = listFiles(dataDir, { skipDir: dir => dir === "schemas", match: f => f.toLowerCase().endsWith(".json") })
  const seenSlugs = new Map<string, string>()
  const translationFiles: string[] = []
  const entryFiles: { file: string; schema: string; data: Record<string, unknown> }[] = []
  /** Every file that holds a JSON object, schema errors or not, by its path under dataDir. */
  const objects = new Map<string, Record<string, unknown>>()

  for (const file of jsonFiles) {
    if (translationOf(file)) {
      translationFiles.push(file)
      continue
    }
    const slug = slugOf(file)
    const report = (field: string, message: string) => errors.push({ file: rel(file), entry: slug, field, message })
    const named = parseDataFile(file)
    if (!named) {
      report("(file name)", `"${path.basename(file)}" must end in its language: ${dataFile(slug)} for the entry, other languages beside it`)
      continue
    }
    const model = modelForEntry(named.stem)
    if (!model) {
      report(
        "(file)",
        `is not part of any collection; JSON files belong in one of: ${contentModels.map(m => (m.kind === "singleton" && m.file ? dataFile(m.file) : `${m.dir}/`)).join(", ")}`,
      )
      continue
    }
    if (!SLUG.test(slug)) {
      report(
        "(file name)",
        `"${path.basename(file)}" must be a lowercase kebab-case slug and its language, e.g. ${dataFile("table-tennis")}`,
      )
    }
    const slugKey = `${path.dirname(file)}/${slug.toLowerCase()}`
    if (seenSlugs.has(slugKey)) report("(file name)", `has the same slug as ${rel(seenSlugs.get(slugKey)!)}; every entry needs its own`)
    seenSlugs.set(slugKey, file)

    let data: unknown
    try {
      data = JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8"))
    } catch (e) {
      report("(file)", `is not valid JSON: ${(e as Error).message}`)
      continue
    }
    if (Array.isArray(data) || data === null || typeof data !== "object") {
      report("(file)", "must hold one JSON object { ... }, not a list or a single value")
      continue
    }
    objects.set(file, data as Record<string, unknown>)
    const check = ajv.getSchema(model.schema)
    if (!check) throw new Error(`Schema ${model.schema} not found in ${dataDir}/schemas`)
    if (!check(data)) {
      for (const err of check.errors ?? []) {
        // A failed "if"/"anyOf" wrapper repeats what its branches said.
        if (err.keyword === "if" || err.keyword === "anyOf") continue
        const { field, message } = explain(err)
        report(field, message)
      }
    }
    for (const { field, ref } of fileReferences(data)) {
      const target = path.resolve(path.dirname(path.join(dataDir, file)), ref)
      if (!fs.existsSync(target)) report(field, `refers to ${ref}, but ${rel(path.relative(dataDir, target))} does not exist`)
    }
    if (model.kind === "collection") entries.get(model.dir)!.set(slug, data)
    if (check.errors == null || check.errors.length === 0)
      entryFiles.push({ file, schema: model.schema, data: data as Record<string, unknown> })
  }

  for (const stem of requiredEntries) {
    if (!jsonFiles.includes(dataFile(stem))) {
      errors.push({ file: rel(dataFile(stem)), entry: slugOf(stem), field: "(file)", message: "is missing; a fixed page reads it" })
    }
  }

  for (const { dir, field, target } of references) {
    const targets = entries.get(target)!
    for (const [slug, entry] of entries.get(dir)!) {
      const value = (entry as Record<string, unknown>)[field]
      // One slug, or a list of them (each named by its position: games[1]).
      const refs: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [`${field}[${i}]`, v]) : [[field, value]]
      for (const [at, ref] of refs) {
        if (typeof ref === "string" && !targets.has(ref)) {
          errors.push({
            file: rel(dataFile(`${dir}/${slug}`)),
            entry: slug,
            field: at,
            message: `refers to "${ref}", but there is no data/${dataFile(`${target}/${ref}`)}`,
          })
        }
      }
    }
  }

  // A coach's batches are named as the games name theirs (a game's `levels`): those of the coach's own games, or of
  // any game when the coach names none. An unknown game is reported above, so only the known ones count here.
  const games = entries.get("games")!
  for (const [slug, entry] of entries.get("coaches")!) {
    const coach = entry as { games?: unknown; batches?: unknown }
    if (!Array.isArray(coach.batches)) continue
    const named = Array.isArray(coach.games) ? coach.games.filter((g): g is string => typeof g === "string") : []
    const own = named.filter(g => games.has(g))
    if (named.length > 0 && own.length === 0) continue
    const from = named.length > 0 ? own : [...games.keys()]
    const levels = new Set(from.flatMap(g => ((games.get(g) as { levels?: unknown }).levels as unknown[] | undefined) ?? []))
    coach.batches.forEach((batch, i) => {
      if (typeof batch === "string" && !levels.has(batch))
        errors.push({
          file: rel(dataFile(`coaches/${slug}`)),
          entry: slug,
          field: `batches[${i}]`,
          message:
            `is "${batch}", which is not a batch of ${named.length > 0 ? from.map(g => `data/${dataFile(`games/${g}`)}`).join(" or ") : "any game"}` +
            ` (their batches, "levels": ${[...levels].join(", ") || "none"})`,
        })
    })
  }

  // data/site.en.json as written (its own checks report what is wrong with it).
  const siteData = objects.get(dataFile("site")) as { contact?: { addresses?: { kind: string }[] } } | undefined
  const addressKinds = (siteData?.contact?.addresses ?? []).map(a => a.kind)
  for (const { dir, field } of addressReferences) {
    for (const [slug, entry] of entries.get(dir)!) {
      const value = (entry as Record<string, unknown>)[field]
      if (typeof value === "string" && !addressKinds.includes(value))
        errors.push({
          file: rel(dataFile(`${dir}/${slug}`)),
          entry: slug,
          field,
          message: `refers to the address "${value}", but data/${dataFile("site")} has only: ${addressKinds.join(", ")}`,
        })
    }
  }

  for (const [dir, check] of Object.entries(datedChecks)) {
    for (const [slug, entry] of entries.get(dir) ?? []) {
      for (const { field, message } of check(entry as Record<string, unknown>))
        errors.push({ file: rel(dataFile(`${dir}/${slug}`)), entry: slug, field, message })
    }
  }

  const pageOwners = new Map(fixedRoutes.map(r => [r, "a fixed page"]))
  for (const c of collections) {
    if (!c.pages) continue
    for (const slug of entries.get(c.dir)!.keys()) {
      const route = entryRoute(c.dir, slug)
      const owner = pageOwners.get(route)
      if (owner)
        errors.push({
          file: rel(dataFile(`${c.dir}/${slug}`)),
          entry: slug,
          field: "(file name)",
          message: `would be published at ${route}, which ${owner} already uses; rename the file`,
        })
      else pageOwners.set(route, rel(dataFile(`${c.dir}/${slug}`)))
    }
  }

  const translations = checkTranslations(dataDir, loadSchemas(path.join(dataDir, "schemas")), entryFiles, translationFiles)
  for (const e of translations.errors) errors.push({ file: rel(e.file), entry: slugOf(e.file), field: e.field, message: e.message })

  const { untranslated, orphans, ignored } = translations
  return { errors, entries, fileCount: jsonFiles.length, untranslated, orphans, ignored }
}
