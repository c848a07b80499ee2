import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { NotFoundView } from "../components/not-found/not-found-view"
import { Seo } from "../components/layout/seo"
import { notFoundKindForPath, notFoundText } from "../lib/not-found"
import { headLocale } from "../components/detail/detail-shell"

/** The site's 404 page and the match-path fallback for unknown ids of each collection with a not-found text. */
export default function NotFoundTemplate({ location }: PageProps) {
  return <NotFoundView pathname={location.pathname} />
}

export function Head({ location, pageContext }: HeadProps) {
  const { t } = headLocale(pageContext)
  return <Seo title={notFoundText(notFoundKindForPath(location.pathname), t).title} pathname={location.pathname} noindex />
}
