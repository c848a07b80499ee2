import React from "react"
import { Section } from "../ui/section"
import { Prose } from "../ui/prose"
import { LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import { blockLangs, findBlock, type PageContent } from "../page/page-content"
import * as styles from "./projects.module.css"

const PLACEHOLDERS = 3

/** The empty portfolio: why it is empty, how to get references now, and placeholders for the case studies to come. */
export function EmptyProjects({ page, id }: { page: PageContent; id: string }) {
  const t = useT()
  const block = findBlock(page, id)
  if (!block) return null
  const lang = blockLangs(page, block)
  return (
    <Section id={id} title={block.title} titleLang={lang("title")}>
      <div className={styles.empty}>
        <div className={styles.emptyText}>
          <Prose text={block.text} lang={lang("text")} />
          <div className={styles.actions}>
            {block.cta && (
              <LinkButton to={block.cta.to} lang={lang("cta.label")}>
                {block.cta.label}
              </LinkButton>
            )}
            <LinkButton to="/services" variant="secondary">
              {t("See what we build")}
            </LinkButton>
          </div>
        </div>
        <ul className={styles.placeholders} aria-label={t("Upcoming case studies")}>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className={styles.placeholder}>
              <div className={styles.placeholderMedia} aria-hidden="true">
                <CourtIcon />
              </div>
              <div className={styles.placeholderBody}>
                <p className={styles.placeholderTitle}>{t("Project case study coming soon")}</p>
                <span className={styles.line} aria-hidden="true" />
                <span className={`${styles.line} ${styles.short}`} aria-hidden="true" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  )
}

function CourtIcon() {
  return (
    <svg viewBox="0 0 120 72" width="120" height="72" fill="none" stroke="currentColor" strokeWidth="2.5">
      <rect x="4" y="4" width="112" height="64" rx="3" />
      <path d="M60 4v64M4 22h18v28H4M116 22H98v28h18" />
      <circle cx="60" cy="36" r="10" />
    </svg>
  )
}
