import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"

const DATA = join(__dirname, "..", "data")

/** Every entry of a collection as shipped, with its slug (file name), in the site's order. */
export function entries<T = Record<string, unknown>>(dir: string): (T & { slug: string })[] {
  return readdirSync(join(DATA, dir))
    .filter(f => f.endsWith(".json"))
    .map(f => ({ ...(JSON.parse(readFileSync(join(DATA, dir, f), "utf8")) as T), slug: f.replace(/\.json$/, "") }))
    .sort((a, b) => ((a as { order?: number }).order ?? 0) - ((b as { order?: number }).order ?? 0))
}

export function page<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(join(DATA, "pages", `${name}.json`), "utf8")) as T
}

export function site() {
  return JSON.parse(readFileSync(join(DATA, "site.json"), "utf8"))
}

/** The first paragraph of editor text (paragraphs are separated by blank lines). */
export const firstParagraph = (text: string) => text.split(/\n\s*\n/)[0].replace(/\s*\n\s*/g, " ").trim()
export const paragraphCount = (text: string) => text.split(/\n\s*\n/).filter(p => p.trim()).length
