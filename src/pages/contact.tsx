import React, { useMemo } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { BlockSection, FixedPageHero, blockLangs, findBlock } from "../components/page/page-content"
import { Section } from "../components/ui/section"
import { Prose } from "../components/ui/prose"
import { ContactCards } from "../components/contact/contact-cards"
import { MessageColumns } from "../components/contact/message-columns"
import { FaqList } from "../components/contact/faq-list"
import { headLocale } from "../shared/locale"
import { useLocale, useT } from "../components/i18n/locale"
import { useSiteData } from "../hooks/use-site-data"
import { faqJsonLd } from "../lib/faq-json-ld"
import { createEmailJsSender, emailJsConfig, loadEmailJs } from "../lib/send-message"
import { buildTopics } from "../lib/enquiry"
import { langsOf } from "../shared/locale"
import * as styles from "../components/contact/contact-page.module.css"

export default function ContactPage({ data, location }: PageProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!
  const { site } = useSiteData()
  const ids = data.siteData?.emailjs
  const t = useT()
  const locale = useLocale()
  // The message tells the business which language the visitor wrote from (user_language).
  const send = useMemo(() => createEmailJsSender(emailJsConfig(ids ?? {}), loadEmailJs, locale), [ids, locale])
  // Only topics of this build's content are known; the address's ?topic= is looked up here, never shown as is. Of
  // the events, only those still taking registrations on the build's day (src/node/create-pages.ts): the only ones
  // an event page's Register can name, since a visitor's day is never before the build's.
  const outline = findBlock(page, "quote-outline")?.list
  const topics = useMemo(
    () =>
      buildTopics(
        {
          games: data.allGame.nodes,
          services: data.allService.nodes,
          focus: data.allFocusArea.nodes,
          events: data.allSportsEvent.nodes,
          outline,
        },
        t,
      ),
    [data, outline, t],
  )
  const formBlock = findBlock(page, "form")
  const formLang = blockLangs(page, formBlock)

  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      <Section id="contact-details" title={t("Get in Touch")}>
        <ContactCards contact={site.contact} lang={langsOf(site, "contact")} />
      </Section>
      <Section id="message" tone="sand">
        <MessageColumns
          send={send}
          enquiry={{ topics, search: location.search }}
          page={page}
          contact={site.contact}
          labelledBy="message-title"
          intro={
            <>
              <h2 id="message-title" className={styles.heading} lang={formBlock?.title ? formLang("title") : undefined}>
                {formBlock?.title ?? t("Send Us a Message")}
              </h2>
              <Prose text={formBlock?.text} className={styles.intro} lang={formLang("text")} />
            </>
          }
        />
      </Section>
      <BlockSection page={page} id="faq">
        <FaqList items={data.allFaq.nodes} />
      </BlockSection>
    </Layout>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.ContactPageQuery>) {
  const page = data.pageContent!
  const { locale } = headLocale(pageContext)
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      business
      jsonLd={[faqJsonLd(data.allFaq.nodes, locale)]}
    />
  )
}

export const query = graphql`
  query ContactPage($locale: String!, $eventIds: [String!]!) {
    pageContent(slug: { eq: "contact" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    siteData(locale: { eq: $locale }) {
      emailjs {
        serviceId
        templateId
        publicKey
      }
    }
    allFaq(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        question
        answer
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
    allService(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        title
        quote
      }
    }
    allFocusArea(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        slug
        title
      }
    }
    allSportsEvent(filter: { id: { in: $eventIds } }, sort: { startDate: ASC }) {
      nodes {
        slug
        title
        dates
      }
    }
  }
`
