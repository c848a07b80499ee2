/**
 * When an event is: upcoming, on, or over, and whether it still takes registrations, decided by the day in
 * India (Asia/Kolkata, UTC+05:30 all year). Pure functions of the event's dates and "today" (YYYY-MM-DD), so
 * the build (the day it runs), the browser (the visitor's clock, src/hooks/use-india-today.ts) and the tests
 * (a fixed day) share one rule. No Intl: dates are compared as YYYY-MM-DD text and formatted by hand.
 */
import { compareCodes, monthNames } from "./text"
import type { Locale } from "./routes"

/** India's offset from UTC; India has no daylight saving. */
export const INDIA_OFFSET = "+05:30"
const INDIA_OFFSET_MINUTES = 5 * 60 + 30

/** The date in India at an instant, as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10)
}

/** How many upcoming events the home page shows (of all games), and a game's page (of that game). */
export const HOME_EVENTS = 3
export const GAME_EVENTS = 3

export interface EventDates {
  startDate: string
  endDate: string
  registrationDeadline?: string | null
}

export type EventPhase = "upcoming" | "on" | "over"

/** Upcoming before its first day, on from its first to its last day, over the day after its last day. */
export function phaseOf(event: EventDates, today: string): EventPhase {
  if (event.endDate < today) return "over"
  if (event.startDate <= today) return "on"
  return "upcoming"
}

export const isOver = (event: EventDates, today: string): boolean => phaseOf(event, today) === "over"

/** The last day to register: the deadline, or else the first day. */
export const lastDayToRegister = (event: EventDates): string => event.registrationDeadline ?? event.startDate

/** Registration is open up to and including its last day (never after the event has started). */
export const registrationOpen = (event: EventDates, today: string): boolean => today <= lastDayToRegister(event)

const bySoonest = (a: EventDates, b: EventDates) => compareCodes(a.startDate, b.startDate) || compareCodes(a.endDate, b.endDate)
const byLatest = (a: EventDates, b: EventDates) => compareCodes(b.endDate, a.endDate) || compareCodes(b.startDate, a.startDate)

/** Events not yet over, soonest first (those on now first of all), and events over, latest first. */
export function splitEvents<T extends EventDates>(events: readonly T[], today: string): { upcoming: T[]; past: T[] } {
  return {
    upcoming: events.filter(e => !isOver(e, today)).sort(bySoonest),
    past: events.filter(e => isOver(e, today)).sort(byLatest),
  }
}

/** The next `limit` events not yet over, soonest first; only those for `game` when given. */
export function nextEvents<T extends EventDates & { games: readonly string[] }>(
  events: readonly T[],
  today: string,
  { game, limit }: { game?: string; limit: number },
): T[] {
  return splitEvents(
    events.filter(e => !game || e.games.includes(game)),
    today,
  ).upcoming.slice(0, limit)
}

/** 2026-12-14 and 06:30 → 2026-12-14T06:30:00+05:30 (schema.org, iCalendar through UTC). */
export const indiaDateTime = (date: string, time: string): string => `${date}T${time}:00${INDIA_OFFSET}`

/** Days from the first to the last day, both counted (1 for a one-day event). */
export function dayCount({ startDate, endDate }: EventDates): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1
}

const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number]

/**
 * The days of an event as people write them: "6 December 2026", "14–24 December 2026",
 * "28 November – 2 December 2026", "30 December 2026 – 2 January 2027"; month names in the page's language.
 */
export function formatDateRange(startDate: string, endDate: string, locale: Locale = "en"): string {
  const [y1, m1, d1] = parts(startDate)
  const [y2, m2, d2] = parts(endDate)
  const month = (m: number) => monthNames[locale][m - 1]
  if (startDate === endDate) return `${d1} ${month(m1)} ${y1}`
  if (y1 === y2 && m1 === m2) return `${d1}–${d2} ${month(m1)} ${y1}`
  if (y1 === y2) return `${d1} ${month(m1)} – ${d2} ${month(m2)} ${y2}`
  return `${d1} ${month(m1)} ${y1} – ${d2} ${month(m2)} ${y2}`
}

/** The part of the day a Hindi speaker names before a time (सुबह 6:30, शाम 5 बजे). */
function hindiDayPart(hour: number): string {
  if (hour >= 4 && hour < 12) return "सुबह"
  if (hour >= 12 && hour < 16) return "दोपहर"
  if (hour >= 16 && hour < 20) return "शाम"
  return "रात"
}

const clock12 = (h: number, m: number) => `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, "0")}`

/** 06:30–09:00 → "6:30 AM – 9:00 AM"; in Hindi "सुबह 6:30 से 9 बजे तक" (the part of the day named once when both share it). */
export function formatTimeRange(start: string, end: string, locale: Locale = "en"): string {
  const [h1, m1] = start.split(":").map(Number)
  const [h2, m2] = end.split(":").map(Number)
  if (locale === "hi") {
    // Whole hours without ":00", as the game schedules and docs/hindi-style.md write them ("सुबह 8 से 10 बजे तक").
    const hindiClock = (h: number, m: number) => (m === 0 ? String(h % 12 || 12) : clock12(h, m))
    const [p1, p2] = [hindiDayPart(h1), hindiDayPart(h2)]
    const [c1, c2] = [hindiClock(h1, m1), hindiClock(h2, m2)]
    return p1 === p2 ? `${p1} ${c1} से ${c2} बजे तक` : `${p1} ${c1} से ${p2} ${c2} बजे तक`
  }
  const suffix = (h: number) => (h < 12 ? "AM" : "PM")
  return `${clock12(h1, m1)} ${suffix(h1)} – ${clock12(h2, m2)} ${suffix(h2)}`
}

/** The kinds of event; English labels are the keys of the translations. */
export const EVENT_KINDS = { camp: "Camp", trial: "Selection trials", tournament: "Tournament", workshop: "Workshop" } as const
export type EventKind = keyof typeof EVENT_KINDS
export const kindLabel = (kind: string): string => EVENT_KINDS[kind as EventKind] ?? kind
