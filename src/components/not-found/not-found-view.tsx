import React, { useEffect, useState } from "react"
import { Layout } from "../layout/layout"
import { NotFoundMessage } from "./not-found-message"
import { notFoundKindForPath, type NotFoundKind } from "../../lib/not-found"

/**
 * The shell shared by 404.html and the /game/*, /news/*, /focus/* and /service/* fallbacks. A static host
 * answers an unknown id with 404.html and the runtime then renders the fallback over it, so both must render
 * the same markup first; the collection-specific text follows after mount.
 */
export function NotFoundView({ pathname }: { pathname: string }) {
  const [kind, setKind] = useState<NotFoundKind>("page")
  useEffect(() => {
    setKind(notFoundKindForPath(window.location.pathname, __PATH_PREFIX__))
  }, [])
  return (
    <Layout pathname={pathname}>
      <NotFoundMessage kind={kind} />
    </Layout>
  )
}
