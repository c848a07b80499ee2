import React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { Link, useLocale, useT } from "../components/i18n/locale"
import { SearchBox } from "../components/search/search-box"
import { translate, type Strings } from "../shared/locale"
import { fixedRoute } from "../shared/routes"
import { pageKind, pageKinds, SEARCH_PATH, type PageKind } from "../shared/search"
import { kindLabels } from "../shared/search-labels"
import * as styles from "../components/search/search.module.css"

type Entry = { readonly title: string; readonly path: string }
type Data = Queries.SearchPageQuery

/**
 * Every content page of the language, grouped by kind: the fixed pages (home and those with page texts), then
 * each collection's entries in its own order. The kind of each comes from its address, as the layout derives it.
 */
function siteMap(data: Data, home: Entry): { kind: PageKind; pages: Entry[] }[] {
  const fixed = data.allPageContent.nodes.map(p => ({ title: p.title, path: `/${p.slug}` })).filter(p => pageKind(p.path) === "page")
  const entries: readonly Entry[] = [
    home,
    ...fixed,
    ...data.allGame.nodes,
    ...data.allSport.nodes,
    ...data.allService.nodes,
    ...data.allFocusArea.nodes,
    ...data.allCoach.nodes,
    ...data.allSportsEvent.nodes,
    ...data.allNewsArticle.nodes,
    ...data.allBlogPost.nodes,
    ...data.allProject.nodes,
  ]
  return pageKinds.map(kind => ({ kind, pages: entries.filter(e => pageKind(e.path) === kind) })).filter(group => group.pages.length > 0)
}

export default function SearchPage({ data, location }: PageProps<Data>) {
  const t = useT()
  const locale = useLocale()
  const labels = kindLabels(t)
  const groups = siteMap(data, { title: t("Home"), path: "/" })
  return (
    <Layout pathname={location.pathname} indexed={false}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t("Search")}</h1>
        <SearchBox action={withPrefix(fixedRoute(SEARCH_PATH, locale))} />
        <section className={styles.map} aria-labelledby="site-map-title">
          <h2 id="site-map-title">{t("Every page of the site")}</h2>
          <div className={styles.groups}>
            {groups.map(group => (
              <section key={group.kind} aria-labelledby={`site-map-${group.kind}`} data-kind={group.kind}>
                <h3 id={`site-map-${group.kind}`}>{labels[group.kind]}</h3>
                <ul>
                  {group.pages.map(page => (
                    <li key={page.path}>
                      <Link to={page.path}>{page.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </section>
      </div>
    </Layout>
  )
}

export function Head({ location, pageContext }: HeadProps<Data, { strings?: Strings }>) {
  return (
    <Seo
      title={translate(pageContext.strings, "Search")}
      description={translate(pageContext.strings, "Search the site, or find any of its pages by kind.")}
      pathname={location.pathname}
    />
  )
}

export const query = graphql`
  query SearchPage($locale: String!) {
    allPageContent(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        title
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allSport(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allService(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allFocusArea(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allCoach(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        title
        path
      }
    }
    allSportsEvent(filter: { locale: { eq: $locale } }, sort: { startDate: ASC }) {
      nodes {
        title
        path
      }
    }
    allNewsArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        title
        path
      }
    }
    allBlogPost(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        title
        path
      }
    }
    allProject(filter: { locale: { eq: $locale } }, sort: { completed: DESC }) {
      nodes {
        title
        path
      }
    }
  }
`
