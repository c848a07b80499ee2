/**
 * The page's language in React: the context that LocaleProvider (src/components/i18n/locale.tsx) fills from the
 * page context, and the hooks that read it. Apart from the provider so that hooks read the language without
 * importing a component; components get these hooks from src/components/i18n/locale.tsx, beside Link.
 */
import { createContext, useContext, useMemo } from "react"
import { defaultLocale, type Locale } from "../shared/routes"
import { translate, type Strings } from "../shared/locale"

export interface LocaleValue {
  locale: Locale
  strings?: Strings
}

export const LocaleContext = createContext<LocaleValue>({ locale: defaultLocale })

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
