import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "./picture"
import "./stylesheet-order"
import * as styles from "./page-hero.module.css"

interface PageHeroProps {
  title: string
  subtitle?: string | null
  badge?: string | null
  image?: IGatsbyImageData | null
  imageAlt?: string | null
  children?: React.ReactNode
  /** "en" where the title, subtitle or image description is shown in English for want of a translation (langOf). */
  titleLang?: string
  subtitleLang?: string
  altLang?: string
  badgeLang?: string
}

/**
 * The dark, image-backed band at the top of every inner page. Its image is the page's largest paint.
 */
export function PageHero({
  title,
  subtitle,
  badge,
  image,
  imageAlt,
  children,
  titleLang,
  subtitleLang,
  altLang,
  badgeLang,
}: PageHeroProps) {
  return (
    <section className={styles.hero}>
      {image && <Picture image={image} alt={imageAlt ?? ""} className={styles.image} priority lang={altLang} />}
      <div className={`container ${styles.content}`}>
        {badge && (
          <p className={styles.badge} lang={badgeLang}>
            {badge}
          </p>
        )}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {subtitle && (
          <p className={styles.subtitle} lang={subtitleLang}>
            {subtitle}
          </p>
        )}
        {children}
      </div>
    </section>
  )
}
