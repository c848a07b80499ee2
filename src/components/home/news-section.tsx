import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { formatDate } from "../../lib/text"
import { Section } from "../ui/section"
import { Card, CardGrid } from "../ui/card"
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
      <CardGrid min={240}>
        {articles.map(article => (
          <Card
            key={article.slug}
            title={article.title}
            text={article.excerpt}
            to={article.path}
            linkLabel={t("Read article")}
            image={getImage(article.image.childImageSharp)}
            imageAlt=""
            meta={
              <>
                <time dateTime={article.date}>{formatDate(article.date, locale)}</time> · {article.category}
              </>
            }
          />
        ))}
      </CardGrid>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeNews on NewsArticle {
    slug
    path
    title
    date
    category
    excerpt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.6)
      }
    }
  }
`
