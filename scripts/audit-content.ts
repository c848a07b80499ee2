/**
 * The content audit: SPEC.md's facts about the launch content, in one explicit place, checked against data/.
 *
 *   npm run audit:content
 *
 * The tests (npm test) take their expectations from data/, so editors can add, remove, rename and reorder
 * entries freely. This audit is the other half: it says whether data/ still holds the content the specification
 * describes (11 games and their fees, the 4 news articles, 13 services in their order, ...). It prints every fact
 * with what data/ holds and exits 1 when any differs. It is for checking launch content; it is not part of
 * `npm test` or of the editors' path to production.
 */
import { entries, home, newestFirst, page, site, slugsOf } from "../e2e/content"

// ---------------------------------------------------------------------------------------------------------------
// The facts of the specification (SPEC.md) about the launch content.

const GAMES_IN_ORDER = [
  "badminton",
  "table-tennis",
  "tennis",
  "athletics",
  "boxing",
  "weightlifting",
  "powerlifting",
  "basketball",
  "volleyball",
  "cricket-women",
  "shooting",
]
const GAME_FEES: Record<string, number> = {
  badminton: 2000,
  "table-tennis": 1800,
  tennis: 3000,
  athletics: 2500,
  boxing: 2200,
  weightlifting: 1500,
  powerlifting: 2000,
  basketball: 2200,
  volleyball: 2000,
  "cricket-women": 2500,
  shooting: 3500,
}
const NEWS = [
  "new-training-program-launched",
  "nullam-placerat-massa-et",
  "phasellus-nec-metus-scelerisque",
  "championship-results-announced",
]
const FOCUS = ["tests", "lead-skill", "online-classes"]
const SERVICES_IN_ORDER = [
  "turnkey-sports-infrastructure",
  "project-consultation",
  "sports-flooring-solutions",
  "sports-consultancy",
  "ground-development",
  "physiology",
  "sports-games-training",
  "admission",
  "scholarship",
  "coaches",
  "physiotherapy",
  "recruitment-jobs",
  "sports-nutrition",
]
const SPORTS = [
  "sports-fitness",
  "badminton",
  "table-tennis",
  "athletes",
  "boxing",
  "shooting",
  "weightlifting",
  "cricket-women",
  "tennis",
  "volleyball",
  "powerlifting",
  "sports-infrastructure",
]
const COUNTS: Record<string, number> = {
  gallery: 10,
  blog: 6,
  coaches: 5,
  results: 2,
  faq: 6,
  facilities: 6,
  flooring: 6,
  achievements: 4,
}
const SUPPORTED_SPORTS = [
  "Badminton",
  "Tennis",
  "Cricket",
  "Football",
  "Basketball",
  "Volleyball",
  "Handball",
  "Netball",
  "Squash",
  "Skating",
  "Athletics",
  "Futsal",
  "Pickleball",
]
const BLOG_CATEGORIES = ["Training", "Nutrition", "Psychology", "Health", "Technology", "Leadership", "Equipment"]
const BLOG_MONTHS = ["2026-11", "2026-10", "2026-09", "2026-08", "2026-07", "2026-06"]
const PROGRESS = [
  { label: "Fitness", value: 95 },
  { label: "Game Plan", value: 65 },
  { label: "Strategy", value: 75 },
  { label: "Passion", value: 85 },
]
const MISSION = ["Excellence", "Innovation", "Partnership", "Performance"]
const MEDITATION_HOW = ["Mindful Breathing", "Visualization", "Body Scan", "Focused Attention"]

// ---------------------------------------------------------------------------------------------------------------

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON as read from data/

interface Fact {
  fact: string
  expected: unknown
  actual: () => unknown
}

const sorted = (xs: string[]) => [...xs].sort()
const orderOf = (dir: string) => entries(dir).map(e => e.slug)
const bySlug = (dir: string): Record<string, Json> => Object.fromEntries(entries<Json>(dir).map(e => [e.slug, e]))
const block = (name: string, id: string): Json | undefined => page<{ blocks: Json[] }>(name).blocks.find(b => b.id === id)
const matches = (re: RegExp) => (text: unknown) => (typeof text === "string" && re.test(text) ? `matches ${re}` : text)

export const FACTS: Fact[] = [
  { fact: "games: the 11 games, in the order of the home page cards", expected: GAMES_IN_ORDER, actual: () => orderOf("games") },
  ...Object.entries(GAME_FEES).map(([slug, fee]) => ({
    fact: `games: ${slug} costs from ₹${fee} a month`,
    expected: fee,
    actual: () => bySlug("games")[slug]?.pricing?.fromPerMonth,
  })),
  { fact: "news: the 4 articles, by slug", expected: sorted(NEWS), actual: () => slugsOf("news") },
  ...NEWS.map(slug => ({
    fact: `news: ${slug} reads in 5 to 8 minutes`,
    expected: true,
    actual: () => {
      const t = bySlug("news")[slug]?.readTime
      return Number.isInteger(t) && t >= 5 && t <= 8 ? true : t
    },
  })),
  { fact: "focus areas: tests, lead-skill, online-classes", expected: sorted(FOCUS), actual: () => slugsOf("focus") },
  {
    fact: "focus areas: tests take 2-3 hours per session",
    expected: "matches /2.3 hours per session/",
    actual: () => matches(/2.3 hours per session/)(bySlug("focus").tests?.duration),
  },
  {
    fact: "focus areas: lead-skill runs 6-12 months",
    expected: "matches /6.12 months/",
    actual: () => matches(/6.12 months/)(bySlug("focus")["lead-skill"]?.duration),
  },
  {
    fact: "focus areas: lead-skill meets weekly",
    expected: "matches /weekly/i",
    actual: () => matches(/weekly/i)(bySlug("focus")["lead-skill"]?.frequency),
  },
  {
    fact: "focus areas: online classes last 45-60 minutes",
    expected: "matches /45.60 minutes per class/",
    actual: () => matches(/45.60 minutes per class/)(bySlug("focus")["online-classes"]?.duration),
  },
  {
    fact: "focus areas: online classes are booked per class",
    expected: "matches /per class/i",
    actual: () => matches(/per class/i)(bySlug("focus")["online-classes"]?.frequency),
  },
  { fact: "services: the 13 services, in the order of the spec", expected: SERVICES_IN_ORDER, actual: () => orderOf("services") },
  { fact: "sport articles: the 12 sport routes", expected: sorted(SPORTS), actual: () => slugsOf("sports") },
  ...Object.entries(COUNTS).map(([dir, count]) => ({
    fact: `${dir}: ${count} entries`,
    expected: count,
    actual: () => slugsOf(dir).length,
  })),
  {
    fact: "blog: posts in the 6 archive months, November to June 2026",
    expected: BLOG_MONTHS,
    actual: () => [...new Set(newestFirst<{ date: string }>("blog").map(p => p.date.slice(0, 7)))],
  },
  { fact: "blog: the 7 categories", expected: BLOG_CATEGORIES, actual: () => block("blog", "categories")?.list },
  {
    fact: "coaches: every role is Trainer or Coach",
    expected: [],
    actual: () =>
      entries<Json>("coaches")
        .filter(c => !["Trainer", "Coach"].includes(c.role))
        .map(c => `${c.slug}: ${c.role}`),
  },
  { fact: "home: a 3-slide hero carousel", expected: 3, actual: () => home<Json>().hero?.slides?.length },
  { fact: "home: the hero title", expected: "BECOME A PART OF SPORTS TEAM COMMUNITY", actual: () => home<Json>().hero?.title },
  { fact: "home: the hero subtitle", expected: "Connect, Compete, Celebrate", actual: () => home<Json>().hero?.subtitle },
  { fact: "home: progress bars", expected: PROGRESS, actual: () => home<Json>().about?.progress },
  { fact: "services page: the 13 supported sports", expected: SUPPORTED_SPORTS, actual: () => page<Json>("services").hero?.tags },
  {
    fact: "flooring: PP Interlocking Tiles have an 8-year warranty",
    expected: true,
    actual: () => factOf("pp-interlocking-tiles", /^Warranty: .*8 years/),
  },
  {
    fact: "flooring: EVA Kabaddi Mat lasts 8 to 10 years",
    expected: true,
    actual: () => factOf("eva-kabaddi-mat", /^Life.*8 to 10 years/),
  },
  { fact: "flooring: Volleyball Court is 18 m x 9 m", expected: true, actual: () => factOf("volleyball-court", /18 m x 9 m/) },
  {
    fact: "flooring: volleyball net 2.43 m (men), 2.24 m (women)",
    expected: true,
    actual: () => factOf("volleyball-court", /2\.43 m \(men\)/) === true && factOf("volleyball-court", /2\.24 m \(women\)/),
  },
  { fact: "about: 4 expertise figures", expected: 4, actual: () => block("about", "expertise")?.stats?.length },
  { fact: "about: the mission grid", expected: MISSION, actual: () => block("about", "mission")?.items?.map((i: Json) => i.title) },
  {
    fact: "sports-meditation: How it Works",
    expected: MEDITATION_HOW,
    actual: () => block("sports-meditation", "how-it-works")?.items?.map((i: Json) => i.title),
  },
  { fact: "sports-meditation: 7 benefits", expected: 7, actual: () => block("sports-meditation", "benefits")?.items?.length },
  {
    fact: "sports-infrastructure: has the director profile",
    expected: true,
    actual: () => !!bySlug("sports")["sports-infrastructure"]?.detailedContent?.director,
  },
  {
    fact: "sports-infrastructure: court facts 18 m x 9 m, 2.43 m, 2.24 m",
    expected: true,
    actual: () => {
      const text = JSON.stringify(bySlug("sports")["sports-infrastructure"] ?? {})
      return /18 m\s*[x×]\s*9 m/.test(text) && /2\.43 m/.test(text) && /2\.24 m/.test(text)
    },
  },
  { fact: "templates: 4 grid posts", expected: 4, actual: () => block("templates", "grid")?.items?.length },
  { fact: "contact: 3 hero figures", expected: 3, actual: () => page<Json>("contact").hero?.stats?.length },
  { fact: "site: two phone numbers", expected: 2, actual: () => site().contact?.phones?.length },
  { fact: "site: one e-mail address", expected: true, actual: () => /^[^@\s]+@[^@\s]+$/.test(String(site().contact?.email)) },
  {
    fact: "site: registered, corporate and factory addresses",
    expected: ["registered", "corporate", "factory"],
    actual: () => site().contact?.addresses?.map((a: Json) => a.kind),
  },
  { fact: "site: copyright year 2023", expected: 2023, actual: () => site().copyrightYear },
]

function factOf(slug: string, re: RegExp): boolean | string {
  const facts: string[] = bySlug("flooring")[slug]?.facts ?? []
  return facts.some(f => re.test(f)) || `no fact matching ${re} in ${JSON.stringify(facts)}`
}

const show = (v: unknown): string => {
  const s = typeof v === "string" ? v : JSON.stringify(v)
  return s === undefined ? "(missing)" : s.length > 110 ? `${s.slice(0, 107)}...` : s
}

export function audit(facts: Fact[] = FACTS): { fact: string; ok: boolean; expected: string; actual: string }[] {
  return facts.map(({ fact, expected, actual }) => {
    let value: unknown
    try {
      value = actual()
    } catch (error) {
      value = `error: ${(error as Error).message}`
    }
    return { fact, ok: JSON.stringify(value) === JSON.stringify(expected), expected: show(expected), actual: show(value) }
  })
}

function main(): void {
  const rows = audit()
  const failed = rows.filter(r => !r.ok)
  console.log(`Content audit: the specification's facts about the launch content (SPEC.md), checked against data/\n`)
  const width = Math.max(...rows.map(r => r.fact.length))
  console.log(`    ${"fact".padEnd(width)}  data/ holds`)
  for (const row of rows) {
    console.log(`  ${row.ok ? "✔" : "✖"} ${row.fact.padEnd(width)}  ${row.actual}`)
    if (!row.ok) console.log(`    ${"".padEnd(width)}  ↳ the specification says ${row.expected}`)
  }
  console.log(
    `\n${rows.length - failed.length} of ${rows.length} facts hold${failed.length ? `; ${failed.length} differ (listed with ✖ above)` : ""}.`,
  )
  if (failed.length) {
    console.log(`This audit checks the launch content against the specification; editors' later changes are expected to differ.`)
    process.exit(1)
  }
}

if (require.main === module) main()
