import { collections, patternFolder, type NotFoundKind } from "../shared/content-model"
import { localeOfPath } from "../shared/locale"
import { localePrefix } from "../shared/routes"

export type { NotFoundKind } from "../shared/content-model"

export interface NotFoundText {
  title: string
  sentence: string
  back: { label: string; to: string }
}

/** The spec's not-found texts (section 8), one per kind of detail page. English: the keys of the translations. */
export const notFoundTexts: Record<NotFoundKind, NotFoundText> = {
  game: { title: "Game Not Found", sentence: "The requested game could not be found.", back: { label: "Back to Home", to: "/" } },
  news: { title: "Article Not Found", sentence: "The requested article could not be found.", back: { label: "Back to Home", to: "/" } },
  focus: {
    title: "Focus Area Not Found",
    sentence: "The requested focus area could not be found.",
    back: { label: "Back to Home", to: "/" },
  },
  service: {
    title: "Service Not Found",
    sentence: "The requested service could not be found.",
    back: { label: "Back to Services", to: "/services" },
  },
  sport: { title: "Sport Not Found", sentence: "The sport you are looking for does not exist.", back: { label: "Back to Home", to: "/" } },
  event: {
    title: "Event Not Found",
    sentence: "The requested event could not be found.",
    back: { label: "All events", to: "/events" },
  },
  coach: {
    title: "Coach Not Found",
    sentence: "The requested coach could not be found.",
    back: { label: "All coaches", to: "/#coaches" },
  },
  page: {
    title: "Page Not Found",
    sentence: "We could not find the page you were looking for. It may have moved, or the address may be mistyped.",
    back: { label: "Back to Home", to: "/" },
  },
}

/** The folders whose unknown ids get their collection's text, from the content model. */
const prefixes: [string, NotFoundKind][] = collections.flatMap(({ pages }) => {
  const folder = pages && patternFolder(pages)
  return pages?.notFound && folder ? [[folder, pages.notFound] as [string, NotFoundKind]] : []
})

/** Translates a string of the interface; English by default. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string
const english: Translate = text => text

/** A kind's not-found text in the page's language (pass the page's t; the back link is localized by Link). */
export function notFoundText(kind: NotFoundKind, t: Translate = english): NotFoundText {
  const { title, sentence, back } = notFoundTexts[kind]
  return { title: t(title), sentence: t(sentence), back: { label: t(back.label), to: back.to } }
}

/** Which not-found message a path gets, from its first segment after the language ("/hi/game/x" → game). */
export function notFoundKindForPath(pathname: string, pathPrefix = ""): NotFoundKind {
  const withLocale = pathname.startsWith(pathPrefix) ? pathname.slice(pathPrefix.length) : pathname
  const path = withLocale.slice(localePrefix(localeOfPath(withLocale)).length)
  return prefixes.find(([prefix]) => path.startsWith(prefix))?.[1] ?? "page"
}
