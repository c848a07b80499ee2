/**
 * The iCalendar file (RFC 5545) of an event, written at build time beside its page (/event/<slug>.ics) with
 * npm `ics`: one VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC (India's times converted), repeating daily
 * for a multi-day event, SUMMARY, DESCRIPTION, LOCATION and URL. CRLF line endings; lines folded at 75 octets
 * (ics folds at 75 characters, which a Hindi line of three-byte characters would exceed).
 */
import { createEvent, type EventAttributes } from "ics"
import { dayCount, INDIA_OFFSET } from "../shared/events"

export interface IcsEvent {
  slug: string
  title: string
  summary: string
  startDate: string
  endDate: string
  times: { start: string; end: string }
}

export interface IcsOptions {
  event: IcsEvent
  /** The page's absolute address. */
  url: string
  /** The venue as one line: its label and address. */
  location: string
  /** The site's host name: UIDs are <slug>@<host>, the same in every language (one event). */
  host: string
  organizer: string
  /** DTSTAMP: when the file was written (the build). */
  stamp: Date
}

const instant = (date: string, time: string): number => Date.parse(`${date}T${time}:00${INDIA_OFFSET}`)

/** Folds every line at 75 octets, never inside a UTF-8 character; continuation lines start with a space. */
export function foldOctets(text: string): string {
  const encoder = new TextEncoder()
  const lines = text.replace(/\r\n[ \t]/g, "").split(/\r\n/)
  return lines
    .map(line => {
      const out: string[] = []
      let current = ""
      let size = 0
      let limit = 75
      for (const char of line) {
        const bytes = encoder.encode(char).length
        if (size + bytes > limit) {
          out.push(current)
          current = ""
          size = 0
          limit = 74
        }
        current += char
        size += bytes
      }
      out.push(current)
      return out.join("\r\n ")
    })
    .join("\r\n")
}

export function eventIcs({ event, url, location, host, organizer, stamp }: IcsOptions): string {
  const days = dayCount(event)
  // `timestamp` (DTSTAMP) is read by ics 3.x but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//${organizer}//Events//EN`,
    uid: `${event.slug}@${host}`,
    timestamp: stamp.getTime(),
    start: instant(event.startDate, event.times.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: instant(event.startDate, event.times.end),
    endInputType: "utc",
    endOutputType: "utc",
    ...(days > 1 ? { recurrenceRule: `FREQ=DAILY;COUNT=${days}` } : {}),
    title: event.title,
    description: `${event.summary}\n\n${url}`,
    location,
    url,
    status: "CONFIRMED",
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw new Error(`Could not write the calendar file of ${event.slug}: ${error?.message ?? "no output"}`)
  return foldOctets(value)
}
