import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { GalleryGrid } from "../components/gallery/gallery-grid"
import { langOf } from "../shared/locale"
import type { GalleryItem } from "../components/gallery/types"

export default function GalleryPage({ data, location }: PageProps<Queries.GalleryPageQuery>) {
  const page = data.pageContent!
  const items: GalleryItem[] = data.allGalleryImage.nodes.map(node => ({
    slug: node.slug,
    title: node.title,
    alt: node.imageAlt,
    thumb: getImage(node.image.childImageSharp)!,
    large: node.image.childImageSharp!.large,
    titleLang: langOf(node, "title"),
    altLang: langOf(node, "imageAlt"),
  }))
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="grid">
        <GalleryGrid items={items} />
      </BlockSection>
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query GalleryPage($locale: String!) {
    pageContent(slug: { eq: "gallery" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allGalleryImage(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        slug
        title
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 800, aspectRatio: 1.333, breakpoints: [360, 560, 800], sizes: "(min-width: 900px) 45vw, 100vw")
            large: gatsbyImageData(width: 1600, breakpoints: [800, 1600], sizes: "(min-width: 1100px) 1100px, 100vw")
          }
        }
      }
    }
  }
`
