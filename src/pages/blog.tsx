import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { FixedPageHero } from "../components/page/page-content"
import { Section } from "../components/ui/section"
import { Card, CardGrid } from "../components/ui/card"
import { formatDate } from "../lib/text"

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <Section id="posts" title="Latest Posts">
        <CardGrid min={300}>
          {data.allBlogPost.nodes.map(post => (
            <Card
              key={post.slug}
              title={post.title}
              text={post.excerpt}
              image={getImage(post.image.childImageSharp)}
              imageAlt={post.imageAlt}
              meta={
                <>
                  {post.category} · <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.comments} comments · {post.author}
                </>
              }
            />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.BlogPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query BlogPage {
    pageContent(slug: { eq: "blog" }) { ...PageContentFields }
    allBlogPost(sort: { date: DESC }) {
      nodes {
        slug
        title
        date
        category
        comments
        excerpt
        author
        imageAlt
        image { childImageSharp { gatsbyImageData(width: 600, aspectRatio: 1.6) } }
      }
    }
  }
`
