import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { EmptyProjects } from "../components/projects/empty-projects"
import { ProjectList } from "../components/projects/project-list"
import { Achievements } from "../components/projects/achievements"
import { CLIENT_TYPE_LABELS, type ClientType, type ProjectFilter } from "../shared/projects"
import { headLocale } from "../shared/locale"

/**
 * /projects, each of its filter pages and their numbered pages (src/node/create-pages.ts): the filter, the
 * list's count and every filter that has projects, counted at build time; the query brings the page's projects.
 */
type Context = {
  filter?: ProjectFilter | null
  filters?: readonly ProjectFilter[]
  total?: number
  pageNumber?: number
  pageCount?: number
}

export default function ProjectsPage({ data, location, pageContext }: PageProps<Queries.ProjectsPageQuery, Context>) {
  const page = data.pageContent!
  const projects = data.allProject.nodes
  const { filters = [], total = projects.length, pageNumber = 1, pageCount = 1 } = pageContext
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      {total === 0 ? (
        <EmptyProjects page={page} id="empty" />
      ) : (
        <ProjectList
          projects={projects}
          games={data.allGame.nodes}
          filters={filters}
          active={pageContext.filter}
          total={total}
          pageNumber={pageNumber}
          pageCount={pageCount}
        />
      )}
      <BlockSection page={page} id="achievements" tone="sand">
        <Achievements items={data.allAchievement.nodes} />
      </BlockSection>
    </Layout>
  )
}

/**
 * A filter page is a view of /projects: its own title, kept out of search results (noindex, not in the sitemap).
 * A numbered page names its number, so every page has its own title and description.
 */
export function Head(props: HeadProps<Queries.ProjectsPageQuery, Context>) {
  const { data, location, pageContext } = props
  const { filter, pageNumber = 1, pageCount = 1 } = pageContext
  if (!filter && pageNumber <= 1) return <FixedPageHead {...props} />
  const { t } = headLocale(pageContext)
  const suffix = t("page {n} of {count}", { n: String(pageNumber), count: String(pageCount) })
  const title = (text: string) => (pageNumber > 1 ? `${text}, ${suffix}` : text)
  const description = (text: string) => (pageNumber > 1 ? `${text} (${suffix})` : text)
  if (!filter) {
    const page = data.pageContent!
    return <Seo title={title(page.title)} description={description(page.description ?? page.title)} pathname={location.pathname} />
  }
  const name =
    filter.kind === "sport"
      ? (data.allGame.nodes.find(g => g.slug === filter.value)?.title ?? filter.value)
      : t(CLIENT_TYPE_LABELS[filter.value as ClientType] ?? filter.value)
  return (
    <Seo
      title={title(t("Projects: {filter}", { filter: name }))}
      description={description(
        t("{filter}: courts and sports facilities we have built, each with its client, place, size and surface.", { filter: name }),
      )}
      pathname={location.pathname}
      noindex
    />
  )
}

export const query = graphql`
  query ProjectsPage($locale: String!, $game: String, $clientType: String, $limit: Int!, $skip: Int!) {
    pageContent(slug: { eq: "projects" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allProject(
      filter: { locale: { eq: $locale }, games: { eq: $game }, clientType: { eq: $clientType } }
      sort: [{ completed: DESC }, { title: ASC }]
      limit: $limit
      skip: $skip
    ) {
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
