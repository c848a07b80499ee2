import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { PageHero } from "../src/components/ui/page-hero"
import { serverRender } from "./fixtures/server-render"
import { hydrateServerHtml, ownedByReact } from "./fixtures/hydrate"

// The band at the top of every inner page never changes in the browser: hydration leaves it as the server wrote it.

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1600,
  height: 700,
  images: { fallback: { src: "/hero.jpg", srcSet: "/hero.jpg 1600w", sizes: "100vw" }, sources: [] },
}
const props = {
  title: "Gallery",
  subtitle: "Courts we built",
  badge: "Our Work",
  image,
  imageAlt: "A floodlit court",
  children: <a href="/services">Back to Services</a>,
}

test("hydrating the server's HTML takes over none of the hero's contents", async () => {
  const html = serverRender(<PageHero {...props} />)
  expect(html).toContain("<h1")
  const { container, before, errors } = await hydrateServerHtml(html, R => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh copy, as a new page load has
    const fresh = require("../src/components/ui/page-hero") as typeof import("../src/components/ui/page-hero")
    return R.createElement(fresh.PageHero, props)
  })
  expect(errors).toEqual([])
  expect(container.innerHTML).toBe(before) // the server's markup, untouched
  expect(ownedByReact(container, "h1, p, img, a")).toEqual([])
})
