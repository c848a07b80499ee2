import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { Lang } from "../../shared/locale"

export interface GalleryItem {
  slug: string
  title: string
  alt: string
  /** The grid tile, cropped to 4:3. */
  thumb: IGatsbyImageData
  /** The enlarged view; only requested once the item is opened. */
  large: IGatsbyImageData
  /** "en" on the title or description shown in English for want of a translation (langOf). */
  titleLang?: Lang
  altLang?: Lang
}
