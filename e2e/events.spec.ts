import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import type { Page } from "@playwright/test"
import { expect, test, visit } from "./fixtures"
import { entries, eventsByYear, pathOf, translationOf } from "./content"
import { clickSettled, open } from "./open"
import { contactHref, TOPIC_SUBJECT } from "../src/lib/enquiry"
import { eventsListed, eventYearPath, EVENTS_YEAR_PAGE, listPagePath } from "../src/shared/lists"
import {
  formatDateRange,
  GAME_EVENTS,
  HOME_EVENTS,
  isOver,
  lastDayToRegister,
  nextEvents,
  phaseOf,
  registrationOpen,
  splitEvents,
} from "../src/shared/events"
import { localizedPath } from "../src/shared/routes"

// The event template, /events, and the upcoming events of home and game pages, under fixed days in India set with
// page.clock before the page loads. The days are derived from data/events/ (never today's content): adding,
// removing or moving events moves the test with them. The built pages say what was upcoming on the build day; these
// tests see the browser's correction to the fixed day (src/hooks/use-india-today.ts).

interface Event {
  slug: string
  path: string
  title: string
  games: string[]
  startDate: string
  endDate: string
  registrationDeadline?: string
}

const PUBLIC_DIR = resolve(process.env.E2E_DIR || "public")

const events: Event[] = entries<Omit<Event, "path">>("events").map(e => ({ ...e, path: pathOf("events", e.slug) }))
const hindiTitle = (slug: string): string => translationOf<{ title: string }>("events", slug, "hi").title ?? ""

/** The day after a YYYY-MM-DD day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
/** Noon in India on a day. */
const noonInIndia = (day: string) => new Date(`${day}T12:00:00+05:30`)

/**
 * The day in India the build under test was made on (its home page's context). A visitor's day is never earlier:
 * the pages carry the events still to come on that day (src/node/create-pages.ts), and the site is rebuilt daily.
 */
const buildDay: string = JSON.parse(readFileSync(join(PUBLIC_DIR, "page-data", "index", "page-data.json"), "utf8")).result.pageContext.today
/** A day, not before the build's, on which some events are over and some are not: the day after an event's last day. */
const splitDay = [...events]
  .map(e => nextDay(e.endDate))
  .filter(day => day >= buildDay)
  .sort()
  .find(day => {
    const { upcoming, past } = splitEvents(events, day)
    return upcoming.length > 0 && past.length > 0
  })
/** A day after every event. */
const afterAll = events.length ? nextDay([...events].sort((a, b) => b.endDate.localeCompare(a.endDate))[0].endDate) : ""

async function at(page: Page, day: string, path: string) {
  await page.clock.install({ time: noonInIndia(day) })
  return open(page, path)
}

const titlesIn = (page: Page, testId: string) => page.getByTestId(testId).getByRole("heading", { level: 3 })

// npm test builds from a fixture copy of data/ (scripts/fixture-data.mjs) with events dated from the day of the run:
// one upcoming, one whose registration closes before it starts, one over. So every test below has its events, on
// any day; a content folder without them fails here rather than skipping.
test("the content has events that split into upcoming and past, one of them still upcoming on the build day", () => {
  expect(splitDay, "a day from the build's on which some events are upcoming and some past").toBeDefined()
  expect(
    events.find(e => nextDay(lastDayToRegister(e)) <= e.endDate),
    "an event that closes registration early",
  ).toBeDefined()
})

/** What /events shows on a visitor's day: the events the build listed on its day (eventsListed), split by the visitor's. */
function eventsPageOn(day: string) {
  const atBuild = eventsListed(events, buildDay)
  return splitEvents([...atBuild.upcoming, ...atBuild.past], day)
}

test.describe("/events", () => {
  test("lists upcoming events soonest first and past events latest first, in their own section", async ({ page }) => {
    const { upcoming, past } = eventsPageOn(splitDay!)
    await at(page, splitDay!, "/events")
    await expect(titlesIn(page, "events-upcoming")).toHaveText(upcoming.map(e => e.title))
    await expect(titlesIn(page, "events-past")).toHaveText(past.map(e => e.title))
    await expect(page.getByRole("heading", { level: 2, name: "Past events" })).toBeVisible()
    for (const e of upcoming) await expect(page.getByRole("link", { name: e.title, exact: true })).toHaveAttribute("href", e.path)
  })

  test("links the archive's page of the next upcoming event it does not list, and that page shows it", async ({ page }) => {
    const [next] = eventsListed(events, buildDay).later
    expect(next, "more events to come than /events lists (scripts/fixture-data.mjs adds them)").toBeDefined()
    await at(page, buildDay, "/events")
    await clickSettled(page.getByRole("link", { name: "More upcoming events", exact: true }))
    await expect(page.getByTestId("events-year").getByRole("link", { name: next!.title, exact: true })).toHaveAttribute("href", next!.path)
  })

  test("the same split on the Hindi page", async ({ page }) => {
    const { upcoming, past } = eventsPageOn(splitDay!)
    await at(page, splitDay!, "/hi/events")
    await expect(titlesIn(page, "events-upcoming")).toHaveText(upcoming.map(e => hindiTitle(e.slug) || e.title))
    await expect(titlesIn(page, "events-past")).toHaveText(past.map(e => hindiTitle(e.slug) || e.title))
    await expect(page.getByTestId("events-upcoming").getByRole("link").first()).toHaveAttribute(
      "href",
      localizedPath(upcoming[0].path, "hi"),
    )
  })

  test("while more are to come than it lists, it never says there are none, even once every one it lists is over", async ({ page }) => {
    const { upcoming, later } = eventsListed(events, buildDay)
    // The day after the last of the listed upcoming events ends: each of them is over, and a later one is not.
    const day = nextDay([...upcoming].sort((a, b) => b.endDate.localeCompare(a.endDate))[0].endDate)
    const toCome = later.filter(e => !isOver(e, day))
    expect(toCome.length, "a later event still to come then (scripts/fixture-data.mjs adds them)").toBeGreaterThan(0)
    await at(page, day, "/events")
    await expect(page.getByTestId("events-upcoming")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 2, name: "No upcoming events" })).toHaveCount(0)
    await clickSettled(page.getByRole("link", { name: "More upcoming events", exact: true }))
    await expect(page.getByTestId("events-year").getByRole("link", { name: later[0].title, exact: true })).toBeVisible()
  })

  test("the browser corrects the built page: under a later clock, what the build listed as upcoming is past", async ({ page }) => {
    const response = await at(page, afterAll, "/events")
    // What the build listed as upcoming (its own day), read from the HTML as served, before any script ran.
    const html = await response.text()
    const builtUpcoming = html.includes('data-testid="events-upcoming"')
      ? events.filter(e => {
          const section = html.slice(html.indexOf('data-testid="events-upcoming"'), html.indexOf('data-testid="events-past"') >>> 0)
          return section.includes(`>${e.title.replace(/&/g, "&amp;")}<`)
        })
      : []
    expect(builtUpcoming.length, "the build lists an upcoming event (the fixture's are dated from the build day)").toBeGreaterThan(0)
    await expect(page.getByTestId("events-upcoming")).toHaveCount(0)
    await expect(page.getByRole("heading", { level: 2, name: "No upcoming events" })).toBeVisible()
    // The build linked events to come beyond those it lists; on this day they are over too.
    await expect(page.getByRole("link", { name: "More upcoming events" })).toHaveCount(0)
    const past = titlesIn(page, "events-past")
    await expect(past).toHaveText(eventsPageOn(afterAll).past.map(e => e.title))
    for (const e of builtUpcoming) await expect(past.filter({ hasText: e.title })).toHaveCount(1)
  })
})

test.describe("the events' archive by year", () => {
  const years = eventsByYear()

  test("the content has events in two years at least", () => {
    expect(years.length, "the fixture adds an event a year and more before the run").toBeGreaterThan(1)
  })

  for (const locale of ["en", "hi"] as const) {
    test(`${localizedPath("/events", locale)} links every year's page, newest first, and each lists that year's events, without JavaScript`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false })
      const page = await context.newPage()
      const title = (e: { slug: string; title?: unknown }) => (locale === "hi" && hindiTitle(e.slug)) || String(e.title)
      await visit(page, localizedPath("/events", locale))
      const archive = page.getByTestId("event-years").getByRole("link")
      await expect(archive).toHaveText(years.map(y => y.year))
      for (const [i, { year }] of years.entries())
        await expect(archive.nth(i)).toHaveAttribute("href", localizedPath(eventYearPath(year), locale))
      for (const { year, events: ofYear } of years) {
        await clickSettled(archive.filter({ hasText: year }))
        await expect(page).toHaveURL(new RegExp(`${localizedPath(eventYearPath(year), locale)}/?$`))
        await expect(page.getByRole("heading", { level: 1 })).toContainText(year)
        await expect(titlesIn(page, "events-year")).toHaveText(ofYear.slice(0, EVENTS_YEAR_PAGE).map(title))
        const here = page.getByTestId("event-years").getByRole("link")
        await expect(here).toHaveText(years.map(y => y.year))
        await expect(here.filter({ hasText: year })).toHaveAttribute("aria-current", "page")
        await expect(page.getByRole("link", { name: locale === "hi" ? "सभी इवेंट" : "All events", exact: true })).toHaveAttribute(
          "href",
          localizedPath("/events", locale),
        )
        // A year with more events than a page has numbered pages, each with the next events of its calendar.
        for (let n = 2; n <= Math.ceil(ofYear.length / EVENTS_YEAR_PAGE); n++) {
          await visit(page, localizedPath(listPagePath(eventYearPath(year), n), locale))
          await expect(titlesIn(page, "events-year")).toHaveText(ofYear.slice((n - 1) * EVENTS_YEAR_PAGE, n * EVENTS_YEAR_PAGE).map(title))
        }
        await visit(page, localizedPath("/events", locale))
      }
      await context.close()
    })
  }

  test("each card of a year's page says whether its event is upcoming, on or over on the visitor's day", async ({ page }) => {
    for (const day of [splitDay!, afterAll]) {
      for (const { year, events: ofYear } of years) {
        await at(page, day, eventYearPath(year))
        const phases = page.getByTestId("events-year").locator("[data-phase]")
        await expect(phases).toHaveCount(Math.min(ofYear.length, EVENTS_YEAR_PAGE))
        expect(await phases.evaluateAll(els => els.map(e => e.getAttribute("data-phase")))).toEqual(
          ofYear.slice(0, EVENTS_YEAR_PAGE).map(e => phaseOf(e, day)),
        )
      }
    }
  })
})

test.describe("event pages", () => {
  // Every event takes registrations on its last day to register; one with a deadline, if any.
  const open_ = events.find(e => e.registrationDeadline) ?? events[0]
  const openDay = open_ && lastDayToRegister(open_)

  test("show the event's days, Register into the contact form with its title and dates, WhatsApp and the .ics", async ({ page }) => {
    await at(page, openDay, open_.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(open_.title)
    const dates = formatDateRange(open_.startDate, open_.endDate)
    await expect(main.getByText(dates, { exact: true })).toBeVisible()
    await expect(page.getByTestId("event-status")).toBeEmpty()
    const ics = main.getByTestId("event-ics")
    await expect(ics).toHaveAttribute("href", `${open_.path}.ics`)
    const calendar = await page.request.get(`${open_.path}.ics`)
    expect(calendar.status()).toBe(200)
    expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8")
    expect(await calendar.text()).toContain("BEGIN:VEVENT\r\n")
    const share = main.getByTestId("event-whatsapp")
    await expect(share).toHaveAttribute(
      "href",
      new RegExp(`^https://wa\\.me/\\?text=${encodeURIComponent(open_.title).replace(/[()*'!]/g, "\\$&")}`),
    )
    await expect(share).toHaveAttribute("rel", "noopener noreferrer")
    const register = main.getByRole("link", { name: "Register", exact: true })
    await expect(register).toHaveAttribute("href", contactHref("event", open_.slug))
    await register.click()
    await expect(page).toHaveURL(/\/contact\/?\?topic=event/)
    await expect(page.locator('[name="user_subject"]')).toHaveValue(TOPIC_SUBJECT.event(open_.title, dates))
  })

  test("say plainly when registration has closed and offer no registration", async ({ page }) => {
    // Every event whose registration closes before its last day; the day after it closes.
    const closing = events.find(e => nextDay(lastDayToRegister(e)) <= e.endDate)
    const day = nextDay(lastDayToRegister(closing!))
    expect(registrationOpen(closing!, day) || isOver(closing!, day)).toBe(false)
    await at(page, day, closing!.path)
    await expect(page.getByTestId("event-status")).toHaveText("Registration for this event has closed.")
    await expect(page.getByRole("main").getByRole("link", { name: "Register", exact: true })).toHaveCount(0)
  })

  test("say plainly when the event is over, in Hindi too, and offer no registration", async ({ page }) => {
    const event = events[0]
    await at(page, nextDay(event.endDate), localizedPath(event.path, "hi"))
    await expect(page.getByTestId("event-status")).toHaveText("यह इवेंट ख़त्म हो चुका है।")
    await expect(page.getByRole("main").locator(`a[href^="/hi/contact?topic=event"]`)).toHaveCount(0)
  })
})

test.describe("upcoming events on home and game pages", () => {
  test("home shows the next events of all games, soonest first", async ({ page }) => {
    await at(page, splitDay!, "/")
    const next = nextEvents(events, splitDay!, { limit: HOME_EVENTS })
    await expect(titlesIn(page, "upcoming-events")).toHaveText(next.map(e => e.title))
  })

  test("a game's page shows that game's next events", async ({ page }) => {
    const game = nextEvents(events, splitDay!, { limit: 1 })[0].games[0]
    await at(page, splitDay!, pathOf("games", game))
    await expect(titlesIn(page, "upcoming-events")).toHaveText(
      nextEvents(events, splitDay!, { game, limit: GAME_EVENTS }).map(e => e.title),
    )
  })

  test("after every event, home shows no events section at all", async ({ page }) => {
    await at(page, afterAll, "/")
    await expect(page.getByTestId("upcoming-events")).toHaveCount(0)
    await expect(page.locator("section#events")).toHaveCount(0)
  })

  test("after every event, a game's page shows no events section at all", async ({ page }) => {
    await at(page, afterAll, pathOf("games", events[0].games[0]))
    await expect(page.getByTestId("upcoming-events")).toHaveCount(0)
    await expect(page.locator("section#events")).toHaveCount(0)
  })
})
