import React, { useCallback } from "react"
import { withPrefix } from "gatsby"
import { Link, useT } from "../i18n/locale"
import { useSiteData } from "../../hooks/use-site-data"
import { useDisclosure } from "../../hooks/use-disclosure"
import { useOnWiderThan } from "../../hooks/use-min-width"
import { contactLink, isActiveLink, languageNames, languageSwitch, mainLinks, type NavLink } from "../../lib/navigation"
import { followSectionLink } from "../../lib/section-scroll"
import { langOf } from "../../shared/locale"
import { SportsMenu } from "./sports-menu"
import * as styles from "./header.module.css"

export const MOBILE_BREAKPOINT = 768

/** The search page: a plain link, so no byte of search loads before a visitor asks for it (src/pages/search.tsx). */
const searchLink: NavLink = { label: "Search", to: "/search" }

interface HeaderProps {
  pathname: string
  activeSection?: string | null
}

/**
 * The link to the same page in the other language ("हिन्दी" on English pages, "English" on Hindi ones). A plain
 * link: a full page load in the other language, no redirect and nothing remembered.
 */
export function LanguageSwitch({ pathname, className, onClick }: { pathname: string; className?: string; onClick?: () => void }) {
  const { locale, to } = languageSwitch(pathname)
  return (
    <a href={withPrefix(to)} hrefLang={locale} lang={locale} className={className} onClick={onClick}>
      {languageNames[locale]}
    </a>
  )
}

export function Header({ pathname, activeSection }: HeaderProps) {
  const t = useT()
  const { site } = useSiteData()
  const menu = useDisclosure<HTMLDivElement>()
  const { close: closeDisclosure } = menu
  const closeMenu = useCallback(() => closeDisclosure(), [closeDisclosure])
  useOnWiderThan(MOBILE_BREAKPOINT, closeMenu)

  const linkProps = ({ to, section }: NavLink, active: boolean) => ({
    to,
    className: active ? `${styles.link} ${styles.active}` : styles.link,
    "aria-current": active ? ("page" as const) : undefined,
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      closeMenu()
      // Section links scroll on home, or go home and then scroll there (src/lib/section-scroll.ts).
      if (section) followSectionLink(event, section, pathname)
    },
  })

  return (
    <header className={`${styles.header} no-print`}>
      <div className={`container ${styles.bar}`} ref={menu.containerRef}>
        <Link to="/" className={styles.brand} onClick={closeMenu}>
          <img src={site.brand.logo.publicURL ?? undefined} alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandName} lang={langOf(site, "brand.shortName")}>
            {site.brand.shortName}
          </span>
        </Link>
        {/* A native disclosure: it opens from the first paint, before (or without) the scripts. */}
        <details className={styles.menu} {...menu.detailsProps}>
          <summary ref={menu.buttonRef} className={styles.menuButton} aria-controls="main-navigation">
            <span className={styles.burger} aria-hidden="true" />
            {t("Menu")}
          </summary>
        </details>
        <nav id="main-navigation" aria-label={t("Main")} className={styles.nav}>
          <ul className={styles.list}>
            {mainLinks.map(link => (
              <li key={link.label}>
                <Link {...linkProps(link, isActiveLink(link, pathname, activeSection))}>{t(link.label)}</Link>
              </li>
            ))}
            <li>
              <SportsMenu pathname={pathname} onNavigate={closeMenu} />
            </li>
            <li>
              <Link {...linkProps(contactLink, isActiveLink(contactLink, pathname))} className={styles.cta}>
                {t(contactLink.label)}
              </Link>
            </li>
            <li>
              <Link {...linkProps(searchLink, isActiveLink(searchLink, pathname))} className={styles.link}>
                <svg aria-hidden="true" viewBox="0 0 24 24" className={styles.searchIcon}>
                  <circle cx="10.5" cy="10.5" r="6.5" />
                  <path d="m15.5 15.5 5 5" />
                </svg>
                <span className={styles.searchText}>{t(searchLink.label)}</span>
              </Link>
            </li>
            <li>
              <LanguageSwitch pathname={pathname} className={`${styles.link} ${styles.language}`} onClick={closeMenu} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
