/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { adminCsp } from "../src/node/admin/admin-csp"
import { GENERATED_MARKER, hashSource } from "../src/node/headers"
import { HELD_TYPE, holdPageScripts, loaderScript, scriptFileName } from "../src/node/post-build/external-scripts"
import { describeReport, PostBuildError, runPostBuild } from "../src/node/post-build"

/**
 * The post-build step on hand-written pages of Gatsby's shape: what it writes, and how it stops the build.
 * __tests__/build-output.contract.ts checks the same promises on the real build.
 */
const ROOT = path.join(__dirname, "..")
const slice = (app = "app-1") =>
  `<!-- slice-start id="_gatsby-scripts-1" --><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script>window.___webpackCompilationHash="abc";</script><script src="/${app}.js" async></script><!-- slice-end id="_gatsby-scripts-1" -->`
const gatsbyPage = (pagePath: string, extra = "") =>
  `<!DOCTYPE html><html><head><style>body{margin:0}</style>${extra}</head><body><div id="___gatsby"></div>` +
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>${slice()}</body></html>`

let dir: string
const write = (file: string, html: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), html)
}
const read = (file: string) => fs.readFileSync(path.join(dir, file), "utf8")
const run = (env: NodeJS.ProcessEnv = {}) => runPostBuild({ projectDir: ROOT, publicDir: dir, trailingSlash: "never", basePath: "", env })

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "post-build-"))
  write("404.html", gatsbyPage("/404.html"))
  write("index.html", gatsbyPage("/"))
  write("about/index.html", gatsbyPage("/about", `<style>.about{}</style>`))
  write("_gatsby/slices/_gatsby-scripts-1.html", slice())
  write("page-data/index/page-data.json", "{}")
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const LOADER_TEXT = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`
/**
 * A Gatsby page's three inline scripts: its path, then, after the slice's opening comment, the chunk mapping and the
 * compilation hash. Two files: the page's own, and the slice's, the same on every page.
 */
const PAGE_SCRIPT = (pagePath: string) => LOADER_TEXT(pagePath)
const SLICE_RUN = (hash = "abc") => [`window.___chunkMapping="{}";`, `window.___webpackCompilationHash="${hash}";`].join("\n;\n")

const LOADER = loaderScript(ROOT)
const loaderTag = () => `<script data-start-scripts>${LOADER}</script>`
const held = (src: string, extra = "") => `<script type="${HELD_TYPE}" data-src="${src}"${extra}></script>`

test("the loader is src/boot/start-scripts.js, minified, safe inside a <script> element, and starts held scripts", () => {
  expect(LOADER.length).toBeLessThan(fs.readFileSync(path.join(ROOT, "src/boot/start-scripts.js"), "utf8").length / 2)
  expect(LOADER).toContain(HELD_TYPE)
  expect(LOADER).not.toMatch(/<\/script|<!--|\n/)
})

test("every script is held in place, inline ones moved into files first, with one loader before them; data blocks stay", () => {
  const html = `<p>a</p><script id="x">one()</script><script type="application/ld+json">{"a":1}</script><script src="/b.js" async></script><script type="module">two()</script>`
  const result = holdPageScripts(html, LOADER, "/repo")
  expect(result.html).toBe(
    `<p>a</p>${loaderTag()}${held(`/repo/${scriptFileName("one()")}`, ` id="x"`)}<script type="application/ld+json">{"a":1}</script>` +
      `${held("/b.js")}${held(`/repo/${scriptFileName("two()")}`, ` data-type="module"`)}`,
  )
  expect(result.scripts).toEqual([
    { file: scriptFileName("one()"), text: "one()" },
    { file: scriptFileName("two()"), text: "two()" },
  ])
  expect(scriptFileName("one()")).toMatch(/^_scripts\/[0-9a-f]{20}\.js$/)
  // Done: the result is stable.
  expect(holdPageScripts(result.html, LOADER, "/repo")).toEqual({ html: result.html, scripts: [], referenced: result.referenced })
  // A new loader (its source changed) replaces the old one.
  expect(holdPageScripts(result.html, "start()", "/repo").html).toBe(
    result.html.replace(loaderTag(), `<script data-start-scripts>start()</script>`),
  )
})

test("holds every page's scripts, writes _headers with one script hash, and a warm run changes nothing", () => {
  const report = run()
  expect(report.pages).toBe(3)
  expect(report.changed).toBe(3)
  // One per page, its path; and one for the slice's chunk mapping and compilation hash, which every page shares.
  expect(report.scriptFiles).toBe(4)
  expect(describeReport(report)).toMatch(
    /^Post-build: 3 page\(s\) start their scripts after the first paint \(3 changed in this build\); 4 script file\(s\) in public\/_scripts\/ \(0 unused removed\); public\/_headers: 7 rules/,
  )
  const sliceFile = scriptFileName(SLICE_RUN())
  expect(read(sliceFile)).toBe(SLICE_RUN())
  for (const [file, pagePath] of [
    ["404.html", "/404.html"],
    ["index.html", "/"],
    ["about/index.html", "/about"],
  ]) {
    const name = scriptFileName(PAGE_SCRIPT(pagePath))
    expect(read(file)).toContain(`${loaderTag()}${held(`/${name}`, ` id="gatsby-script-loader"`)}`)
    expect(read(name)).toBe(PAGE_SCRIPT(pagePath))
    expect(read(file)).toContain(held(`/${sliceFile}`, ` id="gatsby-chunk-mapping"`))
    expect(read(file)).toContain(held("/app-1.js"))
  }
  expect(read("_gatsby/slices/_gatsby-scripts-1.html")).toBe(slice())
  const headers = read("_headers")
  expect(headers.startsWith(GENERATED_MARKER)).toBe(true)
  // One script hash, the loader's, for the whole site.
  expect(headers).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource(LOADER)};`)
  expect(headers).toContain("\n/about\n") // its own style
  expect(headers).not.toContain("/admin") // no content manager in this build

  const pages = ["404.html", "index.html", "about/index.html"].map(read)
  expect(run().changed).toBe(0)
  expect(["404.html", "index.html", "about/index.html"].map(read)).toEqual(pages)
})

test("warm builds: a re-stitched slice is held again, and files no page refers to are removed", () => {
  run()
  // Gatsby stitches a new scripts slice into a page it did not render again.
  const before = read("about/index.html")
  const stitched = before.replace(
    /<!-- slice-start[\s\S]*<!-- slice-end id="_gatsby-scripts-1" -->/,
    slice("app-2").replace(`"abc"`, `"def"`),
  )
  write("about/index.html", stitched)
  fs.rmSync(path.join(dir, "index.html"))
  const report = run()
  expect(report.changed).toBe(1)
  expect(read("about/index.html")).toContain(held("/app-2.js"))
  expect(read("about/index.html").match(/data-start-scripts/g)).toHaveLength(1)
  // The page is as a cold build makes it: its own script, unchanged, then the new slice's two in one file. Nothing
  // of the old slice is left in it (the old slice's file stays, for the page that still refers to it).
  const about = read("about/index.html")
  expect(about).toContain(
    `${loaderTag()}${held(`/${scriptFileName(PAGE_SCRIPT("/about"))}`, ` id="gatsby-script-loader"`)}<!-- slice-start id="_gatsby-scripts-1" -->` +
      held(`/${scriptFileName(SLICE_RUN("def"))}`, ` id="gatsby-chunk-mapping"`),
  )
  expect(read(scriptFileName(SLICE_RUN("def")))).toBe(SLICE_RUN("def"))
  expect(about).not.toContain(scriptFileName(SLICE_RUN("abc")))
  expect(about.match(/type="text\/x-held-script"/g)).toHaveLength(3)
  // The home page's own script went with the page.
  expect(fs.existsSync(path.join(dir, scriptFileName(PAGE_SCRIPT("/"))))).toBe(false)
  expect(report.removed).toBe(1)
})

test("the content manager gets its own rules, with the OAuth origin of CMS_AUTH_URL, and is not rewritten", () => {
  const admin = `<!doctype html><title>Content manager</title><script src="decap-cms.js"></script>`
  write("admin/index.html", admin)
  run({ CMS_AUTH_URL: "https://oauth.example.workers.dev" })
  expect(read("admin/index.html")).toBe(admin)
  const headers = read("_headers")
  expect(headers).toContain(
    `/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminCsp({ authUrl: "https://oauth.example.workers.dev" })}\n`,
  )
  expect(headers).toContain("https://oauth.example.workers.dev")
})

describe("a page the step cannot ship stops the build, and nothing is written", () => {
  const before = () => ["index.html", "about/index.html"].map(read)
  const fails = (message: RegExp) => {
    const pages = before()
    let error: unknown
    try {
      run()
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(PostBuildError)
    expect((error as Error).message).toMatch(message)
    expect(before()).toEqual(pages)
    expect(fs.existsSync(path.join(dir, "_headers"))).toBe(false)
  }

  test("a page that refers to a script file no build wrote", () => {
    write("about/index.html", gatsbyPage("/about").replace("</body>", `<script src="/_scripts/0000.js"></script></body>`))
    fails(
      /^The post-build step \(src\/node\/post-build\/\) stopped the build before changing anything:\n {2}✖ a page refers to _scripts\/0000\.js, which no build wrote/,
    )
  })

  test("a page that renders GatsbyImage", () => {
    write(
      "about/index.html",
      gatsbyPage("/about").replace(`<div id="___gatsby"></div>`, `<div id="___gatsby"><img data-gatsby-image-ssr="" src="a.jpg"></div>`),
    )
    fails(/GatsbyImage/)
  })

  test("no page at all", () => {
    for (const file of ["404.html", "index.html", "about/index.html"]) fs.rmSync(path.join(dir, file))
    expect(() => run()).toThrow(/public\/ holds no HTML page/)
  })
})

test("a static/_headers is refused rather than overwritten", () => {
  write("_headers", "/*\n  X-Test: 1\n")
  expect(() => run()).toThrow(/was not written by src\/node\/headers\/ \(is there a static\/_headers\?\)/)
  expect(read("_headers")).toBe("/*\n  X-Test: 1\n")
})

test("any number of pages share the site-wide rules, though each has its own path script", () => {
  for (let i = 0; i < 150; i++) write(`news/n${i}/index.html`, gatsbyPage(`/news/n${i}`))
  const report = run()
  expect(report.pages).toBe(153)
  expect(report.rules).toBe(7) // /*, three cache rules, the .ics type, /pagefind/*, and /about with its own style
})
