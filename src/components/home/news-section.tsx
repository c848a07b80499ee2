import React from "react"
import { graphql } from "gatsby"
import { formatDate } from "../../lib/text"
import { Section } from "../ui/section"
import { EntryCards } from "../ui/entry-cards"
import { useLocale, useT } from "../i18n/locale"
import * as home from "./home.module.css"

interface NewsSectionProps {
  heading: Queries.HomeHeadingFragment
  articles: readonly Queries.HomeNewsFragment[]
}

/** Section "news": the latest articles, each to its page. */
export function NewsSection({ heading, articles }: NewsSectionProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Section id="news" title={heading.title} intro={heading.intro} className={home.target}>
      <EntryCards
        entries={articles}
        min={240}
        linkLabel={t("Read article")}
        decorative
        meta={article => (
          <>
            <time dateTime={article.date}>{formatDate(article.date, locale)}</time> · {article.category}
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
