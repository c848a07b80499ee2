import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { EmptyProjects } from "../components/projects/empty-projects"
import { ProjectList } from "../components/projects/project-list"
import { Achievements } from "../components/projects/achievements"
import { projectFilters, CLIENT_TYPE_LABELS, type ClientType, type ProjectFilter } from "../shared/projects"
import { headLocale } from "../shared/locale"

/** /projects, and each of its filter pages (src/node/create-pages.ts), which carry their filter in the context. */
type Context = { filter?: ProjectFilter | null }

export default function ProjectsPage({ data, location, pageContext }: PageProps<Queries.ProjectsPageQuery, Context>) {
  const page = data.pageContent!
  const projects = data.allProject.nodes
  const games = data.allGame.nodes
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      {projects.length === 0 ? (
        <EmptyProjects page={page} id="empty" />
      ) : (
        <ProjectList
          projects={projects}
          games={games}
          filters={projectFilters(
            projects,
            games.map(g => g.slug),
          )}
          active={pageContext.filter}
        />
      )}
      <BlockSection page={page} id="achievements" tone="sand">
        <Achievements items={data.allAchievement.nodes} />
      </BlockSection>
    </Layout>
  )
}

/** A filter page is a view of /projects: its own title, kept out of search results (noindex, not in the sitemap). */
export function Head(props: HeadProps<Queries.ProjectsPageQuery, Context>) {
  const { data, location, pageContext } = props
  const filter = pageContext.filter
  if (!filter) return <FixedPageHead {...props} />
  const { t } = headLocale(pageContext)
  const name =
    filter.kind === "sport"
      ? (data.allGame.nodes.find(g => g.slug === filter.value)?.title ?? filter.value)
      : t(CLIENT_TYPE_LABELS[filter.value as ClientType] ?? filter.value)
  return (
    <Seo
      title={t("Projects: {filter}", { filter: name })}
      description={t("{filter}: courts and sports facilities we have built, each with its client, place, size and surface.", {
        filter: name,
      })}
      pathname={location.pathname}
      noindex
    />
  )
}

export const query = graphql`
  query ProjectsPage($locale: String!) {
    pageContent(slug: { eq: "projects" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allProject(filter: { locale: { eq: $locale } }, sort: [{ completed: DESC }, { title: ASC }]) {
      nodes {
        ...EntryCard
        slug
        clientType
        city
        state
        completed
        area
        games
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        slug
        title
      }
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
