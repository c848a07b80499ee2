/**
 * The CMS end to end, offline: an editor changes a game's title, writes a news article with an uploaded
 * picture, and translates an entry and a list item in the Hindi pane beside the English, through /admin/; the
 * JSON files on disk change as expected (each language in its own file, src/node/data-files.ts) and pass
 * `npm run validate`, an English-only entry with a warning that lists what is untranslated.
 *
 * Set-up, all on 127.0.0.1 and all in a temporary directory, so the repository's data/ is never touched:
 * - a copy of data/ (the only folder the CMS reads or writes), with its images;
 * - decap-server (the local backend of `npm run cms`) working on that copy, on a free port;
 * - the admin page built by src/node/admin/build-admin.ts with local_backend pointing at that port, served by
 *   scripts/serve.mjs. It does not depend on public/: the site's build is not needed for this test.
 * Every request that leaves 127.0.0.1 is answered with a network error, and the test checks none was made.
 *
 * DOCS_SCREENSHOTS=1 also writes the screenshots of docs/editors-guide.md to docs/images/.
 */
import { test, expect, type Page } from "@playwright/test"
import { spawn, spawnSync, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import sharp from "sharp"
import { buildAdmin } from "../src/node/admin/build-admin"
import { dataFile, slugOf } from "../src/node/data-files"
import { loadSchemas } from "../src/node/json-schema"
import { localize, readTranslation, translationOf } from "../src/node/translations"
import { DATA_DIR, entries, rupeesPerMonth } from "./content"

const ROOT = path.join(__dirname, "..")
const DOCS_IMAGES = path.join(ROOT, "docs", "images")
const SCREENSHOTS = process.env.DOCS_SCREENSHOTS === "1"

test.describe.configure({ mode: "serial" })

/** The news article written through the CMS below (Decap names its file after the title) and its picture. */
const NEW_ARTICLE = "summer-camp-registrations-open"
const NEW_ARTICLE_IMAGE = "summer-camp.jpg"

let tmp = ""
let site = ""
let adminUrl = ""
const children: ChildProcess[] = []
/** Requests that tried to leave 127.0.0.1 during the current test. */
let external: string[] = []

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** Starts a long-running process and resolves once its output matches `ready`. */
function start(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; ready: RegExp }): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ["ignore", "pipe", "pipe"] })
    children.push(child)
    let output = ""
    const timer = setTimeout(() => reject(new Error(`${path.basename(args[0])} did not start in 20 s:\n${output}`)), 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (options.ready.test(output)) {
        clearTimeout(timer)
        resolve(child)
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", onData)
    child.on("exit", code => {
      clearTimeout(timer)
      reject(new Error(`${path.basename(args[0])} exited with ${code}:\n${output}`))
    })
  })
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(site, "data", file), "utf8"))

/** Waits until a file on disk satisfies a check (Decap saves asynchronously after the click). */
async function waitForFile<T>(file: string, check: (data: T) => boolean): Promise<T> {
  let last: T | undefined
  await expect
    .poll(
      () => {
        try {
          last = readJson(file) as T
          return check(last)
        } catch {
          return false
        }
      },
      { timeout: 15_000, message: `data/${file} on disk` },
    )
    .toBe(true)
  return last as T
}

/** A screenshot for docs/editors-guide.md, as a palette PNG (a third of the size, same look). */
async function shot(page: Page, name: string) {
  if (!SCREENSHOTS) return
  fs.mkdirSync(DOCS_IMAGES, { recursive: true })
  // The form's thumbnails arrive well after the form (Decap fetches each through the backend, then draws it).
  await page.waitForTimeout(4000)
  const png = await page.screenshot()
  await sharp(png)
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(path.join(DOCS_IMAGES, `${name}.png`))
}

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000)
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  site = path.join(tmp, "site")
  // The content the tests read (e2e/content.ts): npm test's fixture copy, which always has events and projects.
  fs.cpSync(DATA_DIR, path.join(site, "data"), { recursive: true })
  // The article this file writes through the CMS is one an editor may well have written for real: the copy must
  // not hold it already, whatever data/ ships (tests never assume a plausible entry is absent).
  for (const f of fs.readdirSync(path.join(site, "data/news")))
    if (slugOf(f) === NEW_ARTICLE || f === NEW_ARTICLE_IMAGE) fs.rmSync(path.join(site, "data/news", f))

  const backendPort = await freePort()
  await start(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: site,
    // BIND_HOST: decap-server otherwise listens on every interface, unauthenticated, able to write any file.
    env: { PORT: String(backendPort), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: site, LOG_LEVEL: "info" },
    ready: /listening on 127\.0\.0\.1/,
  })

  const www = path.join(tmp, "www")
  await buildAdmin({
    root: ROOT,
    outDir: path.join(www, "admin"),
    backend: null,
    localBackendUrl: `http://127.0.0.1:${backendPort}/api/v1`,
  })

  const webPort = await freePort()
  await start(process.execPath, [path.join(ROOT, "scripts/serve.mjs"), "--dir", www, "--port", String(webPort)], {
    cwd: ROOT,
    ready: /Serving/,
  })
  adminUrl = `http://127.0.0.1:${webPort}/admin/`
})

test.afterAll(() => {
  for (const child of children) child.kill()
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
})

// Untagged, so it runs once (the desktop project): the CMS is a desktop tool.
test.beforeEach(async ({ context }, testInfo) => {
  testInfo.setTimeout(120_000)
  // Offline: nothing may leave this machine. Blob and data URLs (uploaded previews) never reach the network.
  external = []
  await context.route(
    url => url.hostname !== "127.0.0.1",
    route => {
      external.push(route.request().url())
      return route.abort("internetdisconnected")
    },
  )
})

test.afterEach(() => {
  expect(external, "requests that left 127.0.0.1").toEqual([])
})

async function login(page: Page) {
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  await page.goto(adminUrl)
  await shot(page, "cms-login")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Games" }).first()).toBeVisible({ timeout: 30_000 })
  return errors
}

/** Opens a collection from the sidebar and an entry from its list, never by URL. */
async function openEntry(page: Page, collection: string, entry: string) {
  await page.getByRole("link", { name: collection, exact: true }).first().click()
  await page
    .getByRole("link", { name: new RegExp(entry) })
    .first()
    .click()
}

/** The form of one language: Decap shows the entry's languages side by side, each with its "Writing in XX" menu. */
const pane = (page: Page, locale: string) =>
  page.locator(".Pane").filter({ has: page.getByRole("button", { name: `Writing in ${locale.toUpperCase()}` }) })

/** `npm run validate` on the copy's data/. */
const validateCopy = () => spawnSync("npx", ["tsx", "scripts/validate.ts", path.join(site, "data")], { cwd: ROOT, encoding: "utf8" })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

// The entries edited, from data/ (the copy starts equal to it): a game whose title is no part of another game's, so
// that the CMS's list finds it by name, and a news picture to upload.
const games = entries<{ title: string; pricing: { fromPerMonth: number } }>("games")
const game = games.find(g => !games.some(other => other !== g && other.title.includes(g.title))) ?? games[0]
const gameFile = dataFile(`games/${game.slug}`)
const newsPicture = path.join(DATA_DIR, "news", entries<{ image: string }>("news")[0].image)

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now", { exact: true }).click()
}

test("changes a game's title through the form and writes only that field", async ({ page }) => {
  const errors = await login(page)
  await shot(page, "cms-collections")
  const before = readJson(gameFile)
  const renamed = `${game.title} Academy`

  await openEntry(page, "Games", escape(game.title))
  const title = pane(page, "en").getByLabel("Title", { exact: true })
  // Decap loads the entry and the pictures beside it through decap-server before it shows the form.
  await expect(title).toHaveValue(game.title, { timeout: 30_000 })
  await title.fill(renamed)
  // The Hindi form stands beside the English until the preview takes its place.
  await page.getByRole("button", { name: "Toggle preview" }).click()
  // The preview shows the site's page: title, description, fee and features.
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(renamed)
  await expect(preview.getByText(rupeesPerMonth(game.pricing.fromPerMonth))).toBeVisible()
  await expect(preview.getByText(before.features[0])).toBeVisible()
  await shot(page, "cms-edit-game")

  await publish(page)
  const after = await waitForFile<Record<string, unknown>>(gameFile, d => d.title === renamed)
  expect(after).toEqual({ ...before, title: renamed })
  // Same keys in the same order: the diff an editor's change makes is one line.
  expect(Object.keys(after)).toEqual(Object.keys(before))
  const text = fs.readFileSync(path.join(site, "data", gameFile), "utf8")
  expect(text).toBe(`${JSON.stringify(after, null, 2)}\n`)
  expect(errors).toEqual([])
})

test("adds a news article with an uploaded picture; the new files validate", async ({ page }) => {
  const errors = await login(page)
  await page.getByRole("link", { name: "News", exact: true }).first().click()
  // The "new entry" link, by its address: its label changes between Decap versions ("＋ News article").
  await page.locator('a[href$="#/collections/news/new"]').click()

  const en = pane(page, "en")
  await expect(en.getByLabel("Title", { exact: true })).toBeEditable({ timeout: 30_000 })

  // Publishing an empty form: every required field says so, and nothing is written.
  const newsFiles = fs.readdirSync(path.join(site, "data/news"))
  await publish(page)
  await expect(page.getByText("Title is required.")).toBeVisible()
  await expect(page.getByText("Article text is required.")).toBeVisible()
  await shot(page, "cms-validation")
  expect(fs.readdirSync(path.join(site, "data/news"))).toEqual(newsFiles)

  await en.getByLabel("Title", { exact: true }).fill("Summer Camp Registrations Open")
  await en.getByLabel("Date", { exact: true }).fill("2026-11-02")

  // Upload a picture through the media library; it is stored beside the entry.
  await page.getByRole("button", { name: "Choose an image" }).click()
  const picture = newsPicture
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "summer-camp.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(picture) })
  await page.getByRole("button", { name: /Choose selected/i }).click()

  await en.getByLabel("Image description (alt text)").fill("Children warming up on the athletics track at the summer camp")
  await en.getByLabel("Excerpt").fill("Registrations for the four-week summer camp in athletics, badminton and swimming are open.")
  await en.getByLabel("Article text").fill("The camp runs for four weeks in May and June.\n\nBatches are grouped by age and level.")
  await en.getByLabel("Author").fill("Nidhi Mathur")
  await en.getByLabel("Category").fill("Announcements")
  await en.getByLabel("Reading time (minutes)").fill("2")

  await page.getByRole("button", { name: "Toggle preview" }).click()
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Summer Camp Registrations Open")
  await expect(preview.getByText("2 November 2026")).toBeVisible()
  await expect(preview.getByText("Batches are grouped by age and level.")).toBeVisible()
  await shot(page, "cms-new-news")

  await publish(page)
  const article = await waitForFile<Record<string, unknown>>("news/summer-camp-registrations-open.en.json", () => true)
  expect(article).toEqual({
    $schema: "../schemas/news.schema.json",
    title: "Summer Camp Registrations Open",
    date: "2026-11-02",
    image: "./summer-camp.jpg",
    imageAlt: "Children warming up on the athletics track at the summer camp",
    excerpt: "Registrations for the four-week summer camp in athletics, badminton and swimming are open.",
    fullContent: "The camp runs for four weeks in May and June.\n\nBatches are grouped by age and level.",
    author: "Nidhi Mathur",
    category: "Announcements",
    readTime: 2,
  })
  // In the order of the schema, like the files written by hand.
  expect(Object.keys(article)).toEqual([
    "$schema",
    "title",
    "date",
    "image",
    "imageAlt",
    "excerpt",
    "fullContent",
    "author",
    "category",
    "readTime",
  ])
  expect(fs.readFileSync(path.join(site, "data/news/summer-camp.jpg")).equals(fs.readFileSync(picture))).toBe(true)

  // Published in English only. Decap writes the Hindi file too, with no text in it (only "$schema"); the entry
  // validates, with a warning that lists its texts not yet in Hindi, and its Hindi page shows the English.
  const hindi = readJson(dataFile("news/summer-camp-registrations-open", "hi"))
  expect(Object.keys(hindi).filter(key => key !== "$schema")).toEqual([])
  const validate = validateCopy()
  expect(validate.stderr + validate.stdout).toContain("Content OK")
  expect(validate.status).toBe(0)
  const warning = validate.stderr.split("\n").find(line => line.includes("data/news/summer-camp-registrations-open.en.json"))
  expect(warning).toMatch(/not yet in hi, shown in English: title, imageAlt, excerpt, fullContent/)
  // Decap 3.6 refuses the save of the empty form above by rejecting a promise nobody handles, with no reason.
  expect(errors.filter(message => message !== "undefined")).toEqual([])
})

test("translates an entry in the Hindi pane beside the English: only the Hindi file changes, and it validates", async ({ page }) => {
  const errors = await login(page)
  // The first game that has a Hindi file, from the copy's data/.
  const translated = fs
    .readdirSync(path.join(site, "data/games"))
    .filter(f => translationOf(`games/${f}`))
    .sort()[0]
  const [enFile, hiFile] = [dataFile(`games/${slugOf(translated)}`), dataFile(`games/${slugOf(translated)}`, "hi")]
  const englishText = fs.readFileSync(path.join(site, "data", enFile), "utf8")
  const hindi = readJson(hiFile)

  await openEntry(page, "Games", escape(JSON.parse(englishText).title))
  const hi = pane(page, "hi")
  const title = hi.getByLabel("Title", { exact: true })
  await expect(title).toHaveValue(hindi.title, { timeout: 30_000 })
  // Numbers and pictures are the same in every language: only the English form has them.
  await expect(pane(page, "en").getByLabel("Order", { exact: true })).toBeVisible()
  await expect(hi.getByLabel("Order", { exact: true })).toBeHidden()
  const edited = `${hindi.title} अकादमी`
  await title.fill(edited)
  await shot(page, "cms-edit-hindi")
  await publish(page)

  const after = await waitForFile<Record<string, unknown>>(hiFile, d => d.title === edited)
  expect(after).toEqual({ ...hindi, title: edited })
  expect(fs.readFileSync(path.join(site, "data", enFile), "utf8")).toBe(englishText)
  // The Hindi page reads it: the build lays the Hindi file over the English (src/node/content-nodes.ts).
  const schemas = loadSchemas(path.join(site, "data/schemas"))
  const hindiPage = localize(schemas, "game.schema.json", JSON.parse(englishText), readTranslation(path.join(site, "data"), enFile, "hi"))
  expect(hindiPage.content.title).toBe(edited)
  expect(hindiPage.untranslated).not.toContain("title")

  // A list whose items mix texts and a picture (the home page's slides): the Hindi file keeps each item's texts
  // only, in the English order; the picture stays in the English file.
  await page.getByRole("link", { name: /Writing in Games/ }).click()
  const homeFile = dataFile("home", "hi")
  const homeEnglish = fs.readFileSync(path.join(site, "data", dataFile("home")), "utf8")
  const homeHindi = readJson(homeFile)
  await page.getByRole("link", { name: "Home page", exact: true }).first().click()
  await page.getByRole("main").getByRole("link", { name: "Home page" }).click()
  const slides = hi.locator("[aria-label='list field']").filter({ hasText: "Slides" }).first()
  await expect(hi.getByLabel("Badge", { exact: true })).toHaveValue(homeHindi.hero.badge, { timeout: 30_000 })
  await slides.getByRole("button", { name: "Expand" }).first().click()
  const caption = slides.getByLabel("Caption", { exact: true }).first()
  await expect(caption).toHaveValue(homeHindi.hero.slides[0].caption)
  const newCaption = `${homeHindi.hero.slides[0].caption} अब`
  await caption.fill(newCaption)
  await publish(page)
  const home = await waitForFile<{ hero: { slides: Record<string, unknown>[] } }>(homeFile, d => d.hero.slides[0].caption === newCaption)
  const slidesBefore = homeHindi.hero.slides as Record<string, unknown>[]
  expect(home).toEqual({
    ...homeHindi,
    hero: { ...homeHindi.hero, slides: slidesBefore.map((s, i) => (i === 0 ? { ...s, caption: newCaption } : s)) },
  })
  expect(home.hero.slides.every(slide => !("image" in slide))).toBe(true)
  // Decap writes every language's file on save: the English one holds the same data (in Decap's layout).
  expect(readJson(dataFile("home"))).toEqual(JSON.parse(homeEnglish))

  const validate = validateCopy()
  expect(validate.stderr + validate.stdout).toContain("Content OK")
  expect(validate.status).toBe(0)
  expect(errors).toEqual([])
})

test("adds a project with the pickers: client type, several games and flooring products, the month; the files validate", async ({
  page,
}) => {
  const errors = await login(page)
  await page.getByRole("link", { name: "Projects", exact: true }).first().click()
  await page.locator('a[href$="#/collections/projects/new"]').click()
  const en = pane(page, "en")
  await expect(en.getByLabel("Title", { exact: true })).toBeEditable({ timeout: 30_000 })

  const [gameA, gameB] = entries<{ title: string }>("games")
  const [floor] = entries<{ title: string }>("flooring")
  await en.getByLabel("Title", { exact: true }).fill("Courts at Greenfield School")
  // Selects and pickers are searchable lists: type, then Enter picks the first match.
  const pick = async (label: string, text: string) => {
    const input = en.getByLabel(label, { exact: true })
    await input.fill(text)
    await expect(page.getByRole("option", { name: text }).first()).toBeVisible({ timeout: 15_000 })
    await input.press("Enter")
  }
  await pick("Client type", "school")
  await en.getByLabel("City", { exact: true }).fill("Jaipur")
  await en.getByLabel("State", { exact: true }).fill("Rajasthan")
  await pick("Games", gameA.title)
  await pick("Games", gameB.title)
  await pick("Flooring", floor.title)
  await en.getByLabel("Area (m²)").fill("1850")
  await en.getByLabel("Completed (month)").fill("2026-03-15")
  await en.getByRole("button", { name: /^Add scope of work/i }).click()
  await en.getByLabel("Scope of work", { exact: true }).last().fill("Base preparation and levelling")
  await en.getByLabel("Summary", { exact: true }).fill("Two courts for a senior secondary school.")
  await en.getByLabel("Body", { exact: true }).fill("The school wanted courts for the whole year.\n\nWe built them over the winter break.")
  await page.getByRole("button", { name: "Choose an image" }).first().click()
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "greenfield.jpg", mimeType: "image/jpeg", buffer: fs.readFileSync(newsPicture) })
  await page.getByRole("button", { name: /Choose selected/i }).click()
  await en.getByLabel("Image description (alt text)").first().fill("Two blue courts beside the school building")
  // The screenshot of docs/editors-guide.md shows the pickers: the form from its client type down.
  await en
    .getByLabel("Client type", { exact: true })
    .evaluate(el => el.closest("[class*=ControlContainer], div")!.scrollIntoView({ block: "start" }))
  await shot(page, "cms-new-project")

  await publish(page)
  const project = await waitForFile<Record<string, unknown>>("projects/courts-at-greenfield-school.en.json", () => true)
  expect(project).toMatchObject({
    $schema: "../schemas/project.schema.json",
    title: "Courts at Greenfield School",
    clientType: "school",
    games: [gameA.slug, gameB.slug],
    flooring: [floor.slug],
    area: 1850,
    completed: "2026-03",
    scope: ["Base preparation and levelling"],
    image: "./greenfield.jpg",
  })
  const validate = validateCopy()
  expect(validate.stderr + validate.stdout).toContain("Content OK")
  expect(validate.status).toBe(0)
  expect(errors.filter(message => message !== "undefined")).toEqual([])
})

test("edits an event: dates are date pickers, games and venue are pickers that keep their values; the file validates", async ({ page }) => {
  const errors = await login(page)
  // An event from the copy's data/ (the copy starts equal to data/).
  const event = entries<{ title: string; venue: string; games: string[]; startDate: string; endDate: string }>("events").find(
    e => !entries<{ title: string }>("events").some(other => other.slug !== e.slug && other.title.includes(e.title)),
  )
  expect(event, "an event in data/ (npm test's fixture copy always has some)").toBeDefined()
  const file = dataFile(`events/${event!.slug}`)
  const before = readJson(file)
  const addresses = readJson(dataFile("site")).contact.addresses as { kind: string; label: string }[]
  const gameTitles = new Map(games.map(g => [g.slug, g.title]))

  await openEntry(page, "Events", escape(event!.title))
  const en = pane(page, "en")
  const title = en.getByLabel("Title", { exact: true })
  await expect(title).toHaveValue(event!.title, { timeout: 30_000 })
  // The pickers show what the file refers to by its name: the venue's label, each game's title.
  await expect(en.getByText(addresses.find(a => a.kind === event!.venue)!.label, { exact: true })).toBeVisible({ timeout: 30_000 })
  for (const slug of event!.games) await expect(en.getByText(gameTitles.get(slug)!, { exact: true })).toBeVisible()
  await expect(en.getByLabel("First day", { exact: true })).toHaveValue(event!.startDate)
  await expect(en.getByLabel("Last day", { exact: true })).toHaveValue(event!.endDate)
  // Dates, games and venue are the same in every language: only the English form has them.
  await expect(pane(page, "hi").getByLabel("First day", { exact: true })).toBeHidden()

  const renamed = `${event!.title} (new dates soon)`
  await title.fill(renamed)
  await page.getByRole("button", { name: "Toggle preview" }).click()
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(renamed)
  await shot(page, "cms-edit-event")
  await publish(page)

  const after = await waitForFile<Record<string, unknown>>(file, d => d.title === renamed)
  expect(after).toEqual({ ...before, title: renamed })
  const validate = validateCopy()
  expect(validate.stderr + validate.stdout).toContain("Content OK")
  expect(validate.status).toBe(0)
  expect(errors).toEqual([])
})

test("edits a coach: games as a picker, years in English only, the preview shows the coach's page; the file validates", async ({
  page,
}) => {
  const errors = await login(page)
  // A coach from the copy's data/ who takes a game (the shipped and the fixture content have one).
  const coaches = entries<{ name: string; games?: string[]; yearsExperience?: number }>("coaches")
  const coach = coaches.find(c => c.games?.length && !coaches.some(other => other.slug !== c.slug && other.name.includes(c.name)))
  expect(coach, "a coach who takes a game").toBeDefined()
  const file = dataFile(`coaches/${coach!.slug}`)
  const before = readJson(file)
  const gameTitles = new Map(games.map(g => [g.slug, g.title]))

  await openEntry(page, "Coaches", escape(coach!.name))
  const en = pane(page, "en")
  await expect(en.getByLabel("Name", { exact: true }).first()).toHaveValue(coach!.name, { timeout: 30_000 })
  // The games picker names each game by its title; years and games are the same in every language: English only.
  for (const slug of coach!.games!) await expect(en.getByText(gameTitles.get(slug)!, { exact: true })).toBeVisible({ timeout: 30_000 })
  const years = en.getByLabel(/^Years of experience/)
  await expect(pane(page, "hi").getByLabel(/^Years of experience/)).toBeHidden()
  const more = (coach!.yearsExperience ?? 0) + 1
  await years.fill(String(more))
  await page.getByRole("button", { name: "Toggle preview" }).click()
  const preview = page.frameLocator("#preview-pane")
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(coach!.name)
  await expect(preview.getByText(`${more} years`, { exact: true })).toBeVisible()
  // The screenshot of docs/editors-guide.md shows the fields parents ask about: the form from the years down.
  await years.evaluate(el => el.closest("[class*=ControlContainer], div")!.scrollIntoView({ block: "start" }))
  await shot(page, "cms-edit-coach")
  await publish(page)

  const after = await waitForFile<Record<string, unknown>>(file, d => d.yearsExperience === more)
  expect(after).toEqual({ ...before, yearsExperience: more })
  const validate = validateCopy()
  expect(validate.stderr + validate.stdout).toContain("Content OK")
  expect(validate.status).toBe(0)
  expect(errors).toEqual([])
})
