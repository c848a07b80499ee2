import React from "react"
import { graphql } from "gatsby"
import { EntryCards } from "../ui/entry-cards"
import { useT } from "../i18n/locale"
import { kindLabel } from "../../shared/events"

export type EventCardData = Queries.EventCardFragment

/** Events as cards: kind and days above the title, the summary, a link to the event's page. */
export function EventCards({ events, min = 260 }: { events: readonly EventCardData[]; min?: number }) {
  const t = useT()
  return (
    <EntryCards
      entries={events}
      min={min}
      linkLabel={t("Event details")}
      decorative
      meta={event => (
        <>
          {t(kindLabel(event.kind))} · <time dateTime={event.startDate}>{event.dates}</time>
        </>
      )}
    />
  )
}

export const fragment = graphql`
  fragment EventCard on SportsEvent {
    ...EntryCard
    slug
    kind
    games
    startDate
    endDate
    dates
    registrationDeadline
  }
`
