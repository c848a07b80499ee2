/**
 * src/boot/start-scripts.js in jsdom: the held scripts start in document order, as real script elements with
 * their attributes, once the first contentful paint is reported (or at once in a hidden tab), and only once.
 */
import fs from "fs"
import path from "path"
import { HELD_TYPE } from "../src/node/post-build/external-scripts"

const SOURCE = fs.readFileSync(path.join(__dirname, "..", "src/boot/start-scripts.js"), "utf8")

let paint: ((list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void) | null
beforeEach(() => {
  jest.useFakeTimers()
  paint = null
  document.body.innerHTML =
    `<p>page</p><script type="${HELD_TYPE}" data-src="/_scripts/a.js" id="gatsby-script-loader"></script>` +
    `<script type="${HELD_TYPE}" data-src="/app.js"></script><script type="${HELD_TYPE}" data-src="/m.js" data-type="module"></script>`
  ;(window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = Object.assign(
    function (this: { observe: () => void; disconnect: () => void }, callback: typeof paint) {
      this.observe = () => (paint = callback)
      this.disconnect = () => {}
    },
    { supportedEntryTypes: ["paint"] },
  )
})
afterEach(() => jest.useRealTimers())

const run = () => new Function(SOURCE)()
const started = () =>
  [...document.querySelectorAll("script")].map(s => ({
    src: s.getAttribute("src"),
    type: s.getAttribute("type"),
    id: s.id,
    async: s.async,
  }))

test("waits for the first contentful paint, then starts every held script in order, with its attributes", () => {
  run()
  jest.advanceTimersByTime(1000)
  expect(document.querySelectorAll("script[src]")).toHaveLength(0)
  paint!({ getEntries: () => [{ name: "first-paint" }] }, { disconnect: () => {} })
  jest.advanceTimersByTime(10)
  expect(document.querySelectorAll("script[src]")).toHaveLength(0)
  paint!({ getEntries: () => [{ name: "first-contentful-paint" }] }, { disconnect: () => {} })
  jest.advanceTimersByTime(10)
  expect(started()).toEqual([
    { src: "/_scripts/a.js", type: null, id: "gatsby-script-loader", async: false },
    { src: "/app.js", type: null, id: "", async: false },
    { src: "/m.js", type: "module", id: "", async: false },
  ])
  // Once only.
  jest.advanceTimersByTime(10_000)
  expect(document.querySelectorAll("script")).toHaveLength(3)
})

test("starts after 5 s if no paint is ever reported", () => {
  run()
  jest.advanceTimersByTime(4_999)
  expect(document.querySelectorAll("script[src]")).toHaveLength(0)
  jest.advanceTimersByTime(1)
  expect(document.querySelectorAll("script[src]")).toHaveLength(3)
})

test("a hidden tab starts at once", () => {
  Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
  run()
  expect(document.querySelectorAll("script[src]")).toHaveLength(3)
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
})

test("loads the web fonts in a task after the one that starts the scripts, and adds them together", async () => {
  document.head.innerHTML =
    '<script id="web-fonts" type="application/json">[{"family":"Inter","weight":"400","url":"/i.woff2"},' +
    '{"family":"Oswald","weight":"600","url":"/o.woff2"}]</script>'
  const created: string[] = []
  const added: unknown[] = []
  ;(window as unknown as { FontFace: unknown }).FontFace = function (this: { load: () => Promise<unknown> }, family: string) {
    created.push(family)
    this.load = () => Promise.resolve(this)
  }
  Object.defineProperty(document, "fonts", { value: { forEach: () => {}, add: (face: unknown) => added.push(face) }, configurable: true })
  try {
    run()
    paint!({ getEntries: () => [{ name: "first-contentful-paint" }] }, { disconnect: () => {} })
    jest.advanceTimersToNextTimer()
    expect(document.querySelectorAll("script[src]")).toHaveLength(3)
    expect(created).toEqual([])
    jest.advanceTimersToNextTimer()
    expect(created).toEqual(["Inter", "Oswald"])
    for (let i = 0; i < 10; i++) await Promise.resolve()
    expect(added).toHaveLength(2)
  } finally {
    delete (window as unknown as { FontFace?: unknown }).FontFace
    delete (document as unknown as { fonts?: unknown }).fonts
    document.head.innerHTML = ""
  }
})
