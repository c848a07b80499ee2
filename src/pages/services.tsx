import React from "react"
import { graphql, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { Showcase, toShowcaseItem } from "../components/page/showcase"
import { ServiceGrid } from "../components/services/service-grid"
import { ProjectsUsing } from "../components/projects/projects-using"
import { flooringAnchor } from "../shared/projects"

/** Chosen by the build (src/node/create-pages.ts servicesContext): how many projects used each surface in all. */
type ServicesContext = { surfaceTotals?: Record<string, number> }

export default function ServicesPage({ data, location, pageContext }: PageProps<Queries.ServicesPageQuery, ServicesContext>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="services">
        <ServiceGrid services={data.allService.nodes.map(({ image, ...s }) => ({ ...s, image: getImage(image.childImageSharp) }))} />
      </BlockSection>
      <BlockSection page={page} id="flooring" tone="sand">
        <Showcase
          items={data.allFlooringProduct.nodes.map(toShowcaseItem)}
          idOf={flooringAnchor}
          extra={item => (
            <ProjectsUsing flooring={item.slug} projects={data.allProject.nodes} total={pageContext.surfaceTotals?.[item.slug] ?? 0} />
          )}
        />
      </BlockSection>
      <BlockSection page={page} id="facilities">
        <Showcase items={data.allFacility.nodes.map(toShowcaseItem)} facts="chips" />
      </BlockSection>
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query ServicesPage($locale: String!, $surfaceProjectIds: [String!]!) {
    pageContent(slug: { eq: "services" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allService(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        slug
        path
        title
        summary
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.6
              breakpoints: [360, 560, 800]
              sizes: "(min-width: 1200px) 280px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 84px"
            )
          }
        }
      }
    }
    allFlooringProduct(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ShowcaseCard
      }
    }
    allProject(filter: { id: { in: $surfaceProjectIds } }, sort: [{ completed: DESC }, { title: ASC }]) {
      nodes {
        untranslated
        path
        title
        flooring
      }
    }
    allFacility(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ShowcaseCard
      }
    }
  }
`
