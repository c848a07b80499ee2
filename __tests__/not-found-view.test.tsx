import React from "react"
import { render, screen } from "@testing-library/react"
import { TextEncoder } from "util"
import { useStaticQuery } from "gatsby"
import { NotFoundView } from "../src/components/not-found/not-found-view"
import { siteShellData } from "./fixtures/site-shell"
import { installMatchMedia } from "./fixtures/match-media"

beforeEach(() => {
  installMatchMedia(1280)
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellData)
})

test("the first render is the same for 404.html and every fallback (no hydration mismatch)", () => {
  Object.assign(global, { TextEncoder })
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after TextEncoder is defined above, which react-dom/server needs at load time
  const { renderToString } = require("react-dom/server") as typeof import("react-dom/server")
  const html404 = renderToString(<NotFoundView pathname="/404.html" />)
  const htmlFallback = renderToString(<NotFoundView pathname="/game/404" />)
  expect(htmlFallback).toBe(html404)
  expect(html404).toContain("Page Not Found")
})

test("after mount, an unknown game shows the game text", () => {
  window.history.pushState({}, "", "/game/kabaddi")
  render(<NotFoundView pathname="/game/kabaddi" />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Game Not Found")
  expect(screen.getByText("The requested game could not be found.")).toBeInTheDocument()
  expect(screen.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
})

test("an unknown service links back to /services", () => {
  window.history.pushState({}, "", "/service/nothing")
  render(<NotFoundView pathname="/service/nothing" />)
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Service Not Found")
  expect(screen.getByRole("link", { name: "Back to Services" })).toHaveAttribute("href", "/services")
})
