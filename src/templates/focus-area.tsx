import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHero } from "../components/ui/page-hero"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { RelatedCards } from "../components/detail/related-cards"
import { contactHref } from "../lib/enquiry"
import * as styles from "../components/detail/steps.module.css"

export default function FocusAreaPage({ data, location }: PageProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        title={focus.title}
        subtitle={focus.description}
        badge="Focus Areas"
        image={getImage(focus.image.childImageSharp)}
        imageAlt={focus.imageAlt}
      />
      <DetailBody
        aside={
          <Panel title="At a glance">
            <FactList
              label="At a glance"
              facts={[
                { label: "Duration", value: focus.duration },
                { label: "Frequency", value: focus.frequency },
              ]}
            />
            <LinkButton to={contactHref("focus", focus.slug)}>Enquire Now</LinkButton>
          </Panel>
        }
      >
        <h2>Overview</h2>
        <Prose text={focus.fullDescription} />
        <h2>Features</h2>
        <Bullets items={focus.features} />
        <h2>Benefits</h2>
        <Bullets items={focus.benefits} />
        <h2>How it works</h2>
        <ol className={styles.steps}>
          {focus.process.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
        <ActionRow>
          <LinkButton to={contactHref("focus", focus.slug)}>Book a Session</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            Contact Us
          </LinkButton>
        </ActionRow>
      </DetailBody>
      <RelatedCards
        title="Other focus areas"
        items={data.related.nodes.map(f => ({
          to: `/focus/${f.slug}`,
          title: f.title,
          text: f.description,
          image: getImage(f.image.childImageSharp),
          imageAlt: f.imageAlt,
        }))}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  return (
    <Seo
      title={focus.title}
      description={focus.description}
      pathname={location.pathname}
      image={getSrc(focus.image.childImageSharp!.og!)}
      breadcrumbs={[{ name: focus.title, path: location.pathname }]}
    />
  )
}

export const query = graphql`
  query FocusAreaPage($id: String!, $relatedIds: [String!]!) {
    focusArea(id: { eq: $id }) {
      slug
      title
      description
      fullDescription
      features
      benefits
      process
      duration
      frequency
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4)
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
    }
    related: allFocusArea(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
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
