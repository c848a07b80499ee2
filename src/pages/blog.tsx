import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { FixedPageHero, findBlock } from "../components/page/page-content"
import { BlogExplorer } from "../components/blog/blog-explorer"
import type { BlogListPost } from "../components/blog/types"

export default function BlogPage({ data, location }: PageProps<Queries.BlogPageQuery>) {
  const page = data.pageContent!
  const categories = findBlock(page, "categories")?.list ?? []
  const posts: BlogListPost[] = data.allBlogPost.nodes.map(({ image, ...post }) => ({
    ...post,
    image: getImage(image.childImageSharp) ?? null,
    thumb: image.childImageSharp?.thumb ?? null,
  }))
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlogExplorer posts={posts} categories={categories} search={location.search} />
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query BlogPage($locale: String!) {
    pageContent(slug: { eq: "blog" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allBlogPost(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        untranslated
        slug
        path
        ...BlogPostFacts
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.6
              breakpoints: [360, 560, 800]
              sizes: "(min-width: 1024px) 400px, (min-width: 700px) 50vw, 100vw"
            )
            thumb: gatsbyImageData(width: 64, aspectRatio: 1, breakpoints: [128])
          }
        }
      }
    }
  }
`
