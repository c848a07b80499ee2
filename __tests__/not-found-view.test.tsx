import React from "react"
import { render, screen } from "@testing-library/react"
import { TextEncoder } from "util"
import { useStaticQuery } from "gatsby"
import { NotFoundView } from "../src/components/not-found/not-found-view"
import { siteShellData } from "./fixtures/site-shell"
import { installMatchMedia } from "./fixtures/match-media"
import { siteShellDataBilingual } from "./fixtures/site-shell-hi"

beforeEach(() => {
  installMatchMedia(1280)
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellData)
})

test("the first render is the same whatever the address (404.html is served for every unknown one: no hydration mismatch)", () => {
  Object.assign(global, { TextEncoder })
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after TextEncoder is defined above, which react-dom/server needs at load time
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
  window.history.pushState({}, "", "/404.html")
  const html404 = renderToString(<NotFoundView stringsByLocale={{ hi: { "Page Not Found": "पेज नहीं मिला" } }} />)
  window.history.pushState({}, "", "/hi/game/no-such-game")
  const htmlElsewhere = renderToString(<NotFoundView stringsByLocale={{ hi: { "Page Not Found": "पेज नहीं मिला" } }} />)
  expect(htmlElsewhere).toBe(html404)
  expect(html404).toContain("Page Not Found")
})

test("after mount, an unknown game shows the game text", () => {
  window.history.pushState({}, "", "/game/no-such-game")
  render(<NotFoundView />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Game Not Found")
  expect(screen.getByText("The requested game could not be found.")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
})

test("an unknown service links back to /services", () => {
  window.history.pushState({}, "", "/service/nothing")
  render(<NotFoundView />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Service Not Found")
  expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services")
})

test("the site-wide 404 offers both languages' home pages, each named in its own language", () => {
  window.history.pushState({}, "", "/no-such-page")
  render(<NotFoundView />)
  expect(screen.getByRole("link", { name: "Go to the English site" })).toHaveAttribute("href", "/")
  expect(screen.getByRole("link", { name: "Go to the English site" })).toHaveAttribute("lang", "en")
  expect(screen.getByRole("link", { name: "हिन्दी साइट पर जाएँ" })).toHaveAttribute("href", "/hi")
  expect(screen.getByRole("link", { name: "हिन्दी साइट पर जाएँ" })).toHaveAttribute("hreflang", "hi")
  // The header's switch leads to the same unknown address in Hindi.
  expect(document.querySelector("header a[hreflang]")).toHaveAttribute("href", "/hi/no-such-page")
})

test("a collection's not-found text has no language line (the back link is enough)", () => {
  window.history.pushState({}, "", "/game/no-such-game")
  render(<NotFoundView />)
  expect(screen.queryByRole("link", { name: "Go to the English site" })).toBeNull()
})

describe("in Hindi", () => {
  const strings = {
    "Game Not Found": "खेल नहीं मिला",
    "The requested game could not be found.": "आप जिस खेल को ढूँढ रहे हैं, वह हमें नहीं मिला।",
    "Back to Home": "होम पेज पर लौटें",
    "Page Not Found": "पेज नहीं मिला",
    "Or try one of these": "या इनमें से कोई पेज देखें",
    "Our services": "हमारी सेवाएँ",
  }
  const renderHindi = (path: string) => {
    ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellDataBilingual)
    window.history.pushState({}, "", path)
    // The not-found page carries every language's strings; the address says which one applies.
    render(<NotFoundView stringsByLocale={{ en: {}, hi: strings }} />)
  }

  test("an unknown game under /hi/ shows the Hindi game text and leads back to the Hindi home", () => {
    renderHindi("/hi/game/no-such-game")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("खेल नहीं मिला")
    expect(screen.getByText("आप जिस खेल को ढूँढ रहे हैं, वह हमें नहीं मिला।")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "होम पेज पर लौटें" })).toHaveAttribute("href", "/hi")
    expect(document.querySelector("header a[hreflang]")).toHaveAttribute("href", "/game/no-such-game")
  })

  test("an unknown Hindi address gets the Hindi page text and both languages", () => {
    renderHindi("/hi/no-such-page")
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("पेज नहीं मिला")
    expect(screen.getByRole("link", { name: "हमारी सेवाएँ" })).toHaveAttribute("href", "/hi/services")
    expect(screen.getByRole("link", { name: "Go to the English site" })).toHaveAttribute("href", "/")
    expect(screen.getByRole("link", { name: "हिन्दी साइट पर जाएँ" })).toHaveAttribute("href", "/hi")
  })
})
