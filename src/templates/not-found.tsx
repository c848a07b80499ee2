import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { NotFoundView } from "../components/not-found/not-found-view"
import { Seo } from "../components/layout/seo"
import { notFoundKindForPath, notFoundTexts } from "../lib/not-found"

/** The site's 404 page and the match-path fallback for unknown ids of each collection with a not-found text. */
export default function NotFoundTemplate({ location }: PageProps) {
  return <NotFoundView pathname={location.pathname} />
}

export function Head({ location }: HeadProps) {
  return <Seo title={notFoundTexts[notFoundKindForPath(location.pathname)].title} pathname={location.pathname} noindex />
}
