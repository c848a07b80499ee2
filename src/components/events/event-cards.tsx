import React from "react"
import { graphql } from "gatsby"
import { EntryCards } from "../ui/entry-cards"
import { useT } from "../i18n/locale"
import { kindLabel, phaseOf, type EventPhase } from "../../shared/events"

export type EventCardData = Queries.EventCardFragment

interface EventCardsProps {
  events: readonly EventCardData[]
  min?: number
  /** With a day (YYYY-MM-DD), each card also says whether its event is upcoming, on or over on that day. */
  today?: string
}

/** Events as cards: kind and days (and phase, given a day) above the title, the summary, a link to the event's page. */
export function EventCards({ events, min = 260, today }: EventCardsProps) {
  const t = useT()
  const phaseText: Record<EventPhase, string> = { upcoming: t("Upcoming"), on: t("On now"), over: t("Over") }
  return (
    <EntryCards
      entries={events}
      min={min}
      linkLabel={t("Event details")}
      decorative
      meta={event => (
        <>
          {t(kindLabel(event.kind))} · <time dateTime={event.startDate}>{event.dates}</time>
          {today && <span data-phase={phaseOf(event, today)}> · {phaseText[phaseOf(event, today)]}</span>}
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
