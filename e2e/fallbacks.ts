// Texts a page of another language shows in English for want of a translation, computed from data/ the way
// the build computes them (src/node/translations.ts), and the check of a page's served HTML that each is marked lang="en".
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { serializeOuter, type DefaultTreeAdapterMap } from "parse5"
import { attr, closest, normalize, textNodesOf, textOf, type HtmlNode } from "./served-html"
import { DATA_DIR } from "./content"
import { modelForEntry, type Locale } from "../src/shared/content-model"
import { parseDataFile } from "../src/node/data-files"
import { loadSchemas } from "../src/node/json-schema"
import { listFiles } from "../src/node/list-files"
import { localize, readTranslation, translationOf } from "../src/node/translations"

const jsonFiles = (dir: string): string[] =>
  listFiles(dir, { skipDir: sub => sub === "schemas", match: f => f.toLowerCase().endsWith(".json") })

/** The value at a path the build writes ("faqs[0].answer"). */
const valueAt = (entry: unknown, path: string): unknown =>
  path
    .split(/\.|(?=\[)/)
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key.startsWith("[") ? key.slice(1, -1) : key], entry)

/**
 * Every text of every entry that pages in `locale` show in English (each paragraph apart, as Prose renders
 * them), less any text that is also some translation's own value (a name a translation keeps in Latin), which
 * may rightly appear unmarked.
 */
export function fallbackTexts(locale: Locale): string[] {
  const schemas = loadSchemas(join(DATA_DIR, "schemas"))
  const english = new Set<string>()
  const translated = new Set<string>()
  const collect = (value: unknown): void => {
    if (typeof value === "string") translated.add(normalize(value))
    else if (value && typeof value === "object") Object.values(value).forEach(collect)
  }
  for (const file of jsonFiles(DATA_DIR)) {
    const named = parseDataFile(file)
    const model = named && modelForEntry(named.stem)
    if (translationOf(file) || !model) continue
    const entry = JSON.parse(readFileSync(join(DATA_DIR, file), "utf8")) as Record<string, unknown>
    const translation = readTranslation(DATA_DIR, file, locale)
    collect(translation)
    for (const path of localize(schemas, model.schema, entry, translation).untranslated) {
      for (const paragraph of String(valueAt(entry, path)).split(/\n\s*\n/)) if (normalize(paragraph)) english.add(normalize(paragraph))
    }
  }
  return [...english].filter(text => !translated.has(text))
}

/**
 * In a page's served HTML: every element marked lang="en" holds no Devanagari, and every text node (or image
 * description) that is one of `texts` sits inside an element whose nearest lang is "en". Returns the offenders.
 */
export function unmarkedFallbacks(elements: HtmlNode[], texts: string[]): { notEnglish: string[]; unmarked: string[] } {
  const set = new Set(texts)
  const body = elements.find(el => el.tagName === "body")
  if (!body) return { notEnglish: [], unmarked: ["(no body)"] }
  const inBody = elements.filter(el => closest(el, e => e === body))
  const langOf = (el: HtmlNode) => {
    const marked = closest(el, e => attr(e, "lang") !== null)
    return marked && attr(marked, "lang")
  }
  const notEnglish = inBody
    .filter(el => attr(el, "lang") === "en" && !(el.tagName === "a" && attr(el, "hreflang") !== null))
    .filter(el => /[\u0900-\u097F]/.test(textOf(el) + (attr(el, "alt") ?? "")))
    .map(el => normalize(serializeOuter(el as unknown as DefaultTreeAdapterMap["node"])).slice(0, 200))
  const unmarked: string[] = []
  for (const node of textNodesOf(body, el => el.tagName === "script" || el.tagName === "style")) {
    const text = normalize(node.value ?? "")
    if (set.has(text) && langOf(node.parentNode!) !== "en") unmarked.push(text)
  }
  for (const img of inBody.filter(el => el.tagName === "img" && attr(el, "alt") !== null)) {
    const alt = normalize(attr(img, "alt")!)
    if (set.has(alt) && langOf(img) !== "en") unmarked.push(`(image) ${alt}`)
  }
  return { notEnglish, unmarked }
}
