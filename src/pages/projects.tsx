import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
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

export function Head({ data, location }: HeadProps<Queries.ProjectsPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query ProjectsPage($locale: String!) {
    pageContent(slug: { eq: "projects" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allAchievement(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        value
        description
      }
    }
  }
`
