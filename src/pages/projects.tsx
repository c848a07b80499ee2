import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { EmptyProjects } from "../components/projects/empty-projects"
import { Achievements } from "../components/projects/achievements"

export default function ProjectsPage({ data, location }: PageProps<Queries.ProjectsPageQuery>) {
  const page = data.pageContent!
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <EmptyProjects page={page} id="empty" />
      <BlockSection page={page} id="achievements" tone="sand">
        <Achievements items={data.allAchievement.nodes} />
      </BlockSection>
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query ProjectsPage($locale: String!) {
    pageContent(slug: { eq: "projects" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allAchievement(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        title
        value
        description
      }
    }
  }
`
