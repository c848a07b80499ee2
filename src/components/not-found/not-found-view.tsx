import React, { useEffect, useState } from "react"
import { Layout } from "../layout/layout"
import { useLocale } from "../i18n/locale"
import { NotFoundMessage } from "./not-found-message"
import { notFoundKindForPath, type NotFoundKind } from "../../lib/not-found"
import { fixedRoute } from "../../node/content-model"

/**
 * The shell shared by 404.html and the /game/*, /news/*, /focus/* and /service/* fallbacks. A static host
 * answers an unknown id with 404.html and the runtime then renders the fallback over it, so both must render
 * the same markup first; the collection-specific text follows after mount. So does the address the header
 * works from (its language switch leads to the same unknown address in the other language): first the
 * language's 404 page, then the address in the address bar.
 */
export function NotFoundView({ pathname: _pathname }: { pathname: string }) {
  const locale = useLocale()
  const [kind, setKind] = useState<NotFoundKind>("page")
  const [path, setPath] = useState(() => fixedRoute("/404", locale))
  useEffect(() => {
    const { pathname } = window.location
    setKind(notFoundKindForPath(pathname, __PATH_PREFIX__))
    setPath(__PATH_PREFIX__ && pathname.startsWith(`${__PATH_PREFIX__}/`) ? pathname.slice(__PATH_PREFIX__.length) : pathname)
  }, [])
  return (
    <Layout pathname={path}>
      <NotFoundMessage kind={kind} />
    </Layout>
  )
}
