import React, { createContext, useContext, useMemo } from "react"
import { Link as GatsbyLink, type GatsbyLinkProps } from "gatsby"
import { defaultLocale, type Locale } from "../../lib/routes"
import { localizeHref, translate, type Strings } from "../../lib/locale"

interface LocaleValue {
  locale: Locale
  strings?: Strings
}

const LocaleContext = createContext<LocaleValue>({ locale: defaultLocale })

/** Set once per page (gatsby-browser/gatsby-ssr wrapPageElement) from the page context. */
export function LocaleProvider({ locale, strings, children }: LocaleValue & { children: React.ReactNode }) {
  const value = useMemo(() => ({ locale, strings }), [locale, strings])
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>
}

export const useLocale = (): Locale => useContext(LocaleContext).locale

/** The page's language and strings, to hand on to a LocaleProvider deeper down. */
export const useLocaleValue = (): LocaleValue => useContext(LocaleContext)

/** t("Enroll Now") → the page's language; t("{title} Coaching", { title }) interpolates. */
export function useT() {
  const { strings } = useContext(LocaleContext)
  return useMemo(
    () => (english: string, values?: Readonly<Record<string, string | number>>) => translate(strings, english, values),
    [strings],
  )
}

/** Gatsby's Link, keeping the visitor in the page's language: "/contact" on a Hindi page leads to "/hi/contact". */
export function Link<T>({ to, ...props }: GatsbyLinkProps<T>) {
  const locale = useLocale()
  return <GatsbyLink {...(props as object)} to={localizeHref(to, locale)} />
}
