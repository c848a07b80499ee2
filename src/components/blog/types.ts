import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { FilterablePost } from "../../lib/blog-filter"

export interface BlogListPost extends FilterablePost {
  comments: number
  image: IGatsbyImageData | null
  /** Small square version for the recent-posts list. */
  thumb: IGatsbyImageData | null
  imageAlt: string
  /** The post's page (the entry's `path` field). */
  path: string
  /** Fields shown in English for want of a translation (langOf). */
  untranslated?: readonly string[] | null
}
