/**
 * schema.org SportsEvent of an event page (Google's event results: name, startDate and location with an
 * address; endDate, eventStatus, offers, organizer, image and description recommended). Times carry India's
 * offset. Apart from src/lib/structured-data.ts so that only event pages carry it.
 */
import { defaultLocale, type Locale } from "../shared/routes"
import { indiaDateTime, registrationOpen, type EventDates } from "../shared/events"
import { IN_LANGUAGE, toPostalAddress, type Json } from "./structured-data"

export interface EventFacts extends EventDates {
  title: string
  summary: string
  times: { start: string; end: string }
  fee?: number | null
  registrationOpens?: string | null
}

export interface SportsEventOptions {
  siteUrl: string
  /** The event page's path (its language's). */
  path: string
  event: EventFacts
  /** The site's address the event takes place at, in the page's language. */
  venue: { label: string; lines: readonly string[] }
  organizer: { name: string }
  imageUrl?: string
  /** The day in India the page describes (the build's day). */
  today: string
  locale?: Locale
}

export function sportsEventJsonLd({
  siteUrl,
  path,
  event,
  venue,
  organizer,
  imageUrl,
  today,
  locale = defaultLocale,
}: SportsEventOptions): Json {
  const url = `${siteUrl}${path}`
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    inLanguage: IN_LANGUAGE[locale],
    name: event.title,
    description: event.summary,
    url,
    image: imageUrl ? [imageUrl] : undefined,
    startDate: indiaDateTime(event.startDate, event.times.start),
    endDate: indiaDateTime(event.endDate, event.times.end),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: { "@type": "Place", name: `${organizer.name}, ${venue.label}`, address: toPostalAddress(venue.lines) },
    organizer: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: organizer.name, url: siteUrl },
    offers: {
      "@type": "Offer",
      price: event.fee ?? 0,
      priceCurrency: "INR",
      availability: registrationOpen(event, today) ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
      validFrom: event.registrationOpens ? indiaDateTime(event.registrationOpens, "00:00") : undefined,
    },
  }
}
