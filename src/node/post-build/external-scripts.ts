import { createHash } from "crypto"
import fs from "fs"
import path from "path"
import {
  attribute,
  elements,
  escapeAttribute,
  isInlineScript,
  isScript,
  parseHtml,
  span,
  splice,
  textOf,
  type Edit,
  type Element,
} from "./html"

/**
 * Paint first, then run the scripts; and one inline script on every page, the same everywhere, so one
 * Content-Security-Policy with one script hash serves the whole site (docs/architecture.md#machinery).
 *
 * Every script element a browser would run (`isRunnable`), whatever wrote it:
 * - an inline one first becomes a file named by its content (`_scripts/<hash>.js`);
 * - then it is held: `<script type="text/x-held-script" data-src="…">` with its other attributes, a data block
 *   the browser does not run (and CSP ignores);
 * and one inline script is added before them, `<script data-start-scripts>…</script>` (src/boot/start-scripts.js,
 * minified), which starts the held scripts in document order once the first contentful paint is on screen. It is
 * inline, not a file, so that it costs no request before the page's largest image.
 *
 * The step reads no script's text and knows no marker of Gatsby's: any script of any plugin is moved and held the
 * same way. Data blocks (`application/ld+json`, `application/json`) are left alone.
 *
 * Warm builds: a page Gatsby did not render again is already held and is left as it is, but for the loader,
 * brought up to date. When Gatsby stitches a changed slice into such a page, the slice's scripts come
 * back, and are moved and held again.
 */

/** Where the files go, under public/ (and under the path prefix in the pages' addresses). */
export const SCRIPTS_DIR = "_scripts"
export const HELD_TYPE = "text/x-held-script"
export const LOADER_ATTRIBUTE = "data-start-scripts"
export const LOADER_FILE = "src/boot/start-scripts.js"

export interface ExternalScript {
  /** public/-relative file name, e.g. "_scripts/3f2a….js". */
  file: string
  text: string
}

export interface HoldResult {
  html: string
  /** The files this page's former inline scripts need. */
  scripts: ExternalScript[]
  /** Every file under _scripts/ the page refers to, after the change (the loader's included). */
  referenced: string[]
}

export function scriptFileName(text: string): string {
  return `${SCRIPTS_DIR}/${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 20)}.js`
}

/** The loader's text as it is shipped: src/boot/start-scripts.js, minified for ES2017 browsers. */
export function loaderScript(projectDir: string): string {
  const file = path.join(projectDir, LOADER_FILE)
  // Loaded here, not at the top: esbuild refuses to load in jsdom.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily: esbuild refuses to load in jsdom
  const { transformSync } = require("esbuild") as typeof import("esbuild")
  const { code } = transformSync(fs.readFileSync(file, "utf8"), { loader: "js", minify: true, target: "es2017", legalComments: "none" })
  const text = code.trim()
  // The text sits between <script> and </script>: it may not end the element early.
  if (/<\/script|<!--/i.test(text))
    throw new Error(`${LOADER_FILE} contains "</script" or "<!--", which would end or corrupt the inline element`)
  return text
}

const isLoader = (element: Element) => isScript(element) && attribute(element, LOADER_ATTRIBUTE) !== undefined
const isHeld = (element: Element) => isScript(element) && attribute(element, "type") === HELD_TYPE

/** A <script> the browser would run, the loader's excepted: inline or from a file, classic or module. */
export function isRunnable(element: Element): boolean {
  if (!isScript(element) || isHeld(element) || isLoader(element)) return false
  return attribute(element, "src") !== undefined || isInlineScript(element)
}

const attributesOf = (element: Element, skip: readonly string[]) =>
  element.attrs
    .filter(a => !skip.includes(a.name))
    .map(a => (a.value === "" ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`))
    .join("")

/**
 * Only whitespace: what may stand between two inline scripts that share a file. A comment keeps them apart, as it
 * may mark a region that a later build rewrites on its own: Gatsby's scripts slice (its chunk mapping and
 * compilation hash) stands between two comments, and a warm build stitches a new one into pages it does not render
 * again. Had the page's own script (`window.pagePath`) and the slice's shared a file, that page would keep a stale
 * copy of the slice's text in it, and load it beside the new one.
 */
const NOTHING_BETWEEN = /^\s*$/

const isClassicInline = (element: Element) =>
  isRunnable(element) && attribute(element, "src") === undefined && (attribute(element, "type") ?? "").trim().toLowerCase() !== "module"

/**
 * The page with every script moved into a file, held, and started by the loader (its text); `basePath` is "" or
 * "/repo". Inline scripts that follow one another, with nothing but whitespace between them, share one file (their
 * texts in order, each ended by ";"): they ran one after the other, and still do, with one request instead of
 * several. The scripts of Gatsby's slice are the same on every page, so their file is one the browser caches
 * across pages.
 */
export function holdPageScripts(html: string, loader: string, basePath = ""): HoldResult {
  const document = parseHtml(html)
  const all = elements(document.root)
  const edits: Edit[] = []
  const scripts: ExternalScript[] = []
  const referenced = new Set<string>()
  const prefix = `${basePath}/${SCRIPTS_DIR}/`
  const loaderTag = `<script ${LOADER_ATTRIBUTE}>${loader}</script>`
  let loaderPlaced = false
  /** The run of inline scripts being gathered into one file: its first element's edit, its texts, where it ends. */
  let run: { edit: Edit; attributes: string; texts: string[]; end: number } | null = null
  const closeRun = () => {
    if (!run) return
    const text = run.texts.join("\n;\n")
    const file = scriptFileName(text)
    scripts.push({ file, text })
    referenced.add(file)
    run.edit.text += `<script type="${HELD_TYPE}" data-src="${basePath}/${file}"${run.attributes}></script>`
    run = null
  }
  const hold = (element: Element, src: string) => {
    const type = (attribute(element, "type") ?? "").trim().toLowerCase() === "module" ? ` data-type="module"` : ""
    return `<script type="${HELD_TYPE}" data-src="${escapeAttribute(src)}"${type}${attributesOf(element, ["type", "src", "async", "defer"])}></script>`
  }
  const placeLoader = () => {
    const tag = loaderPlaced ? "" : loaderTag
    loaderPlaced = true
    return tag
  }
  for (const element of all) {
    if (!isScript(element)) continue
    const { start, end } = span(element)
    if (isClassicInline(element)) {
      if (run && NOTHING_BETWEEN.test(html.slice(run.end, start))) {
        run.texts.push(textOf(element))
        run.end = end
        edits.push({ start, end, text: "" })
        continue
      }
      closeRun()
      const edit = { start, end, text: placeLoader() }
      edits.push(edit)
      run = { edit, attributes: attributesOf(element, ["type"]), texts: [textOf(element)], end }
      continue
    }
    closeRun()
    if (isLoader(element)) {
      // From an earlier build: brought up to date, once.
      edits.push({ start, end, text: placeLoader() })
      continue
    }
    if (isHeld(element)) {
      const src = attribute(element, "data-src") ?? ""
      if (src.startsWith(prefix)) referenced.add(src.slice(basePath.length + 1))
      continue
    }
    if (!isRunnable(element)) continue
    let src = attribute(element, "src")!
    if (isInlineScript(element)) {
      // An inline module: a file of its own (modules run deferred, not in the classic scripts' order).
      const text = textOf(element)
      const file = scriptFileName(text)
      scripts.push({ file, text })
      src = `${basePath}/${file}`
    }
    if (src.startsWith(prefix)) referenced.add(src.slice(basePath.length + 1))
    edits.push({ start, end, text: placeLoader() + hold(element, src) })
  }
  closeRun()
  return { html: edits.length ? splice(html, edits) : html, scripts, referenced: [...referenced] }
}
