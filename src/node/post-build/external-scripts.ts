import { createHash } from "crypto"
import { attribute, elements, escapeAttribute, isInlineScript, isScript, parseHtml, span, splice, textOf, type Edit } from "./html"

/**
 * Every inline script of a page becomes a file of its own, named by its content, so that the pages need no
 * script hash in their Content-Security-Policy (`script-src 'self'`) and one policy serves the whole site.
 *
 * Why: Gatsby writes three inline scripts into every page, one of them with the page's own path
 * (`window.pagePath="/about"`). Allowed by hash, every page would need a policy of its own: more than
 * 250 rules in public/_headers, over Cloudflare Pages' limit of 100 (docs/decisions/0002-scripts-as-files.md).
 *
 * The step knows nothing about what the scripts say or where Gatsby puts them: any inline script (any type a
 * browser runs, see `isInlineScript`) is replaced, in place, by `<script src="…">` with the same other
 * attributes, whose file holds the same text. A classic script with `src` and no `async` or `defer` runs where
 * it stands, in document order, before the scripts after it, as the inline one did. Data blocks
 * (`application/ld+json`, `application/json`) stay inline: browsers do not run them and CSP ignores them.
 *
 * Warm builds: a page Gatsby did not render again has no inline script left and is not changed. When Gatsby
 * stitches a changed slice into such a page, the slice's inline scripts come back, and are replaced again.
 */

/** Where the files go, under public/ (and under the path prefix in the pages' addresses). */
export const SCRIPTS_DIR = "_scripts"

export interface ExternalScript {
  /** public/-relative file name, e.g. "_scripts/3f2a….js". */
  file: string
  text: string
}

export interface ExternalizeResult {
  html: string
  /** The files this page's former inline scripts need (new ones and ones already written). */
  scripts: ExternalScript[]
  /** Every external script file of this step that the page refers to, after the change. */
  referenced: string[]
}

export function scriptFileName(text: string): string {
  return `${SCRIPTS_DIR}/${createHash("sha256").update(text, "utf8").digest("hex").slice(0, 20)}.js`
}

/** The page with each inline script replaced by a script file; `basePath` is "" or the path prefix ("/repo"). */
export function externalizeInlineScripts(html: string, basePath = ""): ExternalizeResult {
  const document = parseHtml(html)
  const all = elements(document.root)
  const edits: Edit[] = []
  const scripts: ExternalScript[] = []
  const referenced: string[] = []
  const prefix = `${basePath}/${SCRIPTS_DIR}/`
  for (const element of all) {
    if (!isScript(element)) continue
    const src = attribute(element, "src")
    if (src?.startsWith(prefix)) referenced.push(src.slice(basePath.length + 1))
    if (!isInlineScript(element)) continue
    const text = textOf(element)
    const file = scriptFileName(text)
    scripts.push({ file, text })
    referenced.push(file)
    const attributes = element.attrs.map(a => (a.value === "" ? ` ${a.name}` : ` ${a.name}="${escapeAttribute(a.value)}"`)).join("")
    edits.push({ ...span(element), text: `<script src="${basePath}/${file}"${attributes}></script>` })
  }
  return { html: edits.length ? splice(html, edits) : html, scripts, referenced }
}
