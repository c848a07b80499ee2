/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { adminCsp } from "../src/node/admin/admin-csp"
import { GENERATED_MARKER, hashSource } from "../src/node/headers"
import { bootScriptText, BOOT_SCRIPT_FILE } from "../src/node/post-build/boot-script"
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

test("the boot script is src/boot/gatsby-boot.js, minified, and safe inside a <script> element", () => {
  const text = bootScriptText(ROOT)
  expect(text.length).toBeLessThan(fs.readFileSync(path.join(ROOT, BOOT_SCRIPT_FILE), "utf8").length / 2)
  expect(text).toContain("data-chunk-mapping")
  expect(text).not.toMatch(/<\/script|<!--|\n/)
})

test("rewrites every page, writes _headers with one script hash, and a warm run changes nothing", () => {
  const report = run()
  expect(report.pages).toBe(3)
  expect(report.outcomes).toEqual({ rewritten: 3, refreshed: 0, restitched: 0, unchanged: 0 })
  expect(report.scriptHash).toBe(hashSource(bootScriptText(ROOT)))
  expect(describeReport(report)).toMatch(
    /^Post-build: 3 page\(s\) start their scripts after the first paint \(3 rewritten, 0 re-stitched by Gatsby, 0 refreshed, 0 up to date\), one inline script hash site-wide; public\/_headers: 6 rules/,
  )
  for (const file of ["404.html", "index.html", "about/index.html"]) {
    expect(read(file)).toContain(`<script id="gatsby-boot" data-src="/app-1.js"`)
    expect(read(file)).not.toContain("gatsby-script-loader")
  }
  expect(read("_gatsby/slices/_gatsby-scripts-1.html")).toBe(slice())
  const headers = read("_headers")
  expect(headers.startsWith(GENERATED_MARKER)).toBe(true)
  expect(headers.match(/'sha256-[^']+'/g)!.filter(h => h === report.scriptHash).length).toBeGreaterThan(0)
  expect(headers).toContain("\n/about\n") // its own style
  expect(headers).not.toContain("/admin") // no content manager in this build

  const pages = ["404.html", "index.html", "about/index.html"].map(read)
  expect(run().outcomes).toEqual({ rewritten: 0, refreshed: 0, restitched: 0, unchanged: 3 })
  expect(["404.html", "index.html", "about/index.html"].map(read)).toEqual(pages)
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

describe("a page Gatsby wrote in another shape stops the build, and nothing is written", () => {
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

  test("a page without Gatsby's scripts", () => {
    write("contact/index.html", `<!DOCTYPE html><html><body><h1>Contact</h1></body></html>`)
    fails(
      /^The post-build step \(src\/node\/post-build\/\) found the written pages in a shape it does not know[^\n]*\n {2}✖ public\/contact\/index\.html: no <script id="gatsby-script-loader">/,
    )
  })

  test("a page whose async script tags are gone", () => {
    write("about/index.html", gatsbyPage("/about").replace(/<script src="[^"]+" async><\/script>/, ""))
    fails(/✖ public\/about\/index\.html: the scripts slice has no <script src="…" async> tags/)
  })

  test("an inline script that would need a second hash", () => {
    write("about/index.html", gatsbyPage("/about", `<script>track()</script>`))
    fails(
      /✖ public\/about\/index\.html: an inline script besides the boot script would need a second CSP hash site-wide \('sha256-[^']+'\): track\(\)/,
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

test("any number of pages with the same inline content share the site-wide rules", () => {
  for (let i = 0; i < 150; i++) write(`news/n${i}/index.html`, gatsbyPage(`/news/n${i}`))
  const report = run()
  expect(report.pages).toBe(153)
  expect(report.rules).toBe(6) // /*, three cache rules, the .ics type, and /about with its own style
})
