import React, { useEffect, useState } from "react"
import { Layout } from "../layout/layout"
import { LocaleProvider, useLocaleValue } from "../i18n/locale"
import { NotFoundMessage } from "./not-found-message"
import { notFoundKindForPath, type NotFoundKind } from "../../lib/not-found"
import { defaultLocale, fixedRoute } from "../../node/content-model"

const FIRST_RENDER: ReturnType<typeof useLocaleValue> = { locale: defaultLocale }

/**
 * The shell shared by 404.html and every collection's fallback, in every language. A static host answers an
 * unknown address with its one 404.html (the default language's), and the runtime then renders the fallback
 * over it (/hi/game/* for /hi/game/x), so every fallback first renders exactly what 404.html holds: the
 * default language, the site-wide text, the 404 page's address. After mount it shows the page's language,
 * the collection's text and the real address (the header's language switch leads to the same address in the
 * other language).
 */
export function NotFoundView({ pathname: _pathname }: { pathname: string }) {
  const language = useLocaleValue()
  const [mounted, setMounted] = useState(false)
  const [kind, setKind] = useState<NotFoundKind>("page")
  const [path, setPath] = useState(() => fixedRoute("/404"))
  useEffect(() => {
    const { pathname } = window.location
    setKind(notFoundKindForPath(pathname, __PATH_PREFIX__))
    setPath(__PATH_PREFIX__ && pathname.startsWith(`${__PATH_PREFIX__}/`) ? pathname.slice(__PATH_PREFIX__.length) : pathname)
    setMounted(true)
  }, [])
  const { locale, strings } = mounted ? language : FIRST_RENDER
  return (
    <LocaleProvider locale={locale} strings={strings}>
      <Layout pathname={path}>
        <NotFoundMessage kind={kind} />
      </Layout>
    </LocaleProvider>
  )
}
