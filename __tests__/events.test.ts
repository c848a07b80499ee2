/**
 * @jest-environment node
 */
/**
 * The date rule of events (src/shared/events.ts), their JSON-LD (src/lib/event-json-ld.ts) and their calendar file
 * (src/node/event-ics.ts), with fixed days and a fixed clock: never today's content.
 */
import ICAL from "ical.js"
import {
  dayCount,
  formatDateRange,
  formatTimeRange,
  indiaDateTime,
  indiaToday,
  isOver,
  nextEvents,
  phaseOf,
  registrationOpen,
  splitEvents,
} from "../src/shared/events"
import { sportsEventJsonLd } from "../src/lib/event-json-ld"
import { eventIcs, foldOctets } from "../src/node/event-ics"

const camp = { slug: "camp", games: ["badminton"], startDate: "2026-12-14", endDate: "2026-12-24", registrationDeadline: "2026-12-10" }
const trials = { slug: "trials", games: ["athletics"], startDate: "2027-01-16", endDate: "2027-01-17" }
const open = { slug: "open", games: ["table-tennis", "badminton"], startDate: "2026-10-17", endDate: "2026-10-18" }
const older = { slug: "older", games: ["badminton"], startDate: "2026-08-01", endDate: "2026-08-01" }

describe("today in India", () => {
  afterEach(() => jest.useRealTimers())

  test("is the date at UTC+05:30, turning at 18:30 UTC", () => {
    jest.useFakeTimers({ now: new Date("2026-12-10T18:29:59Z") })
    expect(indiaToday()).toBe("2026-12-10")
    jest.setSystemTime(new Date("2026-12-10T18:30:00Z"))
    expect(indiaToday()).toBe("2026-12-11")
  })

  test("takes an instant", () => {
    expect(indiaToday(new Date("2026-12-31T20:00:00Z"))).toBe("2027-01-01")
    expect(indiaToday(new Date("2026-06-01T00:00:00+05:30"))).toBe("2026-06-01")
  })
})

describe("phases", () => {
  test("upcoming before the first day, on through the last day, over the day after", () => {
    expect(phaseOf(camp, "2026-12-13")).toBe("upcoming")
    expect(phaseOf(camp, "2026-12-14")).toBe("on")
    expect(phaseOf(camp, "2026-12-24")).toBe("on")
    expect(phaseOf(camp, "2026-12-25")).toBe("over")
    expect(isOver(camp, "2026-12-24")).toBe(false)
    expect(isOver(camp, "2026-12-25")).toBe(true)
  })

  test("registration closes after the deadline, or after the first day when there is none", () => {
    expect(registrationOpen(camp, "2026-12-10")).toBe(true)
    expect(registrationOpen(camp, "2026-12-11")).toBe(false)
    expect(registrationOpen(trials, "2027-01-16")).toBe(true)
    expect(registrationOpen(trials, "2027-01-17")).toBe(false)
  })

  test("upcoming soonest first, past latest first, each event in one list", () => {
    const { upcoming, past } = splitEvents([older, trials, open, camp], "2026-11-26")
    expect(upcoming.map(e => e.slug)).toEqual(["camp", "trials"])
    expect(past.map(e => e.slug)).toEqual(["open", "older"])
    const later = splitEvents([older, trials, open, camp], "2027-01-01")
    expect(later.upcoming.map(e => e.slug)).toEqual(["trials"])
    expect(later.past.map(e => e.slug)).toEqual(["camp", "open", "older"])
  })

  test("next events of a game, or of all, up to a limit; none when none are upcoming", () => {
    const all = [older, trials, open, camp]
    expect(nextEvents(all, "2026-10-01", { limit: 2 }).map(e => e.slug)).toEqual(["open", "camp"])
    expect(nextEvents(all, "2026-10-01", { game: "badminton", limit: 5 }).map(e => e.slug)).toEqual(["open", "camp"])
    expect(nextEvents(all, "2026-11-26", { game: "table-tennis", limit: 5 })).toEqual([])
    expect(nextEvents(all, "2028-01-01", { limit: 3 })).toEqual([])
  })

  test("day counts and India's times", () => {
    expect(dayCount(camp)).toBe(11)
    expect(dayCount(older)).toBe(1)
    expect(dayCount({ startDate: "2027-03-28", endDate: "2027-03-29" })).toBe(2)
    expect(indiaDateTime("2026-12-14", "06:30")).toBe("2026-12-14T06:30:00+05:30")
  })
})

describe("formatting", () => {
  test("date ranges", () => {
    expect(formatDateRange("2026-12-06", "2026-12-06")).toBe("6 December 2026")
    expect(formatDateRange("2026-12-14", "2026-12-24")).toBe("14–24 December 2026")
    expect(formatDateRange("2026-11-28", "2026-12-02")).toBe("28 November – 2 December 2026")
    expect(formatDateRange("2026-12-30", "2027-01-02")).toBe("30 December 2026 – 2 January 2027")
    expect(formatDateRange("2026-12-14", "2026-12-24", "hi")).toBe("14–24 दिसंबर 2026")
  })

  test("daily times", () => {
    expect(formatTimeRange("06:30", "09:00")).toBe("6:30 AM – 9:00 AM")
    expect(formatTimeRange("08:00", "18:00")).toBe("8:00 AM – 6:00 PM")
    expect(formatTimeRange("12:00", "13:30")).toBe("12:00 PM – 1:30 PM")
    expect(formatTimeRange("06:30", "09:00", "hi")).toBe("सुबह 6:30 से 9 बजे तक")
    expect(formatTimeRange("08:00", "18:00", "hi")).toBe("सुबह 8 से शाम 6 बजे तक")
  })
})

const event = {
  ...camp,
  title: "Winter Badminton Camp",
  summary: "Eleven mornings of badminton.",
  times: { start: "06:30", end: "09:00" },
  fee: 4500,
  registrationOpens: "2026-11-01",
}
const venue = { label: "Registered Office", lines: ["12 Example Marg, Malviya Nagar", "Jaipur, Rajasthan 302017"] }

describe("SportsEvent JSON-LD", () => {
  const ld = (today: string, e: Partial<typeof event> = {}) =>
    sportsEventJsonLd({
      siteUrl: "https://example.org",
      path: "/event/camp",
      event: { ...event, ...e },
      venue,
      organizer: { name: "VeerBhumi Sports" },
      imageUrl: "https://example.org/og.jpg",
      today,
    })

  test("carries dates with India's offset, the place, organizer, offer in INR and status", () => {
    const data = JSON.parse(JSON.stringify(ld("2026-11-26")))
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "SportsEvent",
      name: "Winter Badminton Camp",
      description: "Eleven mornings of badminton.",
      startDate: "2026-12-14T06:30:00+05:30",
      endDate: "2026-12-24T09:00:00+05:30",
      eventStatus: "https://schema.org/EventScheduled",
      image: ["https://example.org/og.jpg"],
      location: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Jaipur", postalCode: "302017", addressCountry: "IN" },
      },
      organizer: { "@type": "Organization", name: "VeerBhumi Sports", url: "https://example.org" },
      offers: {
        "@type": "Offer",
        price: 4500,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        url: "https://example.org/event/camp",
        validFrom: "2026-11-01T00:00:00+05:30",
      },
    })
  })

  test("a free event costs 0; registration closed is no longer in stock", () => {
    const data = ld("2026-12-11", { fee: undefined })
    expect(data.offers).toMatchObject({ price: 0, priceCurrency: "INR", availability: "https://schema.org/SoldOut" })
  })
})

describe("the calendar file", () => {
  const ics = (e: Partial<typeof event> = {}, title = event.title) =>
    eventIcs({
      event: { ...event, ...e, title },
      url: "https://example.org/event/camp",
      location: "VeerBhumi Sports, Registered Office, 12 Example Marg, Malviya Nagar, Jaipur, Rajasthan 302017",
      host: "example.org",
      organizer: "VeerBhumi Sports",
      stamp: new Date("2026-11-26T04:00:00Z"),
    })

  test("parses with ical.js and carries UID, DTSTAMP, DTSTART, DTEND (India's times in UTC), SUMMARY, LOCATION, URL", () => {
    const text = ics()
    const calendar = new ICAL.Component(ICAL.parse(text))
    const vevent = calendar.getFirstSubcomponent("vevent")!
    expect(vevent.getFirstPropertyValue("uid")).toBe("camp@example.org")
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2026-11-26T04:00:00Z")
    const e = new ICAL.Event(vevent)
    expect(e.startDate.toJSDate().toISOString()).toBe("2026-12-14T01:00:00.000Z")
    expect(e.endDate.toJSDate().toISOString()).toBe("2026-12-14T03:30:00.000Z")
    expect(e.summary).toBe("Winter Badminton Camp")
    expect(e.location).toMatch(/Jaipur, Rajasthan 302017$/)
    expect(vevent.getFirstPropertyValue("url")).toBe("https://example.org/event/camp")
    // Eleven days, each 6:30 to 9:00 in India.
    const days: string[] = []
    const it = e.iterator()
    for (let next = it.next(); next; next = it.next()) days.push(next.toJSDate().toISOString())
    expect(days).toHaveLength(11)
    expect(days[10]).toBe("2026-12-24T01:00:00.000Z")
  })

  test("a one-day event does not repeat", () => {
    const vevent = new ICAL.Component(ICAL.parse(ics({ startDate: "2026-12-06", endDate: "2026-12-06" }))).getFirstSubcomponent("vevent")!
    expect(vevent.getFirstPropertyValue("rrule")).toBeNull()
  })

  test("CRLF line endings and lines of at most 75 octets, also in Hindi", () => {
    const text = ics({}, "सर्दियों का बैडमिंटन कैंप, जयपुर के बच्चों के लिए ग्यारह सुबह का अभ्यास और मैच")
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!
    expect(vevent.getFirstPropertyValue("summary")).toBe("सर्दियों का बैडमिंटन कैंप, जयपुर के बच्चों के लिए ग्यारह सुबह का अभ्यास और मैच")
  })

  test("folding keeps every character whole", () => {
    const line = `DESCRIPTION:${"ख".repeat(60)}`
    const folded = foldOctets(line)
    expect(folded.split("\r\n").length).toBeGreaterThan(1)
    expect(folded.replace(/\r\n /g, "")).toBe(line)
  })
})
