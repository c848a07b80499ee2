import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A post as a blog list shows it (src/pages/blog.tsx). */
export interface BlogListPost {
  slug: string
  title: string
  excerpt: string
  /** English key, shown through t(). */
  category: string
  author: string
  /** ISO date, YYYY-MM-DD */
  date: string
  comments: number
  image: IGatsbyImageData | null
  imageAlt: string
  /** The post's page (the entry's `path` field). */
  path: string
  /** Fields shown in English for want of a translation (langOf). */
  untranslated?: readonly string[] | null
}

/** A post as the sidebar's recent posts show it. */
export interface RecentPost {
  slug: string
  title: string
  date: string
  path: string
  /** Small square picture. */
  thumb: IGatsbyImageData | null
  untranslated?: readonly string[] | null
}
