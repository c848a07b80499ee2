import * as plugin from "gatsby-plugin-image"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { getImage, getSrc } from "../src/lib/image-data"

const data: IGatsbyImageData = {
  layout: "constrained",
  width: 800,
  height: 600,
  images: { fallback: { src: "/static/abc/x.jpg", srcSet: "/static/abc/x.jpg 800w" }, sources: [] },
}

// Every shape a query can hand over, and the empty ones.
const shapes: [string, unknown][] = [
  ["the image data itself", data],
  ["a node with gatsbyImageData", { gatsbyImageData: data }],
  ["a node with gatsbyImage", { gatsbyImage: data }],
  ["a File with childImageSharp", { childImageSharp: { gatsbyImageData: data } }],
  ["a File without childImageSharp (an SVG)", { childImageSharp: null }],
  ["an empty object", {}],
  ["null", null],
  ["undefined", undefined],
]

test.each(shapes)("getImage and getSrc answer as the plugin's own for %s", (_, shape) => {
  const like = shape as Parameters<typeof plugin.getImage>[0]
  expect(getImage(like)).toBe(plugin.getImage(like))
  expect(getSrc(like)).toBe(plugin.getSrc(like as plugin.ImageDataLike))
})
