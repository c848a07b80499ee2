/**
 * The name of each kind of page in a language, as search results and the site map of /search show it, and as the
 * build writes it into each indexed page (src/node/create-pages.ts, for Pagefind). Takes the translate function of
 * the caller: useT() in a component, the page's strings at build time. Literal keys, so the check of
 * i18n/strings.*.json finds each one.
 */
import type { PageKind } from "./search"

export function kindLabels(t: (english: string) => string): Record<PageKind, string> {
  return {
    page: t("Page"),
    game: t("Game"),
    service: t("Service"),
    sport: t("Sport"),
    event: t("Event"),
    news: t("News"),
    blog: t("Blog post"),
    coach: t("Coach"),
    focus: t("Focus area"),
    project: t("Project"),
  }
}
