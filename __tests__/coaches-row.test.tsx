import React from "react"
import { act, render, screen } from "@testing-library/react"
import { CoachesSection } from "../src/components/home/coaches-section"
import { serverRender } from "./fixtures/server-render"

const coaches: Queries.HomeCoachFragment[] = ["a", "b", "c"].map(slug => ({
  untranslated: [],
  slug,
  path: `/coach/${slug}`,
  name: `Coach ${slug}`,
  role: "Coach",
  specialty: "Badminton",
  imageAlt: "",
  image: { childImageSharp: null },
}))
const section = <CoachesSection heading={{ title: "Our Coaches", intro: "" }} coaches={coaches} />

/** The row's widths as the browser would give them, and how often the component read them. */
const box = { scrollWidth: 0, clientWidth: 0, reads: 0 }
let report: () => void = () => {}

beforeEach(() => {
  box.reads = 0
  for (const key of ["scrollWidth", "clientWidth"] as const)
    Object.defineProperty(HTMLElement.prototype, key, {
      configurable: true,
      get() {
        box.reads++
        return box[key]
      },
    })
  // The browser's ResizeObserver reports once the page is laid out; here, when the test calls report().
  Object.assign(window, {
    ResizeObserver: class {
      constructor(callback: () => void) {
        report = () => act(() => callback())
      }
      observe() {}
      disconnect() {}
    },
  })
})

afterEach(() => {
  document.body.innerHTML = ""
  for (const key of ["scrollWidth", "clientWidth"]) delete (HTMLElement.prototype as unknown as Record<string, unknown>)[key]
})

const list = () => screen.getByRole("list", { name: "Coaches" })
const arrows = () => screen.queryAllByRole("button", { name: /coaches$/ })

test("the server's HTML lets the keyboard reach the row, which may scroll, and shows no arrows (they need the script)", () => {
  const html = serverRender(section)
  expect(html).toMatch(/<ul id="coach-list"[^>]*tabindex="0"/)
  document.body.innerHTML = html
  expect(list()).toHaveAttribute("tabindex", "0")
  expect(arrows()).toHaveLength(0)
})

test("on mount nothing is read from the layout: the observer's first report measures the row", () => {
  render(section)
  expect(box.reads).toBe(0)
  expect(arrows()).toHaveLength(0)
  Object.assign(box, { scrollWidth: 1400, clientWidth: 375 })
  report()
  expect(box.reads).toBeGreaterThan(0)
  expect(arrows()).toHaveLength(2)
})

test("measured to fit, the row is no Tab stop; while it overflows it is, and the arrows show", () => {
  render(section)
  expect(list()).toHaveAttribute("tabindex", "0") // until measured
  Object.assign(box, { scrollWidth: 1000, clientWidth: 1000 })
  report()
  expect(list()).not.toHaveAttribute("tabindex")
  expect(arrows()).toHaveLength(0)

  Object.assign(box, { scrollWidth: 1400, clientWidth: 375 })
  report()
  expect(list()).toHaveAttribute("tabindex", "0")
  expect(arrows()).toHaveLength(2)
})

test("a row that has the focus when it is measured to fit keeps it, and stops being a Tab stop once left", () => {
  render(section)
  act(() => list().focus())
  expect(list()).toHaveFocus()
  Object.assign(box, { scrollWidth: 1000, clientWidth: 1000 })
  report()
  expect(list()).toHaveFocus()
  expect(list()).toHaveAttribute("tabindex", "0")
  act(() => list().blur())
  expect(list()).not.toHaveAttribute("tabindex")
})
