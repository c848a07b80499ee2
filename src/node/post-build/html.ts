import { parse } from "parse5"
import type { DefaultTreeAdapterMap } from "parse5"

/**
 * Reading the written HTML with a real HTML parser (parse5, the WHATWG algorithm browsers use), and editing
 * it by splicing the source at the parser's offsets: everything the step does not change stays byte for
 * byte as Gatsby wrote it. parse5 8 is an ES module only: Gatsby's compiled gatsby-node requires it, which
 * Node supports from 20.19 (package.json "engines"); Jest transforms it (jest.config.js).
 */
export type Node = DefaultTreeAdapterMap["node"]
export type Element = DefaultTreeAdapterMap["element"]
export type ParentNode = DefaultTreeAdapterMap["parentNode"]

export interface Document {
  html: string
  root: DefaultTreeAdapterMap["document"]
}

export function parseHtml(html: string): Document {
  return { html, root: parse(html, { sourceCodeLocationInfo: true }) }
}

const isElement = (node: Node): node is Element => "tagName" in node

function childrenOf(node: Node): Node[] {
  if ("content" in node && node.nodeName === "template") return (node as DefaultTreeAdapterMap["template"]).content.childNodes
  return "childNodes" in node ? (node as ParentNode).childNodes : []
}

/** Every element in document order. */
export function elements(node: Node): Element[] {
  const found: Element[] = []
  const walk = (n: Node) => {
    if (isElement(n)) found.push(n)
    childrenOf(n).forEach(walk)
  }
  walk(node)
  return found
}

/** Every comment's text, with where it is, in document order. */
export function comments(node: Node): { data: string; start: number; end: number }[] {
  const found: { data: string; start: number; end: number }[] = []
  const walk = (n: Node) => {
    if (n.nodeName === "#comment") {
      const loc = n.sourceCodeLocation
      if (loc) found.push({ data: (n as DefaultTreeAdapterMap["commentNode"]).data, start: loc.startOffset, end: loc.endOffset })
    }
    childrenOf(n).forEach(walk)
  }
  walk(node)
  return found
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find(a => a.name === name)?.value
}

/** The text of a raw-text element (script, style) as the browser sees it: line breaks normalised to LF. */
export function textOf(element: Element): string {
  return element.childNodes.map(n => (n.nodeName === "#text" ? (n as DefaultTreeAdapterMap["textNode"]).value : "")).join("")
}

/** Types a browser runs as script; anything else (application/ld+json, application/json) is a data block that CSP ignores. */
const JAVASCRIPT_TYPE = /^(?:module|(?:text|application)\/(?:x-)?(?:javascript|ecmascript)|text\/(?:jscript|livescript))$/i

export const isScript = (element: Element) => element.tagName === "script"
export const isStyle = (element: Element) => element.tagName === "style"

/** A <script> without src that the browser would run (CSP's "inline script"). */
export function isInlineScript(element: Element): boolean {
  if (!isScript(element) || attribute(element, "src") !== undefined) return false
  const type = (attribute(element, "type") ?? "").trim()
  return type === "" || JAVASCRIPT_TYPE.test(type)
}

export interface InlineContent {
  /** Text of every inline, executable <script>. */
  scripts: string[]
  /** Text of every <style> element. */
  styles: string[]
}

/**
 * The inline scripts and styles of an HTML document, as the browser's parser sees their text. With
 * scripting on (as in a browser that runs the page's scripts), <noscript> holds raw text, not elements; with
 * scripting off its <style> elements apply (gatsby-plugin-image puts one there), so styles are read both ways.
 */
export function inlineContent(document: Document): InlineContent {
  const all = elements(document.root)
  const withoutScripting = elements(parse(document.html, { scriptingEnabled: false }))
  const styles = [...new Set([...all, ...withoutScripting].filter(isStyle).map(textOf))]
  return { scripts: all.filter(isInlineScript).map(textOf), styles }
}

/** Source offsets of an element, start tag to end tag inclusive. */
export function span(element: Element): { start: number; end: number } {
  const loc = element.sourceCodeLocation
  if (!loc) throw new Error(`<${element.tagName}> has no source location`)
  return { start: loc.startOffset, end: loc.endOffset }
}

export interface Edit {
  start: number
  end: number
  text: string
}

/** Applies non-overlapping edits to the source. */
export function splice(html: string, edits: readonly Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start)
  let out = ""
  let cursor = 0
  for (const edit of sorted) {
    if (edit.start < cursor) throw new Error("overlapping edits")
    out += html.slice(cursor, edit.start) + edit.text
    cursor = edit.end
  }
  return out + html.slice(cursor)
}

/** Escapes an attribute value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")
}
