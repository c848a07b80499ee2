import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { EventCards } from "../components/events/event-cards"
import { LinkButton } from "../components/ui/button"
import { useT } from "../components/i18n/locale"
import { useIndiaToday } from "../hooks/use-india-today"
import { splitEvents } from "../shared/events"

/**
 * Every event: those not yet over, soonest first, then those over, latest first, in their own section. Built
 * with the build's day in India; the visitor's clock corrects it once the page runs (useIndiaToday).
 */
export default function EventsPage({ data, location, pageContext }: PageProps<Queries.EventsPageQuery, { today: string }>) {
  const page = data.pageContent!
  const t = useT()
  const today = useIndiaToday(pageContext.today)
  const { upcoming, past } = splitEvents(data.allSportsEvent.nodes, today)
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      {upcoming.length > 0 ? (
        <BlockSection page={page} id="upcoming">
          <div data-testid="events-upcoming">
            <EventCards events={upcoming} />
          </div>
        </BlockSection>
      ) : (
        <BlockSection page={page} id="none">
          <LinkButton to="/contact" variant="secondary">
            {t("Contact Us")}
          </LinkButton>
        </BlockSection>
      )}
      {past.length > 0 && (
        <BlockSection page={page} id="past" tone="sand">
          <div data-testid="events-past">
            <EventCards events={past} />
          </div>
        </BlockSection>
      )}
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query EventsPage($locale: String!) {
    pageContent(slug: { eq: "events" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allSportsEvent(filter: { locale: { eq: $locale } }, sort: { startDate: ASC }) {
      nodes {
        ...EventCard
      }
    }
  }
`
