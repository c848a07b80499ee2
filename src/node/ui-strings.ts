import fs from "fs"
import path from "path"
import { defaultLocale, type Locale } from "../shared/content-model"
import { listFiles } from "./list-files"

/**
 * The interface strings of a language (i18n/strings.<locale>.json: English text → translation), given to
 * each page of that language in its context. English pages get none: the English is written in the components.
 */
export function uiStrings(root: string, locale: Locale): Record<string, string> | undefined {
  if (locale === defaultLocale) return undefined
  const file = path.join(root, "i18n", `strings.${locale}.json`)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {}
}

/** The interface strings the code asks for: the literal first argument of t("…") and translate(strings, "…"). */
export function uiStringKeys(sources: readonly string[]): string[] {
  const keys = new Set<string>()
  const patterns = [/\bt\(\s*"((?:[^"\\]|\\.)+)"/g, /\btranslate\(\s*[\w.?]+(?:\s*\([^)]*\))?\s*,\s*"((?:[^"\\]|\\.)+)"/g]
  for (const source of sources) {
    const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "")
    for (const pattern of patterns) for (const match of code.matchAll(pattern)) keys.add(JSON.parse(`"${match[1]}"`) as string)
  }
  return [...keys].sort()
}

/** Strings the code uses that a language's dictionary lacks (shown in English: a warning, never an error). */
export function missingUiStrings(root: string, locale: Locale): string[] {
  const strings = uiStrings(root, locale)
  if (!strings) return []
  const sources = listFiles(path.join(root, "src"), { match: f => /\.tsx?$/.test(f) && !f.endsWith(".d.ts") }).map(f =>
    fs.readFileSync(path.join(root, "src", f), "utf8"),
  )
  return uiStringKeys(sources).filter(key => !(key in strings))
}
