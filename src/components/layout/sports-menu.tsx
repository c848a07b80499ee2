import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { useSiteData } from "../../hooks/use-site-data"
import { useDisclosure } from "../../hooks/use-disclosure"
import { meditationLink } from "../../lib/navigation"
import { langOf, localizeHref, type Lang } from "../../shared/locale"
import * as header from "./header.module.css"
import * as styles from "./sports-menu.module.css"

interface SportsMenuProps {
  pathname: string
  onNavigate: () => void
}

/** The SPORTS dropdown: a native disclosure (<details>) and a list of links, usable before the scripts run. */
export function SportsMenu({ pathname, onNavigate }: SportsMenuProps) {
  const t = useT()
  const locale = useLocale()
  const { sports } = useSiteData()
  const menu = useDisclosure()
  const items: { label: string; to: string; lang?: Lang }[] = [
    { label: t(meditationLink.label), to: localizeHref(meditationLink.to, locale) },
    ...sports.map(s => ({ label: s.navLabel, to: localizeHref(s.path, locale), lang: langOf(s, "navLabel") })),
  ]
  const current = pathname.replace(/\/+$/, "")
  const active = items.some(i => i.to === current)

  return (
    <details className={styles.dropdown} {...menu.detailsProps}>
      <summary ref={menu.buttonRef} className={`${header.link} ${styles.dropdownButton} ${active ? header.active : ""}`}>
        {t("Sports")}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <ul id="sports-menu" className={styles.dropdownList}>
        {items.map(item => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={styles.dropdownLink}
              lang={item.lang}
              aria-current={item.to === current ? "page" : undefined}
              onClick={() => {
                menu.close()
                onNavigate()
              }}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
