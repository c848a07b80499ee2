/**
 * A coach's page with fixture coaches (never the shipped ones): every optional field in English and in Hindi,
 * a coach with none of them (no heading, panel or list of an empty field), batches named as the games name them,
 * the links to games and admissions, the JSON-LD Person of its Head, and the game page's links to its coaches.
 */
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import CoachPage, { Head as CoachHead } from "../src/templates/coach"
import { LocaleProvider } from "../src/components/i18n/locale"
import { uiStrings } from "../src/node/ui-strings"
import { entryRoute, fixedRoute, type Locale } from "../src/shared/content-model"
import { coachGames } from "../src/lib/coaches"
import { coachPersonJsonLd } from "../src/lib/coach-json-ld"
import { serializeJsonLd } from "../src/lib/structured-data"
import { siteShellDataBilingual } from "./fixtures/site-shell-hi"
import { installMatchMedia } from "./fixtures/match-media"

// The Head's Seo reads the site's static query; here it only shows the structured data the template hands it.
jest.mock("../src/components/layout/seo", () => {
  const { serializeJsonLd: serialize } = jest.requireActual("../src/lib/structured-data")
  return {
    Seo: ({ title, jsonLd = [] }: { title: string; jsonLd?: unknown[] }) => (
      <>
        <title>{title}</title>
        {jsonLd.map((data, i) => (
          // eslint-disable-next-line react/no-danger -- as Seo does: serializeJsonLd escapes "<", so data cannot close the script
          <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialize(data) }} />
        ))}
      </>
    ),
  }
})

const ROOT = `${__dirname}/..`
const SITE_URL = "https://academy.example"
const image: IGatsbyImageData = {
  layout: "constrained",
  width: 320,
  height: 400,
  images: { fallback: { src: "/coach.webp", srcSet: "/coach.webp 320w", sizes: "320px" }, sources: [] },
}
const og: IGatsbyImageData = { ...image, images: { fallback: { src: "/coach-og.jpg" }, sources: [] } }

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellDataBilingual)
  installMatchMedia(1280)
})

// ---------------------------------------------------------------------------------------------------------------
// Fixtures: two games with their batches ("levels") in both languages, a coach with every field, one with none.

const ENGLISH_GAMES = [
  { slug: "squash", title: "Squash", levels: ["Starter", "Club", "Elite"] },
  { slug: "rowing", title: "Rowing", levels: ["Learn to row", "Crew"] },
]
const HINDI_TITLES: Record<string, string> = { squash: "स्क्वैश", rowing: "रोइंग" }
const HINDI_LEVELS: Record<string, string[]> = { squash: ["स्टार्टर", "क्लब", "एलीट"], rowing: ["रोइंग सीखें", "क्रू"] }
const gamesIn = (locale: Locale) =>
  ENGLISH_GAMES.map(g => ({
    untranslated: [] as string[],
    slug: g.slug,
    path: entryRoute("games", g.slug, locale),
    title: locale === "en" ? g.title : HINDI_TITLES[g.slug],
    levels: locale === "en" ? g.levels : HINDI_LEVELS[g.slug],
  }))

const FULL = {
  en: {
    name: "Asha Verma",
    specialty: "Squash and rowing for juniors",
    bio: "First paragraph of the biography.\n\nSecond paragraph of the biography.",
    credentials: [
      { name: "Diploma in Sports Coaching", issuer: "Fixture Institute", year: 2011 },
      { name: "Level 2 Coach", issuer: null, year: 2019 },
      { name: "First aid", issuer: "Fixture Red Cross", year: null },
    ],
    playingRecord: "Fixture state champion.",
    languages: ["Hindi", "English"],
  },
  hi: {
    name: "आशा वर्मा",
    specialty: "जूनियर खिलाड़ियों के लिए स्क्वैश और रोइंग",
    bio: "परिचय का पहला अनुच्छेद।\n\nपरिचय का दूसरा अनुच्छेद।",
    credentials: [
      { name: "स्पोर्ट्स कोचिंग डिप्लोमा", issuer: "फ़िक्स्चर संस्थान", year: 2011 },
      { name: "लेवल 2 कोच", issuer: null, year: 2019 },
      { name: "फ़र्स्ट एड", issuer: "फ़िक्स्चर रेड क्रॉस", year: null },
    ],
    playingRecord: "फ़िक्स्चर राज्य चैंपियन।",
    languages: ["हिंदी", "अंग्रेज़ी"],
  },
}

function coach(locale: Locale, full: boolean) {
  const base = {
    untranslated: [] as string[],
    slug: full ? "asha-verma" : "bare-coach",
    role: "Coach",
    imageAlt: "Fixture photo",
    portrait: { childImageSharp: { gatsbyImageData: image } },
    image: { childImageSharp: { og } },
  }
  if (!full)
    return {
      ...base,
      name: "Bare Coach",
      specialty: "Only the required fields",
      bio: null,
      yearsExperience: null,
      credentials: null,
      playingRecord: null,
      games: null,
      batches: null,
      languages: null,
    }
  // Batches as written in the English file; "Crew" before "Starter" to show the game's order wins.
  return { ...base, ...FULL[locale], yearsExperience: 14, games: ["rowing", "squash"], batches: ["Crew", "Elite", "Starter"] }
}

const dataFor = (locale: Locale, entry: ReturnType<typeof coach>) =>
  ({
    site: { siteMetadata: { siteUrl: SITE_URL } },
    siteData: { brand: { name: "Fixture Academy" } },
    coach: entry,
    allGame: { nodes: gamesIn(locale) },
    englishGames: { nodes: ENGLISH_GAMES.map(({ slug, levels }) => ({ slug, levels })) },
    related: { nodes: [] },
  }) as unknown as Queries.CoachPageQuery

function renderCoach(locale: Locale, full = true) {
  const entry = coach(locale, full)
  const props = {
    data: dataFor(locale, entry),
    location: { pathname: entryRoute("coaches", entry.slug, locale) },
    pageContext: { locale, strings: uiStrings(ROOT, locale) },
  } as unknown as Parameters<typeof CoachPage>[0]
  return render(
    <LocaleProvider locale={locale} strings={uiStrings(ROOT, locale)}>
      <CoachPage {...props} />
    </LocaleProvider>,
  )
}

const hrefs = (links: HTMLElement[]) => links.map(a => [a.textContent, a.getAttribute("href")])

describe("a coach's page", () => {
  test("shows every field: photo, role, name, specialty, biography, record, credentials, experience, languages, games and batches", () => {
    renderCoach("en")
    expect(screen.getByRole("heading", { level: 1, name: "Asha Verma" })).toBeInTheDocument()
    expect(screen.getByAltText("Fixture photo")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1 }).previousElementSibling).toHaveTextContent(/^Coach$/)
    for (const text of [
      "Squash and rowing for juniors",
      "First paragraph of the biography.",
      "Second paragraph of the biography.",
      "Fixture state champion.",
    ])
      expect(screen.getByText(text)).toBeInTheDocument()
    for (const heading of ["About the coach", "Playing record", "Qualifications and certifications", "At a glance", "Games and batches"])
      expect(screen.getByRole("heading", { name: heading })).toBeInTheDocument()

    const credentials = screen.getByRole("heading", { name: "Qualifications and certifications" }).nextElementSibling as HTMLElement
    expect(
      within(credentials)
        .getAllByRole("listitem")
        .map(li => li.textContent),
    ).toEqual(["Diploma in Sports CoachingFixture Institute, 2011", "Level 2 Coach2019", "First aidFixture Red Cross"])

    const facts = screen.getByLabelText("At a glance", { selector: "dl" })
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling as HTMLElement
    expect(fact("Experience")).toHaveTextContent("14 years")
    expect(fact("Languages")).toHaveTextContent("Hindi, English")

    // The coach's games in the coach's order, each with the coach's batches of it in the game's order.
    const games = screen.getByTestId("coach-games")
    expect(hrefs(within(games).getAllByRole("link"))).toEqual([
      ["Rowing coaching", "/game/rowing"],
      ["Squash coaching", "/game/squash"],
    ])
    expect(
      within(games)
        .getAllByRole("listitem")
        .map(li => li.textContent),
    ).toEqual(["Rowing coachingBatches: Crew", "Squash coachingBatches: Starter, Elite"])
    expect(screen.getByRole("link", { name: "Admissions and free trials" })).toHaveAttribute("href", "/admissions")
    expect(screen.getByRole("link", { name: "All coaches" })).toHaveAttribute("href", "/#coaches")
  })

  test("in Hindi: the texts, the games and batches in Hindi (found by the English batch names), links under /hi/", () => {
    renderCoach("hi")
    const t = uiStrings(ROOT, "hi")!
    expect(screen.getByRole("heading", { level: 1, name: "आशा वर्मा" }).previousElementSibling).toHaveTextContent(t["Coach"])
    for (const text of ["परिचय का पहला अनुच्छेद।", "फ़िक्स्चर राज्य चैंपियन।", "स्पोर्ट्स कोचिंग डिप्लोमा"])
      expect(screen.getByText(text)).toBeInTheDocument()
    const facts = screen.getByLabelText(t["At a glance"], { selector: "dl" })
    expect(within(facts).getByText(t["Experience"]).nextElementSibling).toHaveTextContent("14 साल")
    expect(within(facts).getByText(t["Languages"]).nextElementSibling).toHaveTextContent("हिंदी, अंग्रेज़ी")
    const games = screen.getByTestId("coach-games")
    expect(hrefs(within(games).getAllByRole("link"))).toEqual([
      ["रोइंग कोचिंग", "/hi/game/rowing"],
      ["स्क्वैश कोचिंग", "/hi/game/squash"],
    ])
    expect(
      within(games)
        .getAllByRole("listitem")
        .map(li => li.textContent),
    ).toEqual([`रोइंग कोचिंग${t["Batches"]}: क्रू`, `स्क्वैश कोचिंग${t["Batches"]}: स्टार्टर, एलीट`])
    expect(screen.getByRole("link", { name: t["Admissions and free trials"] })).toHaveAttribute("href", fixedRoute("/admissions", "hi"))
    // Nothing on the page is marked English: every text had its translation.
    expect(document.querySelector("main [lang='en']")).toBeNull()
  })

  test("a text still in English on the Hindi page is marked lang=en", () => {
    const entry = { ...coach("hi", true), untranslated: ["playingRecord", "credentials[1].name"] }
    entry.playingRecord = FULL.en.playingRecord
    const props = {
      data: dataFor("hi", entry),
      location: { pathname: entryRoute("coaches", entry.slug, "hi") },
    } as unknown as Parameters<typeof CoachPage>[0]
    render(
      <LocaleProvider locale="hi" strings={uiStrings(ROOT, "hi")}>
        <CoachPage {...props} />
      </LocaleProvider>,
    )
    expect(screen.getByText(FULL.en.playingRecord).closest("[lang]")).toHaveAttribute("lang", "en")
    expect(screen.getByText("लेवल 2 कोच")).toHaveAttribute("lang", "en")
  })

  test("a coach with only the required fields shows photo, role, name and specialty, and no empty heading, panel or list", () => {
    renderCoach("en", false)
    expect(screen.getByRole("heading", { level: 1, name: "Bare Coach" })).toBeInTheDocument()
    expect(screen.getByText("Only the required fields")).toBeInTheDocument()
    expect(screen.getByAltText("Fixture photo")).toBeInTheDocument()
    for (const heading of ["About the coach", "Playing record", "Qualifications and certifications", "At a glance", "Games and batches"])
      expect(screen.queryByRole("heading", { name: heading })).toBeNull()
    expect(screen.queryByTestId("coach-games")).toBeNull()
    expect(document.querySelector("aside")).toBeNull()
    // The way to admissions is there whatever the entry holds.
    expect(screen.getByRole("link", { name: "Admissions and free trials" })).toHaveAttribute("href", "/admissions")
  })

  test("batches of a coach who names no game take the name of the game that has them", () => {
    const { games, rest } = coachGames({ batches: ["Crew", "Unknown"] }, gamesIn("hi"), ENGLISH_GAMES)
    expect(games).toEqual([])
    expect(rest.map(r => [r.batch, r.game?.slug])).toEqual([
      ["क्रू", "rowing"],
      ["Unknown", undefined],
    ])
  })
})

// ---------------------------------------------------------------------------------------------------------------

function headJsonLd(locale: Locale, full: boolean) {
  const entry = coach(locale, full)
  const props = {
    data: dataFor(locale, entry),
    location: { pathname: entryRoute("coaches", entry.slug, locale) },
    pageContext: { locale, strings: uiStrings(ROOT, locale) },
  } as unknown as Parameters<typeof CoachHead>[0]
  const { container } = render(<CoachHead {...props} />)
  const scripts = [...container.querySelectorAll("script[type='application/ld+json']")]
  return { scripts, parsed: scripts.map(s => JSON.parse(s.innerHTML) as Record<string, unknown>) }
}

describe("the coach page's JSON-LD", () => {
  test("a Person with every field the entry has, parseable, as one of the business's people", () => {
    const { parsed } = headJsonLd("en", true)
    const person = parsed.find(p => p["@type"] === "Person")!
    const url = `${SITE_URL}${entryRoute("coaches", "asha-verma")}`
    expect(person).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": `${url}#person`,
      name: "Asha Verma",
      jobTitle: "Coach",
      description: "First paragraph of the biography.",
      url,
      image: `${SITE_URL}/coach-og.jpg`,
      worksFor: { "@type": "Organization", "@id": `${SITE_URL}/#organization`, name: "Fixture Academy", url: SITE_URL },
      knowsAbout: ["Rowing", "Squash"],
      knowsLanguage: ["Hindi", "English"],
      hasCredential: [
        {
          "@type": "EducationalOccupationalCredential",
          name: "Diploma in Sports Coaching",
          recognizedBy: { "@type": "Organization", name: "Fixture Institute" },
          dateCreated: "2011",
        },
        { "@type": "EducationalOccupationalCredential", name: "Level 2 Coach", dateCreated: "2019" },
        {
          "@type": "EducationalOccupationalCredential",
          name: "First aid",
          recognizedBy: { "@type": "Organization", name: "Fixture Red Cross" },
        },
      ],
    })
  })

  test("a coach with only the required fields: the specialty describes them, and no empty list is emitted", () => {
    const { parsed } = headJsonLd("en", false)
    const person = parsed.find(p => p["@type"] === "Person")!
    expect(person).toMatchObject({ name: "Bare Coach", description: "Only the required fields", jobTitle: "Coach" })
    for (const key of ["knowsAbout", "knowsLanguage", "hasCredential"]) expect(person).not.toHaveProperty(key)
  })

  test("in Hindi: the Hindi name, role, games and page address", () => {
    const { parsed } = headJsonLd("hi", true)
    const person = parsed.find(p => p["@type"] === "Person")!
    expect(person).toMatchObject({
      name: "आशा वर्मा",
      jobTitle: uiStrings(ROOT, "hi")!["Coach"],
      url: `${SITE_URL}${entryRoute("coaches", "asha-verma", "hi")}`,
      knowsAbout: ["रोइंग", "स्क्वैश"],
      knowsLanguage: ["हिंदी", "अंग्रेज़ी"],
    })
  })

  test("text that could close the script element is escaped and still parses back", () => {
    const person = coachPersonJsonLd({
      siteUrl: SITE_URL,
      path: "/coach/x",
      coach: { name: "</script><b>x", jobTitle: "Coach", specialty: "s" },
      games: [],
      organization: { name: "Fixture Academy" },
    })
    const text = serializeJsonLd(person)
    expect(text).not.toContain("</script>")
    expect(JSON.parse(text).name).toBe("</script><b>x")
  })
})
