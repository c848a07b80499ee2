import React from "react"
import { render } from "@testing-library/react"
import { langsOf } from "../src/shared/locale"
import { SportSections, type DetailedContent } from "../src/components/sport/sport-sections"
import { FaqList } from "../src/components/contact/faq-list"
import { Showcase } from "../src/components/page/showcase"
import { Achievements } from "../src/components/projects/achievements"
import { BlockBody, type PageContent } from "../src/components/page/page-content"
import { Card, cardLangs } from "../src/components/ui/card"
import { EntryCards } from "../src/components/ui/entry-cards"
import { JoinedTexts } from "../src/components/ui/prose"

/** Every text of an entry, by the path the build lists it under ("sections[0].items[1]"). */
function textPaths(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]]
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, `${at}[${i}]`))
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => textPaths(item, at ? `${at}.${key}` : key))
  return []
}

type Shown<T> = T & { untranslated: string[] }

/** The entry as a page in another language receives it when none of its texts is translated (or all are). */
const shownInEnglish = <T extends object>(entry: T, translated = false) => ({
  ...entry,
  untranslated: translated ? [] : textPaths(entry).map(([path]) => path),
})

/** Text nodes that are one of `texts` (or a paragraph of one) and the lang of their nearest marked element. */
function langsOfTexts(container: HTMLElement, texts: string[]): { text: string; lang: string | null | undefined }[] {
  const wanted = new Set(texts.flatMap(t => t.split(/\n\s*\n/)).map(t => t.trim()))
  const found: { text: string; lang: string | null | undefined }[] = []
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? "").trim()
    if (wanted.has(text)) found.push({ text, lang: node.parentElement!.closest("[lang]")?.getAttribute("lang") })
  }
  return found
}

const detailed: DetailedContent = {
  introduction: "Intro one.\n\nIntro two.",
  sections: [
    {
      title: "Path to Champion",
      description: "Why a schedule matters.",
      items: ["Grip", "Footwork"],
      components: [{ title: "On-Court", items: ["Drills"], subComponents: [{ title: "Strength", description: "Squats." }] }],
    },
  ],
  director: {
    name: "A. Coach",
    role: "Director",
    experience: "Twenty years.",
    education: ["B.P.Ed."],
    currentProjects: ["Courts"],
    futureVision: "More courts.",
    qualifications: ["Level 3"],
  },
  conclusion: "Train well.",
}
const block = {
  id: "b",
  title: "Block",
  text: "Block text.",
  list: ["One", "Two"],
  stats: [{ value: "10+", label: "Years" }],
  items: [{ title: "Item", text: "Item text." }],
  cta: { label: "Go there", to: "/contact" },
}
const faqs = [{ question: "Why?", answer: "Because." }]
const showcase = [
  { slug: "s", title: "Turf", description: "Green.", facts: ["Warranty: 8 years", "FIFA"], image: null, imageAlt: "A turf" },
]
const achievements = [{ title: "Medals", value: "120", description: "Won by our athletes." }]
const card = { title: "Card title", description: "Card text.", imageAlt: "Card image" }
const teaserCard = { title: "Service title", summary: "Service teaser." }

const cases: [string, object, (entry: never) => React.ReactElement][] = [
  [
    "a sport's detailed sections",
    { detailedContent: detailed },
    (e: Shown<{ detailedContent: DetailedContent }>) => <SportSections content={e.detailedContent} lang={langsOf(e, "detailedContent")} />,
  ],
  ["a page's block", { blocks: [block] }, (e: PageContent) => <BlockBody block={e.blocks![0]} lang={langsOf(e, "blocks[0]")} />],
  ["the questions", faqs[0], (e: (typeof faqs)[number]) => <FaqList items={[e]} />],
  ["a showcase", showcase[0], (e: (typeof showcase)[number]) => <Showcase items={[e]} />],
  ["an achievement", achievements[0], (e: (typeof achievements)[number]) => <Achievements items={[e]} />],
  ["a card", card, (e: Shown<typeof card>) => <Card title={e.title} text={e.description} {...cardLangs(e)} />],
  [
    "an entry's card (its teaser is the field teaserField names)",
    teaserCard,
    (e: Shown<typeof teaserCard>) => (
      <EntryCards
        entries={[{ ...e, path: "/service/x", text: e.summary, teaserField: "summary", imageAlt: "", image: { childImageSharp: null } }]}
        linkLabel="More"
      />
    ),
  ],
  [
    "joined texts",
    { levels: ["Beginner", "Advanced"] },
    (e: Shown<{ levels: string[] }>) => (
      <p>
        <JoinedTexts texts={e.levels} lang={langsOf(e, "levels")} />
      </p>
    ),
  ],
]

describe.each(cases)("%s", (_, entry, view) => {
  const texts = textPaths(entry)
    .map(([, text]) => text)
    .filter(t => !t.startsWith("/") && !/^\d+\+?$/.test(t))

  test("marks every text shown in English lang=en", () => {
    const { container } = render(view(shownInEnglish(entry) as never))
    const found = langsOfTexts(container, texts)
    expect(found.length).toBeGreaterThan(0)
    expect(found.filter(f => f.lang !== "en")).toEqual([])
  })

  test("marks nothing when every text is translated", () => {
    const { container } = render(view(shownInEnglish(entry, true) as never))
    expect(container.querySelector("[lang]")).toBeNull()
  })
})
