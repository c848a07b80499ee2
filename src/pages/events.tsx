import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { FixedPageHead } from "../components/page/page-head"
import { BlockSection, FixedPageHero } from "../components/page/page-content"
import { EventCards } from "../components/events/event-cards"
import { EventYears } from "../components/events/event-years"
import { LinkButton } from "../components/ui/button"
import { SectionMoreLink } from "../components/ui/section"
import { useT } from "../components/i18n/locale"
import { useIndiaToday } from "../hooks/use-india-today"
import { splitEvents } from "../shared/events"

/**
 * Chosen by the build (src/node/create-pages.ts, eventsPageContext): the events the page lists, the archive's page
 * of the next upcoming event it does not list, and the years of the archive.
 */
type EventsContext = { today: string; moreUpcoming?: { path: string; lastDay: string }; eventYears?: readonly string[] }

/**
 * Events not yet over, soonest first, with a link to the archive's page of the next ones when there are more, then
 * those over, latest first, in their own section, then the archive's years. The build chose the events (eventsListed:
 * EVENTS_LISTED at most) with its own day; the visitor's clock corrects the split once the page runs (useIndiaToday):
 * an event over since the build moves to the top of the past ones. While more are to come than it lists (on the
 * visitor's day), the page never says there are none: the upcoming section keeps its link to them even if every one
 * it lists is over.
 */
export default function EventsPage({ data, location, pageContext }: PageProps<Queries.EventsPageQuery, EventsContext>) {
  const page = data.pageContent!
  const t = useT()
  const today = useIndiaToday(pageContext.today)
  const { upcoming, past } = splitEvents(data.allSportsEvent.nodes, today)
  // The archive's page of the events to come that the page does not list, while any of them is.
  const more = pageContext.moreUpcoming && today <= pageContext.moreUpcoming.lastDay ? pageContext.moreUpcoming.path : undefined
  return (
    <Layout pathname={location.pathname}>
      <FixedPageHero page={page} />
      {upcoming.length > 0 || more ? (
        <BlockSection page={page} id="upcoming">
          {upcoming.length > 0 && (
            <div data-testid="events-upcoming">
              <EventCards events={upcoming} />
            </div>
          )}
          {more && <SectionMoreLink to={more}>{t("More upcoming events")}</SectionMoreLink>}
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
      <EventYears years={pageContext.eventYears ?? []} />
    </Layout>
  )
}

export const Head = FixedPageHead

export const query = graphql`
  query EventsPage($locale: String!, $eventIds: [String!]!) {
    pageContent(slug: { eq: "events" }, locale: { eq: $locale }) {
      ...PageContentFields
    }
    allSportsEvent(filter: { id: { in: $eventIds } }, sort: [{ startDate: ASC }, { endDate: ASC }]) {
      nodes {
        ...EventCard
      }
    }
  }
`
