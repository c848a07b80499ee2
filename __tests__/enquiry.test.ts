import { applyTopic, buildTopics, contactHref, outlineText, readTopic, TOPIC_SUBJECT } from "../src/lib/enquiry"
import { EMPTY_FIELDS, type ContactFields } from "../src/lib/contact-form"
import { composeMessage, DEFAULT_SUBJECT, mailtoHref, messageRoutes, whatsappHref } from "../src/lib/message-routes"
import { entries, site } from "../e2e/content"
import { translate } from "../src/shared/locale"
import { formatDateRange } from "../src/shared/events"

// The table as the contact page builds it, from the shipped content: no slug or title is pinned here.
const games = entries<{ title: string }>("games")
const services = entries<{ title: string; quote?: boolean }>("services")
const focus = entries<{ title: string }>("focus")
const OUTLINE = ["Sport or court type", "Number of courts or approximate area", "City", "Timeline"]
const table = buildTopics({ games, services, focus, outline: OUTLINE })

describe("enquiry topics", () => {
  it("knows a trial and an enrolment for every game, one topic per service and focus area, and the consultation", () => {
    expect(table.size).toBe(games.length * 2 + services.length + focus.length + 1)
    for (const g of games) {
      expect(table.get(`trial:${g.slug}`)?.subject).toBe(TOPIC_SUBJECT.trial(g.title))
      expect(table.get(`enroll:${g.slug}`)?.subject).toBe(TOPIC_SUBJECT.enroll(g.title))
    }
    for (const f of focus) expect(table.get(`focus:${f.slug}`)?.subject).toBe(TOPIC_SUBJECT.focus(f.title))
    expect(table.get("consultation")?.subject).toBe("Free consultation")
  })

  it("asks infrastructure services for a quotation with the project outline, other services a question without one", () => {
    const quotes = services.filter(s => s.quote)
    expect(quotes.length).toBeGreaterThan(0)
    for (const s of services) {
      const topic = s.quote ? table.get(`quote:${s.slug}`) : table.get(`service:${s.slug}`)
      expect(topic?.subject).toBe(s.quote ? `Quote: ${s.title}` : `Enquiry: ${s.title}`)
      expect(topic?.outline).toBe(s.quote ? outlineText(OUTLINE) : undefined)
    }
    expect(outlineText(OUTLINE)).toBe("Sport or court type: \nNumber of courts or approximate area: \nCity: \nTimeline: ")
    expect(outlineText([])).toBeUndefined()
  })

  it("knows a registration for every event, with its title and days as the subject, in the page's language", () => {
    const events = entries<{ title: string; startDate: string; endDate: string }>("events")
    const withEvents = buildTopics({
      games,
      services,
      focus,
      events: events.map(e => ({ slug: e.slug, title: e.title, dates: formatDateRange(e.startDate, e.endDate) })),
    })
    expect(withEvents.size).toBe(table.size + events.length)
    for (const e of events) {
      const subject = `Registration: ${e.title}, ${formatDateRange(e.startDate, e.endDate)}`
      expect(withEvents.get(`event:${e.slug}`)?.subject).toBe(subject)
      expect(readTopic(contactHref("event", e.slug).split("?")[1], withEvents)?.subject).toBe(subject)
    }
    const hindi = buildTopics(
      { games: [], services: [], focus: [], events: [{ slug: "camp", title: "बैडमिंटन कैंप", dates: "14–24 दिसंबर 2026" }] },
      (key, values) => translate({ "Registration: {title}, {dates}": "रजिस्ट्रेशन: {title}, {dates}" }, key, values),
    )
    expect(hindi.get("event:camp")?.subject).toBe("रजिस्ट्रेशन: बैडमिंटन कैंप, 14–24 दिसंबर 2026")
  })

  it("builds /contact links with a readable topic", () => {
    expect(contactHref("trial", "badminton")).toBe("/contact?topic=trial:badminton")
    expect(contactHref("consultation")).toBe("/contact?topic=consultation")
  })

  it("reads a known topic from the query string, encoded or not", () => {
    const g = games[0]
    expect(readTopic(`?topic=trial:${g.slug}`, table)?.subject).toBe(TOPIC_SUBJECT.trial(g.title))
    expect(readTopic(`?topic=trial%3A${g.slug}&utm_source=x`, table)?.key).toBe(`trial:${g.slug}`)
    expect(readTopic(contactHref("trial", g.slug).split("?")[1], table)?.key).toBe(`trial:${g.slug}`)
  })

  it.each([
    ["", "no query"],
    ["?topic=", "an empty topic"],
    ["?topic=trial:no-such-game", "an unknown game"],
    ["?topic=trial", "a kind without a slug"],
    ["?topic=<script>alert(1)</script>", "markup"],
    ["?topic=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "encoded markup"],
    ["?topic=javascript:alert(1)", "a javascript: URL"],
    ["?topic=__proto__", "__proto__"],
    ["?topic=constructor", "constructor"],
    ["?topic=toString", "toString"],
    [`?topic=${"a".repeat(5000)}`, "a very long value"],
    ["?topic=%E0%A4%A", "a broken escape"],
  ])("ignores %s (%s)", search => {
    expect(readTopic(search, table)).toBeUndefined()
  })

  it("fills an empty subject, replaces another topic's subject, and keeps the visitor's own", () => {
    const [a, b] = [table.get(`trial:${games[0].slug}`)!, table.get(`enroll:${games[1].slug}`)!]
    expect(applyTopic(EMPTY_FIELDS, a, table).user_subject).toBe(a.subject)
    expect(applyTopic({ ...EMPTY_FIELDS, user_subject: a.subject }, b, table).user_subject).toBe(b.subject)
    expect(applyTopic({ ...EMPTY_FIELDS, user_subject: "Two children, weekends" }, b, table).user_subject).toBe("Two children, weekends")
  })

  it("puts the outline only into an empty message (or another topic's untouched outline)", () => {
    const quote = [...table.values()].find(t => t.outline)!
    const trial = table.get(`trial:${games[0].slug}`)!
    expect(applyTopic(EMPTY_FIELDS, quote, table).user_message).toBe(quote.outline)
    expect(applyTopic({ ...EMPTY_FIELDS, user_message: "Our own words" }, quote, table).user_message).toBe("Our own words")
    expect(applyTopic({ ...EMPTY_FIELDS, user_message: quote.outline! }, trial, table).user_message).toBe("")
    const done = `${quote.outline}Jaipur`
    expect(applyTopic({ ...EMPTY_FIELDS, user_message: done }, trial, table).user_message).toBe(done)
  })
})

const MESSAGE: ContactFields = {
  user_name: "Asha Meena",
  user_email: "asha@example.com",
  user_phone: "+91 98290 00000",
  user_subject: "Free trial: Badminton & more?",
  user_message: "  Namaste! मेरे बेटे के लिए ट्रायल क्लास।\nEvenings #2 suit us.  ",
}

describe("message routes", () => {
  it("composes the whole message: subject, name, contact details, the visitor's language, then the message", () => {
    expect(composeMessage(MESSAGE)).toBe(
      "Subject: Free trial: Badminton & more?\nName: Asha Meena\nE-mail: asha@example.com\nPhone: +91 98290 00000\nLanguage: English\n\nNamaste! मेरे बेटे के लिए ट्रायल क्लास।\nEvenings #2 suit us.",
    )
    expect(composeMessage({ ...MESSAGE, user_phone: "", user_subject: " " })).toBe(
      "Name: Asha Meena\nE-mail: asha@example.com\nLanguage: English\n\nNamaste! मेरे बेटे के लिए ट्रायल क्लास।\nEvenings #2 suit us.",
    )
  })

  it("says in the WhatsApp and e-mail message that the visitor wrote from the Hindi site", () => {
    const hindi = composeMessage(MESSAGE, "hi")
    expect(hindi).toBe(composeMessage(MESSAGE).replace("Language: English", "Language: Hindi"))
    expect(new URL(whatsappHref("919000000001", MESSAGE, "hi")).searchParams.get("text")).toBe(hindi)
    expect(new URLSearchParams(mailtoHref("hello@example.com", MESSAGE, "hi").split("?")[1]).get("body")).toBe(hindi)
    const routes = messageRoutes({ whatsapp: "919000000001", email: "hello@example.com" }, MESSAGE, "hi")
    expect(decodeURIComponent(routes.whatsapp)).toContain("\nLanguage: Hindi\n")
    expect(decodeURIComponent(routes.email)).toContain("\nLanguage: Hindi\n")
  })

  it("builds a wa.me link to the business's number whose text decodes to the whole message", () => {
    const href = whatsappHref("+91 90000-00001", MESSAGE)
    const url = new URL(href)
    expect(url.origin).toBe("https://wa.me")
    expect(url.pathname).toBe("/919000000001")
    expect(url.searchParams.get("text")).toBe(composeMessage(MESSAGE))
    expect(href).not.toMatch(/[\s#&]/) // one parameter, nothing left raw that could end it early
  })

  it("builds a mailto: link with subject and body, encoded with %20 (not +) and nothing left raw", () => {
    const href = mailtoHref("hello@example.com", MESSAGE)
    expect(href.startsWith("mailto:hello@example.com?subject=")).toBe(true)
    expect(href).not.toMatch(/[\s+#]/)
    const params = new URLSearchParams(href.split("?")[1])
    expect(params.get("subject")).toBe(MESSAGE.user_subject)
    expect(params.get("body")).toBe(composeMessage(MESSAGE))
    expect(new URLSearchParams(mailtoHref("hello@example.com", { ...MESSAGE, user_subject: "" }).split("?")[1]).get("subject")).toBe(
      DEFAULT_SUBJECT,
    )
  })

  it("uses the business's WhatsApp number and e-mail from data/site.en.json", () => {
    const data = site()
    const routes = messageRoutes(data.contact, MESSAGE)
    expect(routes.whatsapp.startsWith(`https://wa.me/${data.contact.whatsapp.replace(/\D/g, "")}?text=`)).toBe(true)
    expect(routes.email.startsWith(`mailto:${data.contact.email}?`)).toBe(true)
  })
})

describe("topic subjects in the page's language", () => {
  const HI: Record<string, string> = {
    "Free trial: {title}": "फ़्री ट्रायल क्लास: {title}",
    "Enrolment: {title}": "एडमिशन: {title}",
    "Quote: {title}": "कोटेशन: {title}",
    "Enquiry: {title}": "पूछताछ: {title}",
    "Free consultation": "फ़्री परामर्श",
  }
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => translate(HI, key, values)
  const sources = {
    games: [{ slug: "badminton", title: "बैडमिंटन" }],
    services: [
      { slug: "sports-flooring-solutions", title: "स्पोर्ट्स फ़्लोरिंग", quote: true },
      { slug: "coaching", title: "कोचिंग", quote: false },
    ],
    focus: [{ slug: "fitness", title: "फ़िटनेस" }],
  }

  it("builds the Hindi page's table with Hindi subjects, under the same keys", () => {
    const table = buildTopics(sources, t)
    expect(table.get("trial:badminton")?.subject).toBe("फ़्री ट्रायल क्लास: बैडमिंटन")
    expect(table.get("enroll:badminton")?.subject).toBe("एडमिशन: बैडमिंटन")
    expect(table.get("quote:sports-flooring-solutions")?.subject).toBe("कोटेशन: स्पोर्ट्स फ़्लोरिंग")
    expect(table.get("service:coaching")?.subject).toBe("पूछताछ: कोचिंग")
    expect(table.get("focus:fitness")?.subject).toBe("पूछताछ: फ़िटनेस")
    expect(table.get("consultation")?.subject).toBe("फ़्री परामर्श")
  })

  it("keeps the English subjects without a t", () => {
    expect(buildTopics(sources).get("trial:badminton")?.subject).toBe("Free trial: बैडमिंटन")
    expect(TOPIC_SUBJECT.consultation()).toBe("Free consultation")
  })
})
