import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { Bullets, Prose } from "../ui/prose"
import { LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import { fallbackLang } from "../../lib/locale"
import * as styles from "./page-content.module.css"

export type PageContent = Queries.PageContentFieldsFragment
type Block = NonNullable<PageContent["blocks"]>[number]

export const pageContentFields = graphql`
  fragment PageContentFields on PageContent {
    untranslated
    title
    description
    hero {
      badge
      title
      subtitle
      tags
      stats {
        value
        label
      }
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4)
        }
      }
    }
    blocks {
      id
      title
      text
      list
      stats {
        value
        label
      }
      items {
        title
        text
      }
      cta {
        label
        to
      }
    }
  }
`

export function findBlock(page: PageContent, id: string): Block | undefined {
  return page.blocks?.find(b => b.id === id)
}

export function StatList({
  stats,
  tone = "light",
}: {
  stats?: readonly { value: string; label: string }[] | null
  tone?: "light" | "dark"
}) {
  if (!stats?.length) return null
  return (
    <dl className={`${styles.stats} ${styles[tone]}`}>
      {stats.map(s => (
        <div key={s.label} className={styles.stat}>
          <dt>{s.label}</dt>
          <dd>{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function FixedPageHero({ page, children }: { page: PageContent; children?: React.ReactNode }) {
  const t = useT()
  const { hero } = page
  return (
    <PageHero
      title={hero.title}
      subtitle={hero.subtitle}
      badge={hero.badge}
      image={getImage(hero.image?.childImageSharp ?? null)}
      imageAlt={hero.imageAlt}
      titleLang={fallbackLang(page, "hero.title")}
      subtitleLang={fallbackLang(page, "hero.subtitle")}
    >
      {hero.tags && (
        <ul className={styles.tags} aria-label={t("Supported sports")}>
          {hero.tags.map(tag => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      <StatList stats={hero.stats} tone="dark" />
      {children}
    </PageHero>
  )
}

/** Renders a content block's text, list, stats, items and call to action, in that order. */
export function BlockBody({ block }: { block: Block }) {
  return (
    <>
      {block.text && <Prose text={block.text} />}
      <Bullets items={block.list} />
      <StatList stats={block.stats} />
      {block.items && (
        <ul className={styles.items}>
          {block.items.map(item => (
            <li key={item.title} className={styles.item}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      {block.cta && (
        <p className={styles.cta}>
          <LinkButton to={block.cta.to}>{block.cta.label}</LinkButton>
        </p>
      )}
    </>
  )
}

export function BlockSection({
  page,
  id,
  tone,
  children,
}: {
  page: PageContent
  id: string
  tone?: "plain" | "sand" | "navy"
  children?: React.ReactNode
}) {
  const block = findBlock(page, id)
  if (!block) return null
  return (
    <Section id={id} title={block.title} tone={tone}>
      <BlockBody block={block} />
      {children}
    </Section>
  )
}
