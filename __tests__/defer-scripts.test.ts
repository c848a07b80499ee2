import fs from "fs"
import os from "os"
import path from "path"
import {
  BOOT_FALLBACK_MS,
  BOOT_SCRIPT_ID,
  BOOT_SCRIPT_TEXT,
  BOOT_SRC_ATTRIBUTE,
  deferPageScripts,
  deferScriptsInPublic,
} from "../src/node/defer-scripts"
import { pageHashes } from "../src/node/headers"
import { WEB_FONTS_ID, webFontsJson } from "../src/lib/web-font-list"

// Gatsby 5 stitches its scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html) into every page like this.
const scriptsSlice =
  `<!-- slice-start id="_gatsby-scripts-1" -->\n          <script\n            id="gatsby-chunk-mapping"\n          >\n            window.___chunkMapping="{}";\n          </script>\n        ` +
  `<script>window.___webpackCompilationHash="76bd";</script>` +
  `<script src="/webpack-runtime-29a5.js" async></script><script src="/framework-12c8.js" async></script><script src="/app-bdb0.js" async></script>` +
  `<!-- slice-end id="_gatsby-scripts-1" -->`
const page = (main: string) =>
  `<!DOCTYPE html><html lang="en-IN"><head><style>body{margin:0}</style></head><body><div id="___gatsby"><main>${main}</main></div>` +
  `<script id="gatsby-script-loader" data-page-path="/">window.pagePath=document.currentScript.getAttribute("data-page-path");</script>` +
  `${scriptsSlice}</body></html>`

const scriptSources = () => [...document.querySelectorAll("script[src]")].map(s => s.getAttribute("src"))

describe("Gatsby's page scripts start after the first paint", () => {
  test("the async tags are replaced by one boot script that lists them in order", () => {
    const html = deferPageScripts(page("<h1>Home</h1>"))!
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      `<script id="${BOOT_SCRIPT_ID}" ${BOOT_SRC_ATTRIBUTE}="/webpack-runtime-29a5.js /framework-12c8.js /app-bdb0.js">${BOOT_SCRIPT_TEXT}</script><!-- slice-end`,
    )
    // Everything else in the slice and the page stays as Gatsby wrote it.
    expect(html).toContain(`window.___chunkMapping="{}";`)
    expect(html).toContain(`window.___webpackCompilationHash="76bd";`)
    expect(html).toContain(`<main><h1>Home</h1></main>`)
  })

  test("a page already rewritten is left as it is (warm builds keep unchanged pages)", () => {
    const once = deferPageScripts(page("x"))!
    expect(deferPageScripts(once)).toBe(once)
  })

  test("a page rewritten by an earlier build, and not rendered again, gets the current boot script", () => {
    const current = deferPageScripts(page("x"))!
    const older = current.replace(BOOT_SCRIPT_TEXT, "(function(){/* an older boot script */})()")
    expect(older).not.toBe(current)
    expect(deferPageScripts(older)).toBe(current)
  })

  test("HTML that is not a Gatsby page is left alone", () => {
    expect(deferPageScripts(`<!doctype html><title>Admin</title><script src="decap-cms.js"></script>`)).toBeNull()
  })

  test("a scripts slice with no async script fails loudly instead of shipping a page without JavaScript", () => {
    const broken = page("x").replace(/<script src="[^"]+" async><\/script>/g, "")
    expect(() => deferPageScripts(broken)).toThrow(/no <script src="…" async> tags/)
  })

  test("every page's boot script has the same text, so one CSP hash covers the whole site", () => {
    const a = pageHashes(deferPageScripts(page("<h1>A</h1>"))!, "index.html", ["/"])
    const b = pageHashes(deferPageScripts(page("<h1>B</h1>").replace(/app-bdb0/g, "app-ffff"))!, "b/index.html", ["/b/"])
    expect(a.scripts).toEqual(b.scripts)
  })
})

describe("the boot script, run in the browser", () => {
  const run = (sources: string) => {
    const script = document.createElement("script")
    script.id = BOOT_SCRIPT_ID
    script.setAttribute(BOOT_SRC_ATTRIBUTE, sources)
    script.textContent = BOOT_SCRIPT_TEXT
    document.body.appendChild(script) // jest's jsdom runs inline scripts
  }

  beforeEach(() => {
    document.body.innerHTML = ""
    document.querySelectorAll("head script").forEach(s => s.remove())
    jest.useFakeTimers()
  })
  afterEach(() => jest.useRealTimers())

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

  test("loads the page's web fonts with the scripts, after the first frame, and adds them together", async () => {
    const created: { family: string; source: string; descriptors: FontFaceDescriptors }[] = []
    const added: unknown[] = []
    const fonts = [
      { family: "Oswald", weight: "600", url: "/static/oswald-600.woff2" },
      { family: "Inter", weight: "400", url: "/static/inter-400.woff2" },
    ]
    const list = document.createElement("script")
    list.id = WEB_FONTS_ID
    list.type = "application/json"
    list.textContent = webFontsJson(fonts)
    document.head.appendChild(list)
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

  test("a page that gets no frame (a hidden tab) starts its scripts after the fallback timeout", () => {
    const raf = window.requestAnimationFrame
    // @ts-expect-error: a browser without frames for this tab
    window.requestAnimationFrame = undefined
    try {
      run("/app.js")
      jest.advanceTimersByTime(BOOT_FALLBACK_MS - 1)
      expect(scriptSources()).toEqual([])
      jest.advanceTimersByTime(1)
      expect(scriptSources()).toEqual(["/app.js"])
    } finally {
      window.requestAnimationFrame = raf
    }
  })
})

describe("the build step", () => {
  test("rewrites every page under public/ and nothing else", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "defer-"))
    try {
      fs.mkdirSync(path.join(dir, "news/a"), { recursive: true })
      fs.mkdirSync(path.join(dir, "admin"))
      fs.mkdirSync(path.join(dir, "_gatsby/slices"), { recursive: true })
      fs.writeFileSync(path.join(dir, "index.html"), page("home"))
      fs.writeFileSync(path.join(dir, "news/a/index.html"), page("news"))
      const admin = `<!doctype html><script src="/admin/cms.js"></script>`
      fs.writeFileSync(path.join(dir, "admin/index.html"), admin)
      fs.writeFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), scriptsSlice)

      expect(deferScriptsInPublic(dir)).toBe(2)
      expect(fs.readFileSync(path.join(dir, "news/a/index.html"), "utf8")).toContain(`id="${BOOT_SCRIPT_ID}"`)
      expect(fs.readFileSync(path.join(dir, "admin/index.html"), "utf8")).toBe(admin)
      expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe(scriptsSlice)
      expect(deferScriptsInPublic(dir)).toBe(0) // a second run (a warm build) changes nothing
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  test("names the page whose scripts slice is broken", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "defer-"))
    try {
      fs.mkdirSync(path.join(dir, "contact"))
      fs.writeFileSync(path.join(dir, "contact/index.html"), page("x").replace(/<script src="[^"]+" async><\/script>/g, ""))
      expect(() => deferScriptsInPublic(dir)).toThrow(/^public\/contact\/index\.html: /)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
