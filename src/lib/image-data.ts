/**
 * gatsby-plugin-image's getImage and getSrc, with the same rules. Imported from the plugin, these two helpers
 * bring its whole browser module (GatsbyImage, StaticImage and their prop types) into the JavaScript of every
 * page, although no page runs it: src/components/ui/picture.tsx renders the plugin's image data as plain HTML.
 * The images themselves are still made by the plugin at build time (gatsbyImageData in the queries).
 * __tests__/image-data.test.ts checks these against the plugin's own; eslint.config.mjs keeps value imports
 * from the plugin out of src/.
 */
import type { IGatsbyImageData, ImageDataLike } from "gatsby-plugin-image"

type Like = ImageDataLike | null | undefined
type Loose = {
  images?: { fallback?: { src?: string } }
  gatsbyImageData?: IGatsbyImageData | null
  gatsbyImage?: IGatsbyImageData | null
  childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null } | null
}

/** The image data of a query result: the data itself, or its gatsbyImageData, gatsbyImage or childImageSharp's. */
export function getImage(data: Like): IGatsbyImageData | undefined {
  const node = data as Loose | null | undefined
  if (node?.images?.fallback?.src) return node as IGatsbyImageData
  return node?.gatsbyImageData || node?.gatsbyImage || node?.childImageSharp?.gatsbyImageData || undefined
}

/** The URL of an image's fallback source (a JPEG or PNG), e.g. for og:image. */
export function getSrc(data: Like): string | undefined {
  return getImage(data)?.images?.fallback?.src
}
