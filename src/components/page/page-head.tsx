import React from "react"
import type { HeadProps } from "gatsby"
import { Seo } from "../layout/seo"

/** What a fixed page's query holds for its Head: the page texts' title and description (data/pages/*.en.json). */
type FixedPageData = { pageContent: { title: string; description?: string | null } | null }

/** The Head of a fixed page whose title and description are its page texts: `export const Head = FixedPageHead`. */
export function FixedPageHead({ data, location }: HeadProps<FixedPageData>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}
