import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ArticlePicture, DetailHead, DetailShell } from "../components/detail/detail-shell"
import { headLocale, langOf } from "../shared/locale"
import { useLocale, useT } from "../components/i18n/locale"
import { Prose } from "../components/ui/prose"
import { ArticleActions } from "../components/detail/article-actions"
import { formatDate } from "../shared/text"
import { newsArticleJsonLd } from "../lib/news-json-ld"
import { fixedRoute } from "../shared/routes"
import * as styles from "../components/detail/article.module.css"

/** English keys: shown through t() in the page's language. */
export const ARTICLE_TAGS = ["Sports Training", "Athlete Development", "Performance"]

export default function NewsArticlePage({ data, location }: PageProps<Queries.NewsArticlePageQuery>) {
  const article = data.newsArticle!
  const t = useT()
  const locale = useLocale()
  return (
    <DetailShell pathname={location.pathname} related={{ title: t("More news"), entries: data.related.nodes }}>
      <article className={`container ${styles.article}`}>
        <header className={styles.header}>
          <p className={styles.meta}>
            <span className={styles.category} lang={langOf(article, "category")}>
              {article.category}
            </span>
            <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
            <span>
              {article.readTime}
              {` ${t("min read")}`}
            </span>
          </p>
          <h1 className={styles.title} lang={langOf(article, "title")}>
            {article.title}
          </h1>
          <p className={styles.excerpt} lang={langOf(article, "excerpt")}>
            {article.excerpt}
          </p>
          <p className={styles.author}>
            {`${t("By")} `}
            <span lang={langOf(article, "author")}>{article.author}</span>
          </p>
        </header>
        <ArticlePicture entry={article} className={styles.image} />
        <div data-testid="article-body">
          <Prose text={article.fullContent} className={styles.body} lang={langOf(article, "fullContent")} />
        </div>
        <ul className={styles.tags} aria-label={t("Tags")}>
          {ARTICLE_TAGS.map(tag => (
            <li key={tag}>{t(tag)}</li>
          ))}
        </ul>
        <ArticleActions title={article.title} />
      </article>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.NewsArticlePageQuery>) {
  const article = data.newsArticle!
  const { locale, t } = headLocale(pageContext)
  const meta = data.site!.siteMetadata!
  const publisher = { name: meta.title!, logoUrl: `${meta.siteUrl}${data.siteData!.brand.logo.publicURL}` }
  return (
    <DetailHead
      pathname={location.pathname}
      entry={article}
      description={article.excerpt}
      parents={[{ name: t("News"), path: `${fixedRoute("/", locale)}#news` }]}
      jsonLd={image => [
        newsArticleJsonLd(meta.siteUrl!, location.pathname, article, image && `${meta.siteUrl}${image}`, publisher, locale),
      ]}
    />
  )
}

export const query = graphql`
  query NewsArticlePage($id: String!, $relatedIds: [String!]!, $locale: String!) {
    site {
      siteMetadata {
        siteUrl
        title
      }
    }
    siteData(locale: { eq: $locale }) {
      brand {
        logo {
          publicURL
        }
      }
    }
    newsArticle(id: { eq: $id }) {
      untranslated
      title
      date
      excerpt
      fullContent
      author
      category
      readTime
      imageAlt
      image {
        ...ArticleImage
      }
    }
    related: allNewsArticle(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
