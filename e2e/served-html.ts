// The site as the server sends it, read over plain HTTP and parsed with parse5 (jsdom's parser, without jsdom's
// DOM, several times faster than a jsdom document per page): what search engines, link previews and visitors
// without JavaScript get. e2e/site-sweep.spec.ts crawls the build with it once and runs every check that needs
// only the served HTML on what it fetched: links, images and anchors resolving, no control that needs a script,
// and each page's language and twins. Links and ids that only appear after hydration are deliberately not seen.
import type { APIRequestContext } from "@playwright/test"
import { parse } from "parse5"

/** Requests in flight at once: enough to keep a local server busy without starving the machine. */
const CONCURRENCY = 12

/** The parts of a parse5 tree this file reads. */
export interface HtmlNode {
  nodeName: string
  tagName?: string
  attrs?: { name: string; value: string }[]
  childNodes?: HtmlNode[]
  parentNode?: HtmlNode | null
  content?: HtmlNode // <template>
  value?: string // text
}

/** A fetched HTML page: its elements in document order (<noscript> content counts as elements, as without script). */
export interface HtmlPage {
  path: string
  status: number
  headers: Record<string, string>
  elements: HtmlNode[]
}

export function parseHtml(html: string): HtmlNode {
  return parse(html, { scriptingEnabled: false }) as unknown as HtmlNode
}

/** Every element under a node, in document order, <template> content included. */
export function elementsOf(root: HtmlNode): HtmlNode[] {
  const all: HtmlNode[] = []
  const walk = (node: HtmlNode) => {
    if (node.tagName) all.push(node)
    for (const child of node.childNodes ?? []) walk(child)
    if (node.content) walk(node.content)
  }
  walk(root)
  return all
}

export const attr = (el: HtmlNode, name: string): string | null => el.attrs?.find(a => a.name === name)?.value ?? null

export const textOf = (node: HtmlNode): string =>
  node.nodeName === `#text` ? (node.value ?? ``) : (node.childNodes ?? []).map(textOf).join(``)

/** The node and its ancestors, nearest first. */
export function* selfAndAncestors(node: HtmlNode | null | undefined): Generator<HtmlNode> {
  for (let n = node; n; n = n.parentNode) if (n.tagName) yield n
}

/** The nearest of the node and its ancestors that matches, like Element.closest. */
export const closest = (node: HtmlNode, matches: (el: HtmlNode) => boolean): HtmlNode | undefined => {
  for (const el of selfAndAncestors(node)) if (matches(el)) return el
  return undefined
}

/** Text nodes under a node, in document order, skipping subtrees `skip` rejects. */
export function textNodesOf(root: HtmlNode, skip: (el: HtmlNode) => boolean = () => false): HtmlNode[] {
  const texts: HtmlNode[] = []
  const walk = (node: HtmlNode) => {
    if (node.nodeName === `#text`) texts.push(node)
    else if (node.tagName && skip(node)) return
    for (const child of node.childNodes ?? []) walk(child)
  }
  walk(root)
  return texts
}

export const normalize = (text: string) => text.replace(/\s+/g, ` `).trim()

const pathKey = (url: URL): string => {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, ``) : url.pathname
  return path + url.search
}

/** The URLs of a srcset, following the HTML parsing rules closely enough for real markup. */
export function srcsetUrls(srcset: string): string[] {
  const urls: string[] = []
  let i = 0
  while (i < srcset.length) {
    while (i < srcset.length && /[\s,]/.test(srcset[i])) i++
    if (i >= srcset.length) break
    let end = i
    while (end < srcset.length && !/\s/.test(srcset[end])) end++
    let url = srcset.slice(i, end)
    i = end
    if (url.endsWith(`,`)) {
      url = url.replace(/,+$/, ``)
    } else {
      // Skip the descriptors (e.g. "800w", "2x") up to the next comma outside parentheses.
      let depth = 0
      while (i < srcset.length && !(srcset[i] === `,` && depth === 0)) {
        if (srcset[i] === `(`) depth++
        if (srcset[i] === `)`) depth = Math.max(0, depth - 1)
        i++
      }
    }
    if (url) urls.push(url)
  }
  return urls
}

/** E.164 in RFC 3966 global form: "+", country code, 8 to 15 digits, visual separators allowed. */
function telProblem(href: string): string | null {
  const number = href.slice(`tel:`.length)
  if (!/^\+[1-9][0-9\-.()]*$/.test(number)) return `expected tel:+<country code><number> (digits, - . ( ) only)`
  const digits = number.replace(/\D/g, ``).length
  if (digits < 8 || digits > 15) return `${digits} digits (E.164 allows 8 to 15 here)`
  return null
}

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/
const MAILTO_FIELDS = new Set([`subject`, `body`, `cc`, `bcc`])

function mailtoProblem(href: string): string | null {
  const [to, query = ``] = href.slice(`mailto:`.length).split(/\?(.*)/s, 2)
  let addresses: string[]
  try {
    addresses = decodeURIComponent(to)
      .split(`,`)
      .map(a => a.trim())
  } catch {
    return `undecodable address`
  }
  if (addresses.length === 0 || addresses.some(a => !EMAIL.test(a))) return `not an e-mail address: "${to}"`
  for (const [name, value] of new URLSearchParams(query)) {
    if (!MAILTO_FIELDS.has(name.toLowerCase())) return `unknown field "${name}"`
    if ((name === `cc` || name === `bcc`) && value.split(`,`).some(a => !EMAIL.test(a.trim()))) {
      return `not an e-mail address in ${name}: "${value}"`
    }
  }
  return null
}

/** Runs fn over items, at most `limit` at a time. */
async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await fn(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/** Where one URL was found: which page, in which attribute, as written there. */
interface Reference {
  page: string
  where: string
  href: string
}

export interface Crawl {
  /** Path (without trailing slash) -> HTTP status, for every fetched page. */
  pages: Map<string, number>
  /** Path -> the page as served, for every HTML page that answered 200. */
  html: Map<string, HtmlPage>
  /** Path -> ids on that page, for every HTML page. */
  ids: Map<string, Set<string>>
  /** Internal link target path -> where it was linked from. */
  links: Map<string, Reference[]>
  /** Internal asset URL (path + query) -> where it was used. */
  assets: Map<string, Reference[]>
  /** Fragment checks: target path, id, and where the link was. */
  fragments: { target: string; id: string; ref: Reference }[]
  /** Problems found in markup, by kind. */
  markup: { empty: string[]; javascript: string[]; rel: string[]; tel: string[]; mailto: string[] }
}

/**
 * Fetches pages over HTTP (`follow` every internal link from some seeds), parses each once, and records its links,
 * images and head URLs for `linkProblems`. `siteOrigin` is the production URL (SITE_URL): in canonical, og:image
 * and absolute links it means this site.
 */
export function crawler(request: APIRequestContext, origin: string, siteOrigin: string) {
  const crawl: Crawl = {
    pages: new Map(),
    html: new Map(),
    ids: new Map(),
    links: new Map(),
    assets: new Map(),
    fragments: [],
    markup: { empty: [], javascript: [], rel: [], tel: [], mailto: [] },
  }
  const add = (map: Map<string, Reference[]>, key: string, ref: Reference) => {
    if (!map.has(key)) map.set(key, [])
    map.get(key)!.push(ref)
  }
  const isOwn = (url: URL) => url.origin === origin || url.origin === siteOrigin

  function readPage(page: string, elements: HtmlNode[]): string[] {
    const base = new URL(page, origin)
    const found: string[] = []
    const tagged = (...names: string[]) => elements.filter(el => names.includes(el.tagName!))

    crawl.ids.set(
      page,
      new Set([
        ...elements.map(el => attr(el, `id`)).filter((id): id is string => id !== null),
        ...tagged(`a`)
          .map(el => attr(el, `name`))
          .filter((name): name is string => name !== null),
      ]),
    )

    for (const anchor of tagged(`a`, `area`)) {
      const href = attr(anchor, `href`)
      if (href === null) continue // an <a> without href is a placeholder, not a link
      const ref = { page, where: `<${anchor.tagName} href>`, href }
      const trimmed = href.trim()
      if (trimmed === `` || trimmed === `#`) {
        crawl.markup.empty.push(`${page} → href="${href}" (${textOf(anchor).trim().slice(0, 40) || `no text`})`)
        continue
      }
      // Browsers drop tabs and newlines inside URLs, so "java\nscript:" runs too.
      if (/^javascript:/i.test(trimmed.replace(/[\t\n\r]/g, ``))) {
        crawl.markup.javascript.push(`${page} → ${JSON.stringify(href)}`)
        continue
      }
      let url: URL
      try {
        url = new URL(trimmed, base)
      } catch {
        crawl.markup.empty.push(`${page} → href="${href}" (not a URL)`)
        continue
      }
      if (url.protocol === `tel:`) {
        const problem = telProblem(trimmed)
        if (problem) crawl.markup.tel.push(`${page} → ${href} → ${problem}`)
        continue
      }
      if (url.protocol === `mailto:`) {
        const problem = mailtoProblem(trimmed)
        if (problem) crawl.markup.mailto.push(`${page} → ${href} → ${problem}`)
        continue
      }
      const isHttp = url.protocol === `http:` || url.protocol === `https:`
      const external = isHttp && !isOwn(url)
      if (external || attr(anchor, `target`) === `_blank`) {
        const rel = (attr(anchor, `rel`) || ``).toLowerCase().split(/\s+/)
        const missing = [`noopener`, `noreferrer`].filter(token => !rel.includes(token))
        if (missing.length) crawl.markup.rel.push(`${page} → ${href} → rel lacks ${missing.join(` and `)}`)
      }
      if (!isHttp || external) continue

      const target = pathKey(url)
      add(crawl.links, target, ref)
      found.push(target)
      if (url.hash.length > 1) {
        let id = url.hash.slice(1)
        try {
          id = decodeURIComponent(id)
        } catch {
          // Keep the raw id; the check below then reports it.
        }
        crawl.fragments.push({ target, id, ref })
      }
    }

    const asset = (where: string, value: string | null) => {
      if (!value || value.trim() === `` || /^data:/i.test(value.trim())) return
      let url: URL
      try {
        url = new URL(value.trim(), base)
      } catch {
        add(crawl.assets, `(invalid) ${value}`, { page, where, href: value })
        return
      }
      if (!isOwn(url)) return
      add(crawl.assets, url.pathname + url.search, { page, where, href: value })
    }
    const srcsets = (el: HtmlNode) => {
      for (const name of [`srcset`, `data-srcset`]) {
        for (const url of srcsetUrls(attr(el, name) || ``)) asset(`<${el.tagName} ${name}>`, url)
      }
    }
    // gatsby-plugin-image writes lazy images as data-src/data-srcset plus a <noscript> copy.
    for (const img of tagged(`img`)) {
      for (const name of [`src`, `data-src`]) asset(`<img ${name}>`, attr(img, name))
      srcsets(img)
    }
    for (const source of tagged(`source`)) {
      asset(`<source src>`, attr(source, `src`))
      srcsets(source)
    }
    const headLinks = [`icon`, `apple-touch-icon`, `mask-icon`, `preload`, `modulepreload`, `manifest`, `canonical`]
    for (const link of tagged(`link`)) {
      const rel = (attr(link, `rel`) || ``).toLowerCase().split(/\s+/)
      const kind = rel.find(token => headLinks.includes(token))
      if (kind) asset(`<link rel=${kind}>`, attr(link, `href`))
    }
    for (const meta of tagged(`meta`)) {
      const name = attr(meta, `property`) ?? attr(meta, `name`)
      if (name === `og:image` || name === `og:url` || name === `twitter:image`) asset(`<meta ${name}>`, attr(meta, `content`))
    }
    return found
  }

  async function fetchPage(page: string): Promise<string[]> {
    const response = await request.get(new URL(page, origin).href, { maxRedirects: 0, failOnStatusCode: false })
    crawl.pages.set(page, response.status())
    const headers = response.headers()
    if (response.status() !== 200 || !(headers[`content-type`] || ``).includes(`text/html`)) return []
    const elements = elementsOf(parseHtml(await response.text()))
    crawl.html.set(page, { path: page, status: response.status(), headers, elements })
    return readPage(page, elements)
  }

  /** Fetches every page reachable from the seeds that has not been fetched yet. */
  async function follow(seeds: string[]): Promise<void> {
    let frontier = seeds.filter(page => !crawl.pages.has(page))
    while (frontier.length) {
      const next = new Set<string>()
      await eachLimited(frontier, CONCURRENCY, async page => {
        for (const target of await fetchPage(page)) if (!crawl.pages.has(target)) next.add(target)
      })
      frontier = [...next].filter(page => !crawl.pages.has(page))
    }
  }

  /** Asset path -> status, one HEAD request per distinct URL. */
  async function checkAssets(): Promise<Map<string, number>> {
    const statuses = new Map<string, number>()
    const urls = [...crawl.assets.keys()].filter(url => !url.startsWith(`(invalid)`))
    await eachLimited(urls, CONCURRENCY, async url => {
      const known = crawl.pages.get(pathKey(new URL(url, origin)))
      if (known !== undefined) {
        statuses.set(url, known)
        return
      }
      const response = await request.fetch(new URL(url, origin).href, {
        method: `HEAD`,
        maxRedirects: 0,
        failOnStatusCode: false,
      })
      statuses.set(url, response.status())
    })
    return statuses
  }

  return { crawl, follow, checkAssets }
}

/** "page → link → status", one line per broken URL, naming a few of the pages that use it. */
function formatProblem(url: string, refs: Reference[], status: number | string): string {
  const pages = [...new Set(refs.map(ref => ref.page))]
  const shown = pages.slice(0, 3).join(`, `) + (pages.length > 3 ? ` and ${pages.length - 3} more pages` : ``)
  const wheres = [...new Set(refs.map(ref => ref.where))].join(`/`)
  const written = refs[0].href === url ? url : `${refs[0].href} (${url})`
  return `${shown} → ${wheres} ${written} → ${status}`
}

/** Internal links and images that do not answer 200, and links to #ids that the target page lacks. */
export function linkProblems(crawl: Crawl, assetStatus: Map<string, number>): { broken: string[]; fragments: string[] } {
  const broken: string[] = []
  for (const [target, refs] of crawl.links) {
    const status = crawl.pages.get(target)
    if (status !== 200) broken.push(formatProblem(target, refs, status ?? `not fetched`))
  }
  for (const [url, refs] of crawl.assets) {
    const status = url.startsWith(`(invalid)`) ? `not a URL` : assetStatus.get(url)
    if (status !== 200) broken.push(formatProblem(url, refs, status ?? `not fetched`))
  }

  const missingTargets = new Map<string, Reference[]>()
  for (const { target, id, ref } of crawl.fragments) {
    const ids = crawl.ids.get(target)
    if (!ids || ids.has(id) || id.toLowerCase() === `top`) continue // no page: reported as broken above
    const key = `${target}#${id}`
    if (!missingTargets.has(key)) missingTargets.set(key, [])
    missingTargets.get(key)!.push(ref)
  }
  const fragments = [...missingTargets].map(([key, refs]) => formatProblem(key, refs, `no element with that id`))
  return { broken, fragments }
}
