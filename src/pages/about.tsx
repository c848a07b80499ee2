import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { Card, CardGrid } from "../components/ui/card"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="facilities">
        <CardGrid>
          {data.allFacility.nodes.map(f => (
            <Card key={f.slug} title={f.title} text={f.description} image={getImage(f.image.childImageSharp)} imageAlt={f.imageAlt} />
          ))}
        </CardGrid>
      </BlockSection>
      <BlockSection page={page} id="expertise" tone="sand" />
      <BlockSection page={page} id="mission" />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query AboutPage {
    pageContent(slug: { eq: "about" }) { ...PageContentFields }
    allFacility(sort: { order: ASC }) {
      nodes {
        slug
        title
        description
        imageAlt
        image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } }
      }
    }
  }
`
