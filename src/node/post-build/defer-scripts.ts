import { BOOT_ATTRIBUTES, BOOT_SCRIPT_ID, bootScriptTag, type BootData } from "./boot-script"
import { attribute, comments, elements, isInlineScript, isScript, parseHtml, span, splice, textOf, type Edit, type Element } from "./html"

/**
 * Paint first, then hydrate: every page's Gatsby scripts become one boot script (src/boot/gatsby-boot.js).
 *
 * What Gatsby 5 writes at the end of every page's body, and what this step expects, exactly:
 *
 *   <script id="gatsby-script-loader">/*<![CDATA[*\/window.pagePath="/about";/*]]>*\/</script>
 *   <!-- slice-start id="_gatsby-scripts-1" -->
 *     <script id="gatsby-chunk-mapping">window.___chunkMapping="{…}";</script>
 *     <script>window.___webpackCompilationHash="…";</script>
 *     <script src="/webpack-runtime-….js" async></script> … (one or more)
 *   <!-- slice-end id="_gatsby-scripts-1" -->
 *
 * The loader script becomes the boot script (same place), carrying the page path, the chunk mapping, the
 * compilation hash and the script URLs in attributes; the slice is emptied. Anything else, or anything
 * missing, is an error that names the page and what was found: Gatsby's output changed shape, and a site that
 * silently lost its JavaScript or its CSP would be worse than a failed build.
 *
 * Warm builds: Gatsby rewrites only some pages. A page it did not touch already holds a boot script, whose
 * text is brought up to date (its attributes are still right: the scripts slice did not change). When the
 * scripts slice changed, Gatsby stitches the new slice into pages it did not render again, between the slice
 * comments of the already rewritten page: the boot script then takes the new values from the slice.
 */

export class PageShapeError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "PageShapeError"
  }
}

export const LOADER_SCRIPT_ID = "gatsby-script-loader"
export const CHUNK_MAPPING_ID = "gatsby-chunk-mapping"
const SLICE = /^ slice-(start|end) id="(_gatsby-scripts-\d+)" $/

const LOADER_TEXT = /^\/\*<!\[CDATA\[\*\/window\.pagePath=("(?:[^"\\]|\\.)*");\/\*\]\]>\*\/$/
const CHUNK_MAPPING_TEXT = /^window\.___chunkMapping=("(?:[^"\\]|\\.)*");$/
const COMPILATION_HASH_TEXT = /^window\.___webpackCompilationHash=("(?:[^"\\]|\\.)*");$/

export type PageOutcome = "rewritten" | "refreshed" | "restitched" | "unchanged"

export interface PageResult {
  html: string
  outcome: PageOutcome
  data: BootData
}

const describe = (element: Element) => {
  const attrs = element.attrs.map(a => (a.value === "" ? a.name : `${a.name}="${a.value.slice(0, 40)}"`)).join(" ")
  const text = textOf(element).trim()
  return `<${element.tagName}${attrs ? ` ${attrs}` : ""}>${text.length > 60 ? `${text.slice(0, 60)}…` : text}`
}

/** The JSON string literal a Gatsby inline script assigns, or an error naming what was found. */
function assigned(element: Element, pattern: RegExp, what: string): string {
  const text = textOf(element).trim()
  const match = pattern.exec(text)
  if (!match) throw new PageShapeError(`${what} has unexpected text: ${text.slice(0, 120)}`)
  return JSON.parse(match[1]) as string
}

interface SliceContent {
  chunkMapping: string
  compilationHash: string
  sources: string[]
  edit: Edit
}

/** Reads Gatsby's scripts slice; null when it is empty (already rewritten and not stitched again). */
function readSlice(all: Element[], html: string, document: ReturnType<typeof parseHtml>): SliceContent | null {
  const markers = comments(document.root).flatMap(c => {
    const m = SLICE.exec(c.data)
    return m ? [{ ...c, kind: m[1], id: m[2] }] : []
  })
  if (markers.length !== 2 || markers[0].kind !== "start" || markers[1].kind !== "end" || markers[0].id !== markers[1].id) {
    throw new PageShapeError(`expected one <!-- slice-start/slice-end id="_gatsby-scripts-1" --> pair, found ${markers.length} marker(s)`)
  }
  const [start, end] = markers
  const inside = all.filter(e => span(e).start >= start.end && span(e).end <= end.start)
  // Only top-level elements between the markers (script elements have no element children).
  const between = html.slice(start.end, end.start)
  if (inside.length === 0) {
    if (between.trim() !== "") throw new PageShapeError(`the scripts slice holds text, not scripts: ${between.trim().slice(0, 120)}`)
    return null
  }
  let chunkMapping: string | undefined
  let compilationHash: string | undefined
  const sources: string[] = []
  for (const element of inside) {
    if (!isScript(element)) throw new PageShapeError(`the scripts slice holds an unexpected element: ${describe(element)}`)
    const src = attribute(element, "src")
    if (src !== undefined) {
      if (attribute(element, "async") === undefined || element.attrs.length !== 2 || textOf(element).trim() !== "") {
        throw new PageShapeError(`the scripts slice holds a script that is not a plain <script src async>: ${describe(element)}`)
      }
      sources.push(src)
    } else if (attribute(element, "id") === CHUNK_MAPPING_ID && chunkMapping === undefined) {
      chunkMapping = assigned(element, CHUNK_MAPPING_TEXT, `<script id="${CHUNK_MAPPING_ID}">`)
    } else if (element.attrs.length === 0 && COMPILATION_HASH_TEXT.test(textOf(element).trim()) && compilationHash === undefined) {
      compilationHash = assigned(element, COMPILATION_HASH_TEXT, "the compilation hash script")
    } else {
      throw new PageShapeError(`the scripts slice holds an unexpected script: ${describe(element)}`)
    }
  }
  if (chunkMapping === undefined) throw new PageShapeError(`the scripts slice has no <script id="${CHUNK_MAPPING_ID}">`)
  if (compilationHash === undefined) throw new PageShapeError("the scripts slice has no window.___webpackCompilationHash script")
  if (sources.length === 0) throw new PageShapeError(`the scripts slice has no <script src="…" async> tags`)
  return { chunkMapping, compilationHash, sources, edit: { start: start.end, end: end.start, text: "" } }
}

function bootData(element: Element): BootData {
  const read = (name: string) => {
    const value = attribute(element, name)
    if (value === undefined) throw new PageShapeError(`the boot script has no ${name} attribute`)
    return value
  }
  return {
    sources: read(BOOT_ATTRIBUTES.sources).split(" ").filter(Boolean),
    pagePath: read(BOOT_ATTRIBUTES.pagePath),
    compilationHash: read(BOOT_ATTRIBUTES.compilationHash),
    chunkMapping: read(BOOT_ATTRIBUTES.chunkMapping),
  }
}

/**
 * One page with Gatsby's scripts replaced by the boot script (whose text is `bootText`). Throws a
 * PageShapeError when the page does not have the shape described above.
 */
export function deferPageScripts(html: string, bootText: string): PageResult {
  const document = parseHtml(html)
  const all = elements(document.root)
  const loaders = all.filter(e => isScript(e) && attribute(e, "id") === LOADER_SCRIPT_ID)
  const boots = all.filter(e => isScript(e) && attribute(e, "id") === BOOT_SCRIPT_ID)
  if (loaders.length + boots.length !== 1) {
    throw new PageShapeError(
      loaders.length + boots.length === 0
        ? `no <script id="${LOADER_SCRIPT_ID}"> (Gatsby's page script) and no boot script: not a Gatsby page, or Gatsby's output changed shape`
        : `${loaders.length} <script id="${LOADER_SCRIPT_ID}"> and ${boots.length} boot script(s); expected exactly one of them`,
    )
  }
  const slice = readSlice(all, html, document)

  if (loaders.length === 1) {
    // Fresh from Gatsby.
    if (!slice) throw new PageShapeError(`the scripts slice is empty: no <script src="…" async> tags to start`)
    const loader = loaders[0]
    if (!isInlineScript(loader) || loader.attrs.length !== 1) throw new PageShapeError(`unexpected ${describe(loader)}`)
    const pagePath = assigned(loader, LOADER_TEXT, `<script id="${LOADER_SCRIPT_ID}">`)
    const data = { pagePath, chunkMapping: slice.chunkMapping, compilationHash: slice.compilationHash, sources: slice.sources }
    const out = splice(html, [{ ...span(loader), text: bootScriptTag(data, bootText) }, slice.edit])
    return { html: out, outcome: "rewritten", data }
  }

  const boot = boots[0]
  const earlier = bootData(boot)
  const data = slice
    ? { pagePath: earlier.pagePath, chunkMapping: slice.chunkMapping, compilationHash: slice.compilationHash, sources: slice.sources }
    : earlier
  const tag = bootScriptTag(data, bootText)
  const current = html.slice(span(boot).start, span(boot).end)
  if (!slice && current === tag) return { html, outcome: "unchanged", data }
  const edits: Edit[] = [{ ...span(boot), text: tag }]
  if (slice) edits.push(slice.edit)
  return { html: splice(html, edits), outcome: slice ? "restitched" : "refreshed", data }
}
