/**
 * @jest-environment jsdom
 */
/**
 * Every entry's page, as built in public/, carries every part of its data file. The browser tests
 * (e2e/details.spec.ts, e2e/pages.spec.ts, e2e/admissions.spec.ts) open one page per template and check what only
 * a browser can see (visibility, layout, the interactive islands); that every other entry of the same template
 * fills the same slots is a fact of the server-rendered HTML, read here without a browser.
 *
 * Expectations come from data/ through e2e/content.ts: adding, removing or editing an entry moves the test with it.
 * Runs with the contract stage (after the build): npx jest -c jest.contract.config.js
 */
import fs from "fs"
import path from "path"
import { firstParagraph, pagesOf, pathOf, projectFilterRoutes, rupeesPerMonth, site } from "../e2e/content"
import { contactHref, serviceTopicKind } from "../src/lib/enquiry"
import {
  leafText,
  type Coach,
  type Event,
  type Focus,
  type Game,
  type News,
  type Post,
  type Project,
  type Service,
  type Sport,
} from "../e2e/entry-types"
import { entryRoute, locales, localizedPath } from "../src/shared/content-model"
import { CLIENT_TYPE_LABELS, flooringAnchor, formatArea, formatCompletion, type ClientType } from "../src/shared/projects"
import { formatDateRange, formatTimeRange } from "../src/shared/events"
import { formatRupees } from "../src/shared/text"

const PUBLIC = path.resolve(process.env.E2E_DIR || path.join(__dirname, "..", "public"))

/** The built HTML of a page, parsed (scripts do not run). */
function built(route: string): Document {
  const file = path.join(PUBLIC, route.replace(/^\//, ""), "index.html")
  return new DOMParser().parseFromString(fs.readFileSync(file, "utf8"), "text/html")
}

const normal = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim()
/** Some element's whole text is exactly `text` (Playwright's getByText with exact: true). */
const hasExactText = (root: ParentNode, text: string) => [...root.querySelectorAll("*")].some(el => normal(el.textContent) === normal(text))
/** The text appears somewhere in `root` (Playwright's getByText without exact). */
const contains = (root: Element, text: string) => normal(root.textContent).includes(normal(text))
const nameOf = (el: Element) => normal(el.getAttribute("aria-label") ?? el.textContent)
const linkHref = (root: Element, name: string | RegExp) =>
  [...root.querySelectorAll("a")]
    .filter(a => (typeof name === "string" ? nameOf(a) === name : name.test(nameOf(a))))
    .map(a => a.getAttribute("href"))
const headings = (root: ParentNode, selector = "h1, h2, h3, h4, h5, h6") =>
  [...root.querySelectorAll(selector)].map(h => normal(h.textContent))
const main = (doc: Document) => doc.querySelector("main")!
const hasImage = (root: Element, alt: string) => [...root.querySelectorAll("img")].some(img => img.getAttribute("alt") === alt)

describe("game pages", () => {
  test.each(pagesOf<Game>("games").map(g => [g.path, g] as const))("%s carries every part of its file", (_, game) => {
    const doc = built(game.path)
    const m = main(doc)
    expect(headings(doc, "h1")).toEqual([game.title])
    expect(hasImage(m, game.imageAlt)).toBe(true)
    expect(contains(m, firstParagraph(game.fullDescription))).toBe(true)
    expect(headings(m)).toContain("What We Offer")
    for (const feature of game.features) expect(hasExactText(m, feature)).toBe(true)
    for (const text of [
      game.coach.name,
      game.coach.credentials,
      rupeesPerMonth(game.pricing.fromPerMonth),
      game.schedule.weekdays,
      game.schedule.weekends,
      game.pricing.note ?? "",
      game.schedule.note ?? "",
    ])
      expect(contains(m, text)).toBe(true)
    expect(linkHref(m, "Enroll Now")).toEqual([contactHref("enroll", game.slug)])
    expect(linkHref(m, "Book a free trial")).toEqual([contactHref("trial", game.slug)])
    expect(linkHref(m, "Contact Us")).toEqual(["/contact"])
    expect(linkHref(m, "Back to Home")).toEqual(["/"])
    // Reached from every game page: the admissions page with every game's fees (e2e/admissions.spec.ts).
    expect(m.querySelector('a[href="/admissions"]')).not.toBeNull()
    expect(headings(doc)).toContain("More games")
    // Links to exactly the coaches who name the game, in the coaches' order (none: no list).
    const coaches = pagesOf<Coach>("coaches").filter(c => c.games?.includes(game.slug))
    expect([...m.querySelectorAll('[data-testid="game-coaches"] a')].map(a => [normal(a.textContent), a.getAttribute("href")])).toEqual(
      coaches.map(c => [c.name, c.path]),
    )
  })
})

describe("coach pages", () => {
  test.each(pagesOf<Coach>("coaches").map(c => [c.path, c] as const))(
    "%s carries every part of its file, and nothing empty",
    (_, coach) => {
      const doc = built(coach.path)
      const m = main(doc)
      expect(headings(doc, "h1")).toEqual([coach.name])
      expect(hasImage(m, coach.imageAlt)).toBe(true)
      expect(hasExactText(m, coach.role)).toBe(true)
      expect(contains(m, coach.specialty)).toBe(true)
      const optional: [string, unknown][] = [
        ["About the coach", coach.bio],
        ["Playing record", coach.playingRecord],
        ["Qualifications and certifications", coach.credentials],
        ["Games and batches", coach.games ?? coach.batches],
      ]
      for (const [heading, value] of optional)
        expect({ heading, shown: headings(m).includes(heading) }).toEqual({ heading, shown: !!value })
      if (coach.bio) expect(contains(m, firstParagraph(coach.bio))).toBe(true)
      if (coach.playingRecord) expect(contains(m, coach.playingRecord)).toBe(true)
      for (const c of coach.credentials ?? [])
        for (const text of [c.name, c.issuer ?? "", c.year ? String(c.year) : ""]) expect(contains(m, text)).toBe(true)
      if (coach.yearsExperience !== undefined) expect(contains(m, `${coach.yearsExperience} year`)).toBe(true)
      for (const language of coach.languages ?? []) expect(contains(m, language)).toBe(true)
      for (const game of coach.games ?? []) expect(m.querySelector(`a[href="${pathOf("games", game)}"]`)).not.toBeNull()
      for (const batch of coach.batches ?? []) expect(contains(m.querySelector('[data-testid="coach-games"]')!, batch)).toBe(true)
      expect(linkHref(m, "Admissions and free trials")).toEqual(["/admissions"])
      expect(headings(doc)).toContain("More coaches")
      const person = [...doc.querySelectorAll('script[type="application/ld+json"]')]
        .map(s => JSON.parse(s.textContent ?? "") as Record<string, unknown>)
        .find(j => j["@type"] === "Person")
      expect(person).toMatchObject({ name: coach.name, jobTitle: coach.role })
    },
  )

  test.each(pagesOf<Coach>("coaches").map(c => [localizedPath(c.path, "hi")] as const))(
    "%s is built and links admissions in Hindi",
    route => {
      expect(linkHref(main(built(route)), /./).filter(h => h === localizedPath("/admissions", "hi"))).not.toEqual([])
    },
  )
})

describe("news pages", () => {
  test.each(pagesOf<News>("news").map(n => [n.path, n] as const))("%s carries every part of its file", (_, article) => {
    const doc = built(article.path)
    const m = main(doc)
    expect(headings(m, "h1")).toEqual([article.title])
    expect(hasExactText(m, article.category)).toBe(true)
    expect(m.querySelector(`time[datetime="${article.date}"]`)).not.toBeNull()
    for (const text of [`${article.readTime} min read`, article.excerpt, `By ${article.author}`]) expect(contains(m, text)).toBe(true)
    expect(hasImage(m, article.imageAlt)).toBe(true)
    const body = m.querySelector('[data-testid="article-body"]')!
    expect(contains(body, firstParagraph(article.fullContent))).toBe(true)
    const tags = [...m.querySelectorAll('ul[aria-label="Tags"] > li')].map(li => normal(li.textContent))
    expect(tags).toEqual(["Sports Training", "Athlete Development", "Performance"])
    const buttons = [...m.querySelectorAll("button")].map(nameOf)
    expect(buttons).toEqual(expect.arrayContaining(["Share Article", "Print Article"]))
    expect(headings(doc)).toContain("More news")
  })
})

describe("focus pages", () => {
  test.each(pagesOf<Focus>("focus").map(f => [f.path, f] as const))("%s carries every part of its file", (_, focus) => {
    const m = main(built(focus.path))
    expect(headings(m, "h1")).toEqual([focus.title])
    expect(contains(m, focus.description)).toBe(true)
    for (const item of [...focus.features, ...focus.benefits]) expect(hasExactText(m, item)).toBe(true)
    expect([...m.querySelectorAll("ol > li")].map(li => normal(li.textContent))).toEqual(focus.process.map(normal))
    expect(hasExactText(m, focus.duration)).toBe(true)
    expect(hasExactText(m, focus.frequency)).toBe(true)
    expect(m.querySelectorAll('a[href^="/contact"]').length).toBeGreaterThanOrEqual(1)
  })
})

describe("service pages", () => {
  const phone = site().contact.phones[0]
  test("the phone number to call is international", () => expect(phone.tel).toMatch(/^\+\d{8,15}$/))
  test.each(pagesOf<Service>("services").map(s => [s.path, s] as const))("%s carries every part of its file", (_, service) => {
    const m = main(built(service.path))
    expect(headings(m, "h1")).toEqual([service.title])
    expect(hasImage(m, service.imageAlt)).toBe(true)
    expect(contains(m, firstParagraph(service.description))).toBe(true)
    expect(linkHref(m, /Back to Services/)).toEqual(["/services"])
    expect(headings(m)).toEqual(expect.arrayContaining(["Service Details", "Key Features", "Get Started Today"]))
    for (const item of [...service.details, ...service.features]) expect(hasExactText(m, item)).toBe(true)
    expect(linkHref(m, "Call Now")).toEqual([`tel:${phone.tel}`])
    // The contact page, with the service as the enquiry's topic (a quote for the infrastructure services).
    expect(linkHref(m, "Email Us")).toEqual([contactHref(serviceTopicKind(service), service.slug)])
  })
})

describe("sport article pages", () => {
  test.each(pagesOf<Sport>("sports").map(s => [s.path, s] as const))(
    "%s carries its hero, content and every section it has",
    (_, sport) => {
      const doc = built(sport.path)
      const m = main(doc)
      expect(headings(m, "h1")).toEqual([sport.title])
      expect(contains(m, sport.description)).toBe(true)
      expect(contains(m, firstParagraph(sport.content))).toBe(true)
      const detail = sport.detailedContent ?? {}
      expect(headings(m, "article h2")).toEqual([
        ...(detail.introduction ? ["Introduction"] : []),
        ...(detail.sections ?? []).map(s => normal(s.title)),
        ...(detail.director ? ["Meet the Director"] : []),
        ...(detail.conclusion ? ["Conclusion"] : []),
      ])
      if (detail.director) {
        expect(contains(m, detail.director.name)).toBe(true)
        expect(headings(m, "h3")).toEqual(
          expect.arrayContaining(["Experience", "Education", "Current Projects", "Future Vision", "Qualifications"]),
        )
      }
      const body = [sport.content, detail.introduction ?? "", ...(detail.sections ?? []).map(leafText), detail.conclusion ?? ""].join(" ")
      expect(body.length).toBeGreaterThan(1500) // substantial expert content
      expect(headings(doc)).toContain("Explore other sports")
    },
  )
})

describe("blog post pages", () => {
  test.each(pagesOf<Post>("blog").map(p => [p.path, p] as const))("%s renders the whole post", (_, post) => {
    const doc = built(post.path)
    expect(headings(doc, "h1")).toEqual([post.title])
    const article = doc.querySelector("main article")!
    for (const text of [post.category, post.author, `${post.comments} comments`]) expect(contains(article, text)).toBe(true)
    expect(article.querySelector(`time[datetime="${post.date}"]`)).not.toBeNull()
    expect(article.querySelector("img")).not.toBeNull()
    expect(article.querySelectorAll("p").length).toBeGreaterThan(4)
  })
})

describe("projects", () => {
  const projects = pagesOf<Project>("projects")
  const builtAt = (route: string) => fs.existsSync(path.join(PUBLIC, route.replace(/^\//, ""), "index.html"))

  if (projects.length === 0) {
    // As shipped: the specification's "No Projects Available", and no project or filter page at all.
    test.each(locales.map(l => [localizedPath("/projects", l)]))("%s shows the empty state and no list or filters", route => {
      const m = main(built(route))
      expect(m.querySelector("section#empty")).not.toBeNull()
      expect(m.querySelector("section#projects")).toBeNull()
      expect(m.querySelectorAll('a[href*="/project/"], a[href*="/projects/"]')).toHaveLength(0)
    })
    test("the English empty state reads as the specification has it", () => {
      expect(headings(main(built("/projects")))).toContain("No Projects Available")
    })
    test("no project page, no filter page and no project link on /services is built", () => {
      // A warm build after the last project was deleted may leave empty folders behind: no page is in them.
      const pagesUnder = (dir: string): string[] =>
        fs.existsSync(dir)
          ? fs
              .readdirSync(dir, { withFileTypes: true })
              .flatMap(e =>
                e.isDirectory() ? pagesUnder(path.join(dir, e.name)) : e.name === "index.html" ? [path.join(dir, e.name)] : [],
              )
          : []
      for (const l of locales) {
        expect(pagesUnder(path.join(PUBLIC, localizedPath("/project", l).slice(1)))).toEqual([])
        for (const kind of ["sport", "client"])
          expect(pagesUnder(path.join(PUBLIC, localizedPath(`/projects/${kind}`, l).slice(1)))).toEqual([])
        expect(main(built(localizedPath("/services", l))).querySelectorAll('a[href*="/project/"]')).toHaveLength(0)
      }
    })
    return
  }

  test.each(projects.map(p => [p.path, p] as const))("%s carries every part of its file", (_, project) => {
    const doc = built(project.path)
    const m = main(doc)
    expect(headings(doc, "h1")).toEqual([project.title])
    for (const text of [
      project.summary,
      project.city,
      project.state,
      CLIENT_TYPE_LABELS[project.clientType as ClientType],
      formatCompletion(project.completed),
      formatArea(project.area),
      firstParagraph(project.body),
    ])
      expect(contains(m, text)).toBe(true)
    for (const item of project.scope) expect(hasExactText(m, item)).toBe(true)
    const links = [...m.querySelectorAll("a")].map(a => a.getAttribute("href"))
    for (const game of project.games) expect(links).toContain(entryRoute("games", game))
    for (const flooring of project.flooring) expect(links).toContain(`/services#${flooringAnchor(flooring)}`)
    for (const alt of [project.imageAlt, ...(project.gallery ?? []).map(g => g.imageAlt)]) expect(hasImage(m, alt)).toBe(true)
    expect(main(built("/projects")).querySelector(`a[href="${project.path}"]`)).not.toBeNull()
  })

  test.each(projectFilterRoutes().flatMap(r => locales.map(l => [localizedPath(r, l)])))("filter page %s is built, noindex", route => {
    expect(builtAt(route)).toBe(true)
    expect(built(route).querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/)
  })
})

describe("event pages", () => {
  test.each(pagesOf<Event>("events").map(e => [e.path, e] as const))("%s carries every part of its file", (_, event) => {
    const doc = built(event.path)
    const m = main(doc)
    expect(headings(doc, "h1")).toEqual([event.title])
    expect(hasImage(m, event.imageAlt)).toBe(true)
    expect(contains(m, event.summary)).toBe(true)
    expect(contains(m, firstParagraph(event.body))).toBe(true)
    const venue = (site().contact.addresses as { kind: string; label: string; lines: string[] }[]).find(a => a.kind === event.venue)!
    for (const text of [
      formatDateRange(event.startDate, event.endDate),
      formatTimeRange(event.times.start, event.times.end),
      event.times.note ?? "",
      event.ageGroup,
      event.fee ? formatRupees(event.fee) : "Free",
      venue.label,
      ...venue.lines,
    ])
      expect(contains(m, text)).toBe(true)
    expect(m.querySelector(`time[datetime="${event.startDate}"]`)).not.toBeNull()
    for (const game of event.games) expect(m.querySelector(`a[href="${pathOf("games", game)}"]`)).not.toBeNull()
    expect(m.querySelector(`a[href="${event.path}.ics"]`)).not.toBeNull()
    expect(m.querySelector('a[href^="https://wa.me/?text="]')?.getAttribute("rel")).toBe("noopener noreferrer")
    expect(linkHref(m, "All events")).toEqual(["/events"])
    // Registration is offered exactly when the page does not say it is over or closed (which depends on the build's day).
    const closed = normal(m.querySelector('[data-testid="event-status"]')?.textContent) !== ""
    expect(linkHref(m, "Register")).toEqual(closed ? [] : [contactHref("event", event.slug)])
    expect(headings(doc)).toContain("More events")
  })
})
