import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { Showcase, toShowcaseItem } from "../components/page/showcase"
import { Expertise } from "../components/about/expertise"
import { MissionGrid } from "../components/about/mission-grid"

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="facilities">
        <Showcase items={data.allFacility.nodes.map(toShowcaseItem)} facts="chips" />
      </BlockSection>
      <Expertise page={page} id="expertise" />
      <MissionGrid page={page} id="mission" />
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query AboutPage($locale: String!) {
    pageContent(slug: { eq: "about" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allFacility(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...ShowcaseCard
      }
    }
  }
`
