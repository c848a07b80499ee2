import React from "react"
import { useT } from "../i18n/locale"
import { Header } from "./header"
import { Footer } from "./footer"
import { useSearchKind } from "../../hooks/use-search-kind"
import * as styles from "./layout.module.css"

interface LayoutProps {
  pathname: string
  children: React.ReactNode
  /** On home, the section currently in view (drives the active header link). */
  activeSection?: string | null
  /** false on pages search leaves out whatever their address (the not-found view, which takes the address it answers). */
  indexed?: boolean
}

export function Layout({ pathname, children, activeSection, indexed = true }: LayoutProps) {
  const t = useT()
  // Only content pages carry data-pagefind-body: Pagefind then leaves every other page out of the index. The kind
  // comes with the page (its context), decided at build time from its address.
  const kind = useSearchKind()
  // Its name is shown with results; its id is a filter, so a search can keep to one kind (the blog's text box).
  const search =
    indexed && kind
      ? { "data-pagefind-body": "", "data-pagefind-meta": `kind:${kind.label}`, "data-pagefind-filter": `kind:${kind.kind}` }
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
