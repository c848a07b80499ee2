/**
 * @jest-environment node
 */
import { collections, entryRoute, fixedRoutes, patternFolder } from "../src/shared/content-model"
import { basePath, excerptParts, kindFolders, pageKind, pageKinds, pagefindScript, queryOf, SEARCH_PATH } from "../src/shared/search"
import { buildCsp, buildRules, type PageHashes } from "../src/node/headers"
import { searchKindOf } from "../src/node/create-pages"
import { uiStrings } from "../src/node/ui-strings"
import path from "path"

describe("pageKind", () => {
  it("names every collection's pages from the content model, in every language", () => {
    for (const model of collections.filter(c => c.pages)) {
      const kind = pageKind(entryRoute(model.dir, "some-entry"))
      const folder = patternFolder(model.pages!)
      expect(kind).toBe(folder ? kindFolders[folder] : "sport")
      expect(pageKind(entryRoute(model.dir, "some-entry", "hi"))).toBe(kind)
      expect(pageKinds).toContain(kind)
    }
    // No folder is left without a collection.
    const folders = collections.flatMap(c => (c.pages ? [patternFolder(c.pages)] : []))
    expect(Object.keys(kindFolders).sort()).toEqual(folders.filter(Boolean).sort())
  })

  it("keeps template demos, not-found and the search page out; other fixed pages are pages", () => {
    for (const route of fixedRoutes) {
      const expected = route.startsWith("/template-") || route === "/404" || route === SEARCH_PATH ? null : "page"
      expect(pageKind(route)).toBe(expected)
      expect(pageKind(`/hi${route === "/" ? "" : route}/`)).toBe(expected)
    }
  })

  it("leaves out deeper addresses under a folder (the filtered copies of /projects)", () => {
    expect(pageKind("/projects/sport/badminton")).toBeNull()
    expect(pageKind("/game/a/b")).toBeNull()
  })
})

it("searchKindOf: the kind a page's context carries, named in the page's language; null for pages search leaves out", () => {
  const root = path.join(__dirname, "..")
  const hindi = uiStrings(root, "hi")!
  expect(searchKindOf("/game/x", "en", root)).toEqual({ kind: "game", label: "Game" })
  expect(searchKindOf("/hi/game/x", "hi", root)).toEqual({ kind: "game", label: hindi["Game"] })
  expect(hindi["Game"]).not.toBe("Game")
  expect(searchKindOf("/hi/blog/x", "hi", root)).toEqual({ kind: "blog", label: hindi["Blog post"] })
  expect(searchKindOf(SEARCH_PATH, "en", root)).toBeNull()
  expect(searchKindOf("/hi/projects/sport/badminton", "hi", root)).toBeNull()
})

it("basePath drops the language prefix and trailing slash", () => {
  expect(basePath("/hi")).toBe("/")
  expect(basePath("/hi/")).toBe("/")
  expect(basePath("/hi/game/x/")).toBe("/game/x")
  expect(basePath("/history")).toBe("/history")
  expect(basePath("/")).toBe("/")
})

it("queryOf reads ?q= trimmed, Devanagari included", () => {
  expect(queryOf("?q=%E0%A4%AC%E0%A5%88%E0%A4%A1%E0%A4%AE%E0%A4%BF%E0%A4%82%E0%A4%9F%E0%A4%A8+")).toBe("बैडमिंटन")
  expect(queryOf("?q=badminton+court")).toBe("badminton court")
  expect(queryOf("")).toBe("")
  expect(queryOf("?x=1")).toBe("")
})

describe("excerptParts", () => {
  it("marks what Pagefind marked and decodes its entities once", () => {
    expect(excerptParts("Play <mark>badminton</mark> &amp; tennis &lt;b&gt;")).toEqual([
      { text: "Play ", mark: false },
      { text: "badminton", mark: true },
      { text: " & tennis <b>", mark: false },
    ])
  })
  it("drops any other markup and keeps text after an unclosed mark", () => {
    expect(excerptParts("<img src=x onerror=alert(1)>a <mark>b")).toEqual([{ text: "a b", mark: false }])
    expect(excerptParts("&amp;lt;")).toEqual([{ text: "&lt;", mark: false }])
    expect(excerptParts("")).toEqual([])
  })
})

it("pagefindScript is under the site's path prefix", () => {
  expect(pagefindScript()).toBe("/pagefind/pagefind.js")
  expect(pagefindScript("/repo")).toBe("/repo/pagefind/pagefind.js")
})

describe("the search pages' policy", () => {
  const base = { scriptHashes: [], styleHashes: [], connectOrigins: [], frameOrigins: [] }
  it("allows WebAssembly only when asked", () => {
    expect(buildCsp(base)).not.toContain("wasm")
    expect(buildCsp({ ...base, wasm: true })).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(buildCsp({ ...base, wasm: true })).not.toContain("unsafe-eval'" + " 'unsafe")
  })

  it("gives the search page and Pagefind's folder 'wasm-unsafe-eval', and every other page today's policy", () => {
    const page = (paths: string[], wasm?: boolean): PageHashes => ({
      file: `${paths[0]}.html`,
      paths,
      scripts: ["'sha256-a'"],
      styles: [],
      wasm,
    })
    const rules = buildRules({
      pages: [page(["*"]), page(["/about"]), page(["/search"], true), page(["/hi/search"], true)],
      wasmFolders: ["/pagefind/*"],
    })
    const csp = (path: string) => rules.find(r => r.path === path)?.headers.find(([n]) => n === "Content-Security-Policy")?.[1]
    expect(csp("/*")).not.toContain("wasm")
    expect(csp("/about")).toBeUndefined() // same as the site-wide policy
    expect(csp("/search")).toContain("'wasm-unsafe-eval'")
    expect(csp("/hi/search")).toContain("'wasm-unsafe-eval'")
    const folder = rules.find(r => r.path === "/pagefind/*")!
    expect(folder.detach).toEqual(["Content-Security-Policy", "Cache-Control"])
    expect(csp("/pagefind/*")).toContain("'wasm-unsafe-eval'")
    expect(rules.filter(r => csp(r.path)?.includes("wasm")).map(r => r.path)).toEqual(["/hi/search", "/search", "/pagefind/*"])
  })
})
