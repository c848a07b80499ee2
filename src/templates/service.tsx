import React from "react"
import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { getImage, getSrc } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHero } from "../components/ui/page-hero"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, Panel } from "../components/detail/detail-layout"
import { RelatedCards } from "../components/detail/related-cards"
import { useSiteData } from "../hooks/use-site-data"
import { serviceJsonLd } from "../lib/structured-data"
import { contactHref, serviceTopicKind } from "../lib/enquiry"
import * as styles from "../components/detail/service.module.css"

export default function ServicePage({ data, location }: PageProps<Queries.ServicePageQuery>) {
  const service = data.service!
  const { site } = useSiteData()
  const phone = site.contact.phones[0]
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        title={service.title}
        subtitle={service.summary}
        badge="Our Services"
        image={getImage(service.image.childImageSharp)}
        imageAlt={service.imageAlt}
      >
        <p className={styles.back}>
          <Link to="/services">← Back to Services</Link>
        </p>
      </PageHero>
      <DetailBody
        aside={
          <Panel title="Get Started Today">
            <p>Tell us about your athletes, your site or your plans. We reply within 2 hours during office hours.</p>
            <ActionRow>
              <LinkButton to={`tel:${phone.tel}`}>Call Now</LinkButton>
              <LinkButton to={contactHref(serviceTopicKind(service), service.slug)} variant="secondary">
                Email Us
              </LinkButton>
            </ActionRow>
            <p className={styles.phone}>{phone.display}</p>
          </Panel>
        }
      >
        <Prose text={service.description} />
        <h2>Service Details</h2>
        <Bullets items={service.details} />
        <h2>Key Features</h2>
        <Bullets items={service.features} />
      </DetailBody>
      <RelatedCards
        title="Related services"
        items={data.related.nodes.map(s => ({
          to: `/service/${s.slug}`,
          title: s.title,
          text: s.summary,
          image: getImage(s.image.childImageSharp),
          imageAlt: s.imageAlt,
        }))}
      />
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ServicePageQuery>) {
  const service = data.service!
  const meta = data.site!.siteMetadata!
  return (
    <Seo
      title={service.title}
      description={service.summary}
      pathname={location.pathname}
      image={getSrc(service.image.childImageSharp!.og!)}
      breadcrumbs={[
        { name: "Services", path: "/services" },
        { name: service.title, path: location.pathname },
      ]}
      jsonLd={[serviceJsonLd(meta.siteUrl!, location.pathname, service, meta.title!)]}
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
      slug
      quote
      title
      summary
      description
      details
      features
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4)
          og: gatsbyImageData(layout: FIXED, width: 1200, height: 630, formats: [JPG])
        }
      }
    }
    related: allService(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        summary
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
