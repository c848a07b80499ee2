import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { useT } from "../components/i18n/locale"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { contactHref } from "../lib/enquiry"
import { langOf, langsOf } from "../shared/locale"
import * as styles from "../components/detail/steps.module.css"

export default function FocusAreaPage({ data, location }: PageProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  const t = useT()
  return (
    <DetailShell
      pathname={location.pathname}
      hero={heroOf(focus, t("Focus Areas"))}
      related={{ title: t("Other focus areas"), entries: data.related.nodes }}
    >
      <DetailBody
        aside={
          <Panel title={t("At a glance")}>
            <FactList
              label={t("At a glance")}
              facts={[
                { label: t("Duration"), value: focus.duration, lang: langOf(focus, "duration") },
                { label: t("Frequency"), value: focus.frequency, lang: langOf(focus, "frequency") },
              ]}
            />
            <LinkButton to={contactHref("focus", focus.slug)}>{t("Enquire Now")}</LinkButton>
          </Panel>
        }
      >
        <h2>{t("Overview")}</h2>
        <Prose text={focus.fullDescription} lang={langOf(focus, "fullDescription")} />
        <h2>{t("Features")}</h2>
        <Bullets items={focus.features} lang={langsOf(focus, "features")} />
        <h2>{t("Benefits")}</h2>
        <Bullets items={focus.benefits} lang={langsOf(focus, "benefits")} />
        <h2>{t("How it works")}</h2>
        <ol className={styles.steps}>
          {focus.process.map((step, i) => (
            <li key={i} lang={langOf(focus, `process[${i}]`)}>
              {step}
            </li>
          ))}
        </ol>
        <ActionRow>
          <LinkButton to={contactHref("focus", focus.slug)}>{t("Book a Session")}</LinkButton>
          <LinkButton to="/contact" variant="secondary">
            {t("Contact Us")}
          </LinkButton>
        </ActionRow>
      </DetailBody>
    </DetailShell>
  )
}

export function Head({ data, location }: HeadProps<Queries.FocusAreaPageQuery>) {
  const focus = data.focusArea!
  return <DetailHead pathname={location.pathname} entry={focus} description={focus.teaser} />
}

export const query = graphql`
  query FocusAreaPage($id: String!, $relatedIds: [String!]!) {
    focusArea(id: { eq: $id }) {
      ...DetailHero
      slug
      fullDescription
      features
      benefits
      process
      duration
      frequency
    }
    related: allFocusArea(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
