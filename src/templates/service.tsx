import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link, useT } from "../components/i18n/locale"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, Panel } from "../components/detail/detail-layout"
import { useSiteData } from "../hooks/use-site-data"
import { serviceJsonLd } from "../lib/service-json-ld"
import { contactHref, serviceTopicKind } from "../lib/enquiry"
import { fixedRoute } from "../shared/routes"
import * as styles from "../components/detail/service.module.css"

export default function ServicePage({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!
  const { site } = useSiteData()
  const phone = site.contact.phones[0]
  const t = useT()
  return (
    <DetailShell
      pathname={location.pathname}
      hero={{
        ...heroOf(service, t("Our Services")),
        // Navigation, not the service's text: out of the site search's excerpts.
        children: (
          <p className={styles.back} data-pagefind-ignore="">
            <Link to={fixedRoute("/services")}>{`← ${t("Back to Services")}`}</Link>
          </p>
        ),
      }}
      related={{ title: t("Related services"), entries: data.related.nodes }}
    >
      <DetailBody
        aside={
          <Panel title={t("Get Started Today")}>
            <p>{t("Tell us about your athletes, your site or your plans. We reply within 2 hours during office hours.")}</p>
            <ActionRow>
              <LinkButton to={`tel:${phone.tel}`}>{t("Call Now")}</LinkButton>
              <LinkButton to={contactHref(serviceTopicKind(service), service.slug)} variant="secondary">
                {t("Email Us")}
              </LinkButton>
            </ActionRow>
            <p className={styles.phone}>{phone.display}</p>
          </Panel>
        }
      >
        <Prose text={service.description} lang={langOf(service, "description")} />
        <h2>{t("Service Details")}</h2>
        <Bullets items={service.details} lang={langsOf(service, "details")} />
        <h2>{t("Key Features")}</h2>
        <Bullets items={service.features} lang={langsOf(service, "features")} />
      </DetailBody>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ServicePageQuery>) {
  const service = data.service!
  const { locale, t } = headLocale(pageContext)
  const meta = data.site!.siteMetadata!
  return (
    <DetailHead
      pathname={location.pathname}
      entry={service}
      description={service.summary}
      parents={[{ name: t("Services"), path: fixedRoute("/services", locale) }]}
      jsonLd={() => [serviceJsonLd(meta.siteUrl!, location.pathname, service, meta.title!, t)]}
    />
  )
}

export const query = graphql`
  query ServicePage($id: String!, $relatedIds: [String!]!) {
    site {
      siteMetadata {
        siteUrl
        title
      }
    }
    service(id: { eq: $id }) {
      ...DetailHero
      slug
      quote
      summary
      description
      details
      features
    }
    related: allService(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
