import React from "react"
import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../src/components/ui/picture"

const data = (layout: IGatsbyImageData["layout"], width: number, height: number): IGatsbyImageData => ({
  layout,
  width,
  height,
  backgroundColor: "#d88868",
  images: {
    fallback: {
      src: "/static/a/400/x.jpg",
      srcSet: "/static/a/360/x.jpg 360w,\n/static/a/400/x.jpg 400w",
      sizes: "(min-width: 400px) 400px, 100vw",
    },
    sources: [
      { type: "image/avif", srcSet: "/static/a/360/x.avif 360w,\n/static/a/400/x.avif 400w", sizes: "(min-width: 400px) 400px, 100vw" },
      { type: "image/webp", srcSet: "/static/a/360/x.webp 360w,\n/static/a/400/x.webp 400w", sizes: "(min-width: 400px) 400px, 100vw" },
    ],
  },
})

const mainImage = (container: HTMLElement) => container.querySelector("picture img") as HTMLImageElement

describe("Picture", () => {
  test("is plain HTML the browser loads by itself: real srcset on every source, lazy by default, always visible", () => {
    const { container } = render(<Picture image={data("constrained", 400, 250)} alt="Table tennis" className="card" />)
    const img = mainImage(container)
    expect(img).toHaveAttribute("alt", "Table tennis")
    expect(img).toHaveAttribute("src", "/static/a/400/x.jpg")
    expect(img.getAttribute("srcset")).toContain("400w")
    expect(img).toHaveAttribute("sizes", "(min-width: 400px) 400px, 100vw")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("fetchpriority")
    // Nothing waits for a script: no data-srcset placeholders, no transparent image.
    expect(container.innerHTML).not.toMatch(/data-src|opacity/)
    const sources = container.querySelectorAll("picture source")
    expect([...sources].map(s => s.getAttribute("type"))).toEqual(["image/avif", "image/webp"])
    sources.forEach(s => expect(s.getAttribute("srcset")).toMatch(/360w/))
  })

  test("keeps GatsbyImage's box: wrapper classes, a sizer for the aspect ratio, the dominant colour behind", () => {
    const constrained = render(<Picture image={data("constrained", 400, 250)} alt="" className="card" />).container
    const wrapper = constrained.firstElementChild as HTMLElement
    expect(wrapper).toHaveClass("gatsby-image-wrapper", "gatsby-image-wrapper-constrained", "card")
    expect(wrapper).toHaveStyle({ backgroundColor: "#d88868" })
    // The sizer is drawn in the page, not an image of an empty SVG (a document the browser would build on its
    // main thread before the first paint): as wide as the image up to its container, as tall as the ratio asks.
    expect(wrapper.querySelector("img:not(picture img)")).toBeNull()
    const sizer = wrapper.querySelector('svg[aria-hidden="true"]')
    expect(sizer).toHaveAttribute("width", "400")
    expect(sizer).toHaveAttribute("height", "250")
    expect(sizer).toHaveStyle({ maxWidth: "100%", height: "auto", display: "block" })
    expect(sizer?.parentElement).toHaveStyle({ maxWidth: "400px", display: "block" })

    const full = render(<Picture image={data("fullWidth", 1, 0.5625)} alt="" />).container.firstElementChild as HTMLElement
    expect(full).not.toHaveClass("gatsby-image-wrapper-constrained")
    expect(full.firstElementChild).toHaveStyle({ paddingTop: "56.25%" })
    expect(mainImage(full)).toHaveAttribute("width", "1600")
    expect(mainImage(full)).toHaveAttribute("height", "900")

    const fixed = render(<Picture image={data("fixed", 64, 64)} alt="" />).container.firstElementChild as HTMLElement
    expect(fixed).toHaveStyle({ width: "64px", height: "64px" })
  })

  test("phrasing builds the same box from spans, so it may sit inside a button", () => {
    for (const layout of ["constrained", "fullWidth", "fixed"] as const) {
      const { container } = render(
        <button type="button">
          <Picture image={data(layout, 400, 250)} alt="" phrasing />
        </button>,
      )
      expect(container.querySelector("button div")).toBeNull()
      const wrapper = container.querySelector("button > span") as HTMLElement
      expect(wrapper).toHaveClass("gatsby-image-wrapper")
      // gatsby-plugin-image's CSS makes the constrained box an inline-block; the others are blocks, like a div.
      if (layout === "constrained") expect(wrapper.style.display).toBe("")
      else expect(wrapper).toHaveStyle({ display: "block" })
      for (const box of wrapper.querySelectorAll(":scope > span")) expect(box).toHaveStyle({ display: "block" })
      expect(mainImage(container)).toBeTruthy()
    }
  })

  test("the page's largest paint loads eagerly with high priority", () => {
    const img = mainImage(render(<Picture image={data("fullWidth", 1, 0.5)} alt="Hero" priority />).container)
    expect(img).toHaveAttribute("loading", "eager")
    expect(img).toHaveAttribute("fetchpriority", "high")
    expect(img).toHaveAttribute("decoding", "sync") // painted in the first frame that can, not a later one
  })

  test("a slot's own sizes replaces the query's on the image and every source", () => {
    const { container } = render(<Picture image={data("constrained", 400, 250)} alt="" sizes="calc(50vw - 22px)" />)
    expect(mainImage(container)).toHaveAttribute("sizes", "calc(50vw - 22px)")
    const sources = [...container.querySelectorAll("picture source")]
    expect(sources.length).toBeGreaterThan(0)
    expect(sources.map(s => s.getAttribute("sizes"))).toEqual(sources.map(() => "calc(50vw - 22px)"))
  })

  test("contain shows the whole image, without the colour band around it", () => {
    const { container } = render(<Picture image={data("constrained", 400, 250)} alt="" objectFit="contain" />)
    expect(mainImage(container)).toHaveStyle({ objectFit: "contain" })
    expect(container.firstElementChild).not.toHaveStyle({ backgroundColor: "#d88868" })
  })
})
