/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { execFileSync } from "child_process"
import { formatError, validateContent, type ContentError } from "../src/node/validate"

const realData = path.join(__dirname, "..", "data")
let root: string
let data: string

const file = (rel: string) => path.join(data, rel)
const read = (rel: string) => JSON.parse(fs.readFileSync(file(rel), "utf8"))
const write = (rel: string, value: unknown) => fs.writeFileSync(file(rel), typeof value === "string" ? value : JSON.stringify(value, null, 2))
const validate = () => validateContent(data, root).errors
const find = (errors: ContentError[], f: string, field: string) => errors.find(e => e.file === `data/${f}` && e.field === field)

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
  const game = read("games/badminton.json")
  delete game.coach
  write("games/badminton.json", game)
  const err = find(validate(), "games/badminton.json", "coach")
  expect(err).toMatchObject({ entry: "badminton", message: expect.stringContaining("required") })
  expect(formatError(err!)).toBe('data/games/badminton.json: entry "badminton", field "coach": is missing; it is required')
})

test("a wrong type is rejected with what was expected", () => {
  const game = read("games/tennis.json")
  game.pricing.fromPerMonth = "3000"
  write("games/tennis.json", game)
  expect(find(validate(), "games/tennis.json", "pricing.fromPerMonth")?.message).toMatch(/expected a whole number, got "3000"/)
})

test("empty or blank required text is rejected", () => {
  const news = read("news/championship-results-announced.json")
  news.title = "   "
  write("news/championship-results-announced.json", news)
  expect(find(validate(), "news/championship-results-announced.json", "title")?.message).toBe("must not be empty")
})

test("list items are named by position", () => {
  const service = read("services/admission.json")
  service.features[1] = ""
  write("services/admission.json", service)
  expect(find(validate(), "services/admission.json", "features[1]")).toBeDefined()
})

test("an unknown field is rejected (typos do not pass silently)", () => {
  const focus = read("focus/tests.json")
  focus.titel = "Tests"
  write("focus/tests.json", focus)
  expect(find(validate(), "focus/tests.json", "titel")?.message).toMatch(/not a known field/)
})

test("a value outside an enum lists the allowed values", () => {
  const coach = read("coaches/neha-meena.json")
  coach.role = "Manager"
  write("coaches/neha-meena.json", coach)
  expect(find(validate(), "coaches/neha-meena.json", "role")?.message).toBe('got "Manager", expected one of: Trainer, Coach')
})

test("a date in the wrong format is rejected", () => {
  const post = read("blog/building-mental-toughness.json")
  post.date = "12/08/2026"
  write("blog/building-mental-toughness.json", post)
  expect(find(validate(), "blog/building-mental-toughness.json", "date")?.message).toMatch(/YYYY-MM-DD/)
})

test("a missing image is reported with the path it looked for", () => {
  const game = read("games/boxing.json")
  game.image = "./boxing-new.jpg"
  write("games/boxing.json", game)
  expect(find(validate(), "games/boxing.json", "image")?.message).toBe("refers to ./boxing-new.jpg, but data/games/boxing-new.jpg does not exist")
})

test("invalid JSON is reported with the parser's position", () => {
  write("games/shooting.json", '{ "title": "Shooting", }')
  const err = find(validate(), "games/shooting.json", "(file)")
  expect(err?.message).toMatch(/not valid JSON/)
})

test("a top-level array is rejected", () => {
  write("faq/trial-class.json", "[]")
  expect(find(validate(), "faq/trial-class.json", "(file)")?.message).toMatch(/one JSON object/)
})

test("file names must be lowercase kebab-case slugs", () => {
  fs.renameSync(file("games/table-tennis.json"), file("games/Table_Tennis.json"))
  expect(find(validate(), "games/Table_Tennis.json", "(file name)")?.message).toMatch(/kebab-case/)
})

test("two entries may not share a slug", () => {
  fs.copyFileSync(file("games/volleyball.json"), file("games/Volleyball.json"))
  const messages = validate().filter(e => e.field === "(file name)").map(e => e.message)
  expect(messages.some(m => /same slug as data\/games\/volleyball\.json|same slug as data\/games\/Volleyball\.json/.test(m))).toBe(true)
})

test("a reference to another entry must exist", () => {
  const result = read("results/jaipur-district-volleyball-final.json")
  result.game = "kabaddi"
  write("results/jaipur-district-volleyball-final.json", result)
  expect(find(validate(), "results/jaipur-district-volleyball-final.json", "game")?.message).toBe('refers to "kabaddi", but there is no data/games/kabaddi.json')
})

test("a sport may not take a fixed page's address", () => {
  fs.copyFileSync(file("sports/tennis.json"), file("sports/gallery.json"))
  expect(find(validate(), "sports/gallery.json", "(file name)")?.message).toMatch(/\/gallery, which a fixed page already uses/)
})

test("a JSON file outside every collection is reported", () => {
  write("misc.json", {})
  expect(find(validate(), "misc.json", "(file)")?.message).toMatch(/not part of any collection/)
})

test("a page file the site needs must exist", () => {
  fs.rmSync(file("pages/about.json"))
  expect(find(validate(), "pages/about.json", "(file)")?.message).toMatch(/missing/)
})

test("all problems are reported together", () => {
  const a = read("games/athletics.json")
  a.title = ""
  delete a.features
  write("games/athletics.json", a)
  write("news/nullam-placerat-massa-et.json", "{")
  const errors = validate()
  expect(errors.length).toBeGreaterThanOrEqual(3)
  expect(new Set(errors.map(e => e.file))).toEqual(new Set(["data/games/athletics.json", "data/news/nullam-placerat-massa-et.json"]))
})

test("counts are not limits: editors may add and remove entries", () => {
  fs.copyFileSync(file("games/tennis.json"), file("games/squash.json"))
  fs.rmSync(file("news/nullam-placerat-massa-et.json"))
  expect(validate()).toEqual([])
})

test("npm run validate exits non-zero and prints every problem", () => {
  const game = read("games/badminton.json")
  game.order = -1
  write("games/badminton.json", game)
  let output = ""
  let status = 0
  try {
    execFileSync(process.execPath, [require.resolve("tsx/cli"), path.join(__dirname, "..", "scripts", "validate.ts"), data], { cwd: root, encoding: "utf8", stdio: "pipe" })
  } catch (e) {
    const err = e as { status: number; stderr: string }
    status = err.status
    output = err.stderr
  }
  expect(status).toBe(1)
  expect(output).toContain('data/games/badminton.json: entry "badminton", field "order": got -1, expected a number >= 0')
})
