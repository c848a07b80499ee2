import React, { useMemo } from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import { localizeHref } from "../../shared/locale"
import { LocaleContext, useLocale, type LocaleValue } from "../../hooks/use-locale"

// The hooks live in src/hooks/use-locale.ts (other hooks read them there); components import them here, with Link.
export { useLocale, useLocaleValue, useT } from "../../hooks/use-locale"

/** Set once per page (gatsby-browser/gatsby-ssr wrapPageElement) from the page context. */
export function LocaleProvider({ locale, strings, children }: LocaleValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, strings }), [locale, strings])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

/** Gatsby's Link, keeping the visitor in the page's language: "/contact" on a Hindi page leads to "/hi/contact". */
export function Link<T>({ to, ...props }: GatsbyLinkProps<T>) {
  const locale = useLocale()
  return <GatsbyLink {...(props as object)} to={localizeHref(to, locale)} />
}
