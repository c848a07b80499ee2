import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockBody, BlockSection, FixedPageHero, blockLangs, findBlock } from "../components/page/page-content"
import { Section } from "../components/ui/section"
import { ProgrammeCard } from "../components/admissions/programme-card"
import { headLocale } from "../shared/locale"
import { admissionsJsonLd } from "../lib/admissions-json-ld"
import { fixedRoute } from "../shared/routes"
import * as styles from "../components/admissions/admissions.module.css"

/** Every sport of the games collection with its fee, batches, timings, age and coach, and a free trial each. */
export default function AdmissionsPage({ data, location }: PageProps<Queries.AdmissionsPageQuery>) {
  const page = data.pageContent!
  const programmes = findBlock(page, "programmes")
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <Section id="programmes" title={programmes?.title ?? undefined} titleLang={blockLangs(page, programmes)("title")}>
        {programmes && <BlockBody block={programmes} lang={blockLangs(page, programmes)} />}
        <ul className={styles.grid}>
          {data.allGame.nodes.map(game => (
            <li key={game.slug}>
              <ProgrammeCard game={game} />
            </li>
          ))}
        </ul>
      </Section>
      <BlockSection page={page} id="trial" tone="sand" />
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.AdmissionsPageQuery>) {
  const page = data.pageContent!
  const { locale, t } = headLocale(pageContext)
  const meta = data.site!.siteMetadata!
  const programmes = data.allGame.nodes.map(game => ({ ...game, url: `${meta.siteUrl}${game.path}` }))
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      jsonLd={[admissionsJsonLd(meta.siteUrl!, `${meta.siteUrl}${fixedRoute("/admissions", locale)}`, programmes, meta.title!, locale, t)]}
    />
  )
}

export const query = graphql`
  fragment AdmissionsProgramme on Game {
    untranslated
    slug
    path
    title
    description
    startingAge
    levels
    schedule {
      weekdays
      weekends
    }
    pricing {
      fromPerMonth
    }
    coach {
      name
      credentials
    }
  }
  query AdmissionsPage($locale: String!) {
    site {
      siteMetadata {
        siteUrl
        title
      }
    }
    pageContent(slug: { eq: "admissions" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...AdmissionsProgramme
      }
    }
  }
`
