import React from "react"
import { graphql } from "gatsby"
import { formatDate } from "../../shared/text"
import { Section, headingProps } from "../ui/section"
import { EntryCards } from "../ui/entry-cards"
import { useLocale, useT } from "../i18n/locale"
import { langOf, type Lang } from "../../shared/locale"
import * as home from "./home.module.css"

interface NewsSectionProps {
  heading: Queries.HomeHeadingFragment
  /** The heading's lang marks: langsOf(home, "sections.<name>"). */
  headingLang?: (field: string) => Lang
  articles: readonly Queries.HomeNewsFragment[]
}

/** Section "news": the latest articles, each to its page. */
export function NewsSection({ heading, headingLang, articles }: NewsSectionProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Section id="news" {...headingProps(heading, headingLang)} className={home.target}>
      <EntryCards
        entries={articles}
        min={240}
        linkLabel={t("Read article")}
        decorative
        meta={article => (
          <>
            <time dateTime={article.date}>{formatDate(article.date, locale)}</time> ·{" "}
            <span lang={langOf(article, "category")}>{article.category}</span>
          </>
        )}
      />
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeNews on NewsArticle {
    ...EntryCard
    date
    category
  }
`
