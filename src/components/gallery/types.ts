import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface GalleryItem {
  slug: string
  title: string
  alt: string
  /** The grid tile, cropped to 4:3. */
  thumb: IGatsbyImageData
  /** The enlarged view; only requested once the item is opened. */
  large: IGatsbyImageData
}
