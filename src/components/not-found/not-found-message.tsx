import React from "react"
import { withPrefix } from "gatsby"
import { Link, useT } from "../i18n/locale"
import { LinkButton } from "../ui/button"
import { notFoundText, type NotFoundKind } from "../../lib/not-found"
import { localizedPath } from "../../shared/routes"
import * as styles from "./not-found.module.css"

const mainSections = [
  { label: "Our services", to: "/services" },
  { label: "Sports we coach", to: "/#services" },
  { label: "Gallery", to: "/gallery" },
  { label: "Blog", to: "/blog" },
  { label: "Contact us", to: "/contact" },
]

/**
 * An unknown address may be in either language (a static host answers both with a 404 page), so the site-wide
 * 404 offers both home pages, each named in its own language. Plain links: they leave the page's language.
 */
function BothLanguages() {
  return (
    <p className={styles.languages}>
      <a href={withPrefix(localizedPath("/", "en"))} hrefLang="en" lang="en">
        Go to the English site
      </a>
      <span aria-hidden="true"> / </span>
      <a href={withPrefix(localizedPath("/", "hi"))} hrefLang="hi" lang="hi">
        हिन्दी साइट पर जाएँ
      </a>
    </p>
  )
}

export function NotFoundMessage({ kind }: { kind: NotFoundKind }) {
  const t = useT()
  const text = notFoundText(kind, t)
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{text.title}</h1>
      <p className={styles.sentence}>{text.sentence}</p>
      <LinkButton to={text.back.to}>{text.back.label}</LinkButton>
      {kind === "page" && <BothLanguages />}
      <nav aria-label={t("Main sections")} className={styles.links}>
        <h2 className={styles.linksTitle}>{t("Or try one of these")}</h2>
        <ul>
          {mainSections.map(l => (
            <li key={l.to}>
              <Link to={l.to}>{t(l.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
