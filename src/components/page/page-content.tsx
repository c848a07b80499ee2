import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { PageHero } from "../ui/page-hero"
import { Section } from "../ui/section"
import { Bullets, Prose } from "../ui/prose"
import { LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import { langOf, langsOf, type Lang } from "../../shared/locale"
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
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [360, 560, 800, 1200])
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

/** The lang marks of a block's fields: blockLangs(page, block)("title"), …("list[2]"). */
export function blockLangs(page: PageContent, block: Block | undefined): (field: string) => Lang {
  return langsOf(page, `blocks[${block ? (page.blocks ?? []).indexOf(block) : -1}]`)
}

export function StatList({
  stats,
  tone = "light",
  lang,
}: {
  stats?: readonly { value: string; label: string }[] | null
  tone?: "light" | "dark"
  /** The lang mark of stats[i].label or .value, by that path ("stats[0].label"). */
  lang?: (field: string) => Lang
}) {
  if (!stats?.length) return null
  return (
    <dl className={`${styles.stats} ${styles[tone]}`}>
      {stats.map((s, i) => (
        <div key={s.label} className={styles.stat}>
          <dt lang={lang?.(`stats[${i}].label`)}>{s.label}</dt>
          <dd lang={lang?.(`stats[${i}].value`)}>{s.value}</dd>
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
      titleLang={langOf(page, "hero.title")}
      subtitleLang={langOf(page, "hero.subtitle")}
      badgeLang={langOf(page, "hero.badge")}
      altLang={langOf(page, "hero.imageAlt")}
    >
      {hero.tags && (
        <ul className={styles.tags} aria-label={t("Supported sports")}>
          {hero.tags.map((tag, i) => (
            <li key={tag} lang={langOf(page, `hero.tags[${i}]`)}>
              {tag}
            </li>
          ))}
        </ul>
      )}
      <StatList stats={hero.stats} tone="dark" lang={langsOf(page, "hero")} />
      {children}
    </PageHero>
  )
}

/**
 * Renders a content block's text, list, stats, items and call to action, in that order; `lang` marks the
 * block's fields shown in English (blockLangs).
 */
export function BlockBody({ block, lang = () => undefined }: { block: Block; lang?: (field: string) => Lang }) {
  return (
    <>
      {block.text && <Prose text={block.text} lang={lang("text")} />}
      <Bullets items={block.list} lang={i => lang(`list[${i}]`)} />
      <StatList stats={block.stats} lang={lang} />
      {block.items && (
        <ul className={styles.items}>
          {block.items.map((item, i) => (
            <li key={item.title} className={styles.item}>
              <h3 lang={lang(`items[${i}].title`)}>{item.title}</h3>
              <p lang={lang(`items[${i}].text`)}>{item.text}</p>
            </li>
          ))}
        </ul>
      )}
      {block.cta && (
        <p className={styles.cta}>
          <LinkButton to={block.cta.to} lang={lang("cta.label")}>
            {block.cta.label}
          </LinkButton>
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
  const lang = blockLangs(page, block)
  return (
    <Section id={id} title={block.title} tone={tone} titleLang={lang("title")}>
      <BlockBody block={block} lang={lang} />
      {children}
    </Section>
  )
}
