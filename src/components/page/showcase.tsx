import React from "react"
import { graphql } from "gatsby"
import type { IGatsbyImageData, ImageDataLike } from "gatsby-plugin-image"
import { getImage } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { useT } from "../i18n/locale"
import { langOf, langsOf, type Lang } from "../../shared/locale"
import "../ui/stylesheet-order"
import * as styles from "./showcase.module.css"

export interface ShowcaseItem {
  slug: string
  title: string
  description: string
  facts?: readonly string[] | null
  image: IGatsbyImageData | null | undefined
  imageAlt: string
  untranslated?: readonly string[] | null
}

/** A facility or flooring node from a page query, as the Showcase wants it. */
export function toShowcaseItem({
  image,
  ...item
}: Omit<ShowcaseItem, "image"> & { image: { childImageSharp: ImageDataLike | null } }): ShowcaseItem {
  return { ...item, image: getImage(image.childImageSharp) }
}

/** "Warranty: 8 years" → { label: "Warranty", value: "8 years" }; a fact without a label is all value. */
export function splitFact(fact: string): { label?: string; value: string } {
  const match = /^([^:]{1,40}):\s+(.+)$/.exec(fact.trim())
  return match ? { label: match[1], value: match[2] } : { value: fact.trim() }
}

/**
 * Flooring products and facilities: image, title, description and key facts. "specs" lists the facts as a
 * spec sheet (label above a bold value); "chips" shows them as short tags.
 */
export function Showcase({
  items,
  facts = "specs",
  idOf,
  extra,
}: {
  items: readonly ShowcaseItem[]
  facts?: "specs" | "chips"
  /** An id for each card, so other pages can link to it (a project's flooring links to /services#flooring-epdm). */
  idOf?: (slug: string) => string
  /** More to show at the end of a card, e.g. the projects that used a flooring product. */
  extra?: (item: ShowcaseItem) => React.ReactNode
}) {
  return (
    <ul className={styles.grid}>
      {items.map(item => (
        <li key={item.slug} className={styles.item} id={idOf?.(item.slug)}>
          <article className={styles.card}>
            {item.image && <Picture image={item.image} alt={item.imageAlt} className={styles.image} lang={langOf(item, "imageAlt")} />}
            <div className={styles.body}>
              <h3 className={styles.title} lang={langOf(item, "title")}>
                {item.title}
              </h3>
              <p className={styles.text} lang={langOf(item, "description")}>
                {item.description}
              </p>
              {item.facts &&
                item.facts.length > 0 &&
                (facts === "specs" ? (
                  <Specs facts={item.facts} lang={langsOf(item, "facts")} />
                ) : (
                  <Chips facts={item.facts} lang={langsOf(item, "facts")} />
                ))}
              {extra?.(item)}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}

function Specs({ facts, lang }: { facts: readonly string[]; lang: (i: number) => Lang }) {
  const t = useT()
  return (
    <ul className={styles.specs} aria-label={t("Key facts")}>
      {facts.map((fact, i) => {
        const { label, value } = splitFact(fact)
        return (
          <li key={fact} className={styles.spec} lang={lang(i)}>
            {label && (
              <span className={styles.specLabel}>
                {label}
                <span className="visually-hidden">:</span>
              </span>
            )}
            <span className={styles.specValue}>{value}</span>
          </li>
        )
      })}
    </ul>
  )
}

function Chips({ facts, lang }: { facts: readonly string[]; lang: (i: number) => Lang }) {
  const t = useT()
  return (
    <ul className={styles.chips} aria-label={t("Key facts")}>
      {facts.map((fact, i) => (
        <li key={fact} className={styles.chip} lang={lang(i)}>
          {fact}
        </li>
      ))}
    </ul>
  )
}

/** The fields a showcase card shows, for either collection that shares its schema (facilities, flooring). */
export const fragment = graphql`
  fragment ShowcaseCard on ShowcaseItem {
    untranslated
    slug
    title
    description
    facts
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 600
          aspectRatio: 1.6
          breakpoints: [360, 560, 800]
          sizes: "(min-width: 1100px) 370px, (min-width: 700px) 50vw, 100vw"
        )
      }
    }
  }
`
