import React from "react"
import { useT } from "../i18n/locale"
import { Header } from "./header"
import { Footer } from "./footer"
import * as styles from "./layout.module.css"

interface LayoutProps {
  pathname: string
  children: React.ReactNode
  /** On home, the section currently in view (drives the active header link). */
  activeSection?: string | null
}

export function Layout({ pathname, children, activeSection }: LayoutProps) {
  const t = useT()
  return (
    <>
      <a href="#main" className={`${styles.skip} no-print`}>
        {t("Skip to content")}
      </a>
      <Header pathname={pathname} activeSection={activeSection} />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </>
  )
}
