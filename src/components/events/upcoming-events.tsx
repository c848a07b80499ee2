import React from "react"
import { Section, SectionMoreLink } from "../ui/section"
import { useT } from "../i18n/locale"
import { EventCards, type EventCardData } from "./event-cards"
import { useIndiaToday } from "../../hooks/use-india-today"
import { nextEvents } from "../../shared/events"
import { fixedRoute } from "../../shared/routes"

interface UpcomingEventsProps {
  events: readonly EventCardData[]
  /** The build's day in India (the page's context); the visitor's clock corrects it once the page runs. */
  buildDay?: string
  /** Only this game's events. */
  game?: string
  limit: number
  id?: string
  title: string
  tone?: "plain" | "sand"
}

/**
 * The next events not yet over (of one game, or of all), with a link to every event. Nothing at all when
 * there are none: never an empty box.
 */
export function UpcomingEvents({ events, buildDay, game, limit, id = "events", title, tone = "plain" }: UpcomingEventsProps) {
  const t = useT()
  const today = useIndiaToday(buildDay)
  const next = nextEvents(events, today, { game, limit })
  if (next.length === 0) return null
  return (
    <Section id={id} title={title} tone={tone}>
      <div data-testid="upcoming-events">
        <EventCards events={next} />
      </div>
      <SectionMoreLink to={fixedRoute("/events")}>{t("All events")}</SectionMoreLink>
    </Section>
  )
}
