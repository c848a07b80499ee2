import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { GatsbyImage, getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import * as styles from "../components/gallery/gallery.module.css"

export default function GalleryPage({ data, location }: PageProps<Queries.GalleryPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="grid">
        <ul className={styles.grid}>
          {data.allGalleryImage.nodes.map(item => (
            <li key={item.slug} className={styles.item}>
              <figure>
                <GatsbyImage image={getImage(item.image.childImageSharp)!} alt={item.imageAlt} className={styles.image} />
                <figcaption>{item.title}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </BlockSection>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.GalleryPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query GalleryPage {
    pageContent(slug: { eq: "gallery" }) { ...PageContentFields }
    allGalleryImage(sort: { order: ASC }) {
      nodes {
        slug
        title
        imageAlt
        image { childImageSharp { gatsbyImageData(width: 600, aspectRatio: 1.333) } }
      }
    }
  }
`
