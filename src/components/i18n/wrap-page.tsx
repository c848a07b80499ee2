import React from "react"
import type { WrapPageElementBrowserArgs } from "gatsby"
import { defaultLocale, type Locale } from "../../shared/routes"
import type { Strings } from "../../shared/locale"
import { LocaleProvider } from "./locale"

type Context = { locale?: Locale; strings?: Strings }

/** Every page renders inside its language: the locale and, for a translated page, its strings (page context). */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const { locale = defaultLocale, strings } = props.pageContext as Context
  return (
    <LocaleProvider locale={locale} strings={strings}>
      {element}
    </LocaleProvider>
  )
}
