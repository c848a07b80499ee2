import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"

/** Where Pagefind writes its browser script and index, under public/ (src/shared/search.ts loads it from there). */
export const SEARCH_DIR = "pagefind"

/** Parts of content pages that repeat other pages' text: the "More …" cards at the end of entry pages. */
export const SEARCH_EXCLUDE = ["#related"]

export interface SearchIndexReport {
  ms: number
  pages: number
  languages: number
  words: number
  /** Bytes of everything under public/pagefind/ (Pagefind's unused interface files removed). */
  bytes: number
  files: number
}

function sizeOf(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      const sub = sizeOf(full)
      bytes += sub.bytes
      files += sub.files
    } else {
      bytes += fs.statSync(full).size
      files++
    }
  }
  return { bytes, files }
}

/**
 * Pagefind's ready-made search interfaces and its highlighter, which it always writes: the site draws its own
 * results (src/components/search/) and never loads them, so they are not deployed (about 0.4 MB).
 */
export const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/

const count = (output: string, what: string) => Number(new RegExp(`Indexed (\\d+) ${what}`).exec(output)?.[1] ?? NaN)

/**
 * The installed pagefind package, found as Node finds a package: in node_modules of the project or of a folder above
 * it (the editors' proof builds a copy under .cache/ that has no node_modules of its own). Its package exports
 * only an ES module entry, so require.resolve cannot name its command-line runner.
 */
function pagefindDir(projectDir: string): string {
  for (let dir = path.resolve(projectDir); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "node_modules", "pagefind")
    if (fs.existsSync(path.join(candidate, "package.json"))) return candidate
    if (path.dirname(dir) === dir) throw new Error(`pagefind is not installed in ${projectDir} or a folder above it (npm ci)`)
  }
}

/**
 * Pagefind over the written pages (its CLI: the package is ES modules only, and the CLI needs no service to
 * start and stop). Only pages with data-pagefind-body are indexed (src/components/layout/layout.tsx puts it on
 * content pages' <main>), one index per <html lang>. Gatsby writes every page as <path>/index.html; the
 * glob also keeps out public/page-data/, where Gatsby names a folder 404.html. The old index goes first: its
 * files are named by content and would pile up from build to build.
 */
export function writeSearchIndex(projectDir: string, publicDir = path.join(projectDir, "public")): SearchIndexReport {
  const out = path.join(publicDir, SEARCH_DIR)
  fs.rmSync(out, { recursive: true, force: true })
  const bin = path.join(pagefindDir(projectDir), "lib", "runner", "bin.cjs")
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    [bin, "--site", publicDir, "--output-subdir", SEARCH_DIR, "--glob", "**/index.html", "--exclude-selectors", SEARCH_EXCLUDE.join(", ")],
    { encoding: "utf8" },
  )
  const ms = Date.now() - started
  const output = `${result.stdout ?? ""}${result.stderr ?? ""}`
  if (result.status !== 0) throw new Error(`Pagefind could not index public/ (exit ${result.status ?? result.signal}):\n${output}`)
  const pages = count(output, "pages")
  if (!(pages > 0) || !fs.existsSync(path.join(out, "pagefind.js"))) throw new Error(`Pagefind indexed no page:\n${output}`)
  if (/Indexing all <body> elements/.test(output))
    throw new Error("Pagefind found no data-pagefind-body and indexed whole pages: the layout must mark content pages")
  for (const file of fs.readdirSync(out)) if (UNUSED_FILES.test(file)) fs.rmSync(path.join(out, file))
  return { ms, pages, languages: count(output, "languages"), words: count(output, "words"), ...sizeOf(out) }
}

export function describeSearchIndex(report: SearchIndexReport): string {
  return (
    `Search: Pagefind indexed ${report.pages} page(s) in ${report.languages} language(s), ${report.words} words, in ${report.ms} ms; ` +
    `public/${SEARCH_DIR}/: ${report.files} files, ${(report.bytes / 1024).toFixed(0)} KB`
  )
}
