import React from "react"
import { Link } from "../i18n/locale"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./picture"
import { langOf, type Lang, type Translated } from "../../shared/locale"
import "./stylesheet-order"
import * as styles from "./card.module.css"

interface CardProps {
  title: string
  text?: string | null
  to?: string
  linkLabel?: string
  image?: IGatsbyImageData | null
  imageAlt?: string | null
  meta?: React.ReactNode
  headingLevel?: 2 | 3
  /**
   * Which text is the link: the title (default), or the visible linkLabel ("Learn More"), whose accessible
   * name then also carries the title ("Learn More: Admission Guidance"). Either way the whole card is clickable.
   */
  linkOn?: "title" | "label"
  /** Below 600 px, the image sits beside the text instead of above it, for long lists on phones. */
  compact?: boolean
  /** "en" on the texts shown in English for want of a translation (langOf). */
  titleLang?: Lang
  textLang?: Lang
  altLang?: Lang
}

/**
 * A content card. When it links somewhere, the title is the link and the whole card is clickable through
 * the link's stretched hit area, so there is one tab stop per card.
 */
export function Card({
  title,
  text,
  to,
  linkLabel,
  image,
  imageAlt,
  meta,
  headingLevel = 3,
  linkOn = "title",
  compact = false,
  titleLang,
  textLang,
  altLang,
}: CardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3"
  const labelIsLink = Boolean(to && linkLabel && linkOn === "label")
  return (
    <article className={`${styles.card} ${to ? styles.linked : ""} ${compact ? styles.compact : ""}`}>
      {image && <Picture image={image} alt={imageAlt ?? ""} className={styles.image} lang={altLang} />}
      <div className={styles.body}>
        {meta && <div className={styles.meta}>{meta}</div>}
        <Heading className={styles.title} lang={titleLang}>
          {to && !labelIsLink ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text && (
          <p className={styles.text} lang={textLang}>
            {text}
          </p>
        )}
        {to && linkLabel && !labelIsLink && (
          <span className={styles.more} aria-hidden="true">
            {linkLabel} →
          </span>
        )}
        {to && linkLabel && labelIsLink && (
          <Link to={to} className={`${styles.more} ${styles.link} ${styles.labelLink}`}>
            {linkLabel}
            <span className="visually-hidden" lang={titleLang}>
              : {title}
            </span>
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  )
}

/** A card's lang marks for an entry: its title, `text` field ("description" unless given) and imageAlt. */
export function cardLangs(entry: Translated, text = "description") {
  return { titleLang: langOf(entry, "title"), textLang: langOf(entry, text), altLang: langOf(entry, "imageAlt") }
}

export function CardGrid({ children, min = 260 }: { children: React.ReactNode; min?: number }) {
  return (
    <div className={styles.grid} style={{ "--card-min": `${min}px` } as React.CSSProperties}>
      {children}
    </div>
  )
}
