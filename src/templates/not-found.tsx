import React from "react"
import type { HeadProps, PageProps } from "gatsby"
import { NotFoundView } from "../components/not-found/not-found-view"
import { Seo } from "../components/layout/seo"
import { notFoundKindForPath, notFoundText } from "../lib/not-found"
import { headLocale, type Strings } from "../shared/locale"
import type { Locale } from "../shared/routes"

/** The site's 404 page, in every language: it answers every unknown address, with the text its collection has. */
export default function NotFoundTemplate({ pageContext }: PageProps<object, { stringsByLocale?: Record<Locale, Strings> }>) {
  return <NotFoundView stringsByLocale={pageContext.stringsByLocale} />
}

export function Head({ location, pageContext }: HeadProps) {
  const { t } = headLocale(pageContext)
  return <Seo title={notFoundText(notFoundKindForPath(location.pathname), t).title} pathname={location.pathname} noindex />
}
