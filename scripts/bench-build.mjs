#!/usr/bin/env node
// `npm run bench:build`: build cost as the site grows. Copies the site, multiplies the news and blog
// collections (x1, x10, x50 entries, each copy with its own image file), and times a cold build (no .cache,
// no public) and a warm build (right after, nothing changed) for each size.
//
//   node scripts/bench-build.mjs [--factors 1,10,50] [--json out.json]
//   node scripts/bench-build.mjs --vs-bare [--runs 3]
//
// --vs-bare times cold builds of the site as it is (x1) and of a bare Gatsby 5 page (scripts/bare-gatsby, on the
// site's own node_modules) in turn, bare then site, --runs times, and prints both medians and their ratio: the
// figure the lean-cycle budget is set in (a cold build within 6x the bare page), which holds when the machine's
// speed drifts between runs.
//
// Each copy gets its own image file (byte-identical, but its own name), and gatsby-plugin-sharp writes
// every variant under that name, so a cold build processes every copy like a new photograph: the cold
// figures grow with the images. The warm build, after it, measures what an edit costs
// once the images are cached: pages, queries and HTML.
import { spawnSync } from "node:child_process"
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const { values: options } = parseArgs({
  options: {
    factors: { type: "string", default: "1,10,50" },
    json: { type: "string" },
    "vs-bare": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
  },
})
const FACTORS = options.factors.split(",").map(Number)
const JSON_OUT = options.json ?? null
const MULTIPLIED = ["news", "blog"]

function copySite(dest) {
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .stdout.split("\n")
    .filter(Boolean)
  for (const f of files) {
    if (f.startsWith("e2e/") || f.startsWith("__tests__/") || f.startsWith("docs/")) continue
    mkdirSync(dirname(join(dest, f)), { recursive: true })
    try {
      copyFileSync(join(ROOT, f), join(dest, f))
    } catch {
      /* deleted in the working tree */
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(dest, "node_modules"))
}

function multiply(dest, factor) {
  for (const dir of MULTIPLIED) {
    const folder = join(dest, "data", dir)
    // English entries (src/node/data-files.ts); the copies have no translation, as a new entry may not.
    for (const file of readdirSync(folder).filter(f => f.endsWith(".en.json"))) {
      const slug = file.replace(/\.en\.json$/, "")
      const entry = JSON.parse(readFileSync(join(folder, file), "utf8"))
      const image = entry.image.replace(/^\.\//, "")
      for (let i = 2; i <= factor; i++) {
        const copy = `${slug}-${i}`
        copyFileSync(join(folder, image), join(folder, `${copy}.jpg`))
        writeFileSync(
          join(folder, `${copy}.en.json`),
          JSON.stringify({ ...entry, title: `${entry.title} (${i})`, image: `./${copy}.jpg` }, null, 2),
        )
      }
    }
  }
}

function build(dir) {
  const started = process.hrtime.bigint()
  const result = spawnSync(join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
  })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  if (result.status !== 0) throw new Error(`build failed in ${dir}:\n${(result.stdout + result.stderr).slice(-3000)}`)
  const pages = Number((result.stdout.match(/Building static HTML for pages - [\d.]+s - (\d+)\/\d+/) ?? [])[1] ?? NaN)
  return { seconds, pages }
}

const median = values => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Cold builds of a bare Gatsby page and of the site, in turn, with the ratio of their medians. */
function versusBare(runs) {
  const bare = [],
    site = []
  for (let i = 1; i <= runs; i++) {
    for (const [label, list, make] of [
      [
        "bare Gatsby page",
        bare,
        dir => {
          for (const f of ["package.json", "gatsby-config.js", "src/pages/index.js"]) {
            mkdirSync(dirname(join(dir, f)), { recursive: true })
            copyFileSync(join(ROOT, "scripts/bare-gatsby", f), join(dir, f))
          }
          symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"))
        },
      ],
      ["site", site, copySite],
    ]) {
      const dir = mkdtempSync(join(tmpdir(), "bench-cold-"))
      try {
        make(dir)
        process.stdout.write(`run ${i}/${runs}, ${label}: cold build... `)
        const { seconds } = build(dir)
        list.push(seconds)
        console.log(`${seconds.toFixed(1)} s`)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
  }
  const result = { runs, bareSeconds: bare, siteSeconds: site, bareMedian: median(bare), siteMedian: median(site) }
  result.ratio = result.siteMedian / result.bareMedian
  console.log(`\n| cold build | runs (s) | median s |\n|---|---|---|`)
  console.log(`| bare Gatsby page | ${bare.map(s => s.toFixed(1)).join(", ")} | ${result.bareMedian.toFixed(1)} |`)
  console.log(`| site | ${site.map(s => s.toFixed(1)).join(", ")} | ${result.siteMedian.toFixed(1)} |`)
  console.log(`site / bare: ${result.ratio.toFixed(2)}x (budget 6x)`)
  if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(result, null, 2))
}

if (options["vs-bare"]) {
  versusBare(Number(options.runs))
  process.exit(0)
}

const rows = []
let failed = false
for (const factor of FACTORS) {
  const dir = mkdtempSync(join(tmpdir(), `bench-x${factor}-`))
  try {
    copySite(dir)
    multiply(dir, factor)
    process.stdout.write(`x${factor}: cold build... `)
    const cold = build(dir)
    process.stdout.write(`${cold.seconds.toFixed(1)} s; warm build... `)
    const warm = build(dir)
    console.log(`${warm.seconds.toFixed(1)} s (${cold.pages} pages)`)
    rows.push({ factor, pages: cold.pages, coldSeconds: cold.seconds, warmSeconds: warm.seconds })
    if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(rows, null, 2)) // what is measured is kept
  } catch (error) {
    // A size the site cannot build at is a finding: report it, keep the sizes measured so far.
    console.log(`failed\n${error.message}`)
    failed = true
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log("\n| size | pages | cold build s | warm build s | cold pages/s | warm pages/s | warm ms/page |")
console.log("|---|---|---|---|---|---|---|")
for (const r of rows) {
  console.log(
    `| x${r.factor} | ${r.pages} | ${r.coldSeconds.toFixed(1)} | ${r.warmSeconds.toFixed(1)} | ${(r.pages / r.coldSeconds).toFixed(1)} | ${(r.pages / r.warmSeconds).toFixed(1)} | ${((r.warmSeconds * 1000) / r.pages).toFixed(0)} |`,
  )
}
for (let i = 1; i < rows.length; i++) {
  const a = rows[i - 1]
  const b = rows[i]
  const marginal = ((b.warmSeconds - a.warmSeconds) * 1000) / (b.pages - a.pages)
  console.log(`Marginal warm cost x${a.factor} → x${b.factor}: ${marginal.toFixed(0)} ms per added page`)
}
if (JSON_OUT) writeFileSync(JSON_OUT, JSON.stringify(rows, null, 2))
if (failed) process.exit(1)
