import { afterFirstPaint, loadWebFonts } from "../src/lib/load-web-fonts"
import { WEB_FONTS_ID } from "../src/lib/web-font-list"

/** A window whose PerformanceObserver reports the paint entries given, when asked for "paint". */
function windowWith({ hidden = false, paints = [] as string[], supported = ["paint"] }) {
  const observers: { disconnected: boolean }[] = []
  class Observer {
    static supportedEntryTypes = supported
    disconnected = false
    constructor(private callback: (list: { getEntries: () => { name: string }[] }) => void) {
      observers.push(this)
    }
    observe() {
      queueMicrotask(() => this.callback({ getEntries: () => paints.map(name => ({ name })) }))
    }
    disconnect() {
      this.disconnected = true
    }
  }
  const frames: (() => void)[] = []
  const win = {
    document: { visibilityState: hidden ? "hidden" : "visible" },
    PerformanceObserver: Observer,
    requestAnimationFrame: (run: () => void) => frames.push(run),
  } as unknown as Window & typeof globalThis
  return { win, observers, frames }
}

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

test("waits for the first contentful paint, then starts once", async () => {
  const { win, observers } = windowWith({ paints: ["first-paint", "first-contentful-paint"] })
  const start = jest.fn()
  afterFirstPaint(start, win)
  expect(start).not.toHaveBeenCalled()
  await Promise.resolve()
  jest.runAllTimers()
  expect(start).toHaveBeenCalledTimes(1)
  expect(observers[0].disconnected).toBe(true)
})

test("does not start on a first paint without content", async () => {
  const { win } = windowWith({ paints: ["first-paint"] })
  const start = jest.fn()
  afterFirstPaint(start, win)
  await Promise.resolve()
  jest.runAllTimers()
  expect(start).not.toHaveBeenCalled()
})

test("a hidden tab starts at once; a browser without paint entries after two frames", () => {
  const hidden = jest.fn()
  afterFirstPaint(hidden, windowWith({ hidden: true }).win)
  expect(hidden).toHaveBeenCalledTimes(1)

  const { win, frames } = windowWith({ supported: [] })
  const start = jest.fn()
  afterFirstPaint(start, win)
  frames.shift()!()
  expect(start).not.toHaveBeenCalled()
  frames.shift()!()
  jest.runAllTimers()
  expect(start).toHaveBeenCalledTimes(1)
})

test("without a font list, or without the Font Loading API, adds nothing and does not fail", async () => {
  document.body.innerHTML = ""
  await expect(loadWebFonts(document)).resolves.toBeUndefined()
  document.body.innerHTML = `<script id="${WEB_FONTS_ID}" type="application/json">[{"family":"Oswald","weight":"600","url":"/o.woff2"}]</script>`
  // jsdom has no FontFace.
  await expect(loadWebFonts(document)).resolves.toBeUndefined()
})
