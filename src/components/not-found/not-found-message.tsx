import React from "react"
import { Link } from "../i18n/locale"
import { LinkButton } from "../ui/button"
import { notFoundTexts, type NotFoundKind } from "../../lib/not-found"
import * as styles from "./not-found.module.css"

const mainSections = [
  { label: "Our services", to: "/services" },
  { label: "Sports we coach", to: "/#services" },
  { label: "Gallery", to: "/gallery" },
  { label: "Blog", to: "/blog" },
  { label: "Contact us", to: "/contact" },
]

export function NotFoundMessage({ kind }: { kind: NotFoundKind }) {
  const text = notFoundTexts[kind]
  return (
    <div className={`container ${styles.wrap}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>{text.title}</h1>
      <p className={styles.sentence}>{text.sentence}</p>
      <LinkButton to={text.back.to}>{text.back.label}</LinkButton>
      <nav aria-label="Main sections" className={styles.links}>
        <h2 className={styles.linksTitle}>Or try one of these</h2>
        <ul>
          {mainSections.map(l => (
            <li key={l.to}>
              <Link to={l.to}>{l.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
