/**
 * @jest-environment node
 */
/**
 * The contract between `gatsby build` and the post-build step (src/node/post-build/), checked on the REAL
 * build in public/, not on hand-written pages: a Gatsby upgrade that changes the shape of its output fails
 * here (or stops the build) instead of shipping pages without JavaScript or with a policy that blocks them.
 *
 * Runs after the build, as its own stage of `npm test` (scripts/run-tests.mjs), or alone:
 *
 *   npx gatsby build && npx jest -c jest.contract.config.js
 *
 * It reads the pages with its own parse5 walk and _headers with scripts/serve.mjs (the server the browser
 * tests use, which applies rules as Cloudflare Pages does), and shares with the step only the loader's text and
 * the admin policy it must find.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { parse } from "parse5"
import type { DefaultTreeAdapterMap } from "parse5"
import { hashSource } from "../src/node/headers"
import { adminCsp, ADMIN_DIR } from "../src/node/admin/admin-csp"
import { loaderScript } from "../src/node/post-build/external-scripts"
import { SEARCH_DIR } from "../src/node/post-build/search-index"
import { locales } from "../src/shared/routes"
import { pageKind } from "../src/shared/search"
import { kindLabels } from "../src/shared/search-labels"
import { translate } from "../src/shared/locale"
import { uiStrings } from "../src/node/ui-strings"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

const ROOT = path.join(__dirname, "..")
const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(ROOT, "public"))
const PREFIX = process.env.PATH_PREFIX || ""
const SERVE = path.join(ROOT, "scripts", "serve.mjs")

function htmlFiles(dir = ""): string[] {
  return fs.readdirSync(path.join(PUBLIC, dir), { withFileTypes: true }).flatMap(entry => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) return dir === "" && ["_gatsby", "page-data", ADMIN_DIR].includes(entry.name) ? [] : htmlFiles(rel)
    return entry.name.endsWith(".html") ? [rel] : []
  })
}

function elementsOf(node: Node): Element[] {
  const found: Element[] = []
  const walk = (n: Node) => {
    if ("tagName" in n) found.push(n)
    if ("childNodes" in n) (n as DefaultTreeAdapterMap["parentNode"]).childNodes.forEach(walk)
  }
  walk(node)
  return found
}
const attr = (e: Element, name: string) => e.attrs.find(a => a.name === name)?.value
const text = (e: Element) => e.childNodes.map(n => ("value" in n ? (n as DefaultTreeAdapterMap["textNode"]).value : "")).join("")
const runs = (e: Element) =>
  e.tagName === "script" && attr(e, "src") === undefined && /^(|module|text\/javascript)$/i.test((attr(e, "type") ?? "").trim())

interface Page {
  file: string
  scripts: Element[]
  inlineScripts: string[]
  styles: string[]
  ids: string[]
  main?: Element
}

function readPage(file: string): Page {
  const html = fs.readFileSync(path.join(PUBLIC, file), "utf8")
  const all = elementsOf(parse(html))
  // A browser without scripts parses <noscript> as markup, and its <style> elements apply.
  const withoutScripting = elementsOf(parse(html, { scriptingEnabled: false }))
  return {
    file,
    scripts: all.filter(e => e.tagName === "script"),
    inlineScripts: all.filter(runs).map(text),
    styles: [...new Set([...all, ...withoutScripting].filter(e => e.tagName === "style").map(text))],
    ids: all.map(e => attr(e, "id")).filter((id): id is string => !!id),
    main: all.find(e => e.tagName === "main"),
  }
}

/** The headers scripts/serve.mjs --headers sends for each path (an ES module: a child process answers). */
function served(paths: string[]): Record<string, Record<string, string>> {
  const program = `
    import { readFileSync } from "node:fs"
    import { parseHeadersFile, headersFor } from ${JSON.stringify(SERVE)}
    const [file, paths] = JSON.parse(process.argv[1])
    const rules = parseHeadersFile(readFileSync(file, "utf8"))
    console.log(JSON.stringify(Object.fromEntries(paths.map(p => [p, headersFor(rules, p)]))))`
  const out = execFileSync(
    process.execPath,
    ["--input-type=module", "-e", program, JSON.stringify([path.join(PUBLIC, "_headers"), paths])],
    { encoding: "utf8" },
  )
  return JSON.parse(out)
}

const sources = (csp: string, directive: string) =>
  (new RegExp(`(?:^|; )${directive} ([^;]*)`).exec(csp)?.[1] ?? "").split(" ").filter(Boolean)
const hashesIn = (csp: string, directive: string) =>
  sources(csp, directive)
    .filter(s => s.startsWith("'sha256-"))
    .sort()

const FILES = fs.existsSync(PUBLIC) ? htmlFiles() : []
/** The loader every page runs (the step's own text: src/boot/start-scripts.js, minified). */
const LOADER = loaderScript(ROOT)
const PAGES = FILES.map(readPage)
/** The address a page file is served at (gatsby-config's trailingSlash is "never"). */
const pagePath = (page: Page) => (page.file === "index.html" ? "/" : `/${page.file.replace(/\/index\.html$|\.html$/, "")}`)
/** Where a host serves the page: its own path, or (404.html) any unknown path. */
const UNKNOWN_PATH = `${PREFIX}/no-such-page-${process.pid}`
const servedAt = (page: Page) => (page.file === "404.html" ? UNKNOWN_PATH : `${PREFIX}${pagePath(page)}`)

describe(`the build in ${path.relative(ROOT, PUBLIC) || "."}/`, () => {
  test("has pages, the not-found page and the site's headers", () => {
    expect(FILES.length).toBeGreaterThan(10)
    expect(FILES).toEqual(expect.arrayContaining(["index.html", "404.html"]))
    expect(fs.existsSync(path.join(PUBLIC, "_headers"))).toBe(true)
  })
})

describe("the site search indexes content pages only, each with its kind (named in its language, and as a filter)", () => {
  const labels = Object.fromEntries(locales.map(l => [l, kindLabels(english => translate(uiStrings(ROOT, l), english))]))
  test.each(FILES.filter(f => f.endsWith("index.html")))("%s", file => {
    const page = PAGES.find(p => p.file === file)!
    const locale = locales.find(l => l !== locales[0] && (pagePath(page) === `/${l}` || pagePath(page).startsWith(`/${l}/`))) ?? locales[0]
    const kind = pageKind(pagePath(page))
    const main = page.main!
    expect(main).toBeDefined()
    expect(attr(main, "data-pagefind-body") !== undefined).toBe(kind !== null)
    expect(attr(main, "data-pagefind-meta")).toBe(kind ? `kind:${labels[locale][kind]}` : undefined)
    expect(attr(main, "data-pagefind-filter")).toBe(kind ? `kind:${kind}` : undefined)
  })
})

describe("the site search's text of a page", () => {
  // Pagefind's fragments (gzipped, after a signature): each indexed page's address and the text it searches and excerpts.
  const dir = path.join(PUBLIC, SEARCH_DIR, "fragment")
  const fragments: { url: string; content: string }[] = fs.existsSync(dir)
    ? fs.readdirSync(dir).map(f =>
        JSON.parse(
          zlib
            .gunzipSync(fs.readFileSync(path.join(dir, f)))
            .toString("utf8")
            .replace(/^pagefind_dcd/, ""),
        ),
      )
    : []
  test("starts with the page's own text: no link back to a listing, no post's facts", () => {
    expect(fragments.length).toBeGreaterThan(0)
    const facts = locales.map(l => translate(uiStrings(ROOT, l), "min read"))
    // The site's own controls, as rendered (an editor's text may use an arrow of its own).
    const controls = locales.flatMap(l => {
      const t = (english: string) => translate(uiStrings(ROOT, l), english)
      return [`← ${t("All posts")}`, `← ${t("Back to Services")}`, t("Use ← → to browse, Esc to close")]
    })
    for (const { url, content } of fragments) {
      expect({ url, back: controls.some(c => content.includes(c)) }).toEqual({ url, back: false })
      if (pageKind(url.replace(/(.)\/$/, "$1")) === "blog")
        expect({ url, facts: facts.some(f => content.includes(f)) }).toEqual({ url, facts: false })
    }
    expect(fragments.some(f => pageKind(f.url.replace(/(.)\/$/, "$1")) === "blog")).toBe(true)
  })
})

describe("the browser's JavaScript", () => {
  // Every chunk the pages load at start (webpack-runtime, framework, app): Gatsby's browser entry lives in app.
  const stats = FILES.length ? JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) : {}
  const appScripts: string[] = (stats.namedChunkGroups?.app?.assets ?? [])
    .map((a: { name: string }) => a.name)
    .filter((name: string) => name.endsWith(".js"))

  test("leaves out the parts of Gatsby's browser entry the site does not use (Slice; src/node/webpack.ts, SIDE_EFFECT_FREE)", () => {
    expect(appScripts.length).toBeGreaterThan(0)
    const code = appScripts.map(name => fs.readFileSync(path.join(PUBLIC, name), "utf8")).join("\n")
    // The app chunk holds Gatsby's loader; a used export keeps its name only when the entry is taken whole.
    expect(code).toContain("webpackCompilationHash")
    expect(code).not.toContain("Nested slices are not supported")
    expect(code).not.toMatch(/[{,]Slice:(function|\(\)=>)/)
  })

  // Their first use loads ICU data: 5 to 15 ms on a fast machine, a long task on a slow phone while the page
  // hydrates. The site formats and orders by hand (src/shared/text.ts); a dependency that brings them in shows here.
  test("uses no Intl: no collator (localeCompare), no number or date format (toLocaleString)", () => {
    // This build's chunks (a warm build leaves older ones in public/), and the scripts moved out of the pages.
    const chunks: string[] = Object.values<string[]>(stats.assetsByChunkName ?? {}).flat()
    const scripts = [
      ...new Set(chunks.filter(name => name.endsWith(".js"))),
      ...fs.readdirSync(path.join(PUBLIC, "_scripts")).map(name => `_scripts/${name}`),
    ]
    expect(scripts.length).toBeGreaterThan(0)
    const offenders = scripts.flatMap(name => {
      const found = fs.readFileSync(path.join(PUBLIC, name), "utf8").match(/\bIntl\.|\.localeCompare\(|\.toLocale(Date|Time)?String\(/g)
      return found ? [`${name}: ${[...new Set(found)].join(" ")}`] : []
    })
    expect(offenders).toEqual([])
  })
})

describe("every page runs one script, the inline loader, which starts the page's held scripts after the first paint", () => {
  const appData = FILES.length ? JSON.parse(fs.readFileSync(path.join(PUBLIC, "page-data", "app-data.json"), "utf8")) : {}
  const fileOf = (url: string) => {
    expect(url.startsWith(`${PREFIX}/`)).toBe(true)
    return path.join(PUBLIC, url.slice(PREFIX.length))
  }
  const held = (page: Page) => page.scripts.filter(s => attr(s, "type") === "text/x-held-script").map(s => attr(s, "data-src")!)

  test.each(FILES)("%s: the one script it runs is the inline loader, the same on every page; every script it holds exists", file => {
    const page = PAGES.find(p => p.file === file)!
    expect(page.inlineScripts).toEqual([LOADER])
    expect(page.scripts.filter(s => attr(s, "src") !== undefined)).toEqual([])
    expect(page.scripts.filter(s => attr(s, "data-start-scripts") !== undefined)).toHaveLength(1)
    expect(held(page).length).toBeGreaterThan(0)
    for (const url of held(page)) expect(fs.existsSync(fileOf(url))).toBe(true)
  })

  test.each(FILES)("%s: its scripts belong to this build (warm builds), and its page data is there", file => {
    const page = PAGES.find(p => p.file === file)!
    // Whatever Gatsby wrote inline, now in files: this build's compilation hash is among them.
    const texts = held(page)
      .filter(url => url.startsWith(`${PREFIX}/_scripts/`))
      .map(url => fs.readFileSync(fileOf(url), "utf8"))
    expect(texts.join("\n")).toContain(appData.webpackCompilationHash)
    if (file === "404.html") return
    const p = pagePath(page)
    const dataFile = path.join(PUBLIC, "page-data", p === "/" ? "index" : p.replace(/^\/|\/$/g, ""), "page-data.json")
    expect(fs.existsSync(dataFile)).toBe(true)
    expect(JSON.parse(fs.readFileSync(dataFile, "utf8")).path).toBe(p)
  })
})

describe("public/_headers matches what the pages contain", () => {
  const PAGEFIND_SCRIPT = `${PREFIX}/${SEARCH_DIR}/pagefind-worker.js`
  const headers = FILES.length ? served([...PAGES.map(servedAt), `${PREFIX}/${ADMIN_DIR}/`, `${PREFIX}/${ADMIN_DIR}`, PAGEFIND_SCRIPT]) : {}
  const cspOf = (p: string) => headers[p]["Content-Security-Policy"] ?? ""

  test.each(FILES)("%s is served with one policy that allows exactly its inline scripts and styles", file => {
    const page = PAGES.find(p => p.file === file)!
    const csp = cspOf(servedAt(page))
    expect(csp.match(/default-src/g)).toHaveLength(1) // one policy, not two joined with ", "
    expect(hashesIn(csp, "script-src")).toEqual([...new Set(page.inlineScripts.map(hashSource))].sort())
    expect(hashesIn(csp, "style-src")).toEqual([...new Set(page.styles.map(hashSource))].sort())
    expect(sources(csp, "script-src")).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]))
    expect(csp).not.toContain("'unsafe-eval'")
  })

  test("one script hash for the whole site, the loader's", () => {
    const all = new Set(PAGES.flatMap(page => hashesIn(cspOf(servedAt(page)), "script-src")))
    expect([...all]).toEqual([hashSource(LOADER)])
  })

  test("'unsafe-eval' appears in no rule but the content manager's", () => {
    const lines = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8").split("\n")
    let rulePath = ""
    for (const line of lines) {
      if (/^\S/.test(line) && !line.startsWith("#")) rulePath = line
      if (line.includes("'unsafe-eval'")) expect(rulePath).toMatch(new RegExp(`^${PREFIX}/${ADMIN_DIR}(/\\*)?$`))
    }
  })

  // Pagefind compiles WebAssembly (the search pages, the blog's text box, its worker): every policy but the content
  // manager's allows 'wasm-unsafe-eval', which allows nothing else; a policy per searching page would pass
  // Cloudflare Pages' 100 rules as the blog grows (the build checks that limit).
  test("every page's policy allows WebAssembly, and only WebAssembly: 'wasm-unsafe-eval', never 'unsafe-eval'", () => {
    for (const p of [...PAGES.map(servedAt), PAGEFIND_SCRIPT]) {
      const csp = cspOf(p)
      expect(sources(csp, "script-src")).toContain("'wasm-unsafe-eval'")
      expect(sources(csp, "script-src")).not.toContain("'unsafe-eval'")
    }
  })

  // gatsby-node.ts builds the content manager into every build.
  test("the content manager gets its own policy, and only that one", () => {
    expect(fs.existsSync(path.join(PUBLIC, ADMIN_DIR, "index.html"))).toBe(true)
    const admin = readPage(`${ADMIN_DIR}/index.html`)
    const expected = adminCsp({ authUrl: process.env.CMS_AUTH_URL, inlineScripts: admin.inlineScripts })
    for (const p of [`${PREFIX}/${ADMIN_DIR}/`, `${PREFIX}/${ADMIN_DIR}`]) expect(cspOf(p)).toBe(expected)
  })
})
