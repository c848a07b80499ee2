import React from "react"
import { graphql, withPrefix, type HeadProps, type PageProps } from "gatsby"
import { Link, useLocale, useT } from "../components/i18n/locale"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { formatDate, formatRupees } from "../shared/text"
import { contactHref } from "../lib/enquiry"
import { fixedRoute } from "../shared/routes"
import { formatTimeRange, isOver, kindLabel, registrationOpen } from "../shared/events"
import { sportsEventJsonLd } from "../lib/event-json-ld"
import { useIndiaToday } from "../hooks/use-india-today"
import { icsPath, whatsappShareHref } from "../shared/event-paths"
import * as styles from "../components/events/events.module.css"

interface EventContext {
  locale: string
  /** The build's day in India. */
  today: string
}

export default function EventPage({ data, location, pageContext }: PageProps<Queries.EventPageQuery, EventContext>) {
  const event = data.sportsEvent!
  const t = useT()
  const locale = useLocale()
  const today = useIndiaToday(pageContext.today)
  const over = isOver(event, today)
  const open = registrationOpen(event, today)
  const venueIndex = data.siteData!.contact.addresses.findIndex(a => a.kind === event.venue)
  const venue = data.siteData!.contact.addresses[venueIndex]
  const venueLang = langsOf(data.siteData!, `contact.addresses[${venueIndex}]`)
  const gamesBySlug = new Map(data.allGame.nodes.map(g => [g.slug, g]))
  const games = event.games.flatMap(slug => gamesBySlug.get(slug) ?? [])
  const { dates } = event
  const pageUrl = `${data.site!.siteMetadata!.siteUrl}${event.path}`
  return (
    <DetailShell
      pathname={location.pathname}
      hero={heroOf(event, t(kindLabel(event.kind)))}
      related={{ title: t("More events"), entries: data.related.nodes }}
    >
      <DetailBody
        aside={
          <Panel title={t("Dates and fees")}>
            <FactList
              label={t("Dates and fees")}
              facts={[
                { label: t("Dates"), value: <time dateTime={event.startDate}>{dates}</time> },
                { label: t("Daily times"), value: formatTimeRange(event.times.start, event.times.end, locale) },
                { label: t("Age group"), value: event.ageGroup, lang: langOf(event, "ageGroup") },
                { label: t("Fee"), value: event.fee ? formatRupees(event.fee) : t("Free") },
                ...(event.registrationDeadline
                  ? [
                      {
                        label: t("Register by"),
                        value: <time dateTime={event.registrationDeadline}>{formatDate(event.registrationDeadline, locale)}</time>,
                      },
                    ]
                  : []),
                ...(venue
                  ? [
                      {
                        label: t("Venue"),
                        value: (
                          <>
                            <span lang={venueLang("label")}>{venue.label}</span>
                            {venue.lines.map((line, i) => (
                              <React.Fragment key={line}>
                                <br />
                                <span lang={langOf(data.siteData!, `contact.addresses[${venueIndex}].lines[${i}]`)}>{line}</span>
                              </React.Fragment>
                            ))}
                          </>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {event.times.note && (
              <p className={styles.note} lang={langOf(event, "times.note")}>
                {event.times.note}
              </p>
            )}
            <ul className={styles.links}>
              {games.map(game => (
                <li key={game.slug}>
                  <Link to={game.path} lang={langOf(game, "title")}>
                    {t("{title} coaching", { title: game.title })}
                  </Link>
                </li>
              ))}
              <li>
                <a href={withPrefix(icsPath(event.path))} download data-testid="event-ics">
                  {t("Add to calendar (.ics)")}
                </a>
              </li>
            </ul>
          </Panel>
        }
      >
        <div data-testid="event-status">
          {over ? (
            <p className={styles.notice} data-state="over" data-pagefind-meta="status">
              {t("This event is over.")}
            </p>
          ) : !open ? (
            <p className={styles.notice} data-state="closed">
              {t("Registration for this event has closed.")}
            </p>
          ) : null}
        </div>
        <h2>{t("About the event")}</h2>
        <Prose text={event.body} lang={langOf(event, "body")} />
        <ActionRow>
          {!over && open && <LinkButton to={contactHref("event", event.slug)}>{t("Register")}</LinkButton>}
          <a
            className={styles.share}
            href={whatsappShareHref(`${event.title}, ${dates}`, pageUrl)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="event-whatsapp"
          >
            {t("Share on WhatsApp")}
            <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
          </a>
          <LinkButton to={fixedRoute("/events")} variant="secondary">
            {t("All events")}
          </LinkButton>
        </ActionRow>
      </DetailBody>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.EventPageQuery, EventContext>) {
  const event = data.sportsEvent!
  const { locale, t } = headLocale(pageContext)
  const meta = data.site!.siteMetadata!
  const site = data.siteData!
  const venue = site.contact.addresses.find(a => a.kind === event.venue)
  return (
    <DetailHead
      pathname={location.pathname}
      entry={event}
      description={event.teaser}
      parents={[{ name: t("Events"), path: fixedRoute("/events", locale) }]}
      jsonLd={image => [
        sportsEventJsonLd({
          siteUrl: meta.siteUrl!,
          path: event.path,
          event: { ...event, summary: event.teaser },
          venue: venue ?? { label: site.contact.addresses[0].label, lines: site.contact.addresses[0].lines },
          organizer: { name: site.brand.name },
          imageUrl: image && `${meta.siteUrl}${image}`,
          today: pageContext.today,
          locale,
        }),
      ]}
    />
  )
}

export const query = graphql`
  query EventPage($id: String!, $relatedIds: [String!]!, $locale: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteData(locale: { eq: $locale }) {
      untranslated
      brand {
        name
      }
      contact {
        addresses {
          kind
          label
          lines
        }
      }
    }
    sportsEvent(id: { eq: $id }) {
      ...DetailHero
      slug
      path
      kind
      games
      startDate
      endDate
      dates
      times {
        start
        end
        note
      }
      venue
      ageGroup
      fee
      registrationOpens
      registrationDeadline
      body
    }
    allGame(filter: { locale: { eq: $locale } }) {
      nodes {
        untranslated
        slug
        path
        title
      }
    }
    related: allSportsEvent(filter: { id: { in: $relatedIds } }, sort: { startDate: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
