/**
 * @jest-environment node
 */
// Today's content facts from SPEC.md, read straight from data/ on disk. Schemas say what a
// valid entry looks like; this says what the business actually publishes. When an editor
// changes a count on purpose, change it here in the same commit.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { FOCUS as FOCUS_SLUGS, GAMES, NEWS as NEWS_SLUGS, SERVICES as SERVICE_SLUGS, SPORTS as SPORT_SLUGS } from "../e2e/spec-routes"

const DATA = join(__dirname, `..`, `data`)

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any -- any shape of data file; each test reads the fields it checks

interface Entry {
  slug: string
  data: Json
}

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, `utf8`)) as Json
}

/** First existing folder among the candidates (helpers name a few collections either way). */
function collectionDir(...candidates: string[]): string {
  for (const name of candidates) {
    const dir = join(DATA, name)
    if (existsSync(dir)) return dir
  }
  throw new Error(`none of data/${candidates.join(`, data/`)} exists`)
}

/** One entry per JSON file; the slug is the file name, as the site derives it. */
function collection(...candidates: string[]): Entry[] {
  // Read inside each test, not at describe time, so a missing folder fails its own tests only.
  const dir = collectionDir(...candidates)
  return readdirSync(dir)
    .filter(name => name.endsWith(`.json`))
    .sort()
    .map(name => ({ slug: name.replace(/\.json$/, ``), data: readJson(join(dir, name)) }))
}

const byOrder = (a: Entry, b: Entry): number => a.data.order - b.data.order
const slugs = (entries: Entry[]): string[] => entries.map(e => e.slug).sort()

const GAME_PRICES: Record<string, number> = {
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
// The route table lists the games in the order of the 'Our Games' cards on home.
const GAME_ORDER = GAMES

describe(`games`, () => {
  const games = () => collection(`games`)

  it(`has the 11 games of the spec, by slug`, () => {
    expect(slugs(games())).toEqual([...GAME_ORDER].sort())
  })

  it(`lists them in the order of the home page cards`, () => {
    expect(games().sort(byOrder).map(g => g.slug)).toEqual(GAME_ORDER)
  })

  it.each(Object.entries(GAME_PRICES))(`%s costs from ₹%i a month`, (slug, price) => {
    const game = games().find(g => g.slug === slug)
    expect(game?.data.pricing?.fromPerMonth).toBe(price)
  })
})

describe(`news`, () => {
  const news = () => collection(`news`)

  it(`has the 4 articles of the spec, by slug`, () => {
    expect(slugs(news())).toEqual([...NEWS_SLUGS].sort())
  })

  it.each(NEWS_SLUGS)(`%s reads in 5 to 8 minutes`, slug => {
    const readTime = news().find(n => n.slug === slug)?.data.readTime
    expect(Number.isInteger(readTime)).toBe(true)
    expect(readTime).toBeGreaterThanOrEqual(5)
    expect(readTime).toBeLessThanOrEqual(8)
  })
})

describe(`focus areas`, () => {
  it(`has tests, lead-skill and online-classes`, () => {
    expect(slugs(collection(`focus`))).toEqual([...FOCUS_SLUGS].sort())
  })
})

describe(`services`, () => {
  const services = () => collection(`services`)

  it(`has the 13 services of the spec, by slug`, () => {
    expect(slugs(services())).toEqual([...SERVICE_SLUGS].sort())
  })

  it(`lists them in the order of the spec`, () => {
    expect(services().sort(byOrder).map(s => s.slug)).toEqual(SERVICE_SLUGS)
  })
})

describe(`sport articles`, () => {
  it(`has one entry per sport route`, () => {
    expect(slugs(collection(`sports`))).toEqual([...SPORT_SLUGS].sort())
  })
})

describe(`counts`, () => {
  it.each([
    [`gallery`, [`gallery`], 10],
    [`blog`, [`blog`], 6],
    [`coaches`, [`coaches`], 5],
    [`results`, [`results`], 2],
    [`faq`, [`faq`, `faqs`], 6],
    [`facilities`, [`facilities`], 6],
    [`flooring`, [`flooring`], 6],
    [`achievements`, [`achievements`], 4],
  ])(`%s has the spec's count`, (_name, candidates, count) => {
    expect(collection(...candidates)).toHaveLength(count)
  })

  it(`has blog posts in 6 distinct months (the archive)`, () => {
    const months = new Set(collection(`blog`).map(p => String(p.data.date).slice(0, 7)))
    expect(months.size).toBe(6)
  })

  it(`has coaches whose role is Trainer or Coach`, () => {
    for (const coach of collection(`coaches`)) {
      expect([`Trainer`, `Coach`]).toContain(coach.data.role)
    }
  })
})

describe(`home page`, () => {
  // data/home.json (singletons sit at the top of data/); data/pages/home.json in the first draft.
  const home = (): Json => {
    const file = [join(DATA, `home.json`), join(DATA, `pages`, `home.json`)].find(f => existsSync(f))
    if (!file) throw new Error(`neither data/home.json nor data/pages/home.json exists`)
    return readJson(file)
  }

  it(`has a 3-slide hero carousel`, () => {
    expect(home().hero.slides).toHaveLength(3)
  })

  it(`has the hero title and subtitle of the spec`, () => {
    expect(home().hero.title).toBe(`BECOME A PART OF SPORTS TEAM COMMUNITY`)
    expect(home().hero.subtitle).toBe(`Connect, Compete, Celebrate`)
  })

  it(`has progress bars Fitness 95, Game Plan 65, Strategy 75, Passion 85`, () => {
    expect(home().about.progress).toEqual([
      { label: `Fitness`, value: 95 },
      { label: `Game Plan`, value: 65 },
      { label: `Strategy`, value: 75 },
      { label: `Passion`, value: 85 },
    ])
  })
})

describe(`site settings`, () => {
  const site = (): Json => readJson(join(DATA, `site.json`))

  it(`has two phone numbers and one e-mail address`, () => {
    expect(site().contact.phones).toHaveLength(2)
    expect(typeof site().contact.email).toBe(`string`)
    expect(site().contact.email).toMatch(/^[^@\s]+@[^@\s]+$/)
  })

  it(`has the registered, corporate and factory addresses`, () => {
    const kinds = (site().contact.addresses as Json[]).map(a => a.kind)
    expect(kinds).toEqual([`registered`, `corporate`, `factory`])
  })

  it(`has copyright year 2023`, () => {
    expect(site().copyrightYear).toBe(2023)
  })
})
