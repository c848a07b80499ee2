#!/usr/bin/env node
// The fixture content of `npm test`: a copy of data/ with the entries every test needs, whatever the shipped content
// and whatever the date. scripts/run-tests.mjs writes it before the build and points the build, the contract tests,
// the HTML check and the browser tests at it with SITE_DATA_DIR (gatsby-config.ts, gatsby-node.ts, e2e/content.ts),
// so the tests that need events, projects or results always find them, and read what to expect from the same copy.
//
// Added, each with its Hindi twin, showing the shipped pictures (no new image to encode but the projects' copies):
// - events dated from the day of the run in India: one upcoming with registration open, one whose registration
//   closes before it starts, one over, three more upcoming (so more upcoming than /events lists); and one a year and
//   more before the run, for the events' archive by year;
// - two projects (scripts/editor-changes-projects.mjs, as the CMS writes them);
// - one result;
// - two coaches: one with every optional field (a game, its first batch, credentials with and without issuer and year),
//   one with only the required ones, so coach pages are tested both ways whatever the shipped coaches hold;
// - blog posts (addBlogPosts), one a month in the months before the shipped posts', so the blog has more than
//   BLOG_PAGE posts (a /blog/page/2) and more months than BLOG_MONTHS (a month that only its neighbours link);
// - gallery pictures (addGalleryPictures), copies showing the shipped pictures, so the gallery has more than
//   GALLERY_PAGE pictures (a /gallery/page/2);
// and, only when the shipped content has fewer, a second hero slide and a video address.
//
//   node scripts/fixture-data.mjs [--out DIR] [--today YYYY-MM-DD]
import { cpSync, existsSync, readFileSync, rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

import { addProjects, ENTRY, readJson, slugsIn, writeJson } from "./editor-changes-projects.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
export const FIXTURE_DATA_DIR = join(ROOT, "test-results", "fixture-data")

/** Today in India (the site's day), YYYY-MM-DD. */
export function indiaToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata", year: "numeric", month: "2-digit", day: "2-digit" }).format(now)
}

function addDays(day, n) {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

/** Copies an entry of `dir` (both languages and its picture) to `slug`, with `en` and `hi` merged over the copy. */
function copyEntry(data, dir, from, slug, en, hi = {}) {
  const folder = join(data, dir)
  const source = readJson(join(folder, `${from}${ENTRY}`))
  // The copy shows its source's picture (same folder, same file): nothing new to encode.
  const entry = { ...source, ...en }
  writeJson(join(folder, `${slug}${ENTRY}`), entry)
  const twin = join(folder, `${from}.hi.json`)
  if (existsSync(twin)) writeJson(join(folder, `${slug}.hi.json`), { ...readJson(twin), ...hi })
}

/** A bound of src/shared/lists.ts, read from its text: this script runs without a TypeScript loader. */
function listBound(name) {
  const lists = readFileSync(join(ROOT, "src", "shared", "lists.ts"), "utf8")
  const value = Number(new RegExp(`export const ${name} = (\\d+)`).exec(lists)?.[1])
  if (!value) throw new Error(`fixture-data: ${name} not found in src/shared/lists.ts`)
  return value
}

/**
 * Copies of the shipped gallery pictures after them (each with its Hindi twin, showing its source's picture: nothing
 * new to encode), until the gallery has more pictures than GALLERY_PAGE, so its numbered pages are built and tested.
 * Each copy has its own title and text alternative. Returns their slugs.
 */
function addGalleryPictures(data) {
  const folder = join(data, "gallery")
  const slugs = slugsIn(folder)
  if (!slugs.length) throw new Error("fixture-data: data/gallery/ has no picture to copy the fixture pictures from")
  const pictures = slugs.map(slug => ({ slug, ...readJson(join(folder, `${slug}${ENTRY}`)) }))
  const last = Math.max(...pictures.map(p => p.order ?? 0))
  const added = []
  for (let n = 1; n <= Math.max(listBound("GALLERY_PAGE") + 1 - slugs.length, 1); n++) {
    const source = pictures[(n - 1) % pictures.length]
    const twin = join(folder, `${source.slug}.hi.json`)
    const hi = existsSync(twin) ? readJson(twin) : {}
    const slug = `fixture-gallery-picture-${n}`
    copyEntry(
      data,
      "gallery",
      source.slug,
      slug,
      { title: `Fixture Picture ${n}: ${source.title}`, order: last + n, imageAlt: `${source.imageAlt} (fixture copy ${n})` },
      {
        title: `फ़िक्स्चर तस्वीर ${n}: ${hi.title ?? source.title}`,
        imageAlt: `${hi.imageAlt ?? source.imageAlt} (फ़िक्स्चर कॉपी ${n})`,
      },
    )
    added.push(slug)
  }
  return added
}

/** The coach fields every entry has (data/schemas/coach.schema.json); the others are optional. */
const COACH_REQUIRED = ["$schema", "name", "role", "order", "image", "imageAlt", "specialty"]
const only = (entry, keys) => Object.fromEntries(Object.entries(entry).filter(([k]) => keys.includes(k)))

/** Two coaches after the shipped ones: one with every optional field, one with none. Returns their slugs. */
function addCoaches(data) {
  const folder = join(data, "coaches")
  const slugs = slugsIn(folder)
  if (!slugs.length) throw new Error("fixture-data: data/coaches/ has no coach to copy the fixture coaches from")
  const games = slugsIn(join(data, "games"))
  if (!games.length) throw new Error("fixture-data: data/games/ has no game for the fixture coach to take")
  const game = readJson(join(data, "games", `${games[0]}${ENTRY}`))
  const order = Math.max(...slugs.map(s => readJson(join(folder, `${s}${ENTRY}`)).order ?? 0)) + 1
  const source = only(readJson(join(folder, `${slugs[0]}${ENTRY}`)), COACH_REQUIRED)
  const twin = existsSync(join(folder, `${slugs[0]}.hi.json`)) ? readJson(join(folder, `${slugs[0]}.hi.json`)) : {}
  const sourceHi = only(twin, COACH_REQUIRED)
  const coaches = [
    {
      slug: "fixture-coach-full",
      en: {
        ...source,
        name: "Fixture Full Coach",
        order,
        specialty: "Fixture coach with every optional field filled in",
        bio: "A coach of npm test's fixture content.\n\nEvery optional field of a coach has a value.",
        yearsExperience: 7,
        credentials: [{ name: "Fixture Coaching Diploma", issuer: "Fixture Institute", year: 2019 }, { name: "Fixture First Aid" }],
        playingRecord: "Fixture state champion.",
        games: [games[0]],
        batches: [game.levels[0]],
        languages: ["Hindi", "English"],
      },
      hi: {
        ...sourceHi,
        name: "फ़िक्स्चर पूरे कोच",
        specialty: "हर वैकल्पिक जानकारी वाले फ़िक्स्चर कोच",
        bio: "टेस्ट के लिए बने कोच।\n\nइनकी हर वैकल्पिक जानकारी भरी है।",
        credentials: [{ name: "फ़िक्स्चर कोचिंग डिप्लोमा", issuer: "फ़िक्स्चर संस्थान" }, { name: "फ़िक्स्चर फ़र्स्ट एड" }],
        playingRecord: "फ़िक्स्चर राज्य चैंपियन।",
        languages: ["हिंदी", "अंग्रेज़ी"],
      },
    },
    {
      slug: "fixture-coach-bare",
      en: { ...source, name: "Fixture Bare Coach", order: order + 1, specialty: "Fixture coach with only the required fields" },
      hi: { ...sourceHi, name: "फ़िक्स्चर सादे कोच", specialty: "सिर्फ़ ज़रूरी जानकारी वाले फ़िक्स्चर कोच" },
    },
  ]
  for (const c of coaches) {
    writeJson(join(folder, `${c.slug}${ENTRY}`), c.en)
    writeJson(join(folder, `${c.slug}.hi.json`), c.hi)
  }
  return coaches.map(c => c.slug)
}

/** "2026-06" and -2 → "2026-04" */
function addMonths(month, n) {
  const d = new Date(`${month}-01T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() + n)
  return d.toISOString().slice(0, 7)
}

/**
 * Copies of the shipped blog posts (each with its Hindi twin and its source's picture), one a month going back from
 * the month before the oldest shipped post, until the blog has more posts than BLOG_PAGE and more months than
 * BLOG_MONTHS (src/shared/lists.ts, read from its text: this script runs without a TypeScript loader). Each copy
 * has its own title and excerpt, so every page keeps its own description. Returns their slugs.
 */
function addBlogPosts(data) {
  const folder = join(data, "blog")
  const slugs = slugsIn(folder)
  if (!slugs.length) throw new Error("fixture-data: data/blog/ has no post to copy the fixture posts from")
  const lists = readFileSync(join(ROOT, "src", "shared", "lists.ts"), "utf8")
  const bound = name => Number(new RegExp(`export const ${name} = (\\d+)`).exec(lists)?.[1])
  const [page, months] = [bound("BLOG_PAGE"), bound("BLOG_MONTHS")]
  if (!page || !months) throw new Error("fixture-data: BLOG_PAGE or BLOG_MONTHS not found in src/shared/lists.ts")
  const posts = slugs.map(slug => ({ slug, ...readJson(join(folder, `${slug}${ENTRY}`)) }))
  const shippedMonths = new Set(posts.map(p => p.date.slice(0, 7))).size
  const count = Math.max(page + 1 - posts.length, months + 1 - shippedMonths, 1)
  const oldest = posts
    .map(p => p.date)
    .sort()[0]
    .slice(0, 7)
  const added = []
  for (let n = 1; n <= count; n++) {
    const source = posts[(n - 1) % posts.length]
    const slug = `fixture-archive-post-${n}`
    copyEntry(
      data,
      "blog",
      source.slug,
      slug,
      {
        title: `Fixture Archive Post ${n}: ${source.title}`,
        date: `${addMonths(oldest, -n)}-15`,
        excerpt: `Archive post ${n} of npm test's fixture content, a copy of "${source.title}" from an older month.`,
      },
      {
        title: `फ़िक्स्चर पुरानी पोस्ट ${n}`,
        excerpt: `टेस्ट के लिए बनी पुरानी पोस्ट ${n}, किसी पिछले महीने की।`,
      },
    )
    added.push(slug)
  }
  return added
}

/**
 * An event of the archive: held a year and more before the run (430 days), so its year differs from today's and
 * from every other fixture event's, and /events links at least two years (/events/2025, /events/2026). With its Hindi
 * twin and summary. Returns its slug.
 */
function addArchiveEvent(data, from, today) {
  const day = n => addDays(today, n)
  const slug = "fixture-archive-tournament"
  const title = "Fixture Archive Tournament"
  const titleHi = "फ़िक्स्चर पुराना टूर्नामेंट"
  copyEntry(
    data,
    "events",
    from,
    slug,
    {
      title,
      startDate: day(-430),
      endDate: day(-429),
      registrationOpens: day(-470),
      registrationDeadline: day(-440),
      summary: `${title}: an event of npm test's fixture content, held a year and more before the day of the run.`,
    },
    { title: titleHi, summary: `${titleHi}: टेस्ट के लिए बना इवेंट, जो टेस्ट के दिन से एक साल से भी पहले हुआ था।` },
  )
  return slug
}

/** Writes the fixture copy of `source` to `out` and returns what was added. */
export function makeFixtureData({ source = join(ROOT, "data"), out = FIXTURE_DATA_DIR, today = indiaToday() } = {}) {
  rmSync(out, { recursive: true, force: true })
  cpSync(source, out, { recursive: true })

  const events = slugsIn(join(out, "events"))
  if (!events.length) throw new Error("fixture-data: data/events/ has no event to copy the fixture events from")
  const from = events[0]
  const day = n => addDays(today, n)
  const fixtureEvents = [
    {
      slug: "fixture-open-trials",
      en: {
        title: "Fixture Open Trials",
        startDate: day(40),
        endDate: day(41),
        registrationOpens: day(-10),
        registrationDeadline: day(38),
      },
      hi: { title: "फ़िक्स्चर ओपन ट्रायल" },
    },
    {
      slug: "fixture-early-deadline-camp",
      en: {
        title: "Fixture Early Deadline Camp",
        startDate: day(20),
        endDate: day(25),
        registrationOpens: day(-5),
        registrationDeadline: day(10),
      },
      hi: { title: "फ़िक्स्चर जल्दी बंद होने वाला कैंप" },
    },
    {
      slug: "fixture-past-workshop",
      en: {
        title: "Fixture Past Workshop",
        startDate: day(-40),
        endDate: day(-39),
        registrationOpens: day(-70),
        registrationDeadline: day(-45),
      },
      hi: { title: "फ़िक्स्चर बीती वर्कशॉप" },
    },
    // More upcoming events than /events lists (EVENTS_UPCOMING, src/shared/lists.ts), whatever the day of the run, so
    // its link to the archive's page of the next ones is always there to test; the last one far enough ahead that it
    // is still to come when every event /events lists is over, even if a shipped one lasts a season.
    ...[60, 75, 300].map((n, i) => ({
      slug: `fixture-season-camp-${i + 1}`,
      en: {
        title: `Fixture Season Camp ${i + 1}`,
        startDate: day(n),
        endDate: day(n + 2),
        registrationOpens: day(-10),
        registrationDeadline: day(n - 5),
      },
      hi: { title: `फ़िक्स्चर सीज़न कैंप ${i + 1}` },
    })),
  ]
  // Every page has its own description (e2e/seo.spec.ts): each fixture event its own summary.
  for (const e of fixtureEvents)
    copyEntry(
      out,
      "events",
      from,
      e.slug,
      { ...e.en, summary: `${e.en.title}: an event of npm test's fixture content, dated from the day of the run.` },
      { ...e.hi, summary: `${e.hi.title}: टेस्ट के लिए बना इवेंट, जिसकी तारीख़ें टेस्ट के दिन से तय होती हैं।` },
    )

  const archiveEvent = addArchiveEvent(out, from, today)

  const projects = addProjects(out).map(p => p.slug)

  const results = slugsIn(join(out, "results"))
  if (!results.length) throw new Error("fixture-data: data/results/ has no result to copy the fixture result from")
  const order = Math.max(...results.map(s => readJson(join(out, "results", `${s}${ENTRY}`)).order ?? 0)) + 1
  copyEntry(out, "results", results[0], "fixture-result", { order, competition: "Fixture Cup Final", date: day(-3) })

  const coaches = addCoaches(out)

  const blog = addBlogPosts(out)

  const gallery = addGalleryPictures(out)

  const home = readJson(join(out, "home.en.json"))
  if (home.hero.slides.length < 2) {
    home.hero.slides = [...home.hero.slides, home.hero.slides[0]]
    writeJson(join(out, "home.en.json"), home)
    const homeHi = readJson(join(out, "home.hi.json"))
    if (homeHi.hero?.slides?.length) homeHi.hero.slides = [...homeHi.hero.slides, homeHi.hero.slides[0]]
    writeJson(join(out, "home.hi.json"), homeHi)
  }
  const site = readJson(join(out, "site.en.json"))
  if (!site.videoUrl) writeJson(join(out, "site.en.json"), { ...site, videoUrl: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" })

  return {
    out,
    today,
    events: [...fixtureEvents.map(e => e.slug), archiveEvent],
    projects,
    results: ["fixture-result"],
    coaches,
    blog,
    gallery,
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { out: { type: "string" }, today: { type: "string" } } })
  const made = makeFixtureData({ out: values.out ? resolve(values.out) : undefined, today: values.today })
  console.log(
    `fixture data in ${made.out} (today ${made.today}): ${[...made.events, ...made.projects, ...made.results, ...made.coaches, ...made.blog, ...made.gallery].join(", ")}`,
  )
}
