#!/usr/bin/env node
// Proof that editors publish unaided: copies the repository to a directory of its own, builds it as shipped (the
// cache the live workflow's content path starts from), then makes in one batch the changes editors make through the
// CMS, each with its Hindi twin and its image where it has them: adds a news article and a game ("kabaddi"), deletes
// a gallery picture, renames a blog post, changes a fee and a news title, retitles a game in Hindi only, swaps two
// services, adds two projects (the site ships none), adds a coach who takes the new game and deletes another coach.
// It commits them and runs in the copy
//
//   npm run validate, jest, gatsby build (warm), npm run check:content   — each must pass;
//   the published site                       — the deleted and renamed-away pages are gone from public/, the sitemap
//                                              and _headers; the new ones are there and linked from home; the edits
//                                              show on their pages, the Hindi-only one on the Hindi page;
//   the projects                             — /projects lists them newest first, each filter page (by sport, by
//                                              client type; plain links, read from the HTML as a browser without
//                                              JavaScript gets it) lists exactly its projects, each project page shows
//                                              every field in both languages, each flooring card on /services links the
//                                              projects that used it (scripts/editor-changes-projects.mjs);
//   npm run audit:content                    — must fail: the launch facts no longer hold;
//   projects deleted, gatsby build (warm)    — /projects shows exactly the empty state it had as shipped (the same
//                                              <main> markup), with no filter or project page left;
//   gatsby develop                           — saving a game's English and Hindi files reaches both pages'
//                                              page-data within 30 s, without a restart.
//
//   node scripts/editor-changes.mjs [--fresh]        (npm run test:editor-changes; a CI step of its own, not npm test)
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
import { execFileSync, spawn, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { delimiter, dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { addProjects, emptyStateProblems, mainMarkup, projectFacts, projectProblems, removeProjects } from "./editor-changes-projects.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const fresh = process.argv.includes("--fresh")
const COPY = join(ROOT, ".cache", "editor-changes")
const started = Date.now()
const secondsSince = t => ((Date.now() - t) / 1000).toFixed(1)

/** @type {{ name: string, ok: boolean, seconds: string, note?: string }[]} */
const steps = []

async function step(name, fn) {
  const t = Date.now()
  try {
    const note = await fn()
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
// The editor's changes, written the way the CMS writes them (2-space JSON, $schema kept, no id key, each language
// in its own file: games/badminton.en.json and games/badminton.hi.json, src/node/data-files.ts, which this .mjs
// cannot import; the addresses come from src/shared/content-model.ts through tsx, see `routes`).

const readJson = file => JSON.parse(readFileSync(file, "utf8"))
const writeJson = (file, data) => writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
const ENTRY = ".en.json"
const TWIN = ".hi.json"
/** The slugs of a collection's entries, in name order (from their English files). */
const slugsIn = dir =>
  readdirSync(dir)
    .filter(f => f.endsWith(ENTRY))
    .map(f => f.slice(0, -ENTRY.length))
    .sort()
const imageOf = entry => entry.image?.replace(/^\.\//, "")

/** `wanted`, or `wanted-2`, `wanted-3`…: the first slug of `dir` no entry has (an editor may have added it already). */
export function freeSlug(dir, wanted) {
  const taken = new Set(readdirSync(dir).map(f => f.replace(/\.[^.]+\.json$|\.[^.]+$/, "")))
  let slug = wanted
  for (let n = 2; taken.has(slug); n++) slug = `${wanted}-${n}`
  return slug
}

/**
 * Addresses in every language, from the copy's src/shared/content-model.ts (run through tsx): `entries` by
 * collection and slug ("games/x" → ["/game/x", "/hi/game/x"]), `pages` by their English path ("/" → ["/", "/hi"]).
 */
export function routes(dir, entries, pages = []) {
  const program = `import { entryRoute, localizedPath, locales } from "./src/shared/content-model"
    const entry = e => locales.map(l => entryRoute(e.split("/")[0], e.split("/")[1], l))
    console.log(JSON.stringify(Object.fromEntries([
      ...${JSON.stringify(entries)}.map(e => [e, entry(e)]),
      ...${JSON.stringify(pages)}.map(p => [p, locales.map(l => localizedPath(p, l))]),
    ])))`
  return JSON.parse(execFileSync(join(BIN, "tsx"), ["-e", program], { cwd: dir, encoding: "utf8" }))
}

/**
 * Makes the changes in `data` and returns what the published site must show for them: `gone` and `added` pages
 * (every language), pages each home page must link (`linkedFrom`), texts that pages must or must not contain.
 */
export function editorChanges(data) {
  const done = []
  const newest = dir =>
    slugsIn(join(data, dir))
      .map(s => readJson(join(data, dir, `${s}${ENTRY}`)).date)
      .sort()
      .at(-1)
  const dayAfter = date => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  const added = []
  const gone = []
  const texts = []

  // 1. A news article with its Hindi twin and image, dated after every other one: it leads the home listing.
  const news = freeSlug(join(data, "news"), "new-courts-open-at-the-academy")
  {
    const dir = join(data, "news")
    const template = readJson(join(dir, `${slugsIn(dir)[0]}${ENTRY}`))
    copyFileSync(join(dir, imageOf(template)), join(dir, `${news}.jpg`))
    writeJson(join(dir, `${news}${ENTRY}`), {
      ...template,
      title: "New Courts Open at the Academy",
      date: dayAfter(newest("news")),
      excerpt: "Two new synthetic badminton courts are open for coaching batches and open play from this week.",
      fullContent:
        "Two new synthetic badminton courts are open at the academy from this week.\n\nMorning and evening batches now have more court time, and open play runs every Sunday.",
      image: `./${news}.jpg`,
      imageAlt: "Illustration of two new badminton courts with fresh line markings",
    })
    writeJson(join(dir, `${news}${TWIN}`), {
      $schema: template.$schema,
      title: "अकादमी में नए कोर्ट खुले",
      excerpt: "इस हफ़्ते से कोचिंग बैच और ओपन प्ले के लिए दो नए सिंथेटिक बैडमिंटन कोर्ट खुल गए हैं।",
      fullContent: "इस हफ़्ते से अकादमी में दो नए सिंथेटिक बैडमिंटन कोर्ट खुल गए हैं।\n\nसुबह और शाम के बैच को अब ज़्यादा समय मिलेगा।",
      imageAlt: "चित्र: नई लाइनों वाले दो नए बैडमिंटन कोर्ट",
    })
    added.push(`news/${news}`)
    texts.push({ entry: `news/${news}`, locale: 1, text: "अकादमी में नए कोर्ट खुले" })
    done.push(`added news/${news} (English, Hindi, image)`)
  }
  // 2. A game, "kabaddi", with its Hindi twin and image, last in order.
  const game = freeSlug(join(data, "games"), "kabaddi")
  {
    const dir = join(data, "games")
    const games = slugsIn(dir).map(s => readJson(join(dir, `${s}${ENTRY}`)))
    const template = games[0]
    copyFileSync(join(dir, imageOf(template)), join(dir, `${game}.jpg`))
    writeJson(join(dir, `${game}${ENTRY}`), {
      ...template,
      title: "Kabaddi",
      description: "Raids, tackles and team tactics on a regulation mat, coached from the first raid to state trials.",
      image: `./${game}.jpg`,
      imageAlt: "Illustration of a kabaddi raider touching a defender on a blue mat",
      order: Math.max(...games.map(g => g.order ?? 0)) + 1,
      pricing: { ...template.pricing, fromPerMonth: 1750 },
    })
    writeJson(join(dir, `${game}${TWIN}`), {
      $schema: template.$schema,
      title: "कबड्डी",
      description: "नियमों वाले मैट पर रेड, टैकल और टीम की रणनीति, पहली रेड से राज्य ट्रायल तक कोचिंग।",
      imageAlt: "चित्र: नीले मैट पर डिफ़ेंडर को छूता कबड्डी रेडर",
    })
    added.push(`games/${game}`)
    texts.push({ entry: `games/${game}`, locale: 1, text: "कबड्डी" })
    done.push(`added games/${game} (English, Hindi, image)`)
  }
  // 3. Delete a gallery picture: its files in both languages and its image.
  {
    const dir = join(data, "gallery")
    const slug = slugsIn(dir)[0]
    const entry = readJson(join(dir, `${slug}${ENTRY}`))
    const twin = existsSync(join(dir, `${slug}${TWIN}`)) ? readJson(join(dir, `${slug}${TWIN}`)) : {}
    for (const f of [`${slug}${ENTRY}`, `${slug}${TWIN}`, imageOf(entry)]) if (f && existsSync(join(dir, f))) unlinkSync(join(dir, f))
    texts.push({ fixed: "/gallery", locale: 0, text: entry.imageAlt, absent: true })
    if (twin.imageAlt) texts.push({ fixed: "/gallery", locale: 1, text: twin.imageAlt, absent: true })
    done.push(`deleted gallery/${slug} (English, Hindi, image)`)
  }
  // 4. Rename a blog post, both languages (its address changes with it).
  {
    const dir = join(data, "blog")
    const slug = slugsIn(dir)[0]
    const renamed = freeSlug(dir, `${slug}-revised`)
    for (const ext of [ENTRY, TWIN])
      if (existsSync(join(dir, `${slug}${ext}`))) renameSync(join(dir, `${slug}${ext}`), join(dir, `${renamed}${ext}`))
    gone.push(`blog/${slug}`)
    added.push(`blog/${renamed}`)
    done.push(`renamed blog/${slug} to blog/${renamed} (English, Hindi)`)
  }
  // 5. Change a fee, a news title, and a game's title in Hindi only.
  {
    const [feeSlug, hindiSlug] = slugsIn(join(data, "games")).filter(s => s !== game)
    const file = join(data, "games", `${feeSlug}${ENTRY}`)
    const fees = readJson(file)
    fees.pricing.fromPerMonth += 250
    writeJson(file, fees)
    texts.push({ entry: `games/${feeSlug}`, locale: 0, pageData: `"fromPerMonth":${fees.pricing.fromPerMonth}` })
    texts.push({ entry: `games/${feeSlug}`, locale: 1, pageData: `"fromPerMonth":${fees.pricing.fromPerMonth}` })
    const newsSlug = slugsIn(join(data, "news")).find(s => s !== news)
    const newsFile = join(data, "news", `${newsSlug}${ENTRY}`)
    const article = readJson(newsFile)
    article.title = `${article.title} (Updated)`
    writeJson(newsFile, article)
    texts.push({ entry: `news/${newsSlug}`, locale: 0, text: article.title })
    const hindiFile = join(data, "games", `${hindiSlug}${TWIN}`)
    const hindi = readJson(hindiFile)
    hindi.title = `${hindi.title} (नया सत्र)`
    writeJson(hindiFile, hindi)
    texts.push({ entry: `games/${hindiSlug}`, locale: 1, text: hindi.title })
    done.push(
      `fee of games/${feeSlug} now ₹${fees.pricing.fromPerMonth}; retitled news/${newsSlug}; retitled games/${hindiSlug} in Hindi only`,
    )
  }
  // 6. Reorder: the first two services swap places.
  {
    const dir = join(data, "services")
    const services = slugsIn(dir)
      .map(f => ({ f: `${f}${ENTRY}`, d: readJson(join(dir, `${f}${ENTRY}`)) }))
      .sort((a, b) => a.d.order - b.d.order)
    const [a, b] = services
    ;[a.d.order, b.d.order] = [b.d.order, a.d.order]
    writeJson(join(dir, a.f), a.d)
    writeJson(join(dir, b.f), b.d)
    done.push(`swapped the order of services ${a.f} and ${b.f}`)
  }
  // 7. Two projects, each with its Hindi twin, a cover picture and a gallery (scripts/editor-changes-projects.mjs).
  const projects = addProjects(data, { skipGames: [game] })
  for (const p of projects) {
    added.push(`projects/${p.slug}`)
    texts.push({ entry: `projects/${p.slug}`, locale: 1, text: p.hi.title })
  }
  done.push(`added ${projects.map(p => `projects/${p.slug}`).join(" and ")} (English, Hindi, cover and gallery pictures)`)
  // 8. A coach who takes the new game (its first batch), with a credential, Hindi twin and photo, last in order: the
  // home pages link the coach's page, and the new game's pages link the coach.
  const coach = freeSlug(join(data, "coaches"), "sunita-yadav")
  {
    const dir = join(data, "coaches")
    const coaches = slugsIn(dir).map(s => readJson(join(dir, `${s}${ENTRY}`)))
    const template = coaches[0]
    copyFileSync(join(dir, imageOf(template)), join(dir, `${coach}.jpg`))
    const levels = readJson(join(data, "games", `${game}${ENTRY}`)).levels
    writeJson(join(dir, `${coach}${ENTRY}`), {
      $schema: template.$schema,
      name: "Sunita Yadav",
      role: "Coach",
      order: Math.max(...coaches.map(c => c.order ?? 0)) + 1,
      image: `./${coach}.jpg`,
      imageAlt: "Illustration of kabaddi coach Sunita Yadav with a whistle beside a blue mat",
      specialty: "Kabaddi: raiding, tackling and team defence for girls and boys",
      yearsExperience: 8,
      credentials: [{ name: "Diploma in Sports Coaching (Kabaddi)", issuer: "NIS Patiala", year: 2017 }],
      games: [game],
      batches: [levels[0]],
      languages: ["Hindi", "English"],
    })
    writeJson(join(dir, `${coach}${TWIN}`), {
      $schema: template.$schema,
      name: "सुनीता यादव",
      imageAlt: "चित्र: नीले मैट के पास सीटी लिए कबड्डी कोच सुनीता यादव",
      specialty: "कबड्डी: लड़कियों और लड़कों के लिए रेड, टैकल और टीम डिफ़ेंस",
      credentials: [{ name: "स्पोर्ट्स कोचिंग डिप्लोमा (कबड्डी)", issuer: "NIS पटियाला" }],
      languages: ["हिंदी", "अंग्रेज़ी"],
    })
    added.push(`coaches/${coach}`)
    texts.push({ entry: `coaches/${coach}`, locale: 1, text: "सुनीता यादव" })
    texts.push({ entry: `games/${game}`, locale: 0, text: "Sunita Yadav" })
    texts.push({ entry: `games/${game}`, locale: 1, text: "सुनीता यादव" })
    done.push(`added coaches/${coach}, who takes games/${game} (English, Hindi, photo)`)
  }
  // 9. Delete another coach: both languages and the photo; the page goes and the home pages no longer name the coach.
  {
    const dir = join(data, "coaches")
    const slug = slugsIn(dir)
      .filter(s => s !== coach)
      .at(-1)
    const entry = readJson(join(dir, `${slug}${ENTRY}`))
    const twin = existsSync(join(dir, `${slug}${TWIN}`)) ? readJson(join(dir, `${slug}${TWIN}`)) : {}
    for (const f of [`${slug}${ENTRY}`, `${slug}${TWIN}`, imageOf(entry)]) if (f && existsSync(join(dir, f))) unlinkSync(join(dir, f))
    gone.push(`coaches/${slug}`)
    texts.push({ fixed: "/", locale: 0, text: entry.name, absent: true })
    if (twin.name) texts.push({ fixed: "/", locale: 1, text: twin.name, absent: true })
    done.push(`deleted coaches/${slug} (English, Hindi, photo)`)
  }
  return { done, added, gone, texts, linked: [`news/${news}`, `games/${game}`, `coaches/${coach}`], projects }
}

/**
 * Resolves the expectations of `editorChanges` to addresses; `routesOf(entries, pages)` is `routes` on the copy.
 */
export function expectations(plan, routesOf) {
  const entries = [...new Set([...plan.added, ...plan.gone, ...plan.linked, ...plan.texts.filter(t => t.entry).map(t => t.entry)])]
  const pages = [...new Set(["/", ...plan.texts.filter(t => t.fixed).map(t => t.fixed)])]
  const r = routesOf(entries, pages)
  return {
    added: plan.added.flatMap(e => r[e]),
    gone: plan.gone.flatMap(e => r[e]),
    linked: r["/"].map((home, i) => ({ from: home, to: plan.linked.map(e => r[e][i]) })),
    texts: plan.texts.map(({ entry, fixed, locale, ...t }) => ({ ...t, page: r[entry ?? fixed][locale] })),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What the published site must show (public/ after the build)

const htmlFileOf = page => (page === "/" ? "index.html" : join(page.slice(1), "index.html"))
const pageDataOf = page => join("page-data", page === "/" ? "index" : page.slice(1), "page-data.json")
const escapeHtml = text => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
const readIf = file => (existsSync(file) ? readFileSync(file, "utf8") : "")

/** Every page the sitemap lists, as a path ("/game/x"). */
function sitemapPaths(publicDir) {
  const paths = new Set()
  for (const f of readdirSync(publicDir).filter(f => /^sitemap-\d+\.xml$/.test(f)))
    for (const [, loc] of readFileSync(join(publicDir, f), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g))
      paths.add(new URL(loc).pathname.replace(/(.)\/$/, "$1"))
  return paths
}

/** Every path a rule of _headers names (lines that start with "/", without their trailing slash). */
function headerPaths(publicDir) {
  return new Set(
    readIf(join(publicDir, "_headers"))
      .split("\n")
      .filter(line => line.startsWith("/"))
      .map(line => line.trim().replace(/(.)\/$/, "$1")),
  )
}

/** Every internal link target of a page ("/game/x"). */
function linksOf(publicDir, page) {
  const html = readIf(join(publicDir, htmlFileOf(page)))
  return new Set([...html.matchAll(/href="([^"#?]+)/g)].map(m => m[1].replace(/(.)\/$/, "$1")))
}

/**
 * What is wrong with the published site in `publicDir` for the expectations of `expectations`: an empty list when
 * the deleted pages are gone everywhere (their files, page data, sitemap entries and _headers rules), the added
 * ones are published, in the sitemap and linked from home, and each text shows (or no longer shows) on its page.
 * (_headers names a page only where its headers differ from the site-wide rules, so a new page needs no rule.)
 */
export function publicationProblems(publicDir, expected) {
  const problems = []
  const sitemap = sitemapPaths(publicDir)
  const headers = headerPaths(publicDir)
  if (sitemap.size === 0) problems.push("no sitemap-N.xml lists any page")
  for (const page of expected.gone) {
    if (existsSync(join(publicDir, htmlFileOf(page)))) problems.push(`${page}: still published (${htmlFileOf(page)})`)
    if (existsSync(join(publicDir, pageDataOf(page)))) problems.push(`${page}: its page data is still there`)
    if (sitemap.has(page)) problems.push(`${page}: still in the sitemap`)
    if (headers.has(page)) problems.push(`${page}: still has a rule in _headers`)
  }
  for (const page of expected.added) {
    if (!existsSync(join(publicDir, htmlFileOf(page)))) problems.push(`${page}: not published (no ${htmlFileOf(page)})`)
    if (!sitemap.has(page)) problems.push(`${page}: not in the sitemap`)
  }
  for (const { from, to } of expected.linked) {
    const links = linksOf(publicDir, from)
    for (const page of to) if (!links.has(page)) problems.push(`${page}: not linked from ${from}`)
  }
  for (const t of expected.texts) {
    if (t.pageData) {
      if (!readIf(join(publicDir, pageDataOf(t.page))).includes(t.pageData)) problems.push(`${t.page}: page data lacks ${t.pageData}`)
      continue
    }
    const html = readIf(join(publicDir, htmlFileOf(t.page)))
    const shows = html.includes(escapeHtml(t.text)) || html.includes(t.text)
    if (t.absent && shows) problems.push(`${t.page}: still shows "${t.text}"`)
    if (!t.absent && !shows) problems.push(`${t.page}: does not show "${t.text}"`)
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// gatsby develop: an editor's save reaches the page without a restart

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const sleep = ms => new Promise(resolve => setTimeout(resolve, ms))

async function fetchText(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(20_000) })
    return response.ok ? await response.text() : undefined
  } catch {
    return undefined
  }
}

/** A JSON string's text as it appears inside JSON ("a \"b\"" for a "b"). */
const inJson = text => JSON.stringify(text).slice(1, -1)

/**
 * Starts `gatsby develop` on the copy, saves the English and the Hindi file of the first game that has both (new
 * title and fee in English, new title in Hindi) and polls both pages' page data until they show the change.
 */
async function developCheck(dir) {
  const gamesDir = join(dir, "data", "games")
  const slug = slugsIn(gamesDir).find(s => existsSync(join(gamesDir, `${s}${TWIN}`)))
  if (!slug) throw new Error("no game has both an English and a Hindi file")
  const pages = routes(dir, [`games/${slug}`])[`games/${slug}`]
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const PATH = `${BIN}${delimiter}${process.env.PATH ?? ""}`
  console.log(`\n▶ (copy) gatsby develop --host 127.0.0.1 --port ${port}\n`)
  const child = spawn("gatsby", ["develop", "--host", "127.0.0.1", "--port", String(port)], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PATH, GATSBY_TELEMETRY_DISABLED: "1" },
  })
  let output = ""
  let exited = false
  child.stdout.on("data", chunk => (output += chunk))
  child.stderr.on("data", chunk => (output += chunk))
  child.on("exit", () => (exited = true))
  const tail = () => output.split("\n").slice(-30).join("\n")
  try {
    const started = Date.now()
    const urls = pages.map(p => `${base}${p === "/" ? "/page-data/index" : `/page-data${p}`}/page-data.json`)
    while (!(await fetchText(urls[0]))) {
      if (exited) throw new Error(`gatsby develop exited:\n${tail()}`)
      if (Date.now() - started > 600_000) throw new Error(`the dev server did not serve ${urls[0]} in 10 minutes:\n${tail()}`)
      await sleep(2000)
    }
    const ready = secondsSince(started)

    const enFile = join(gamesDir, `${slug}${ENTRY}`)
    const hiFile = join(gamesDir, `${slug}${TWIN}`)
    const english = readJson(enFile)
    const hindi = readJson(hiFile)
    english.title = `${english.title} Academy`
    english.pricing.fromPerMonth += 111
    hindi.title = `${hindi.title} अकादमी`
    writeJson(enFile, english)
    writeJson(hiFile, hindi)
    const saved = Date.now()
    const wanted = [
      [inJson(english.title), `"fromPerMonth":${english.pricing.fromPerMonth}`],
      [inJson(hindi.title), `"fromPerMonth":${english.pricing.fromPerMonth}`],
    ]
    let last = []
    while (Date.now() - saved < 30_000) {
      last = await Promise.all(urls.map(fetchText))
      if (last.every((text, i) => text && wanted[i].every(w => text.includes(w))))
        return `game/${slug}: both languages' page data changed ${secondsSince(saved)} s after the save (dev server ready in ${ready} s)`
      await sleep(1000)
    }
    const missing = urls.map((url, i) => `${url}: ${wanted[i].filter(w => !last[i]?.includes(w)).join(", ") || "ok"}`)
    throw new Error(`the saved game did not reach the page data within 30 s:\n  ${missing.join("\n  ")}\n${tail()}`)
  } finally {
    if (!exited) {
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        // already gone
      }
      for (let i = 0; i < 20 && !exited; i++) await sleep(500)
      if (!exited) process.kill(-child.pid, "SIGKILL")
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const copy = COPY
  console.log(`Editor changes: a copy of the repository in ${copy}`)
  let plan
  let facts
  const build = name =>
    step(name, () => {
      rmSync(join(copy, BUILT_MARK), { force: true })
      sh(copy, "gatsby", ["build"], { env: { GATSBY_TELEMETRY_DISABLED: "1" } })
      markBuilt(copy)
    })
  // The live workflow's content path builds with the cache of the last build: so does this proof, from the content
  // as shipped, before the editor's changes (warm when the copy's last run finished its build, cold otherwise).
  /** The shipped /projects pages' <main> markup: the empty state the portfolio must return to. */
  const shippedEmptyState = {}
  const ready =
    (await step("copy", () => makeCopy(copy))) &&
    (await build("build as shipped")) &&
    (await step("empty portfolio as shipped", () => {
      const pages = routes(copy, [], ["/projects"])["/projects"]
      for (const page of pages) shippedEmptyState[page] = mainMarkup(join(copy, "public"), page)
      const missing = pages.filter(page => !shippedEmptyState[page]?.includes('id="empty"'))
      if (missing.length) throw new Error(`no empty state on ${missing.join(", ")}: the copy must ship without projects`)
      return `${pages.join(" and ")} recorded`
    })) &&
    (await step("editor changes", () => {
      plan = editorChanges(join(copy, "data"))
      git(copy, "add", "--all")
      git(copy, "commit", "--quiet", "--no-verify", "-m", "Editor: content changes")
      return `${plan.done.length} changes, committed`
    }))
  if (ready) {
    await step("validate", () => sh(copy, "npm", ["run", "--silent", "validate"]))
    await step("unit tests", () => sh(copy, "jest", [...(process.env.CI ? ["--ci"] : [])]))
    if (await build("build (warm)")) {
      await step("check:content", () => sh(copy, "npm", ["run", "--silent", "check:content"], { env: { CONTENT_CHECK_SKIP_BUILD: "1" } }))
      await step("published", () => {
        const expected = expectations(plan, (entries, pages) => routes(copy, entries, pages))
        const problems = publicationProblems(join(copy, "public"), expected)
        if (problems.length) throw new Error(`${problems.length} problem(s):\n  ${problems.join("\n  ")}`)
        return `${expected.gone.length} pages gone, ${expected.added.length} added and linked, ${expected.texts.length} edits shown`
      })
      await step("projects", () => {
        facts = projectFacts(copy, plan.projects, BIN)
        const problems = projectProblems(join(copy, "public"), plan.projects, facts)
        if (problems.length) throw new Error(`${problems.length} problem(s):\n  ${problems.join("\n  ")}`)
        return `${plan.projects.length} projects listed, ${facts.filters.length} filters in ${facts.locales.length} languages, every field shown`
      })
    } else steps.push({ name: "check:content", ok: false, seconds: "0.0", note: "not run: the build failed" })
    await step("audit:content fails", () => sh(copy, "npm", ["run", "--silent", "audit:content"], { expectFailure: true }))
    // The projects go again (as an editor deletes entries in the CMS): the portfolio returns to its empty state.
    const removed = await step("projects deleted", () => {
      removeProjects(join(copy, "data"), plan.projects)
      git(copy, "add", "--all")
      git(copy, "commit", "--quiet", "--no-verify", "-m", "Editor: projects deleted")
      return `${plan.projects.map(p => `projects/${p.slug}`).join(" and ")} deleted, committed`
    })
    if (removed && facts && (await build("build (warm, no projects)")))
      await step("empty portfolio again", () => {
        const problems = emptyStateProblems(join(copy, "public"), shippedEmptyState, facts)
        if (problems.length) throw new Error(`${problems.length} problem(s):\n  ${problems.join("\n  ")}`)
        return `${Object.keys(shippedEmptyState).join(" and ")}: the shipped empty state, exactly; no project or filter page left`
      })
    else steps.push({ name: "empty portfolio again", ok: false, seconds: "0.0", note: "not run: an earlier step failed" })
    await step("gatsby develop", () => developCheck(copy))
  }

  console.log(`\n── Editor changes ${"─".repeat(55)}`)
  for (const change of plan?.done ?? []) console.log(`  · ${change}`)
  for (const s of steps)
    console.log(`  ${s.ok ? "✔" : "✖"} ${s.name.padEnd(26)} ${`${s.seconds} s`.padStart(8)}${s.note ? `  ${s.note}` : ""}`)
  const ok = ready && steps.every(s => s.ok)
  console.log(
    `\n${ok ? "Editor changes: every check passed" : "Editor changes: FAILED"} in ${secondsSince(started)} s (the copy stays in ${copy}).`,
  )
  process.exit(ok ? 0 : 1)
}

// Run as a script; imported (by its unit test), only the helpers above.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main()
