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
type Collection = { readonly nodes: readonly Entry[]; readonly totalCount: number }
type Data = Queries.SearchPageQuery
type Group = { kind: PageKind; pages: Entry[]; more?: { to: string; label: string } }

/**
 * The site map: every fixed page (home and those with page texts, a set that does not grow), then each collection's
 * first SEARCH_MAP_KIND pages in its own order (the newest of dated ones), as the build's query limits them, and
 * where a collection has more, a link to the page that lists them. The kind of each comes from its address, as the
 * layout derives it.
 */
function siteMap(data: Data, home: Entry, listings: Partial<Record<PageKind, { to: string; label: string }>>): Group[] {
  // A fixed page by its heading (its hero's title: "Events"), not by its title for search engines.
  const fixed = data.allPageContent.nodes.map(p => ({ title: p.hero.title, path: `/${p.slug}` })).filter(p => pageKind(p.path) === "page")
  const collections: readonly Collection[] = [
    data.allGame,
    data.allSport,
    data.allService,
    data.allFocusArea,
    data.allCoach,
    data.allSportsEvent,
    data.allNewsArticle,
    data.allBlogPost,
    data.allProject,
  ]
  const entries = [home, ...fixed, ...collections.flatMap(c => c.nodes)]
  return pageKinds
    .map(kind => {
      const pages = entries.filter(e => pageKind(e.path) === kind)
      const more = collections.some(c => c.nodes.length < c.totalCount && pageKind(c.nodes[0].path) === kind)
      return { kind, pages, ...(more && listings[kind] ? { more: listings[kind] } : {}) }
    })
    .filter(group => group.pages.length > 0)
}

export default function SearchPage({ data, location }: PageProps<Data>) {
  const t = useT()
  const locale = useLocale()
  const labels = kindLabels(t)
  // Where each kind's pages are all listed (or, where no page lists them all, the home page's section of them).
  const listings: Partial<Record<PageKind, { to: string; label: string }>> = {
    game: { to: "/#services", label: t("Games on the home page") },
    service: { to: "/services", label: t("All services") },
    focus: { to: "/#focus-areas", label: t("Focus areas on the home page") },
    coach: { to: "/#coaches", label: t("Coaches on the home page") },
    event: { to: "/events", label: t("All events") },
    news: { to: "/#news", label: t("Latest news on the home page") },
    blog: { to: "/blog", label: t("All posts") },
    project: { to: "/projects", label: t("All projects") },
  }
  const groups = siteMap(data, { title: t("Home"), path: "/" }, listings)
  return (
    <Layout pathname={location.pathname} indexed={false}>
      <div className={`container ${styles.page}`}>
        <h1 className={styles.title}>{t("Search")}</h1>
        <SearchBox action={withPrefix(fixedRoute(SEARCH_PATH, locale))} />
        <section className={styles.map} aria-labelledby="site-map-title">
          <h2 id="site-map-title">{t("The site's main pages")}</h2>
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
                {group.more && (
                  <p data-testid="site-map-more">
                    <Link to={group.more.to}>{group.more.label}</Link>
                  </p>
                )}
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
  query SearchPage($locale: String!, $mapLimit: Int!) {
    allPageContent(filter: { locale: { eq: $locale } }) {
      nodes {
        slug
        hero {
          title
        }
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allSport(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allService(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allFocusArea(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allCoach(filter: { locale: { eq: $locale } }, sort: [{ order: ASC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allSportsEvent(filter: { locale: { eq: $locale } }, sort: [{ startDate: DESC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allNewsArticle(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
    allProject(filter: { locale: { eq: $locale } }, sort: [{ completed: DESC }, { title: ASC }], limit: $mapLimit) {
      totalCount
      nodes {
        title
        path
      }
    }
  }
`
