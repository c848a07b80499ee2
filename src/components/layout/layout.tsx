import React from "react"
import { useT } from "../i18n/locale"
import { Header } from "./header"
import { Footer } from "./footer"
import { pageKind, type PageKind } from "../../shared/search"
import * as styles from "./layout.module.css"

interface LayoutProps {
  pathname: string
  children: React.ReactNode
  /** On home, the section currently in view (drives the active header link). */
  activeSection?: string | null
  /** false on pages search leaves out whatever their address (the not-found view, which takes the address it answers). */
  indexed?: boolean
}

/** The kind of page in the page's language, as search results show it (src/components/search/). */
export function useKindLabel(): (kind: PageKind) => string {
  const t = useT()
  // Literal keys, so the check of i18n/strings.*.json finds each one.
  const labels: Record<PageKind, string> = {
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
  return kind => labels[kind]
}

export function Layout({ pathname, children, activeSection, indexed = true }: LayoutProps) {
  const t = useT()
  const kindLabel = useKindLabel()
  // Only content pages carry data-pagefind-body: Pagefind then leaves every other page out of the index.
  const kind = indexed ? pageKind(pathname) : null
  // The kind is a filter too, in English, so a search can keep to one kind (the blog's text box: "kind:blog").
  const search = kind
    ? { "data-pagefind-body": "", "data-pagefind-meta": `kind:${kindLabel(kind)}`, "data-pagefind-filter": `kind:${kind}` }
    : {}
  return (
    <>
      <a href="#main" className={`${styles.skip} no-print`}>
        {t("Skip to content")}
      </a>
      <Header pathname={pathname} activeSection={activeSection} />
      <main id="main" tabIndex={-1} className={styles.main} {...search}>
        {children}
      </main>
      <Footer />
    </>
  )
}
