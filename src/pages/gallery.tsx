import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { GalleryGrid } from "../components/gallery/gallery-grid"
import { langOf } from "../shared/locale"
import type { GalleryItem } from "../components/gallery/types"
import { Pagination } from "../components/ui/pagination"
import { useT } from "../components/i18n/locale"
import { Seo } from "../components/layout/seo"
import { headLocale } from "../shared/locale"

/** Which of the numbered pages this is (src/node/create-pages.ts; GALLERY_PAGE pictures each). */
type ListPageContext = { pageNumber?: number; pageCount?: number }

export default function GalleryPage({ data, location, pageContext }: PageProps<Queries.GalleryPageQuery, ListPageContext>) {
  const t = useT()
  const page = data.pageContent!
  const items: GalleryItem[] = data.allGalleryImage.nodes.map(node => ({
    slug: node.slug,
    title: node.title,
    alt: node.imageAlt,
    thumb: getImage(node.image.childImageSharp)!,
    large: node.image.childImageSharp!.large,
    titleLang: langOf(node, "title"),
    altLang: langOf(node, "imageAlt"),
  }))
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <BlockSection page={page} id="grid">
        <GalleryGrid items={items} />
        <Pagination
          list="/gallery"
          pageNumber={pageContext.pageNumber ?? 1}
          pageCount={pageContext.pageCount ?? 1}
          label={t("Gallery pages")}
        />
      </BlockSection>
    </Layout>
  )
}

/** Page 1 is the gallery's own Head; a later page names its number, so every page has its own title and description. */
export function Head(props: HeadProps<Queries.GalleryPageQuery, ListPageContext>) {
  const { pageNumber = 1, pageCount = 1 } = props.pageContext
  if (pageNumber <= 1) return <FixedPageHead {...props} />
  const { t } = headLocale(props.pageContext)
  const page = props.data.pageContent!
  const suffix = t("page {n} of {count}", { n: String(pageNumber), count: String(pageCount) })
  return (
    <Seo
      title={`${page.title}, ${suffix}`}
      description={`${page.description ?? page.title} (${suffix})`}
      pathname={props.location.pathname}
    />
  )
}

export const query = graphql`
  query GalleryPage($locale: String!, $limit: Int!, $skip: Int!) {
    pageContent(slug: { eq: "gallery" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allGalleryImage(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: $limit, skip: $skip) {
      nodes {
        untranslated
        slug
        title
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 800, aspectRatio: 1.333, breakpoints: [360, 560, 800], sizes: "(min-width: 900px) 45vw, 100vw")
            large: gatsbyImageData(width: 1600, breakpoints: [800, 1600], sizes: "(min-width: 1100px) 1100px, 100vw")
          }
        }
      }
    }
  }
`
