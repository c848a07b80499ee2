import React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../layout/layout"
import { Seo } from "../layout/seo"
import { PageHero } from "../ui/page-hero"
import { Prose } from "../ui/prose"
import { Card, CardGrid } from "../ui/card"
import { findBlock } from "../page/page-content"
import * as styles from "./template-page.module.css"

export type TemplateVariant = "left-sidebar" | "right-sidebar" | "full-width" | "no-sidebar" | "grid-layout"

export const variantTitles: Record<TemplateVariant, string> = {
  "left-sidebar": "Left Sidebar",
  "right-sidebar": "Right Sidebar",
  "full-width": "Full Width",
  "no-sidebar": "No Sidebar",
  "grid-layout": "Grid Layout",
}

function useTemplateContent() {
  return useStaticQuery<Queries.TemplateContentQuery>(graphql`
    query TemplateContent {
      pageContent(slug: { eq: "templates" }) { ...PageContentFields }
      allGalleryImage(sort: { order: ASC }, limit: 4) {
        nodes { imageAlt image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } } }
      }
    }
  `)
}

function Sidebar() {
  return (
    <aside className={styles.sidebar} aria-label="Sidebar">
      <h2>Sidebar</h2>
      <p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio praesent libero.</p>
    </aside>
  )
}

/** The spec's template pages: placeholder filler text in each layout. */
export function TemplatePage({ variant, pathname }: { variant: TemplateVariant; pathname: string }) {
  const data = useTemplateContent()
  const page = data.pageContent!
  const filler = findBlock(page, "filler")
  const grid = findBlock(page, "grid")
  const title = variantTitles[variant]
  return (
    <Layout pathname={pathname}>
      <PageHero title={variant === "grid-layout" ? grid?.title ?? title : `${page.hero.title}: ${title}`} subtitle={page.hero.subtitle} />
      {variant === "grid-layout" ? (
        <div className={`container ${styles.body}`}>
          <CardGrid>
            {grid?.items?.map((item, i) => {
              const image = data.allGalleryImage.nodes[i]
              return <Card key={item.title} title={item.title} text={item.text} image={getImage(image?.image.childImageSharp ?? null)} imageAlt={image?.imageAlt} headingLevel={2} />
            })}
          </CardGrid>
        </div>
      ) : (
        <div className={`container ${styles.body} ${styles[variant]}`}>
          {variant === "left-sidebar" && <Sidebar />}
          <article className={styles.content}>
            <h2>{filler?.title}</h2>
            <Prose text={filler?.text} className={variant === "full-width" ? styles.wide : undefined} />
          </article>
          {variant === "right-sidebar" && <Sidebar />}
        </div>
      )}
    </Layout>
  )
}

export function TemplateHead({ variant, pathname }: { variant: TemplateVariant; pathname: string }) {
  return <Seo title={`Template: ${variantTitles[variant]}`} description={`A ${variantTitles[variant].toLowerCase()} page template with placeholder text.`} pathname={pathname} noindex />
}
