/**
 * Languages and the site's fixed addresses: the one place a language enters an address. Kept apart from the
 * content model (./content-model.ts, which re-exports it) so that the browser's shared code, which needs
 * only these, does not carry the model's table of collections.
 */
/** The site's languages; the first is the default and has no prefix in addresses. */
export const locales = ["en", "hi"] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = locales[0]

/** "" for the default language, "/hi" for another: the one place a language enters an address. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? "" : `/${locale}`)

/** A site path ("/", "/about", "/game/badminton") in a language. */
export function localizedPath(path: string, locale: Locale = defaultLocale): string {
  const prefix = localePrefix(locale)
  return prefix && path === "/" ? prefix : `${prefix}${path}`
}

/** Paths of the fixed pages; a sport slug may not take one of them. */
export const fixedRoutes = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/contact",
  "/gallery",
  "/blog",
  "/sports-meditation",
  "/template-left-sidebar",
  "/template-right-sidebar",
  "/template-full-width",
  "/template-no-sidebar",
  "/template-grid-layout",
  "/404",
  "/admissions",
  "/events",
  "/search",
]

/** The address of a fixed page in a language. Throws for a path that is not one. */
export function fixedRoute(path: string, locale: Locale = defaultLocale): string {
  if (!fixedRoutes.includes(path)) throw new Error(`"${path}" is not a fixed page (fixedRoutes in src/shared/routes.ts)`)
  return localizedPath(path, locale)
}
