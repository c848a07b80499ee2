#!/usr/bin/env node
// Proof that editors publish unaided: copies the repository to a temporary directory, makes the changes an editor
// makes through the CMS (adds a news article with its image, adds a game with its image, deletes a gallery picture,
// renames a blog post, changes a fee and a title, reorders services), commits them, and runs there
//
//   npm run validate, npx jest, npm run check:content   — each must pass;
//   npm run audit:content                                — must fail: the launch facts no longer hold.
//
//   node scripts/editor-changes.mjs [--fresh]        (npm run test:editor-changes)
//
// The copy lives in .cache/editor-changes/ and builds warm: node_modules is a symlink; the first time, .cache and
// public/ are copied from the repository without the three folders of .cache that hold absolute paths (webpack,
// page-ssr, query-engine). Gatsby also keys its image jobs on the absolute output path, so a copy in a fresh
// directory re-encodes every image (minutes); the copy therefore stays at one path, and each run replaces its
// sources but keeps its own .cache and public/ (CI keeps .cache between runs, so there it is warm too).
// Run it after a build (scripts/run-tests.mjs runs it after the browser tests). --fresh starts from the
// repository's cache again. Exit status 1 when any step fails.
import { execFileSync, spawnSync } from "node:child_process"
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

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

function sh(cwd, command, args, { expectFailure = false, env = {} } = {}) {
  console.log(`\n▶ (copy) ${[command, ...args].join(" ")}\n`)
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, ...env } })
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

const STALE_CACHE = new Set(["webpack", "page-ssr", "query-engine", "editor-changes"])

function makeCopy(dir) {
  const built = existsSync(join(dir, ".cache")) && existsSync(join(dir, "public")) && !fresh
  if (!built) rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // Everything but the copy's own build cache goes: last run's sources and editor changes included.
  for (const entry of readdirSync(dir)) {
    if (built && (entry === ".cache" || entry === "public")) continue
    rmSync(join(dir, entry), { recursive: true, force: true })
  }
  for (const file of sourceFiles()) {
    if (!existsSync(join(ROOT, file))) continue // deleted in the working tree
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(ROOT, file), join(dir, file))
  }
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir")
  if (!built && existsSync(join(ROOT, ".cache"))) {
    // Entry by entry: the copy itself sits inside .cache.
    for (const entry of readdirSync(join(ROOT, ".cache"))) {
      if (!STALE_CACHE.has(entry)) cpSync(join(ROOT, ".cache", entry), join(dir, ".cache", entry), { recursive: true })
    }
  }
  if (!built && existsSync(join(ROOT, "public"))) cpSync(join(ROOT, "public"), join(dir, "public"), { recursive: true })
  git(dir, "init", "--quiet", "--initial-branch=main")
  git(dir, "add", "--all")
  git(dir, "commit", "--quiet", "--no-verify", "-m", "content as shipped")
  return `${sourceFiles().length} files; build cache ${built ? "of the last run kept" : "copied from the repository"}`
}

// ---------------------------------------------------------------------------------------------------------------
// The editor's changes, written the way the CMS writes them (2-space JSON, $schema kept, no id key)

const readJson = file => JSON.parse(readFileSync(file, "utf8"))
const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
const jsonFiles = dir =>
  readdirSync(dir)
    .filter(f => f.endsWith(".json"))
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
    writeJson(join(dir, "editor-check-new-courts-open.json"), {
      ...template,
      title: "New Courts Open at the Academy",
      date: dayAfter(newest("news")),
      excerpt: "Two new synthetic badminton courts are open for coaching batches and open play from this week.",
      fullContent:
        "Two new synthetic badminton courts are open at the academy from this week.\n\nMorning and evening batches now have more court time, and open play runs every Sunday.",
      image: "./editor-check-new-courts-open.jpg",
      imageAlt: "Illustration of two new badminton courts with fresh line markings",
    })
    done.push("added news/editor-check-new-courts-open.json with its image")
  }
  // 2. A game with its image, last in order.
  {
    const dir = join(data, "games")
    const games = jsonFiles(dir).map(f => readJson(join(dir, f)))
    const template = games[0]
    copyFileSync(join(dir, imageOf(template)), join(dir, "editor-check-squash.jpg"))
    writeJson(join(dir, "editor-check-squash.json"), {
      ...template,
      title: "Squash",
      description: "Fast rallies on a glass-backed court, coached from the first grip to tournament play.",
      image: "./editor-check-squash.jpg",
      imageAlt: "Illustration of a squash player reaching for a low ball in a glass-backed court",
      order: Math.max(...games.map(g => g.order ?? 0)) + 1,
      pricing: { ...template.pricing, fromPerMonth: 2750 },
    })
    done.push("added games/editor-check-squash.json with its image")
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
    const renamed = file.replace(/\.json$/, "-revised.json")
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
  step("unit tests", () => sh(copy, "npx", ["jest", ...(process.env.CI ? ["--ci"] : [])]))
  step("check:content", () => sh(copy, "npm", ["run", "--silent", "check:content"]))
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
