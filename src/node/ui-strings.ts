import fs from "fs"
import path from "path"
import { defaultLocale, type Locale } from "./content-model"

/**
 * The interface strings of a language (src/i18n/strings.<locale>.json: English text → translation), given to
 * each page of that language in its context. English pages get none: the English is written in the components.
 */
export function uiStrings(root: string, locale: Locale): Record<string, string> | undefined {
  if (locale === defaultLocale) return undefined
  const file = path.join(root, "src/i18n", `strings.${locale}.json`)
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>) : {}
}
