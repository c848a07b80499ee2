import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { Picture } from "../components/ui/picture"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { Prose } from "../components/ui/prose"
import { RelatedCards } from "../components/detail/related-cards"
import { ArticleActions } from "../components/detail/article-actions"
import { PostHeader } from "../components/blog/post-header"
import { readingMinutes } from "../components/blog/reading-time"
import { postPath } from "../components/blog/types"
import * as article from "../components/detail/article.module.css"
import * as styles from "../components/blog/post.module.css"

export default function BlogPostPage({ data, location }: PageProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  return (
    <Layout pathname={location.pathname}>
      <article className={`container ${article.article}`}>
        <PostHeader
          title={post.title}
          date={post.date}
          category={post.category}
          author={post.author}
          comments={post.comments}
          minutes={readingMinutes(post.body)}
        />
        <Picture image={getImage(post.image.childImageSharp)!} alt={post.imageAlt} className={article.image} priority />
        <p className={styles.lead}>{post.excerpt}</p>
        <Prose text={post.body} className={article.body} />
        <ArticleActions title={post.title} />
      </article>
      <RelatedCards
        title="More from the blog"
        items={data.related.nodes.map(n => ({
          to: postPath(n.slug),
          title: n.title,
          text: n.excerpt,
          image: getImage(n.image.childImageSharp),
          imageAlt: n.imageAlt,
        }))}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPostPageQuery>) {
  const post = data.blogPost!
  return <Seo title={post.title} description={post.excerpt} pathname={location.pathname} image={getSrc(post.image.childImageSharp!.og!)} />
}

export const query = graphql`
  query BlogPostPage($id: String!, $relatedIds: [String!]!) {
    blogPost(id: { eq: $id }) {
      title
      date
      category
      comments
      excerpt
      author
      body
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 960, aspectRatio: 1.6)
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
    }
    related: allBlogPost(filter: { id: { in: $relatedIds } }, sort: { date: DESC }) {
      nodes {
        slug
        title
        excerpt
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
