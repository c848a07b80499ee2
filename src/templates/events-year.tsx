import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "../lib/image-data"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHero } from "../components/ui/page-hero"
import { Section, SectionMoreLink } from "../components/ui/section"
import { EventCards } from "../components/events/event-cards"
import { EventYears } from "../components/events/event-years"
import { Pagination } from "../components/ui/pagination"
import { useT } from "../components/i18n/locale"
import { useIndiaToday } from "../hooks/use-india-today"
import { headLocale, langOf, type HeadLocale } from "../shared/locale"
import { eventYearPath } from "../shared/lists"
import { fixedRoute } from "../shared/routes"

/** A page of a year's archive (src/node/create-pages.ts, eventYearPages): its year, events, number and the years. */
interface EventsYearContext {
  year: string
  /** The build's day in India; the visitor's clock corrects each card's phase once the page runs. */
  today: string
  eventYears: readonly string[]
  pageNumber: number
  pageCount: number
}

/** "Events in 2026", and on a later page its number: "Events in 2026, page 2 of 3". */
function yearTitle(t: HeadLocale["t"], { year, pageNumber, pageCount }: EventsYearContext): string {
  const title = t("Events in {year}", { year })
  return pageNumber > 1 ? `${title}, ${t("page {n} of {count}", { n: String(pageNumber), count: String(pageCount) })}` : title
}

/**
 * Every event that starts in a year, as a calendar: soonest first, EVENTS_YEAR_PAGE a page, each card saying whether
 * its event is upcoming, on or over on the visitor's day. Then the numbered pages, the other years and /events.
 */
export default function EventsYearPage({ data, location, pageContext }: PageProps<Queries.EventsYearPageQuery, EventsYearContext>) {
  const t = useT()
  const today = useIndiaToday(pageContext.today)
  const hero = data.pageContent?.hero
  return (
    <Layout pathname={location.pathname}>
      <PageHero
        title={yearTitle(t, pageContext)}
        image={getImage(hero?.image?.childImageSharp ?? null)}
        imageAlt={hero?.imageAlt}
        altLang={data.pageContent ? langOf(data.pageContent, "hero.imageAlt") : undefined}
      />
      <Section id="calendar" title={t("Calendar")}>
        <div data-testid="events-year">
          <EventCards events={data.allSportsEvent.nodes} today={today} />
        </div>
        <Pagination
          list={eventYearPath(pageContext.year)}
          pageNumber={pageContext.pageNumber}
          pageCount={pageContext.pageCount}
          label={t("Pages of the events in {year}", { year: pageContext.year })}
        />
        <SectionMoreLink to={fixedRoute("/events")}>{t("All events")}</SectionMoreLink>
      </Section>
      <EventYears years={pageContext.eventYears} current={pageContext.year} />
    </Layout>
  )
}

export function Head({ location, pageContext }: HeadProps<Queries.EventsYearPageQuery, EventsYearContext>) {
  const { locale, t } = headLocale(pageContext)
  const title = yearTitle(t, pageContext)
  const description = t("Every camp, trial, tournament and workshop of {year} in date order, with its dates and details.", {
    year: pageContext.year,
  })
  const { pageNumber, pageCount } = pageContext
  return (
    <Seo
      title={title}
      description={
        pageNumber > 1 ? `${description} (${t("page {n} of {count}", { n: String(pageNumber), count: String(pageCount) })})` : description
      }
      pathname={location.pathname}
      breadcrumbs={[
        { name: t("Events"), path: fixedRoute("/events", locale) },
        { name: title, path: location.pathname.replace(/(.)\/$/, "$1") },
      ]}
    />
  )
}

export const query = graphql`
  query EventsYearPage($locale: String!, $eventIds: [String!]!) {
    pageContent(slug: { eq: "events" }, locale: { eq: $locale }) {
      untranslated
      hero {
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [360, 560, 800, 1200])
          }
        }
      }
    }
    allSportsEvent(filter: { id: { in: $eventIds } }, sort: [{ startDate: ASC }, { endDate: ASC }, { slug: ASC }]) {
      nodes {
        ...EventCard
      }
    }
  }
`
