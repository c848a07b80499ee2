import React, { useEffect, useState } from "react"
import { Layout } from "../layout/layout"
import { LocaleProvider } from "../i18n/locale"
import { NotFoundMessage } from "./not-found-message"
import { notFoundKindForPath, type NotFoundKind } from "../../lib/not-found"
import { localeOfPath, type Strings } from "../../shared/locale"
import { defaultLocale, fixedRoute, type Locale } from "../../shared/routes"

/**
 * The not-found page of every language. A static host answers every unknown address with its one 404.html
 * (the default language's), so the view first renders exactly what 404.html holds: the default language, the
 * site-wide text, the 404 page's address. After mount it shows the language and the collection's text that
 * the real address implies (/hi/game/x: Hindi, "game not found"), from the strings of every language that the
 * not-found pages carry (src/node/create-pages.ts), and the real address (the header's language switch leads
 * to the same address in the other language).
 */
export function NotFoundView({ stringsByLocale }: { stringsByLocale?: Partial<Record<Locale, Strings>> }) {
  const [view, setView] = useState<{ locale: Locale; kind: NotFoundKind; path: string }>(() => ({
    locale: defaultLocale,
    kind: "page",
    path: fixedRoute("/404"),
  }))
  useEffect(() => {
    const { pathname } = window.location
    const path = __PATH_PREFIX__ && pathname.startsWith(`${__PATH_PREFIX__}/`) ? pathname.slice(__PATH_PREFIX__.length) : pathname
    setView({ locale: localeOfPath(path), kind: notFoundKindForPath(path), path })
  }, [])
  return (
    <LocaleProvider locale={view.locale} strings={stringsByLocale?.[view.locale]}>
      <Layout pathname={view.path} indexed={false}>
        <NotFoundMessage kind={view.kind} />
      </Layout>
    </LocaleProvider>
  )
}
