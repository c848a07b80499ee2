import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"

export default function SportsMeditationPage({ data, location }: PageProps<Queries.SportsMeditationPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="intro" />
      <BlockSection page={page} id="how-it-works" tone="sand" />
      <BlockSection page={page} id="benefits" />
      <BlockSection page={page} id="cta" tone="sand" />
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query SportsMeditationPage($locale: String!) {
    pageContent(slug: { eq: "sports-meditation" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
  }
`
