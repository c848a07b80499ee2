/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { execFileSync } from "child_process"
import { formatError, formatUntranslated, validateContent, type ContentError } from "../src/node/validate"
import { isEntryFile, slugOf } from "../src/node/data-files"

const realData = path.join(__dirname, "..", "data")
let root: string
let data: string

const file = (rel: string) => path.join(data, rel)
const read = (rel: string) => JSON.parse(fs.readFileSync(file(rel), "utf8"))
const write = (rel: string, value: unknown) =>
  fs.writeFileSync(file(rel), typeof value === "string" ? value : JSON.stringify(value, null, 2))
const validate = () => validateContent(data, root).errors
const find = (errors: ContentError[], f: string, field: string) => errors.find(e => e.file === `data/${f}` && e.field === field)

/**
 * Entries of the shipped data/ to break, picked by position, not by name: the test follows whatever entries data/
 * holds (an editor may rename or delete any of them) and still breaks one real entry per rule.
 */
const nth = (dir: string, n = 0): string => {
  const slugs = fs
    .readdirSync(path.join(realData, dir))
    .filter(f => isEntryFile(`${dir}/${f}`))
    .sort()
    .map(f => slugOf(f))
  return slugs[n % slugs.length]
}
/**
 * A slug no entry of `dir` has, nor could have by chance: every slug of the folder joined, plus a suffix. Never a
 * sport, person or place: an editor may add any of those tomorrow ("kabaddi" once broke this file that way).
 */
const absentSlug = (dir: string, suffix: string): string =>
  `${fs
    .readdirSync(path.join(realData, dir))
    .filter(f => isEntryFile(`${dir}/${f}`))
    .map(f => slugOf(f))
    .join("-")}-${suffix}`
const MISSING_GAME = absentSlug("games", "missing")
const NEW_GAME = absentSlug("games", "added")
const capital = (slug: string) => slug[0].toUpperCase() + slug.slice(1)
const [GAME_A, GAME_B, GAME_C, GAME_D, GAME_E, GAME_F, GAME_G] = [0, 1, 2, 3, 4, 5, 6].map(n => nth("games", n))
const [NEWS_A, NEWS_B] = [nth("news", 0), nth("news", 1)]
const [SERVICE_A, FOCUS_A, COACH_A, BLOG_A, FAQ_A, RESULT_A, SPORT_A] = [
  "services",
  "focus",
  "coaches",
  "blog",
  "faq",
  "results",
  "sports",
].map(d => nth(d))

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
  data = path.join(root, "data")
  // JSON files are copied; every image they refer to gets an empty stand-in, which is all the existence
  // check needs (the real images are checked by `npm run validate` on the shipped data).
  fs.cpSync(realData, data, { recursive: true, filter: src => fs.statSync(src).isDirectory() || src.endsWith(".json") })
  for (const e of validateContent(data, root).errors) {
    const missing = e.message.match(/but (data\/\S+) does not exist$/)
    if (!missing) continue
    fs.mkdirSync(path.dirname(path.join(root, missing[1])), { recursive: true })
    fs.writeFileSync(path.join(root, missing[1]), "")
  }
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

test("the shipped content passes", () => {
  expect(validate()).toEqual([])
})

test("a missing required field names file, entry and field", () => {
  const game = read(`games/${GAME_A}.en.json`)
  delete game.coach
  write(`games/${GAME_A}.en.json`, game)
  const err = find(validate(), `games/${GAME_A}.en.json`, "coach")
  expect(err).toMatchObject({ entry: GAME_A, message: expect.stringContaining("required") })
  expect(formatError(err!)).toBe(`data/games/${GAME_A}.en.json: entry "${GAME_A}", field "coach": is missing; it is required`)
})

test("a wrong type is rejected with what was expected", () => {
  const game = read(`games/${GAME_B}.en.json`)
  game.pricing.fromPerMonth = "3000"
  write(`games/${GAME_B}.en.json`, game)
  expect(find(validate(), `games/${GAME_B}.en.json`, "pricing.fromPerMonth")?.message).toMatch(/expected a whole number, got "3000"/)
})

test("empty or blank required text is rejected", () => {
  const news = read(`news/${NEWS_A}.en.json`)
  news.title = "   "
  write(`news/${NEWS_A}.en.json`, news)
  expect(find(validate(), `news/${NEWS_A}.en.json`, "title")?.message).toBe("must not be empty")
})

test("list items are named by position", () => {
  const service = read(`services/${SERVICE_A}.en.json`)
  service.features[1] = ""
  write(`services/${SERVICE_A}.en.json`, service)
  expect(find(validate(), `services/${SERVICE_A}.en.json`, "features[1]")).toBeDefined()
})

test("an unknown field is rejected (typos do not pass silently)", () => {
  const focus = read(`focus/${FOCUS_A}.en.json`)
  focus.titel = "Tests"
  write(`focus/${FOCUS_A}.en.json`, focus)
  expect(find(validate(), `focus/${FOCUS_A}.en.json`, "titel")?.message).toMatch(/not a known field/)
})

test("a value outside an enum lists the allowed values", () => {
  const coach = read(`coaches/${COACH_A}.en.json`)
  coach.role = "Manager"
  write(`coaches/${COACH_A}.en.json`, coach)
  expect(find(validate(), `coaches/${COACH_A}.en.json`, "role")?.message).toBe('got "Manager", expected one of: Trainer, Coach')
})

test("a date in the wrong format is rejected", () => {
  const post = read(`blog/${BLOG_A}.en.json`)
  post.date = "12/08/2026"
  write(`blog/${BLOG_A}.en.json`, post)
  expect(find(validate(), `blog/${BLOG_A}.en.json`, "date")?.message).toMatch(/YYYY-MM-DD/)
})

test("a missing image is reported with the path it looked for", () => {
  const game = read(`games/${GAME_C}.en.json`)
  game.image = `./${GAME_C}-new.jpg`
  write(`games/${GAME_C}.en.json`, game)
  expect(find(validate(), `games/${GAME_C}.en.json`, "image")?.message).toBe(
    `refers to ./${GAME_C}-new.jpg, but data/games/${GAME_C}-new.jpg does not exist`,
  )
})

test("invalid JSON is reported with the parser's position", () => {
  write(`games/${GAME_D}.en.json`, '{ "title": "Shooting", }')
  const err = find(validate(), `games/${GAME_D}.en.json`, "(file)")
  expect(err?.message).toMatch(/not valid JSON/)
})

test("a top-level array is rejected", () => {
  write(`faq/${FAQ_A}.en.json`, "[]")
  expect(find(validate(), `faq/${FAQ_A}.en.json`, "(file)")?.message).toMatch(/one JSON object/)
})

test("file names must be lowercase kebab-case slugs", () => {
  fs.renameSync(file(`games/${GAME_E}.en.json`), file(`games/Bad_${GAME_E}.en.json`))
  expect(find(validate(), `games/Bad_${GAME_E}.en.json`, "(file name)")?.message).toMatch(/kebab-case/)
})

test("two entries may not share a slug", () => {
  fs.copyFileSync(file(`games/${GAME_F}.en.json`), file(`games/${capital(GAME_F)}.en.json`))
  const messages = validate()
    .filter(e => e.field === "(file name)")
    .map(e => e.message)
  expect(messages.some(m => new RegExp(`same slug as data/games/(${GAME_F}|${capital(GAME_F)})\\.en\\.json`).test(m))).toBe(true)
})

test("a reference to another entry must exist", () => {
  const result = read(`results/${RESULT_A}.en.json`)
  result.game = MISSING_GAME
  write(`results/${RESULT_A}.en.json`, result)
  expect(find(validate(), `results/${RESULT_A}.en.json`, "game")?.message).toBe(
    `refers to "${MISSING_GAME}", but there is no data/games/${MISSING_GAME}.en.json`,
  )
})

test("a sport may not take a fixed page's address", () => {
  fs.copyFileSync(file(`sports/${SPORT_A}.en.json`), file("sports/gallery.en.json"))
  expect(find(validate(), "sports/gallery.en.json", "(file name)")?.message).toMatch(/\/gallery, which a fixed page already uses/)
})

test("a JSON file outside every collection is reported", () => {
  write("misc.en.json", {})
  expect(find(validate(), "misc.en.json", "(file)")?.message).toMatch(/not part of any collection/)
})

test("a page file the site needs must exist", () => {
  fs.rmSync(file("pages/about.en.json"))
  expect(find(validate(), "pages/about.en.json", "(file)")?.message).toMatch(/missing/)
})

test("all problems are reported together", () => {
  const a = read(`games/${GAME_G}.en.json`)
  a.title = ""
  delete a.features
  write(`games/${GAME_G}.en.json`, a)
  write(`news/${NEWS_B}.en.json`, "{")
  const errors = validate()
  expect(errors.length).toBeGreaterThanOrEqual(3)
  expect(new Set(errors.map(e => e.file))).toEqual(new Set([`data/games/${GAME_G}.en.json`, `data/news/${NEWS_B}.en.json`]))
})

test("counts are not limits: editors may add and remove entries", () => {
  fs.copyFileSync(file(`games/${GAME_B}.en.json`), file(`games/${NEW_GAME}.en.json`))
  fs.rmSync(file(`news/${NEWS_B}.en.json`))
  expect(validate()).toEqual([])
})

test("npm run validate exits non-zero and prints every problem", () => {
  const game = read(`games/${GAME_A}.en.json`)
  game.order = -1
  write(`games/${GAME_A}.en.json`, game)
  let output = ""
  let status = 0
  try {
    execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join(__dirname, "..", "scripts", "validate.ts"), data], {
      cwd: root,
      encoding: "utf8",
      stdio: "pipe",
    })
  } catch (e) {
    const err = e as { status: number; stderr: string }
    status = err.status
    output = err.stderr
  }
  expect(status).toBe(1)
  expect(output).toContain(`data/games/${GAME_A}.en.json: entry "${GAME_A}", field "order": got -1, expected a number >= 0`)
})

describe("translations", () => {
  test("an entry published in English only is valid; its texts are listed as untranslated, not as errors", () => {
    fs.rmSync(file(`games/${GAME_A}.hi.json`), { force: true })
    const { errors, untranslated } = validateContent(data, root)
    expect(errors).toEqual([])
    const entry = untranslated.find(u => u.file === `games/${GAME_A}.en.json`)!
    expect(entry).toMatchObject({ locale: "hi", missingFile: true })
    expect(entry.fields).toContain("title")
    expect(formatUntranslated([entry])[0]).toBe(
      `data/games/${GAME_A}.en.json: no hi translation yet (data/games/${GAME_A}.hi.json); its pages show the English`,
    )
  })

  test("a missing Hindi text is a warning naming the field", () => {
    const hi = read(`games/${GAME_B}.hi.json`)
    delete hi.title
    write(`games/${GAME_B}.hi.json`, hi)
    const { errors, untranslated } = validateContent(data, root)
    expect(errors).toEqual([])
    expect(untranslated.find(u => u.file === `games/${GAME_B}.en.json`)?.fields).toEqual(["title"])
  })

  test("a new entry saved in the CMS in English only validates, with its texts listed as untranslated", () => {
    // What Decap writes for a new entry nobody translated yet: the English file, and a Hindi one with only "$schema".
    const english = read(`games/${GAME_A}.en.json`)
    write(`games/${NEW_GAME}.en.json`, { ...english, title: "Squash" })
    write(`games/${NEW_GAME}.hi.json`, { $schema: english.$schema })
    const { errors, untranslated, ignored } = validateContent(data, root)
    expect(errors).toEqual([])
    expect(ignored).toEqual([])
    const entry = untranslated.find(u => u.file === `games/${NEW_GAME}.en.json`)!
    expect(entry).toMatchObject({ locale: "hi", missingFile: false })
    expect(entry.fields).toEqual(expect.arrayContaining(["title", "description"]))
    expect(formatUntranslated([entry])[0]).toMatch(
      new RegExp(`^data/games/${NEW_GAME}\\.en\\.json: \\d+ text\\(s\\) not yet in hi, shown in English: title, `),
    )
  })

  test("what the CMS writes in a translation is a warning at most: copies of numbers, items the English lost", () => {
    const english = read(`games/${GAME_C}.en.json`)
    const hi = read(`games/${GAME_C}.hi.json`)
    write(`games/${GAME_C}.hi.json`, {
      ...hi,
      order: english.order,
      image: english.image,
      startingAge: english.startingAge + 1,
      features: [...english.features.map(() => "सुविधा"), "पुरानी सुविधा"],
    })
    const { errors, ignored } = validateContent(data, root)
    expect(errors).toEqual([])
    expect(ignored.map(i => `${i.file} ${i.field}`)).toEqual(
      [`games/${GAME_C}.hi.json features`, `games/${GAME_C}.hi.json startingAge`].sort(),
    )
    const lines = formatUntranslated([], [], ignored)
    expect(lines).toContain(
      `data/games/${GAME_C}.hi.json, field "startingAge" is the same in every language; the English ${english.startingAge} is shown`,
    )
  })

  test("a malformed translation is an error naming file and field; one of a deleted entry is a warning", () => {
    write(`games/${GAME_C}.hi.json`, { ...read(`games/${GAME_C}.hi.json`), title: ["not", "text"], titel: "x" })
    write(`games/${GAME_D}.hi.json`, '{ "title": "शूटिंग", }')
    write("games/no-such-game.hi.json", { title: "कुछ नहीं" })
    const { errors, orphans } = validateContent(data, root)
    expect(find(errors, `games/${GAME_C}.hi.json`, "title")?.message).toBe("should be text (the translation of the English)")
    expect(find(errors, `games/${GAME_C}.hi.json`, "titel")?.message).toMatch(/not a field/)
    expect(find(errors, `games/${GAME_D}.hi.json`, "(file)")).toMatchObject({
      entry: GAME_D,
      message: expect.stringMatching(/not valid JSON/),
    })
    // A translation left behind by a deleted entry is a warning: the build ignores it.
    expect(orphans).toContain("games/no-such-game.hi.json")
    expect(errors.filter(e => e.file.includes("no-such-game"))).toEqual([])
  })

  test("a data file must carry its language in its name", () => {
    fs.renameSync(file(`games/${GAME_E}.en.json`), file(`games/${GAME_E}.json`))
    expect(find(validate(), `games/${GAME_E}.json`, "(file name)")?.message).toBe(
      `"${GAME_E}.json" must end in its language: ${GAME_E}.en.json for the entry, other languages beside it`,
    )
  })
})

describe("projects (data/projects, none shipped)", () => {
  const FLOORING_A = nth("flooring")
  const MISSING_FLOORING = absentSlug("flooring", "missing")
  const valid = () => ({
    $schema: "../schemas/project.schema.json",
    title: "School Courts",
    clientType: "school",
    city: "Jaipur",
    state: "Rajasthan",
    games: [GAME_A, GAME_B],
    flooring: [FLOORING_A],
    area: 1200,
    completed: "2026-03",
    scope: ["Levelling", "Surface"],
    summary: "Two courts.",
    body: "First.\n\nSecond.",
    image: "./school-courts.jpg",
    imageAlt: "Two courts",
    gallery: [{ image: "./school-courts-2.jpg", imageAlt: "The courts from the pavilion" }],
  })
  const addProject = (entry: Record<string, unknown>) => {
    fs.mkdirSync(file("projects"), { recursive: true })
    for (const image of ["school-courts.jpg", "school-courts-2.jpg"]) fs.writeFileSync(file(`projects/${image}`), "")
    write("projects/school-courts.en.json", entry)
  }
  const PROJECT = "projects/school-courts.en.json"

  test("a missing folder and a valid project both pass", () => {
    fs.rmSync(file("projects"), { recursive: true, force: true })
    expect(validate()).toEqual([])
    addProject(valid())
    expect(validate()).toEqual([])
  })

  test("an unknown game or flooring product is named by its place in the list", () => {
    addProject({ ...valid(), games: [GAME_A, MISSING_GAME], flooring: [MISSING_FLOORING] })
    const errors = validate()
    expect(find(errors, PROJECT, "games[1]")?.message).toBe(
      `refers to "${MISSING_GAME}", but there is no data/games/${MISSING_GAME}.en.json`,
    )
    expect(find(errors, PROJECT, "flooring[0]")?.message).toBe(
      `refers to "${MISSING_FLOORING}", but there is no data/flooring/${MISSING_FLOORING}.en.json`,
    )
    expect(find(errors, PROJECT, "games[1]")?.entry).toBe("school-courts")
  })

  test("a completion month not written YYYY-MM, an unknown client type, an area that is not a whole number, no game", () => {
    addProject({ ...valid(), completed: "03/2026", clientType: "hospital", area: "1,200", games: [] })
    const errors = validate()
    expect(find(errors, PROJECT, "completed")?.message).toMatch(/^got "03\/2026", expected .*YYYY-MM/)
    expect(find(errors, PROJECT, "clientType")?.message).toBe(
      'got "hospital", expected one of: school, club, academy, government, residential, corporate',
    )
    expect(find(errors, PROJECT, "area")?.message).toMatch(/^expected a whole number, got "1,200"/)
    expect(find(errors, PROJECT, "games")?.message).toBe("needs at least 1 item(s)")
  })

  test("month 13 is not a month; a gallery picture that is not there is named with its place", () => {
    addProject({ ...valid(), completed: "2026-13", gallery: [{ image: "./nope.jpg", imageAlt: "Nothing" }] })
    const errors = validate()
    expect(find(errors, PROJECT, "completed")).toBeDefined()
    expect(find(errors, PROJECT, "gallery[0].image")?.message).toBe("refers to ./nope.jpg, but data/projects/nope.jpg does not exist")
  })
})

describe("events", () => {
  const EVENT_A = nth("events")
  const at = `events/${EVENT_A}.en.json`
  const change = (edit: (e: Record<string, unknown>) => void) => {
    const event = read(at)
    edit(event)
    write(at, event)
    return validate()
  }

  test("an end before the start names file and field", () => {
    const errors = change(e => {
      e.startDate = "2027-03-10"
      e.endDate = "2027-03-09"
      delete e.registrationDeadline
      delete e.registrationOpens
    })
    expect(find(errors, at, "endDate")).toMatchObject({ entry: EVENT_A, message: "is 2027-03-09, before the start date 2027-03-10" })
  })

  test("a registration deadline after the start names file and field", () => {
    const errors = change(e => {
      e.startDate = "2027-03-10"
      e.endDate = "2027-03-12"
      e.registrationDeadline = "2027-03-11"
      delete e.registrationOpens
    })
    expect(find(errors, at, "registrationDeadline")?.message).toBe("is 2027-03-11, after the start date 2027-03-10")
  })

  test("an unknown game names file and the list item", () => {
    const errors = change(e => {
      e.games = [GAME_A, MISSING_GAME]
    })
    expect(find(errors, at, "games[1]")?.message).toBe(`refers to "${MISSING_GAME}", but there is no data/games/${MISSING_GAME}.en.json`)
    expect(find(errors, at, "games[0]")).toBeUndefined()
  })

  test("an unknown venue names file and field, with the site's addresses", () => {
    const kinds = (JSON.parse(fs.readFileSync(path.join(realData, "site.en.json"), "utf8")).contact.addresses as { kind: string }[]).map(
      a => a.kind,
    )
    const unknown = `${kinds.join("-")}-elsewhere`
    const errors = change(e => {
      e.venue = unknown
    })
    expect(find(errors, at, "venue")?.message).toBe(
      `refers to the address "${unknown}", but data/site.en.json has only: ${kinds.join(", ")}`,
    )
  })

  test("an unknown kind lists the allowed kinds", () => {
    const errors = change(e => {
      e.kind = "party"
    })
    expect(find(errors, at, "kind")?.message).toBe('got "party", expected one of: camp, trial, tournament, workshop')
  })

  test("daily times must end after they start", () => {
    const errors = change(e => {
      e.times = { start: "09:00", end: "08:00" }
    })
    expect(find(errors, at, "times.end")?.message).toBe("is 08:00, not after the start time 09:00")
  })
})

describe("coaches", () => {
  const COACH = nth("coaches")
  const at = `coaches/${COACH}.en.json`
  const change = (edit: (c: Record<string, unknown>) => void) => {
    const coach = read(at)
    edit(coach)
    write(at, coach)
    return validate()
  }
  const levelsOf = (game: string): string[] => read(`games/${game}.en.json`).levels
  /** A batch name no game has: every game's batch names joined, so no editor's new batch can match it by chance. */
  const noSuchBatch = () =>
    `${fs
      .readdirSync(path.join(realData, "games"))
      .filter(f => isEntryFile(`games/${f}`))
      .flatMap(f => levelsOf(slugOf(f)))
      .join(" ")} Elite`

  test("every optional field filled in passes; none of them is required", () => {
    expect(
      change(c => {
        c.bio = "Coaches juniors.\n\nAnd seniors."
        c.yearsExperience = 12
        c.credentials = [{ name: "Diploma in Sports Coaching", issuer: "NIS Patiala", year: 2012 }, { name: "Level 1" }]
        c.playingRecord = "State champion"
        c.games = [GAME_A, GAME_B]
        c.batches = [levelsOf(GAME_A)[0], levelsOf(GAME_B).at(-1)!]
        c.languages = ["Hindi", "English"]
      }),
    ).toEqual([])
    expect(
      change(c => {
        for (const key of ["bio", "yearsExperience", "credentials", "playingRecord", "games", "batches", "languages"]) delete c[key]
      }),
    ).toEqual([])
  })

  test("an unknown game names file and the list item", () => {
    const errors = change(c => {
      c.games = [GAME_A, MISSING_GAME]
    })
    expect(find(errors, at, "games[1]")).toMatchObject({
      entry: COACH,
      message: `refers to "${MISSING_GAME}", but there is no data/games/${MISSING_GAME}.en.json`,
    })
    expect(find(errors, at, "games[0]")).toBeUndefined()
  })

  test("a batch none of the coach's games has names file, list item and the games' batches", () => {
    const batch = noSuchBatch()
    const errors = change(c => {
      c.games = [GAME_A]
      c.batches = [levelsOf(GAME_A)[0], batch]
    })
    expect(find(errors, at, "batches[1]")).toMatchObject({
      entry: COACH,
      message: `is "${batch}", which is not a batch of data/games/${GAME_A}.en.json (their batches, "levels": ${levelsOf(GAME_A).join(", ")})`,
    })
    expect(find(errors, at, "batches[0]")).toBeUndefined()
    expect(errors.map(formatError)).toContain(
      `data/${at}: entry "${COACH}", field "batches[1]": is "${batch}", which is not a batch of data/games/${GAME_A}.en.json (their batches, "levels": ${levelsOf(GAME_A).join(", ")})`,
    )
  })

  test("a coach who names no game may take a batch of any game, but not one no game has", () => {
    const batch = noSuchBatch()
    const errors = change(c => {
      delete c.games
      c.batches = [levelsOf(GAME_C)[0], batch]
    })
    expect(find(errors, at, "batches[0]")).toBeUndefined()
    expect(find(errors, at, "batches[1]")?.message).toMatch(new RegExp(`^is "${batch}", which is not a batch of any game \\(their batches`))
  })

  test("a batch beside an unknown game is not reported twice: the game is", () => {
    const errors = change(c => {
      c.games = [MISSING_GAME]
      c.batches = [noSuchBatch()]
    })
    expect(find(errors, at, "games[0]")).toBeDefined()
    expect(find(errors, at, "batches[0]")).toBeUndefined()
  })

  test("a certification without a name names file and field", () => {
    const errors = change(c => {
      c.credentials = [{ name: "Diploma in Sports Coaching" }, { issuer: "NIS Patiala", year: 2012 }, { name: " " }]
    })
    expect(find(errors, at, "credentials[1].name")).toMatchObject({ entry: COACH, message: "is missing; it is required" })
    expect(find(errors, at, "credentials[2].name")?.message).toBe("must not be empty")
    expect(find(errors, at, "credentials[0].name")).toBeUndefined()
  })

  test("years of experience must be a whole number", () => {
    const errors = change(c => {
      c.yearsExperience = "ten"
    })
    expect(find(errors, at, "yearsExperience")?.message).toMatch(/^expected a whole number, got "ten"/)
  })
})
