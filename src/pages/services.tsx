import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { Card, CardGrid } from "../components/ui/card"
import { Bullets } from "../components/ui/prose"

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="services">
        <CardGrid>
          {data.allService.nodes.map(s => (
            <Card key={s.slug} title={s.title} text={s.summary} to={`/service/${s.slug}`} linkLabel="Learn More" image={getImage(s.image.childImageSharp)} imageAlt={s.imageAlt} />
          ))}
        </CardGrid>
      </BlockSection>
      <BlockSection page={page} id="flooring" tone="sand">
        <CardGrid min={300}>
          {data.allFlooringProduct.nodes.map(p => (
            <Card key={p.slug} title={p.title} text={p.description} image={getImage(p.image.childImageSharp)} imageAlt={p.imageAlt} meta={<Bullets items={p.facts} />} />
          ))}
        </CardGrid>
      </BlockSection>
      <BlockSection page={page} id="facilities">
        <CardGrid>
          {data.allFacility.nodes.map(f => (
            <Card key={f.slug} title={f.title} text={f.description} image={getImage(f.image.childImageSharp)} imageAlt={f.imageAlt} />
          ))}
        </CardGrid>
      </BlockSection>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query ServicesPage {
    pageContent(slug: { eq: "services" }) { ...PageContentFields }
    allService(sort: { order: ASC }) {
      nodes { slug title summary imageAlt image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } } }
    }
    allFlooringProduct(sort: { order: ASC }) {
      nodes { slug title description facts imageAlt image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } } }
    }
    allFacility(sort: { order: ASC }) {
      nodes { slug title description imageAlt image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } } }
    }
  }
`
