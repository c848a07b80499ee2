import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { useT } from "../components/i18n/locale"
import { Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow } from "../components/detail/detail-layout"
import { SportSections } from "../components/sport/sport-sections"
import { NotFoundMessage } from "../components/not-found/not-found-message"
import * as styles from "../components/sport/sport-article.module.css"

export default function SportArticlePage({ data, location }: PageProps<Queries.SportArticlePageQuery>) {
  const sport = data.sport
  const t = useT()
  if (!sport) {
    return (
      <Layout pathname={location.pathname}>
        <NotFoundMessage kind="sport" />
      </Layout>
    )
  }
  return (
    <DetailShell
      pathname={location.pathname}
      hero={heroOf(sport, t("Sports"))}
      related={{ title: t("Explore other sports"), entries: data.related.nodes }}
    >
      <article className={`container ${styles.article}`}>
        <Prose text={sport.content} className={styles.lead} lang={langOf(sport, "content")} />
        <SportSections content={sport.detailedContent} lang={langsOf(sport, "detailedContent")} />
        <ActionRow>
          <LinkButton to="/contact">{t("Start Training")}</LinkButton>
          <LinkButton to="/services" variant="secondary">
            {t("Our Services")}
          </LinkButton>
        </ActionRow>
      </article>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.SportArticlePageQuery>) {
  const sport = data.sport
  const { t } = headLocale(pageContext)
  if (!sport) return <Seo title={t("Sport Not Found")} pathname={location.pathname} noindex />
  return <DetailHead pathname={location.pathname} entry={sport} description={sport.teaser} />
}

export const query = graphql`
  query SportArticlePage($id: String!, $relatedIds: [String!]!) {
    sport(id: { eq: $id }) {
      ...DetailHero
      content
      detailedContent {
        introduction
        conclusion
        sections {
          title
          description
          items
          components {
            title
            description
            items
            subComponents {
              title
              description
              items
            }
          }
        }
        director {
          name
          role
          experience
          education
          currentProjects
          futureVision
          qualifications
        }
      }
    }
    related: allSport(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
