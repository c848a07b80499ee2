import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Card, cardLangs } from "../ui/card"
import { LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import * as styles from "./service-grid.module.css"

export interface ServiceSummary {
  slug: string
  path: string
  title: string
  summary: string
  image: IGatsbyImageData | null | undefined
  imageAlt: string
  untranslated?: readonly string[] | null
}

/** The service cards, each with a visible "Learn More" link to its page, closed by a card that invites a question. */
export function ServiceGrid({ services }: { services: readonly ServiceSummary[] }) {
  const t = useT()
  return (
    <ul className={styles.grid}>
      {services.map(s => (
        <li key={s.slug} className={styles.item}>
          <Card
            title={s.title}
            text={s.summary}
            to={s.path}
            linkLabel={t("Learn More")}
            linkOn="label"
            compact
            image={s.image}
            imageAlt={s.imageAlt}
            {...cardLangs(s, "summary")}
          />
        </li>
      ))}
      <li className={`${styles.item} ${styles.ctaItem}`}>
        <div className={styles.cta}>
          <p className={styles.ctaTitle}>{t("Not sure where to start?")}</p>
          <p className={styles.ctaText}>
            {t("Tell us about your site, your sport or your athlete, and we will suggest the right service.")}
          </p>
          <LinkButton to="/contact">{t("Talk to our team")}</LinkButton>
        </div>
      </li>
    </ul>
  )
}
