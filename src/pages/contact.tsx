import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { Section } from "../components/ui/section"
import { useSiteData } from "../hooks/use-site-data"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!
  const { site } = useSiteData()
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <Section id="contact-details" title="Get in Touch">
        <ul>
          {site.contact.phones.map(p => (
            <li key={p.tel}>
              {p.label}: <a href={`tel:${p.tel}`}>{p.display}</a>
            </li>
          ))}
          <li>
            E-mail: <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
          </li>
        </ul>
      </Section>
      <BlockSection page={page} id="faq" tone="sand">
        {data.allFaq.nodes.map(f => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </BlockSection>
    </Layout>
  )
}

export function Head({ data, location }: HeadProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!
  return <Seo title={page.title} description={page.description} pathname={location.pathname} />
}

export const query = graphql`
  query ContactPage {
    pageContent(slug: { eq: "contact" }) { ...PageContentFields }
    allFaq(sort: { order: ASC }) { nodes { question answer } }
  }
`
