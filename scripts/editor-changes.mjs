#!/usr/bin/env node
// Proof that editors publish unaided: copies the repository to a temporary directory, makes the changes an editor
// makes through the CMS (adds a news article with its image, adds a game with its image, deletes a gallery picture,
// renames a blog post, changes a fee and a title, reorders services), commits them, and runs there
//
//   npm run validate, jest, gatsby build, npm run check:content   — each must pass;
//   npm run audit:content                                                 — must fail: the launch facts no longer hold.
//
//   node scripts/editor-changes.mjs [--fresh]        (npm run test:editor-changes; a stage of npm test)
//
// (check:content runs with CONTENT_CHECK_SKIP_BUILD=1 on the build of the step before it: the same `npx gatsby
// build` it would run itself, as a step of its own so that this script knows whether the build finished.)
//
// The copy lives in .cache/editor-changes/ and has no node_modules of its own and no link to the repository's: Node
// and webpack find the repository's node_modules by walking up from the copy, and its tools run from the
// repository's node_modules/.bin. (A symlink there once let the repository's own Gatsby, clearing its .cache with
// a glob, walk into node_modules and delete files from it.) It builds with its own Gatsby cache, never
// with the repository's: Gatsby's cache (.cache/redux) records components by absolute path but static queries by a
// path relative to the site, so in a copy at another path Gatsby drops every static query as "removed" without
// adding it back (same id, same text), no page gets its static queries, and rendering fails with "The result of
// this StaticQuery could not be fetched". Image jobs are keyed on the absolute output path too, so a cache from
// another path saves nothing anyway.
//
// The copy therefore stays at one path, and each run replaces its sources but keeps its own .cache and public/
// (CI keeps .cache between runs, so there it is warm too), but only when the last run's build finished there:
// .editor-changes-built.json is written after `gatsby build` passed in the copy and removed first thing in the next
// run, so a run that was interrupted or whose build failed leaves no mark, and the next run starts from nothing
// (a cold build, image encoding included: minutes). --fresh starts from nothing too. Exit status 1 when any step
// fails.
import { execFileSync, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { delimiter, dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const fresh = process.argv.includes("--fresh")
const COPY = join(ROOT, ".cache", "editor-changes")
const started = Date.now()
const secondsSince = t => ((Date.now() - t) / 1000).toFixed(1)

/** @type {{ name: string, ok: boolean, seconds: string, note?: string }[]} */
const steps = []

function step(name, fn) {
  const t = Date.now()
  try {
    const note = fn()
    steps.push({ name, ok: true, seconds: secondsSince(t), note })
    return true
  } catch (error) {
    steps.push({ name, ok: false, seconds: secondsSince(t), note: error.message })
    console.error(`\n✖ ${name}: ${error.message}`)
    return false
  }
}

/** The repository's tools, for commands run in the copy (which has no node_modules/.bin of its own). */
const BIN = join(ROOT, "node_modules", ".bin")

function sh(cwd, command, args, { expectFailure = false, env = {} } = {}) {
  console.log(`\n▶ (copy) ${[command, ...args].join(" ")}\n`)
  const PATH = `${BIN}${delimiter}${process.env.PATH ?? ""}`
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, PATH, ...env } })
  if (result.error) throw result.error
  if (expectFailure && result.status === 0) throw new Error(`${command} ${args.join(" ")} passed, but it should have failed`)
  if (!expectFailure && result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`)
}

const git = (cwd, ...args) =>
  execFileSync("git", ["-c", "user.name=Editor", "-c", "user.email=editor@example.com", "-c", "commit.gpgsign=false", ...args], {
    cwd,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim()

// ---------------------------------------------------------------------------------------------------------------
// The copy

/** The repository's files: tracked and untracked-but-not-ignored (what a fresh clone plus local edits holds). */
function sourceFiles() {
  try {
    return git(ROOT, "ls-files", "--cached", "--others", "--exclude-standard", "-z").split("\0").filter(Boolean)
  } catch {
    throw new Error("git ls-files failed: run this inside the git checkout")
  }
}

/**
 * Written in the copy when its `gatsby build` passed; the copy's .cache and public/ are reused only then. No leading
 * dot: when the repository's own Gatsby finds its cache stale (gatsby-node or gatsby-browser changed), it deletes
 * every file under .cache whose path has no dot-segment (a `.cache/**` glob). That empties this copy's public/
 * and sources but spares its .cache/ and .git/; the mark has to go with them, or the next run trusts a build
 * that is half gone.
 */
export const BUILT_MARK = "editor-changes-built.json"

/**
 * Whether the copy in `dir` may keep its build cache: only when the last run's build finished there, in this same
 * directory (Gatsby's cache holds absolute paths), and `fresh` is not asked for.
 * @returns {{ warm: boolean, why: string }}
 */
export function cacheState(dir, { fresh = false } = {}) {
  if (fresh) return { warm: false, why: "--fresh" }
  if (!existsSync(join(dir, ".cache")) || !existsSync(join(dir, "public"))) return { warm: false, why: "no earlier build in the copy" }
  let mark
  try {
    mark = JSON.parse(readFileSync(join(dir, BUILT_MARK), "utf8"))
  } catch {
    return { warm: false, why: "the last run's build did not finish (interrupted or failed)" }
  }
  if (mark?.dir !== dir) return { warm: false, why: `the build cache was made in ${mark?.dir ?? "another directory"}` }
  return { warm: true, why: `the copy's own build cache of ${mark.at} kept` }
}

/** Records that the copy's build in `dir` finished: its cache may be reused by the next run. */
export function markBuilt(dir) {
  writeFileSync(join(dir, BUILT_MARK), `${JSON.stringify({ dir, at: new Date().toISOString() }, null, 2)}\n`)
}

/**
 * Empties `dir` for a new run: everything goes but the copy's own .cache and public/, and those too unless the
 * last build finished (cacheState). The mark goes first, so a run stopped from here on leaves none.
 */
export function prepareCopyDir(dir, { fresh = false } = {}) {
  const state = cacheState(dir, { fresh })
  rmSync(join(dir, BUILT_MARK), { force: true })
  if (!state.warm) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const entry of readdirSync(dir)) {
    if (state.warm && (entry === ".cache" || entry === "public")) continue
    rmSync(join(dir, entry), { recursive: true, force: true })
  }
  return state
}

function makeCopy(dir) {
  const state = prepareCopyDir(dir, { fresh })
  const files = sourceFiles()
  for (const file of files) {
    if (!existsSync(join(ROOT, file))) continue // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(ROOT, file), join(dir, file))
  }
  git(dir, "init", "--quiet", "--initial-branch=main")
  git(dir, "add", "--all")
  git(dir, "commit", "--quiet", "--no-verify", "-m", "content as shipped")
  return `${files.length} files; ${state.warm ? state.why : `cold build (${state.why})`}`
}

// ---------------------------------------------------------------------------------------------------------------
// The editor's changes, written the way the CMS writes them (2-space JSON, $schema kept, no id key)

const readJson = file => JSON.parse(readFileSync(file, "utf8"))
const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
// Entries only, by their English file (games/badminton.en.json; the layout: src/node/data-files.ts, which this .mjs
// cannot import): a translation (games/badminton.hi.json) stays where it is, so the renamed and deleted entries
// leave one behind (a warning, not an error) and the added ones are English only (their Hindi pages show the English).
const ENTRY = ".en.json"
const jsonFiles = dir =>
  readdirSync(dir)
    .filter(f => f.endsWith(ENTRY))
    .sort()
const imageOf = entry => entry.image?.replace(/^\.\//, "")

function editorChanges(data) {
  const done = []
  const newest = dir =>
    jsonFiles(join(data, dir))
      .map(f => readJson(join(data, dir, f)).date)
      .sort()
      .at(-1)
  const dayAfter = date => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

  // 1. A news article with its image, dated after every other one: it leads the home listing and the footer.
  {
    const dir = join(data, "news")
    const template = readJson(join(dir, jsonFiles(dir)[0]))
    copyFileSync(join(dir, imageOf(template)), join(dir, "editor-check-new-courts-open.jpg"))
    writeJson(join(dir, `editor-check-new-courts-open${ENTRY}`), {
      ...template,
      title: "New Courts Open at the Academy",
      date: dayAfter(newest("news")),
      excerpt: "Two new synthetic badminton courts are open for coaching batches and open play from this week.",
      fullContent:
        "Two new synthetic badminton courts are open at the academy from this week.\n\nMorning and evening batches now have more court time, and open play runs every Sunday.",
      image: "./editor-check-new-courts-open.jpg",
      imageAlt: "Illustration of two new badminton courts with fresh line markings",
    })
    done.push(`added news/editor-check-new-courts-open${ENTRY} with its image`)
  }
  // 2. A game with its image, last in order.
  {
    const dir = join(data, "games")
    const games = jsonFiles(dir).map(f => readJson(join(dir, f)))
    const template = games[0]
    copyFileSync(join(dir, imageOf(template)), join(dir, "editor-check-squash.jpg"))
    writeJson(join(dir, `editor-check-squash${ENTRY}`), {
      ...template,
      title: "Squash",
      description: "Fast rallies on a glass-backed court, coached from the first grip to tournament play.",
      image: "./editor-check-squash.jpg",
      imageAlt: "Illustration of a squash player reaching for a low ball in a glass-backed court",
      order: Math.max(...games.map(g => g.order ?? 0)) + 1,
      pricing: { ...template.pricing, fromPerMonth: 2750 },
    })
    done.push(`added games/editor-check-squash${ENTRY} with its image`)
  }
  // 3. Delete a gallery picture (its file and its image).
  {
    const dir = join(data, "gallery")
    const file = jsonFiles(dir)[0]
    const image = imageOf(readJson(join(dir, file)))
    unlinkSync(join(dir, file))
    if (image && existsSync(join(dir, image))) unlinkSync(join(dir, image))
    done.push(`deleted gallery/${file}`)
  }
  // 4. Rename a blog post (its address changes with it).
  {
    const dir = join(data, "blog")
    const file = jsonFiles(dir)[0]
    const renamed = file.replace(ENTRY, `-revised${ENTRY}`)
    renameSync(join(dir, file), join(dir, renamed))
    done.push(`renamed blog/${file} to ${renamed}`)
  }
  // 5. Change a fee and a news title.
  {
    const file = join(data, "games", jsonFiles(join(data, "games"))[1])
    const game = readJson(file)
    game.pricing.fromPerMonth += 250
    writeJson(file, game)
    const newsFile = join(
      data,
      "news",
      jsonFiles(join(data, "news")).find(f => !f.startsWith("editor-check")),
    )
    const article = readJson(newsFile)
    article.title = `${article.title} (Updated)`
    writeJson(newsFile, article)
    done.push(`fee of ${file.split("/").pop()} now ₹${game.pricing.fromPerMonth}; retitled ${newsFile.split("/").pop()}`)
  }
  // 6. Reorder: the first two services swap places.
  {
    const dir = join(data, "services")
    const services = jsonFiles(dir)
      .map(f => ({ f, d: readJson(join(dir, f)) }))
      .sort((a, b) => a.d.order - b.d.order)
    const [a, b] = services
    ;[a.d.order, b.d.order] = [b.d.order, a.d.order]
    writeJson(join(dir, a.f), a.d)
    writeJson(join(dir, b.f), b.d)
    done.push(`swapped the order of services ${a.f} and ${b.f}`)
  }
  return done
}

// ---------------------------------------------------------------------------------------------------------------

function main() {
  const copy = COPY
  console.log(`Editor changes: a copy of the repository in ${copy}`)
  let changes = []
  const ready =
    step("copy", () => makeCopy(copy)) &&
    step("editor changes", () => {
      changes = editorChanges(join(copy, "data"))
      git(copy, "add", "--all")
      git(copy, "commit", "--quiet", "--no-verify", "-m", "Editor: content changes")
      return `${changes.length} changes, committed`
    })
  if (ready) {
    step("validate", () => sh(copy, "npm", ["run", "--silent", "validate"]))
    step("unit tests", () => sh(copy, "jest", [...(process.env.CI ? ["--ci"] : [])]))
    const built = step("build", () => {
      sh(copy, "gatsby", ["build"], { env: { GATSBY_TELEMETRY_DISABLED: "1" } })
      markBuilt(copy)
    })
    if (built)
      step("check:content", () => sh(copy, "npm", ["run", "--silent", "check:content"], { env: { CONTENT_CHECK_SKIP_BUILD: "1" } }))
    else steps.push({ name: "check:content", ok: false, seconds: "0.0", note: "not run: the build failed" })
    step("audit:content fails", () => sh(copy, "npm", ["run", "--silent", "audit:content"], { expectFailure: true }))
  }

  console.log(`\n── Editor changes ${"─".repeat(55)}`)
  for (const change of changes) console.log(`  · ${change}`)
  for (const s of steps)
    console.log(`  ${s.ok ? "✔" : "✖"} ${s.name.padEnd(20)} ${`${s.seconds} s`.padStart(8)}${s.note ? `  ${s.note}` : ""}`)
  const ok = ready && steps.every(s => s.ok)
  console.log(
    `\n${ok ? "Editor changes: every check passed" : "Editor changes: FAILED"} in ${secondsSince(started)} s (the copy stays in ${copy}).`,
  )
  process.exit(ok ? 0 : 1)
}

// Run as a script; imported (by its unit test), only the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main()
