/**
 * @jest-environment node
 */
// scripts/editor-changes.mjs reuses its copy's Gatsby cache only when the last build there finished, in that same
// directory: a cache from another path (the repository's) or a half-written one broke the copy's build before
// ("The result of this StaticQuery could not be fetched").
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.join(__dirname, "..", "scripts", "editor-changes.mjs")

interface State {
  warm: boolean
  why: string
}

/** Runs `body` (ES module code with cacheState, prepareCopyDir, markBuilt and dir in scope) in a child process. */
function inChild<T>(dir: string, body: string): T {
  const program = `
    import { cacheState, prepareCopyDir, markBuilt, BUILT_MARK } from ${JSON.stringify(SCRIPT)}
    const dir = ${JSON.stringify(dir)}
    const out = await (async () => { ${body} })()
    process.stdout.write(JSON.stringify(out))
  `
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" })) as T
}

function copyWithBuild(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-test-")), "copy")
  for (const sub of [".cache/redux", "public/page-data", "src", "data"]) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  fs.writeFileSync(path.join(dir, ".cache/redux/redux.rest.state"), "state")
  fs.writeFileSync(path.join(dir, "public/index.html"), "<!doctype html>")
  fs.writeFileSync(path.join(dir, "src/page.tsx"), "old source")
  return dir
}

test("importing the script runs nothing: no copy is made", () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-test-")), "none")
  expect(inChild<State>(dir, "return cacheState(dir)")).toEqual({ warm: false, why: "no earlier build in the copy" })
  expect(fs.existsSync(dir)).toBe(false)
})

test("a finished build in the same directory is kept; sources and the mark go", () => {
  const dir = copyWithBuild()
  const [before, prepared, after] = inChild<State[]>(
    dir,
    "markBuilt(dir); const before = cacheState(dir); const prepared = prepareCopyDir(dir); return [before, prepared, cacheState(dir)]",
  )
  expect(before.warm).toBe(true)
  expect(prepared.warm).toBe(true)
  expect(fs.readdirSync(dir).sort()).toEqual([".cache", "public"])
  expect(fs.readFileSync(path.join(dir, ".cache/redux/redux.rest.state"), "utf8")).toBe("state")
  // Until this run's build finishes, the cache counts as half-written: a run stopped now starts fresh next time.
  expect(after).toEqual({ warm: false, why: "the last run's build did not finish (interrupted or failed)" })
})

test("a build that did not finish (no mark) is thrown away whole", () => {
  const dir = copyWithBuild()
  const state = inChild<State>(dir, "return prepareCopyDir(dir)")
  expect(state).toEqual({ warm: false, why: "the last run's build did not finish (interrupted or failed)" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("a cache made at another path is not reused (Gatsby's cache holds absolute paths)", () => {
  const dir = copyWithBuild()
  fs.writeFileSync(path.join(dir, "editor-changes-built.json"), JSON.stringify({ dir: "/elsewhere/copy", at: "2026-01-01T00:00:00Z" }))
  const state = inChild<State>(dir, "return prepareCopyDir(dir)")
  expect(state).toEqual({ warm: false, why: "the build cache was made in /elsewhere/copy" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("when the repository's Gatsby clears its .cache (files without a dot-segment), the copy's build is not trusted", () => {
  const dir = copyWithBuild()
  inChild(dir, "markBuilt(dir); return null")
  // Gatsby's cache reset: globby(".cache/**") without `dot`, then each file removed (gatsby/dist/services/initialize.js).
  const clear = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue
      const full = path.join(d, entry.name)
      if (entry.isDirectory()) clear(full)
      else fs.rmSync(full)
    }
  }
  clear(dir)
  expect(fs.existsSync(path.join(dir, ".cache/redux/redux.rest.state"))).toBe(true) // the copy's own cache survives
  expect(inChild<State>(dir, "return cacheState(dir)")).toEqual({
    warm: false,
    why: "the last run's build did not finish (interrupted or failed)",
  })
})

test("--fresh throws a finished build away too", () => {
  const dir = copyWithBuild()
  const state = inChild<State>(dir, "markBuilt(dir); return prepareCopyDir(dir, { fresh: true })")
  expect(state).toEqual({ warm: false, why: "--fresh" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("no public/ beside the cache counts as no build", () => {
  const dir = copyWithBuild()
  fs.rmSync(path.join(dir, "public"), { recursive: true })
  expect(inChild<State>(dir, "markBuilt(dir); return cacheState(dir)")).toEqual({ warm: false, why: "no earlier build in the copy" })
})

// ---------------------------------------------------------------------------------------------------------------
// The editor's changes and the checks of the published site, without a build.

const realData = path.join(__dirname, "..", "data")

function dataCopy(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-data-")), "data")
  fs.cpSync(realData, dir, { recursive: true })
  return dir
}

test("a new entry takes the slug asked for, or the next free one when an editor already has it", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-slug-"))
  const free = () => inChild<string>(dir, `const { freeSlug } = await import(${JSON.stringify(SCRIPT)}); return freeSlug(dir, "kabaddi")`)
  expect(free()).toBe("kabaddi")
  fs.writeFileSync(path.join(dir, "kabaddi.en.json"), "{}")
  expect(free()).toBe("kabaddi-2")
  fs.writeFileSync(path.join(dir, "kabaddi-2.jpg"), "")
  expect(free()).toBe("kabaddi-3")
})

interface Plan {
  done: string[]
  added: string[]
  gone: string[]
  linked: string[]
  texts: { entry?: string; fixed?: string; locale?: number; text?: string; absent?: boolean }[]
}

test("the editor's batch adds, edits, renames and deletes entries with their Hindi twins and images", () => {
  const data = dataCopy()
  const before = new Set(fs.readdirSync(path.join(data, "gallery")))
  const plan = inChild<Plan>(data, `const { editorChanges } = await import(${JSON.stringify(SCRIPT)}); return editorChanges(dir)`)
  const game = plan.added.find(e => e.startsWith("games/"))!
  const news = plan.added.find(e => e.startsWith("news/"))!
  for (const entry of [game, news]) {
    for (const ext of [".en.json", ".hi.json", ".jpg"]) expect(fs.existsSync(path.join(data, `${entry}${ext}`))).toBe(true)
  }
  expect(game).toMatch(/^games\/kabaddi(-\d+)?$/)
  // One gallery picture gone in every language, with its image.
  const after = new Set(fs.readdirSync(path.join(data, "gallery")))
  const removed = [...before].filter(f => !after.has(f)).sort()
  expect(removed).toHaveLength(3)
  expect(removed.map(f => f.replace(/\..*$/, ""))).toEqual(Array(3).fill(removed[0].replace(/\..*$/, "")))
  // The renamed blog post: gone under its old name in both languages, there under the new one.
  const [oldPost] = plan.gone
  const newPost = plan.added.find(e => e.startsWith("blog/"))!
  for (const ext of [".en.json", ".hi.json"]) {
    expect(fs.existsSync(path.join(data, `${oldPost}${ext}`))).toBe(false)
    expect(fs.existsSync(path.join(data, `${newPost}${ext}`))).toBe(true)
  }
  // A coach added who takes the new game, with twin and photo; another coach deleted in every language with its photo.
  const coach = plan.added.find(e => e.startsWith("coaches/"))!
  for (const ext of [".en.json", ".hi.json", ".jpg"]) expect(fs.existsSync(path.join(data, `${coach}${ext}`))).toBe(true)
  expect(JSON.parse(fs.readFileSync(path.join(data, `${coach}.en.json`), "utf8")).games).toEqual([game.replace("games/", "")])
  const goneCoach = plan.gone.find(e => e.startsWith("coaches/"))!
  for (const ext of [".en.json", ".hi.json", ".jpg"]) expect(fs.existsSync(path.join(data, `${goneCoach}${ext}`))).toBe(false)
  expect(plan.linked).toEqual([news, game, coach])
  expect(plan.texts.some(t => t.absent)).toBe(true)
})

test("the published site is checked page by page: files, page data, sitemap, _headers, home links, texts", () => {
  const pub = fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-public-"))
  const page = (p: string, html = "<html></html>") => {
    fs.mkdirSync(path.join(pub, p), { recursive: true })
    fs.writeFileSync(path.join(pub, p, "index.html"), html)
  }
  page("", `<a href="/game/kabaddi">Kabaddi</a> <a href="/news/old-name/">Old</a>`)
  page("hi", `<a href="/hi/game/kabaddi">कबड्डी</a>`)
  page("game/kabaddi", "<h1>Kabaddi &amp; more</h1>")
  page("hi/game/kabaddi")
  page("news/old-name")
  fs.mkdirSync(path.join(pub, "page-data/news/old-name"), { recursive: true })
  fs.writeFileSync(path.join(pub, "page-data/news/old-name/page-data.json"), "{}")
  fs.writeFileSync(
    path.join(pub, "sitemap-0.xml"),
    ["/", "/game/kabaddi", "/news/old-name"].map(p => `<url><loc>https://example.com${p}</loc></url>`).join(""),
  )
  fs.writeFileSync(path.join(pub, "_headers"), "/*\n  X-Frame-Options: DENY\n/game/kabaddi\n  A: b\n/news/old-name\n  A: b\n")
  const expected = {
    added: ["/game/kabaddi", "/hi/game/kabaddi"],
    gone: ["/news/old-name"],
    linked: [
      { from: "/", to: ["/game/kabaddi"] },
      { from: "/hi", to: ["/hi/game/kabaddi", "/hi/news/new"] },
    ],
    texts: [
      { page: "/game/kabaddi", text: "Kabaddi & more" },
      { page: "/hi/game/kabaddi", text: "कबड्डी" },
      { page: "/", text: "Old", absent: true },
    ],
  }
  const problems = inChild<string[]>(
    pub,
    `const { publicationProblems } = await import(${JSON.stringify(SCRIPT)}); return publicationProblems(dir, ${JSON.stringify(expected)})`,
  )
  expect(problems.sort()).toEqual(
    [
      "/news/old-name: still published (news/old-name/index.html)",
      "/news/old-name: its page data is still there",
      "/news/old-name: still in the sitemap",
      "/news/old-name: still has a rule in _headers",
      "/hi/game/kabaddi: not in the sitemap",
      "/hi/news/new: not linked from /hi",
      '/hi/game/kabaddi: does not show "कबड्डी"',
      '/: still shows "Old"',
    ].sort(),
  )
})

// ---------------------------------------------------------------------------------------------------------------
// The projects: the site ships none, so the batch adds two (scripts/editor-changes-projects.mjs) and removes them.

const PROJECTS_SCRIPT = path.join(__dirname, "..", "scripts", "editor-changes-projects.mjs")

interface MadeProject {
  slug: string
  en: Record<string, unknown> & { games: string[]; flooring: string[]; image: string; gallery: { image: string }[] }
  hi: Record<string, unknown>
}

test("the batch adds two valid projects with Hindi twins and pictures, sharing a game and a flooring product", () => {
  const data = dataCopy()
  // data/ ships without projects, but an editor may have added some: the batch adds its own beside them.
  const hadProjects = fs.existsSync(path.join(data, "projects"))
  const plan = inChild<Plan & { projects: MadeProject[] }>(
    data,
    `const { editorChanges } = await import(${JSON.stringify(SCRIPT)}); return editorChanges(dir)`,
  )
  const [a, b] = plan.projects
  expect(plan.projects).toHaveLength(2)
  expect(plan.added).toEqual(expect.arrayContaining([`projects/${a.slug}`, `projects/${b.slug}`]))
  for (const p of plan.projects) {
    for (const f of [`${p.slug}.en.json`, `${p.slug}.hi.json`, p.en.image, ...p.en.gallery.map(g => g.image)])
      expect(fs.existsSync(path.join(data, "projects", f))).toBe(true)
    expect(p.en.gallery.length).toBeGreaterThan(0)
  }
  // One sport filter lists both, another only one; one flooring product is used by both, another by one.
  expect(a.en.games.filter(g => b.en.games.includes(g))).toHaveLength(1)
  expect(a.en.flooring.filter(f => b.en.flooring.includes(f))).toHaveLength(1)
  expect(a.en.clientType).not.toBe(b.en.clientType)
  // The new game of the same batch is not used (its page is new too).
  const game = plan.added.find(e => e.startsWith("games/"))!.split("/")[1]
  expect([...a.en.games, ...b.en.games]).not.toContain(game)
  // Valid as the build validates (references, month, pictures), with every Hindi text translated.
  const { validateContent } = jest.requireActual("../src/node/validate") as typeof import("../src/node/validate")
  const result = validateContent(data, path.dirname(data))
  expect(result.errors).toEqual([])
  expect(result.untranslated.filter(u => plan.projects.some(p => u.file.startsWith(`projects/${p.slug}.`)))).toEqual([])

  inChild(
    data,
    `const { removeProjects } = await import(${JSON.stringify(PROJECTS_SCRIPT)}); removeProjects(dir, ${JSON.stringify(plan.projects)}); return null`,
  )
  for (const p of plan.projects)
    for (const f of [`${p.slug}.en.json`, `${p.slug}.hi.json`, p.en.image, ...p.en.gallery.map(g => g.image)])
      expect(fs.existsSync(path.join(data, "projects", f))).toBe(false)
  if (!hadProjects) expect(fs.existsSync(path.join(data, "projects"))).toBe(false)
})

test("the portfolio checks report a site without the projects, and an empty state that changed", () => {
  const pub = fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-projects-"))
  const write = (p: string, html: string) => {
    fs.mkdirSync(path.join(pub, p), { recursive: true })
    fs.writeFileSync(path.join(pub, p, "index.html"), html)
  }
  write("projects", `<html><body><main><section id="empty">No Projects Available</section></main></body></html>`)
  write("project/a", `<html><body><main><h1>A</h1></main></body></html>`)
  fs.writeFileSync(path.join(pub, "sitemap-0.xml"), "<url><loc>https://example.com/projects/sport/g</loc></url>")
  const projects = [
    {
      slug: "a",
      en: {
        title: "A",
        city: "Jaipur",
        state: "Rajasthan",
        summary: "S",
        scope: ["X"],
        body: "B",
        imageAlt: "P",
        flooring: ["f"],
        gallery: [],
      },
      hi: { gallery: [] },
    },
  ]
  const facts = {
    locales: ["en"],
    list: ["/projects"],
    services: ["/services"],
    newestFirst: ["a"],
    projects: {
      a: {
        path: ["/project/a"],
        month: ["March 2026"],
        area: ["1 m²"],
        client: ["School"],
        games: [["/game/g"]],
        flooring: [["/services#flooring-f"]],
      },
    },
    filters: [{ kind: "sport", value: "g", routes: ["/projects/sport/g"], slugs: ["a"] }],
    flooring: ["f"],
    anchor: { f: "flooring-f" },
  }
  const problems = inChild<string[]>(
    pub,
    `const { projectProblems } = await import(${JSON.stringify(PROJECTS_SCRIPT)}); return projectProblems(dir, ${JSON.stringify(projects)}, ${JSON.stringify(facts)})`,
  )
  expect(problems).toEqual(
    expect.arrayContaining([
      "/projects: still shows the empty state",
      "/projects: no plain link to the filter page /projects/sport/g",
      "/projects/sport/g: the filter page was not built",
      "/projects/sport/g: a filter page is in the sitemap",
      '/project/a: does not show "March 2026"',
      "/project/a: no link to /game/g",
      "/project/a: no link to /services#flooring-f",
      "/services: not built",
    ]),
  )
  const empty = inChild<string[]>(
    pub,
    `const { emptyStateProblems } = await import(${JSON.stringify(PROJECTS_SCRIPT)}); return emptyStateProblems(dir, { "/projects": "<main>before</main>" }, ${JSON.stringify(facts)})`,
  )
  expect(empty).toEqual(["/projects: the empty state differs from the shipped one", "/project/a: still published"])
})
