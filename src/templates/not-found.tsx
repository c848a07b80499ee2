import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { NotFoundView } from "../components/not-found/not-found-view"
import { Seo } from "../components/layout/seo"
import { notFoundKindForPath, notFoundTexts } from "../lib/not-found"

/** Match-path fallback for unknown ids under /game, /news, /focus and /service. */
export default function NotFoundTemplate({ location }: PageProps) {
  return <NotFoundView pathname={location.pathname} />
}

export function Head({ location }: HeadProps) {
  return <Seo title={notFoundTexts[notFoundKindForPath(location.pathname)].title} pathname={location.pathname} noindex />
}
