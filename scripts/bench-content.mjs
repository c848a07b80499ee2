#!/usr/bin/env node
// `npm run bench:content`: how heavy the pages get as the content grows (issue 45). Copies data/ to a temporary
// folder, multiplies the gallery, blog, news and events (x1, x10, x40 by default: each entry and its Hindi twin
// copied under a new slug and title, showing its original's picture, so there is no new image to encode; dates
// moved back so that most copied events are over), builds each copy with SITE_DATA_DIR into public/, and prints
// per size the build time and, for a few pages, the gzipped HTML and page data, the <img> count and the element
// count (every element of the parsed HTML, as a browser's DOM holds it before scripts run).
//
//   node scripts/bench-content.mjs [--factors 1,10,40] [--json out.json] [--keep]
//
// It overwrites public/ and .cache/ of the checkout it runs in (the last size's build is left in public/).
import { spawnSync } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { parse } from "parse5"

import { elements, ENTRY, readJson, slugsIn, writeJson } from "./editor-changes-projects.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const { values: options } = parseArgs({
  options: {
    factors: { type: "string", default: "1,10,40" },
    json: { type: "string" },
    keep: { type: "boolean", default: false },
  },
})
const FACTORS = options.factors.split(",").map(Number)

/** The collections that grow, and the date fields each copy moves back by `step` days per copy. */
const GROWING = {
  gallery: { dates: [], step: 0 },
  blog: { dates: ["date"], step: 9 },
  news: { dates: ["date"], step: 9 },
  events: { dates: ["startDate", "endDate", "registrationOpens", "registrationDeadline"], step: 35 },
}

function shift(day, days) {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - days)
  return d.toISOString().slice(0, 10)
}

/** Copy `n` of an entry: its own slug, title and summary, the same picture, dates moved back. */
function copyOf(entry, n, { dates, step }) {
  const copy = { ...entry, title: `${entry.title} (${n + 1})` }
  for (const field of ["summary", "excerpt"]) if (typeof copy[field] === "string") copy[field] = `${copy[field]} (${n + 1})`
  for (const field of dates) if (copy[field]) copy[field] = shift(copy[field], step * n)
  if (typeof copy.order === "number") copy.order = copy.order + 1000 * n
  return copy
}

export function multiply(data, factor) {
  for (const [dir, rule] of Object.entries(GROWING)) {
    const folder = join(data, dir)
    for (const slug of slugsIn(folder))
      for (let n = 1; n < factor; n++)
        for (const suffix of [ENTRY, ".hi.json"]) {
          const file = join(folder, `${slug}${suffix}`)
          if (existsSync(file)) writeJson(join(folder, `${slug}-x${n + 1}${suffix}`), copyOf(readJson(file), n, rule))
        }
  }
}

const kb = bytes => Math.round(bytes / 102.4) / 10

function measure(page) {
  const dir = page === "/" ? "" : page.replace(/^\//, "")
  const html = readFileSync(join(ROOT, "public", dir, "index.html"))
  const pageData = readFileSync(join(ROOT, "public", "page-data", dir || "index", "page-data.json"))
  const doc = parse(html.toString("utf8"))
  return {
    page,
    htmlKb: kb(gzipSync(html).length),
    pageDataKb: kb(gzipSync(pageData).length),
    images: elements(doc, n => n.tagName === "img").length,
    elements: elements(doc).length,
  }
}

function firstGamePage(data) {
  return `/game/${slugsIn(join(data, "games"))[0]}/`
}

/** Copies data/ to a temporary folder with every growing collection `factor` times over; returns the copy's path. */
export function multipliedData(factor) {
  const data = join(mkdtempSync(join(tmpdir(), `bench-content-x${factor}-`)), "data")
  cpSync(join(ROOT, "data"), data, { recursive: true })
  multiply(data, factor)
  return data
}

const results = []
for (const factor of process.argv[1] === fileURLToPath(import.meta.url) ? FACTORS : []) {
  const data = multipliedData(factor)
  const started = Date.now()
  const build = spawnSync("npx", ["gatsby", "build"], {
    cwd: ROOT,
    env: { ...process.env, SITE_DATA_DIR: data, GATSBY_TELEMETRY_DISABLED: "1" },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  })
  const seconds = Math.round((Date.now() - started) / 1000)
  if (build.status !== 0) {
    console.error(build.stdout.slice(-4000), build.stderr.slice(-4000))
    throw new Error(`bench-content: the x${factor} build failed (data in ${data})`)
  }
  const pages = ["/", "/hi/", "/blog/", "/hi/blog/", "/gallery/", "/events/", firstGamePage(data)].map(measure)
  results.push({ factor, seconds, pages })
  console.log(`\nx${factor}: build ${seconds} s`)
  console.log("| page | HTML KB (gzip) | page-data KB (gzip) | <img> | elements |\n|---|---|---|---|---|")
  for (const p of pages) console.log(`| ${p.page} | ${p.htmlKb} | ${p.pageDataKb} | ${p.images} | ${p.elements} |`)
  if (!options.keep) rmSync(dirname(data), { recursive: true, force: true })
}
if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`)
