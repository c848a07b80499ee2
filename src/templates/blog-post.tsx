import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ArticlePicture, DetailHead, DetailShell } from "../components/detail/detail-shell"
import { useT } from "../components/i18n/locale"
import { Prose } from "../components/ui/prose"
import { ArticleActions } from "../components/detail/article-actions"
import { PostHeader } from "../components/blog/post-header"
import { readingMinutes } from "../components/blog/reading-time"
import { langOf } from "../shared/locale"
import * as article from "../components/detail/article.module.css"
import * as styles from "../components/blog/post.module.css"

export default function BlogPostPage({ data, location }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  const t = useT()
  return (
    <DetailShell pathname={location.pathname} related={{ title: t("More from the blog"), entries: data.related.nodes }}>
      <article className={`container ${article.article}`}>
        <PostHeader
          title={post.title}
          date={post.date}
          category={post.category}
          author={post.author}
          comments={post.comments}
          minutes={readingMinutes(post.body)}
          lang={field => langOf(post, field)}
        />
        <ArticlePicture entry={post} className={article.image} />
        <p className={styles.lead} lang={langOf(post, "excerpt")}>
          {post.excerpt}
        </p>
        <Prose text={post.body} className={article.body} lang={langOf(post, "body")} />
        <ArticleActions title={post.title} />
      </article>
    </DetailShell>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  return <DetailHead pathname={location.pathname} entry={post} description={post.excerpt} parents={false} />
}

export const query = graphql`
  query BlogPostPage($id: String!, $relatedIds: [String!]!) {
    blogPost(id: { eq: $id }) {
      ...BlogPostFacts
      body
      imageAlt
      image {
        ...ArticleImage
      }
    }
    related: allBlogPost(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
