import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DetailHead, DetailShell } from "../components/detail/detail-shell"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { contactHref } from "../lib/enquiry"
import * as styles from "../components/detail/steps.module.css"

export default function FocusAreaPage({ data, location }: PageProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  return (
    <DetailShell
      pathname={location.pathname}
      hero={{ title: focus.title, subtitle: focus.description, badge: "Focus Areas", image: focus.image, imageAlt: focus.imageAlt }}
      related={{ title: "Other focus areas", entries: data.related.nodes }}
    >
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
    </DetailShell>
  )
}

export function Head({ data, location }: HeadProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  return <DetailHead pathname={location.pathname} entry={focus} description={focus.description} />
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
        ...DetailHeroImage
      }
    }
    related: allFocusArea(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        path
        title
        text: description
        imageAlt
        image {
          ...RelatedImage
        }
      }
    }
  }
`
