import React from "react"
import type { Lang } from "../../shared/locale"
import { Link } from "../i18n/locale"
import "./stylesheet-order"
import * as styles from "./section.module.css"

interface SectionProps {
  id?: string
  title?: string
  intro?: string | null
  /** Heading level for the title; sections of a page are h2 unless nested. */
  level?: 2 | 3
  tone?: "plain" | "sand" | "navy"
  className?: string
  children: React.ReactNode
  /** "en" on the title or intro when shown in English for want of a translation (langOf). */
  titleLang?: Lang
  introLang?: Lang
}

/** A full-width band with a centred container and an optional heading and intro. */
export function Section({ id, title, intro, level = 2, tone = "plain", className, children, titleLang, introLang }: SectionProps) {
  const Heading = `h${level}` as "h2" | "h3"
  const headingId = id ? `${id}-title` : undefined
  return (
    <section id={id} className={`${styles.section} ${styles[tone]} ${className ?? ""}`} aria-labelledby={title ? headingId : undefined}>
      <div className={`container ${styles.body}`}>
        {title && (
          <header className={styles.head}>
            <Heading id={headingId} className={styles.title} lang={titleLang}>
              {title}
            </Heading>
            {intro && (
              <p className={styles.intro} lang={introLang}>
                {intro}
              </p>
            )}
          </header>
        )}
        {children}
      </div>
    </section>
  )
}

/**
 * A section's title and intro from a heading of the content, with their lang marks (headingLang: the heading's
 * langsOf), as Section's props.
 */
export function headingProps(
  heading: { title?: string | null; intro?: string | null },
  headingLang: (field: string) => Lang = () => undefined,
): Pick<SectionProps, "title" | "intro" | "titleLang" | "introLang"> {
  return { title: heading.title ?? undefined, intro: heading.intro, titleLang: headingLang("title"), introLang: headingLang("intro") }
}

/** A link after a section's list to the page that holds all of it ("All events"), set apart from the list above. */
export function SectionMoreLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <p className={styles.more}>
      <Link to={to}>{children}</Link>
    </p>
  )
}
