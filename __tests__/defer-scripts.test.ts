import fs from "fs"
import path from "path"
import { BOOT_ATTRIBUTES, BOOT_SCRIPT_FILE, BOOT_SCRIPT_ID, bootScriptTag } from "../src/node/post-build/boot-script"
import { deferPageScripts, PageShapeError } from "../src/node/post-build/defer-scripts"
import { pageHashes } from "../src/node/headers"
import { WEB_FONTS_ID, webFontsJson } from "../src/lib/web-font-list"

/**
 * The rewrite of Gatsby's scripts into the boot script, on hand-written pages of the shape Gatsby 5 writes
 * (the contract test, __tests__/build-output.contract.ts, checks the same on a real build), and the boot
 * script's behaviour in jsdom, from its source file.
 */
const BOOT_SOURCE = fs.readFileSync(path.join(__dirname, "..", BOOT_SCRIPT_FILE), "utf8")
const BOOT_TEXT = "boot()" // the rewrite does not care what the text is
const BOOT_FALLBACK_MS = Number(/FALLBACK_MS = (\d+)/.exec(BOOT_SOURCE)![1])

// Gatsby 5 writes its loader script, then stitches its scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html) in.
const CHUNK_MAPPING = `{"app":["/app-bdb0.js"],"component---src-pages-index-tsx":["/component---src-pages-index-tsx-1.js"]}`
const sliceContent = (app = "app-bdb0") =>
  `\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping=${JSON.stringify(CHUNK_MAPPING)};\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="76bd";</script>` +
  `<script src="/webpack-runtime-29a5.js" async></script><script src="/framework-12c8.js" async></script><script src="/${app}.js" async></script>`
const slice = (content: string) => `<!-- slice-start id="_gatsby-scripts-1" -->${content}<!-- slice-end id="_gatsby-scripts-1" -->`
const loader = (pagePath: string) =>
  `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/</script>`
const page = (main: string, pagePath = "/", content = sliceContent()) =>
  `<!DOCTYPE html><html lang="en-IN"><head><style>body{margin:0}</style><script type="application/ld+json">{"@type":"Thing"}</script></head>` +
  `<body><div id="___gatsby"><main>${main}</main></div>${loader(pagePath)}${slice(content)}</body></html>`

const EXPECTED_DATA = {
  pagePath: "/about",
  compilationHash: "76bd",
  chunkMapping: CHUNK_MAPPING,
  sources: ["/webpack-runtime-29a5.js", "/framework-12c8.js", "/app-bdb0.js"],
}

const scriptSources = () => [...document.querySelectorAll("script[src]")].map(s => s.getAttribute("src"))

describe("Gatsby's page scripts become one boot script", () => {
  test("the loader script becomes the boot script, carrying what Gatsby's inline scripts held; the slice is emptied", () => {
    const { html, outcome, data } = deferPageScripts(page("<h1>About</h1>", "/about"), BOOT_TEXT)
    expect(outcome).toBe("rewritten")
    expect(data).toEqual(EXPECTED_DATA)
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en-IN"><head><style>body{margin:0}</style><script type="application/ld+json">{"@type":"Thing"}</script></head>` +
        `<body><div id="___gatsby"><main><h1>About</h1></main></div>${bootScriptTag(EXPECTED_DATA, BOOT_TEXT)}${slice("")}</body></html>`,
    )
    // The values survive HTML escaping: a browser reads back exactly what Gatsby assigned.
    document.body.innerHTML = bootScriptTag(EXPECTED_DATA, BOOT_TEXT)
    const boot = document.getElementById(BOOT_SCRIPT_ID)!
    expect(boot.getAttribute(BOOT_ATTRIBUTES.chunkMapping)).toBe(CHUNK_MAPPING)
    expect(boot.getAttribute(BOOT_ATTRIBUTES.pagePath)).toBe("/about")
  })

  test("a page already rewritten is left as it is (warm builds keep unchanged pages)", () => {
    const once = deferPageScripts(page("x"), BOOT_TEXT).html
    expect(deferPageScripts(once, BOOT_TEXT)).toMatchObject({ html: once, outcome: "unchanged" })
  })

  test("a page rewritten by an earlier build, and not rendered again, gets the current boot script", () => {
    const older = deferPageScripts(page("x", "/about"), "(function(){/* an older boot script */})()").html
    const { html, outcome } = deferPageScripts(older, BOOT_TEXT)
    expect(outcome).toBe("refreshed")
    expect(html).toBe(deferPageScripts(page("x", "/about"), BOOT_TEXT).html)
  })

  test("a rewritten page into which Gatsby stitched a new scripts slice takes the new values, keeping its path", () => {
    const earlier = deferPageScripts(page("x", "/about"), BOOT_TEXT).html
    // What Gatsby's slice stitching does on a warm build after a code change: new content between the markers.
    const stitched = earlier.replace(slice(""), slice(sliceContent("app-ffff")))
    const { html, outcome, data } = deferPageScripts(stitched, BOOT_TEXT)
    expect(outcome).toBe("restitched")
    expect(data).toEqual({ ...EXPECTED_DATA, sources: ["/webpack-runtime-29a5.js", "/framework-12c8.js", "/app-ffff.js"] })
    expect(html).toBe(deferPageScripts(page("x", "/about", sliceContent("app-ffff")), BOOT_TEXT).html)
  })

  test("every page's boot script has the same text, so one CSP hash covers the whole site", () => {
    const a = pageHashes(deferPageScripts(page("<h1>A</h1>", "/"), BOOT_TEXT).html, "index.html", ["/"])
    const b = pageHashes(deferPageScripts(page("<h1>B</h1>", "/b", sliceContent("app-ffff")), BOOT_TEXT).html, "b/index.html", ["/b"])
    expect(a.scripts).toHaveLength(1)
    expect(a.scripts).toEqual(b.scripts)
  })

  describe("a page in another shape stops the step, saying what it found", () => {
    const fails = (html: string, message: RegExp) => {
      expect(() => deferPageScripts(html, BOOT_TEXT)).toThrow(PageShapeError)
      expect(() => deferPageScripts(html, BOOT_TEXT)).toThrow(message)
    }
    test("no Gatsby scripts at all", () =>
      fails(`<!doctype html><title>Admin</title><script src="cms.js"></script>`, /no <script id="gatsby-script-loader">/))
    test("no async script tags", () =>
      fails(page("x").replace(/<script src="[^"]+" async><\/script>/g, ""), /no <script src="…" async> tags/))
    test("a script Gatsby did not write before", () =>
      fails(
        page("x", "/", sliceContent() + `<script src="/polyfill.js" nomodule></script>`),
        /not a plain <script src async>: <script src="\/polyfill.js" nomodule>/,
      ))
    test("page data inlined into the loader script", () =>
      fails(page("x").replace(`;/*]]>*/`, `;window.pageData={};/*]]>*/`), /<script id="gatsby-script-loader"> has unexpected text/))
    test("no scripts slice", () =>
      fails(page("x").replace(/<!-- slice-(start|end)[^>]*-->/g, ""), /expected one <!-- slice-start\/slice-end/))
    test("a chunk mapping that is not a string", () =>
      fails(
        page("x").replace(/window\.___chunkMapping=.*;/, "window.___chunkMapping={};"),
        /<script id="gatsby-chunk-mapping"> has unexpected text/,
      ))
    test("both the loader and a boot script", () => {
      const rewritten = deferPageScripts(page("x"), BOOT_TEXT).html
      fails(
        rewritten.replace("<!-- slice-start", `${loader("/")}<!-- slice-start`),
        /1 <script id="gatsby-script-loader"> and 1 boot script/,
      )
    })
  })
})

describe("the boot script, run in the browser", () => {
  const run = (sources: string) => {
    const script = document.createElement("script")
    script.id = BOOT_SCRIPT_ID
    script.setAttribute(BOOT_ATTRIBUTES.sources, sources)
    script.setAttribute(BOOT_ATTRIBUTES.pagePath, "/about")
    script.setAttribute(BOOT_ATTRIBUTES.compilationHash, "76bd")
    script.setAttribute(BOOT_ATTRIBUTES.chunkMapping, CHUNK_MAPPING)
    script.textContent = BOOT_SOURCE
    document.body.appendChild(script) // jest's jsdom runs inline scripts
  }

  test("sets the globals Gatsby's inline scripts set, with the same values, at once", () => {
    run("/app.js")
    const w = window as unknown as Record<string, unknown>
    expect(w.pagePath).toBe("/about")
    expect(w.___webpackCompilationHash).toBe("76bd")
    expect(w.___chunkMapping).toBe(CHUNK_MAPPING)
  })

  test("reads the web-font list by the id the page gives it", () => {
    expect(BOOT_SOURCE).toContain(`var WEB_FONTS_ID = ${JSON.stringify(WEB_FONTS_ID)}`)
  })

  // A page runs its boot script once; here every test runs it again in the same document, so each test
  // takes away the listeners its runs left on the document.
  let documentListeners: [string, EventListenerOrEventListenerObject][] = []
  const addEventListener = document.addEventListener.bind(document)
  beforeEach(() => {
    document.body.innerHTML = ""
    document.querySelectorAll("head script").forEach(s => s.remove())
    jest.useFakeTimers()
    jest.spyOn(document, "addEventListener").mockImplementation((type, listener, options) => {
      documentListeners.push([type, listener])
      addEventListener(type, listener, options)
    })
  })
  afterEach(() => {
    jest.useRealTimers()
    for (const [type, listener] of documentListeners) document.removeEventListener(type, listener)
    documentListeners = []
    jest.restoreAllMocks()
  })

  test("without paint reports: nothing until the first frame is on screen, then every script once, in order, not async", () => {
    run("/webpack-runtime.js /framework.js /app.js")
    expect(scriptSources()).toEqual([])
    jest.advanceTimersByTime(16) // the first frame is painted
    expect(scriptSources()).toEqual([])
    jest.advanceTimersByTime(16) // the second frame's callback queues the start: the first one is on screen
    jest.advanceTimersByTime(1) // the task after it
    expect(scriptSources()).toEqual(["/webpack-runtime.js", "/framework.js", "/app.js"])
    expect([...document.querySelectorAll<HTMLScriptElement>("script[src]")].every(s => s.async === false)).toBe(true)
    jest.advanceTimersByTime(BOOT_FALLBACK_MS * 2) // the fallback timeout must not insert them again
    expect(scriptSources()).toHaveLength(3)
  })

  /** The page's web-font list (src/components/layout/web-fonts.tsx), as the boot script finds it. */
  const addFontList = (fonts: Parameters<typeof webFontsJson>[0]) => {
    const list = document.createElement("script")
    list.id = WEB_FONTS_ID
    list.type = "application/json"
    list.textContent = webFontsJson(fonts)
    document.head.appendChild(list)
    return list
  }

  test("loads the page's web fonts with the scripts, after the first frame, and adds them together", async () => {
    const created: { family: string; source: string; descriptors: FontFaceDescriptors }[] = []
    const added: unknown[] = []
    const fonts = [
      { family: "Oswald", weight: "600", url: "/static/oswald-600.woff2" },
      { family: "Inter", weight: "400", url: "/static/inter-400.woff2" },
    ]
    const list = addFontList(fonts)
    const arrivals: (() => void)[] = []
    const fontFace = jest.fn(function (this: unknown, family: string, source: string, descriptors: FontFaceDescriptors) {
      created.push({ family, source, descriptors })
      const face = { family, load: () => new Promise(resolve => arrivals.push(() => resolve(face))) }
      return face
    })
    Object.assign(window, { FontFace: fontFace })
    Object.defineProperty(document, "fonts", { configurable: true, value: { add: (f: unknown) => added.push(f) } })
    try {
      run("/app.js")
      jest.advanceTimersByTime(16)
      expect(created).toEqual([])
      jest.advanceTimersByTime(17)
      expect(created.map(c => [c.family, c.descriptors.weight, c.descriptors.display])).toEqual([
        ["Oswald", "600", "swap"],
        ["Inter", "400", "swap"],
      ])
      expect(created[0].source).toBe(`url("/static/oswald-600.woff2") format('woff2')`)
      expect(scriptSources()).toEqual(["/app.js"])
      // The faces join the page together, once both have arrived: one re-layout, not one per font.
      arrivals[0]()
      await Promise.resolve()
      await Promise.resolve()
      expect(added).toHaveLength(0)
      arrivals[1]()
      for (let i = 0; i < 5; i++) await Promise.resolve()
      expect(added.map(f => (f as { family: string }).family)).toEqual(["Oswald", "Inter"])
    } finally {
      list.remove()
      delete (window as { FontFace?: unknown }).FontFace
      delete (document as { fonts?: unknown }).fonts
    }
  })

  test("a font the page's CSS declares from the device's own copy is downloaded only where that copy is missing", async () => {
    const created: string[] = []
    const added: string[] = []
    const fonts = [
      { family: "Oswald", weight: "600", url: "/static/oswald-600.woff2" },
      { family: "Noto Sans Devanagari Web", weight: "400", url: "/static/deva-400.woff2" },
      { family: "Noto Sans Devanagari Web", weight: "700", url: "/static/deva-700.woff2" },
    ]
    const list = addFontList(fonts)
    // The CSS's local() faces, as the browser lists them (quoted family names, as some browsers give them):
    // this device has the regular, not the bold.
    const cssFace = (weight: string, found: boolean) => ({
      family: `"Noto Sans Devanagari Web"`,
      weight,
      load: () => (found ? Promise.resolve() : Promise.reject(new Error("no such local font"))),
    })
    const cssFaces = [cssFace("400", true), cssFace("700", false)]
    const fontFace = jest.fn(function (this: unknown, family: string, source: string, descriptors: FontFaceDescriptors) {
      created.push(`${family} ${descriptors.weight}`)
      return {
        family: `${family} ${descriptors.weight}`,
        load() {
          return Promise.resolve(this)
        },
      }
    })
    Object.assign(window, { FontFace: fontFace })
    Object.defineProperty(document, "fonts", {
      configurable: true,
      value: { add: (f: { family: string }) => added.push(f.family), forEach: (fn: (f: unknown) => void) => cssFaces.forEach(fn) },
    })
    try {
      run("/app.js")
      jest.advanceTimersByTime(33)
      for (let i = 0; i < 10; i++) await Promise.resolve()
      expect(created).toEqual(["Oswald 600", "Noto Sans Devanagari Web 700"])
      expect(added).toEqual(["Oswald 600", "Noto Sans Devanagari Web 700"])
    } finally {
      list.remove()
      delete (window as { FontFace?: unknown }).FontFace
      delete (document as { fonts?: unknown }).fonts
    }
  })

  test("where the browser reports paints, the scripts start right after the first contentful paint", () => {
    let report: ((list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void) | null = null
    const observed: unknown[] = []
    const disconnect = jest.fn()
    class FakeObserver {
      static supportedEntryTypes = ["paint", "largest-contentful-paint"]
      constructor(callback: typeof report) {
        report = callback
      }
      observe(options: unknown) {
        observed.push(options)
      }
    }
    Object.assign(window, { PerformanceObserver: FakeObserver })
    try {
      run("/framework.js /app.js")
      expect(observed).toEqual([{ type: "paint", buffered: true }])
      jest.advanceTimersByTime(100) // frames go by: not the signal here
      expect(scriptSources()).toEqual([])
      report!({ getEntries: () => [{ name: "first-paint" }] }, { disconnect })
      jest.advanceTimersByTime(1)
      expect(scriptSources()).toEqual([])
      report!({ getEntries: () => [{ name: "first-contentful-paint" }] }, { disconnect })
      expect(disconnect).toHaveBeenCalled()
      jest.advanceTimersByTime(1)
      expect(scriptSources()).toEqual(["/framework.js", "/app.js"])
    } finally {
      delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
    }
  })

  test("a page without a font list, or a browser without the Font Loading API, still gets its scripts", () => {
    run("/app.js")
    jest.advanceTimersByTime(40)
    expect(scriptSources()).toEqual(["/app.js"])
  })

  /** Runs `body` with no animation frames (and no paint timing), and `visibility` as the tab's state. */
  function withoutFrames(visibility: DocumentVisibilityState, body: (setVisibility: (v: DocumentVisibilityState) => void) => void) {
    const raf = window.requestAnimationFrame
    let state = visibility
    const spy = jest.spyOn(document, "visibilityState", "get").mockImplementation(() => state)
    // @ts-expect-error: a browser that runs no frames for this tab
    window.requestAnimationFrame = undefined
    try {
      body(v => {
        state = v
        document.dispatchEvent(new Event("visibilitychange"))
      })
    } finally {
      window.requestAnimationFrame = raf
      spy.mockRestore()
    }
  }

  test("a visible page that reports no paint starts its scripts after the fallback timeout, not before", () => {
    expect(BOOT_FALLBACK_MS).toBeGreaterThanOrEqual(3000) // a busy phone may take seconds to paint
    withoutFrames("visible", () => {
      run("/app.js")
      jest.advanceTimersByTime(BOOT_FALLBACK_MS - 1)
      expect(scriptSources()).toEqual([])
      jest.advanceTimersByTime(1)
      expect(scriptSources()).toEqual(["/app.js"])
    })
  })

  test("a tab opened in the background starts its scripts at once; one hidden before its paint, when hidden", () => {
    withoutFrames("hidden", () => {
      run("/app.js")
      expect(scriptSources()).toEqual(["/app.js"])
    })
    document.querySelectorAll("script[src]").forEach(s => s.remove())
    withoutFrames("visible", hide => {
      run("/app.js")
      jest.advanceTimersByTime(100)
      expect(scriptSources()).toEqual([])
      hide("hidden")
      expect(scriptSources()).toEqual(["/app.js"])
      jest.advanceTimersByTime(BOOT_FALLBACK_MS * 2) // and only once
      expect(scriptSources()).toEqual(["/app.js"])
    })
  })
})
