/**
 * @jest-environment node
 */
/**
 * The events as built in public/: every event's calendar file in every language parses with ical.js (a kept,
 * strict iCalendar parser) and carries what calendars need; every event page links it and carries SportsEvent
 * JSON-LD that matches its data file; the sitemap lists each event page with its Hindi twin; _headers serves
 * .ics as text/calendar. Expectations come from data/events/ (e2e/content.ts), never from today's content.
 * Runs with the contract stage (after the build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import ICAL from "ical.js"
import { DATA_DIR, entries, pathOf, site } from "../e2e/content"
import { locales, localizedPath, type Locale } from "../src/shared/routes"
import { dayCount, indiaDateTime } from "../src/shared/events"
import type { IcsEvent } from "../src/node/event-ics"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

/** The fields the calendar file is made from (src/node/event-ics.ts), and the fee. */
interface EventFile extends IcsEvent {
  fee?: number
}

const events = entries<EventFile>("events")
const translated = (slug: string, locale: Locale): Partial<EventFile> => {
  if (locale === "en") return {}
  const file = path.join(DATA_DIR, "events", `${slug}.${locale}.json`)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {}
}
const cases = events.flatMap(e => locales.map(locale => [localizedPath(pathOf("events", e.slug), locale), locale, e] as const))
const siteUrl = (process.env.SITE_URL || site().siteUrl).replace(/\/$/, "")

test("there are events to check", () => {
  expect(events.length).toBeGreaterThan(0)
})

describe.each(cases)("%s", (pagePath, locale, event) => {
  const title = translated(event.slug, locale).title ?? event.title

  test("its .ics parses with ical.js and carries UID, DTSTAMP, DTSTART, DTEND, SUMMARY, LOCATION and URL", () => {
    const text = fs.readFileSync(path.join(PUBLIC, `${pagePath}.ics`), "utf8")
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75)
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!
    expect(vevent).not.toBeNull()
    expect(vevent.getFirstPropertyValue("uid")).toBe(`${event.slug}@${new URL(siteUrl).host}`)
    expect(vevent.getFirstPropertyValue("dtstamp")).toBeTruthy()
    const e = new ICAL.Event(vevent)
    expect(e.startDate.toJSDate().getTime()).toBe(Date.parse(indiaDateTime(event.startDate, event.times.start)))
    expect(e.endDate.toJSDate().getTime()).toBe(Date.parse(indiaDateTime(event.startDate, event.times.end)))
    expect(e.summary).toBe(title)
    expect(e.location).toBeTruthy()
    expect(vevent.getFirstPropertyValue("url")).toBe(`${siteUrl}${pagePath}`)
    // The last day is the last occurrence.
    const it = e.iterator()
    let last = it.next()
    for (let n = 1; n < dayCount(event); n++) last = it.next()
    expect(last.toJSDate().getTime()).toBe(Date.parse(indiaDateTime(event.endDate, event.times.start)))
    expect(it.next()).toBeFalsy()
  })

  test("its page links the .ics and carries SportsEvent JSON-LD from its file", () => {
    const html = fs.readFileSync(path.join(PUBLIC, pagePath, "index.html"), "utf8")
    expect(html).toContain(`href="${pagePath}.ics"`)
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(m => JSON.parse(m[1]))
    const ld = blocks.flatMap(b => (Array.isArray(b) ? b : [b])).find(b => b["@type"] === "SportsEvent")
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      name: title,
      startDate: indiaDateTime(event.startDate, event.times.start),
      endDate: indiaDateTime(event.endDate, event.times.end),
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", address: { "@type": "PostalAddress", addressCountry: "IN" } },
      organizer: { "@type": "Organization" },
      offers: { "@type": "Offer", price: event.fee ?? 0, priceCurrency: "INR", url: `${siteUrl}${pagePath}` },
    })
    expect(ld.image[0]).toMatch(/^https?:\/\//)
    expect(ld.description).toBeTruthy()
    expect(ld.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|SoldOut)$/)
  })
})

test("the sitemap lists every event page with its Hindi twin", () => {
  const sitemap = fs
    .readdirSync(PUBLIC)
    .filter(f => /^sitemap-\d+\.xml$/.test(f))
    .map(f => fs.readFileSync(path.join(PUBLIC, f), "utf8"))
    .join("\n")
  for (const e of events) {
    for (const locale of locales) {
      const url = `${siteUrl}${localizedPath(pathOf("events", e.slug), locale)}`
      expect(sitemap).toMatch(new RegExp(`<loc>${url.replace(/[.]/g, "\\.")}/?</loc>`))
    }
    expect(sitemap).toMatch(new RegExp(`hreflang="hi" href="${`${siteUrl}/hi${pathOf("events", e.slug)}`.replace(/[.]/g, "\\.")}/?"`))
  }
  expect(sitemap).toMatch(new RegExp(`<loc>${`${siteUrl}/events`.replace(/[.]/g, "\\.")}/?</loc>`))
})

test("_headers serves calendar files as text/calendar in UTF-8", () => {
  const headers = fs.readFileSync(path.join(PUBLIC, "_headers"), "utf8")
  expect(headers).toMatch(/^\/\*\.ics\n {2}Content-Type: text\/calendar; charset=utf-8$/m)
})
