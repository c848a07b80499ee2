import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { FixedPageHero } from "../components/page/page-content"
import { BlogExplorer } from "../components/blog/blog-explorer"
import type { BlogListPost, RecentPost } from "../components/blog/types"
import { Seo } from "../components/layout/seo"
import { useLocale, useT } from "../components/i18n/locale"
import { formatMonth, type Translate } from "../lib/blog-filter"
import type { BlogList, BlogSidebar } from "../shared/blog"
import { headLocale } from "../shared/locale"
import type { Locale } from "../shared/routes"

/**
 * Which page of which list this is, and its sidebar (src/node/blog-pages.ts): /blog, a category's or a month's page,
 * or one of their numbered pages; the query reads the page's posts by `ids`.
 */
type Context = { list?: BlogList; sidebar?: BlogSidebar; pageNumber?: number; pageCount?: number }

const noSidebar: BlogSidebar = { categories: [], months: [] }

/** A category's or a month's page: its heading and description (null for /blog, which has its page texts). */
function listTexts(list: BlogList | undefined, t: Translate, locale: Locale): { heading: string; description: string } | null {
  if (list?.kind === "category") {
    const category = t(list.category)
    return {
      heading: t("Blog: {name}", { name: category }),
      description: t("Posts on {category} from our coaches, physiotherapists and engineers, newest first.", { category }),
    }
  }
  if (list?.kind === "month") {
    const month = formatMonth(list.month, locale)
    return {
      heading: t("Blog: {name}", { name: month }),
      description: t("Posts our coaches, physiotherapists and engineers published in {month}, newest first.", { month }),
    }
  }
  return null
}

export default function BlogPage({ data, location, pageContext }: PageProps<Queries.BlogPageQuery, Context>) {
  const t = useT()
  const locale = useLocale()
  const texts = listTexts(pageContext.list, t, locale)
  const content = data.pageContent!
  // A category's or month's page names its list in the hero's heading, in the page's language.
  const page = texts
    ? {
        ...content,
        hero: { ...content.hero, title: texts.heading, subtitle: texts.description },
        untranslated: content.untranslated?.filter(field => field !== "hero.title" && field !== "hero.subtitle"),
      }
    : content
  const posts: BlogListPost[] = data.allBlogPost.nodes.map(({ image, ...post }) => ({
    ...post,
    image: getImage(image.childImageSharp) ?? null,
  }))
  const recent: RecentPost[] = data.recent.nodes.map(({ image, ...post }) => ({ ...post, thumb: image.childImageSharp?.thumb ?? null }))
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlogExplorer
        posts={posts}
        recent={recent}
        sidebar={pageContext.sidebar ?? noSidebar}
        list={pageContext.list ?? { kind: "all" }}
        pageNumber={pageContext.pageNumber ?? 1}
        pageCount={pageContext.pageCount ?? 1}
        search={location.search}
      />
    </Layout>
  )
}

/** /blog's Head is its page texts'; a category's or month's page has its own; a later page names its number. */
export function Head(props: HeadProps<Queries.BlogPageQuery, Context>) {
  const { list, pageNumber = 1, pageCount = 1 } = props.pageContext
  const { t, locale } = headLocale(props.pageContext)
  const texts = listTexts(list, t, locale)
  if (!texts && pageNumber <= 1) return <FixedPageHead {...props} />
  const page = props.data.pageContent!
  const title = texts?.heading ?? page.title
  const description = texts?.description ?? page.description ?? page.title
  if (pageNumber <= 1) return <Seo title={title} description={description} pathname={props.location.pathname} />
  const suffix = t("page {n} of {count}", { n: String(pageNumber), count: String(pageCount) })
  return <Seo title={`${title}, ${suffix}`} description={`${description} (${suffix})`} pathname={props.location.pathname} />
}

export const query = graphql`
  query BlogPage($locale: String!, $ids: [String!]!, $recentLimit: Int!) {
    pageContent(slug: { eq: "blog" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allBlogPost(filter: { id: { in: $ids } }, sort: [{ date: DESC }, { slug: ASC }]) {
      nodes {
        untranslated
        slug
        path
        ...BlogPostFacts
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.6
              breakpoints: [360, 560, 800]
              sizes: "(min-width: 1024px) 400px, (min-width: 700px) 50vw, 100vw"
            )
          }
        }
      }
    }
    recent: allBlogPost(filter: { locale: { eq: $locale } }, sort: [{ date: DESC }, { slug: ASC }], limit: $recentLimit) {
      nodes {
        untranslated
        slug
        path
        title
        date
        image {
          childImageSharp {
            thumb: gatsbyImageData(width: 64, aspectRatio: 1, breakpoints: [128])
          }
        }
      }
    }
  }
`
