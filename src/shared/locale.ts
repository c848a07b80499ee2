/**
 * Languages in the browser: which language a page is in (from its address) and the interface strings of that
 * language. Strings are resolved at build time: a page of another language receives its dictionary in its
 * page context (src/node/create-pages.ts), so the JavaScript bundle carries no translations and no library.
 * English strings are the keys, written in the components as the specification has them.
 */
import { defaultLocale, localePrefix, locales, localizedPath, type Locale } from "./routes"

export type Strings = Readonly<Record<string, string>>

/** The language of a page from its path ("/hi/game/badminton" → "hi"), after the site's path prefix. */
export function localeOfPath(pathname: string, pathPrefix = ""): Locale {
  const path = pathPrefix && pathname.startsWith(pathPrefix) ? pathname.slice(pathPrefix.length) : pathname
  const first = path.split("/")[1] ?? ""
  return locales.find(l => l !== defaultLocale && l === first) ?? defaultLocale
}

/** An internal link in a language: "/contact" → "/hi/contact", "/#news" → "/hi#news"; localized paths stay. */
export function localizeHref(href: string, locale: Locale): string {
  const prefix = localePrefix(locale)
  if (!prefix || !href.startsWith("/") || href.startsWith("//")) return href
  if (href === prefix || href.startsWith(`${prefix}/`) || href.startsWith(`${prefix}#`) || href.startsWith(`${prefix}?`)) return href
  const cut = href.search(/[?#]/)
  const [path, rest] = cut === -1 ? [href, ""] : [href.slice(0, cut), href.slice(cut)]
  return `${localizedPath(path, locale)}${rest}`
}

/** "{title} Coaching in Jaipur" with { title: "Tennis" }. */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text
}

/** The string in the page's language; the English (the key) where the dictionary has none. */
export function translate(strings: Strings | undefined, english: string, values?: Readonly<Record<string, string | number>>): string {
  return interpolate(strings?.[english] ?? english, values)
}

/** "en" on an element whose text is shown in English on a page of another language; undefined otherwise. */
export type Lang = "en" | undefined

/** An entry as a page query returns it: `untranslated` lists its fields still in English (src/node/translations.ts). */
export type Translated = { untranslated?: readonly string[] | null } | null | undefined

/**
 * lang="en" for a content field shown in English because its translation is missing (the node's `untranslated`
 * list, e.g. "title", "features[2]" or "faqs[0].answer"); undefined when the text is in the page's language.
 */
export function langOf(entry: Translated, field: string): Lang {
  return entry?.untranslated?.includes(field) ? "en" : undefined
}

/** langOf for the fields of a part of an entry: langsOf(page, "blocks[2]")("title"), langsOf(game, "features")(0). */
export function langsOf(entry: Translated, at: string): (field: string | number) => Lang {
  return field => langOf(entry, typeof field === "number" ? `${at}[${field}]` : `${at}.${field}`)
}

/**
 * The same page in every language and x-default (the default language's page, which nothing redirects away
 * from), as absolute URLs: for <link rel="alternate" hreflang> and the sitemap. `path` is in any language.
 */
export function alternateLinks(path: string, absolute: (path: string) => string): { lang: string; url: string }[] {
  const twin = localizeHref(unlocalizedPath(path), defaultLocale)
  return [...locales.map(l => ({ lang: l as string, url: absolute(localizeHref(twin, l)) })), { lang: "x-default", url: absolute(twin) }]
}

/** The address of a page in the default language: "/hi/about" → "/about", "/hi" → "/". */
export function unlocalizedPath(path: string): string {
  const locale = localeOfPath(path)
  const prefix = localePrefix(locale)
  return prefix && path.startsWith(prefix) ? path.slice(prefix.length) || "/" : path
}

/** What a Head needs of its page's language: Head has no locale context, so it reads the page context. */
export interface HeadLocale {
  locale: Locale
  t: (english: string, values?: Readonly<Record<string, string | number>>) => string
}

/** The locale and t() of a page for its Head, from `pageContext` (locale and strings, src/node/create-pages.ts). */
export function headLocale(pageContext: unknown): HeadLocale {
  const context = (pageContext ?? {}) as { locale?: Locale; strings?: Strings }
  const strings = context.strings
  return { locale: context.locale ?? defaultLocale, t: (english, values) => translate(strings, english, values) }
}
