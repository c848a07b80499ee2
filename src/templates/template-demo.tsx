import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { TemplateHead, TemplatePage } from "../components/template-demo/template-page"
import type { TemplateVariant } from "../shared/template-variants"
import type { Strings } from "../shared/locale"

type Context = { variant: TemplateVariant; strings?: Strings }

/** The five layout demos, one page per variant and language (created in src/node/create-pages.ts). */
export default function TemplateDemo({ data, location, pageContext }: PageProps<Queries.TemplateDemoQuery, Context>) {
  return <TemplatePage variant={pageContext.variant} pathname={location.pathname} data={data} />
}

export const Head = ({ location, pageContext }: HeadProps<object, Context>) => (
  <TemplateHead variant={pageContext.variant} pathname={location.pathname} strings={pageContext.strings} />
)

export const query = graphql`
  query TemplateDemo($locale: String!) {
    pageContent(slug: { eq: "templates" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allGalleryImage(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: 4) {
      nodes {
        untranslated
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 600
              aspectRatio: 1.6
              breakpoints: [360, 560, 800]
              sizes: "(min-width: 1200px) 280px, (min-width: 600px) 50vw, 100vw"
            )
          }
        }
      }
    }
  }
`
