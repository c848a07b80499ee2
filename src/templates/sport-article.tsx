import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHero } from "../components/ui/page-hero"
import { Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow } from "../components/detail/detail-layout"
import { RelatedCards } from "../components/detail/related-cards"
import { SportSections } from "../components/sport/sport-sections"
import { NotFoundMessage } from "../components/not-found/not-found-message"
import * as styles from "../components/sport/sport-article.module.css"

export default function SportArticlePage({ data, location }: PageProps<Queries.SportArticlePageQuery>) {
  const sport = data.sport
  if (!sport) {
    return (
      <Layout pathname={location.pathname}>
        <NotFoundMessage kind="sport" />
      </Layout>
    )
  }
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        title={sport.title}
        subtitle={sport.description}
        badge="Sports"
        image={getImage(sport.image.childImageSharp)}
        imageAlt={sport.imageAlt}
      />
      <article className={`container ${styles.article}`}>
        <Prose text={sport.content} className={styles.lead} />
        <SportSections content={sport.detailedContent} />
        <ActionRow>
          <LinkButton to="/contact">Start Training</LinkButton>
          <LinkButton to="/services" variant="secondary">
            Our Services
          </LinkButton>
        </ActionRow>
      </article>
      <RelatedCards
        title="Explore other sports"
        items={data.related.nodes.map(s => ({
          to: `/${s.slug}`,
          title: s.title,
          text: s.description,
          image: getImage(s.image.childImageSharp),
          imageAlt: s.imageAlt,
        }))}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.SportArticlePageQuery>) {
  const sport = data.sport
  if (!sport) return <Seo title="Sport Not Found" pathname={location.pathname} noindex />
  return (
    <Seo
      title={sport.title}
      description={sport.description}
      pathname={location.pathname}
      image={getSrc(sport.image.childImageSharp!.og!)}
      breadcrumbs={[{ name: sport.title, path: location.pathname }]}
    />
  )
}

export const query = graphql`
  query SportArticlePage($id: String!, $relatedIds: [String!]!) {
    sport(id: { eq: $id }) {
      title
      description
      content
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4)
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
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
        slug
        title
        description
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1.6)
          }
        }
      }
    }
  }
`
