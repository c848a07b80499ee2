import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { defaultLocale, type Locale } from "../../shared/routes"
import type { Strings } from "../../shared/locale"
import { SearchKindContext } from "../../hooks/use-search-kind"
import type { SearchKind } from "../../shared/search"
import { LocaleProvider } from "./locale"

type Context = { locale?: Locale; strings?: Strings; searchKind?: SearchKind | null }

/**
 * Every page renders inside its language: the locale and, for a translated page, its strings (page context), and
 * with its kind for the site search (null for pages search leaves out).
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { locale = defaultLocale, strings, searchKind = null } = props.pageContext as Context
  return (
    <LocaleProvider locale={locale} strings={strings}>
      <SearchKindContext.Provider value={searchKind}>{element}</SearchKindContext.Provider>
    </LocaleProvider>
  )
}
