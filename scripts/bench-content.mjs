#!/usr/bin/env node
// `npm run bench:content`: how heavy the pages get and how long the build takes as the content grows (issue 45).
// For each size (x1, x10, x40 by default) it copies the site to a temporary folder, multiplies the gallery, blog,
// news and events there (each entry and its Hindi twin copied under a new slug and title, showing its original's
// picture, so there is no new image to encode; dates moved back so that most copied events are over), and builds it
// twice: cold (no .cache, no public) and warm (again at once, nothing changed). It then prints, per size:
//
// - the cold and warm build times and the number of pages;
// - the weight table for the listings, their page 2 where there is one, the home pages and a page of each kind: HTML
//   KB (gzip), page-data KB (gzip), <img> count and element count (every element of the parsed HTML, as a browser's
//   DOM holds it before scripts run); a page the build does not have (yet) reads "–";
// - the largest page of the build by elements and by HTML size (every index.html read);
// - a check line: every page over 1,400 elements (Lighthouse fails a page above it), and every listing whose HTML or
//   page data (raw or gzipped) is over 1.25 times its x1 figure (a list's page 2 against its page 1 at x1, a blog
//   category or month against /blog, a year of events against /events: the lists that showed them before).
//
//   node scripts/bench-content.mjs [--factors 1,10,40] [--json out.json] [--baseline x1.json] [--keep]
//
// --baseline reads the x1 figures from an earlier run's --json when this run has no x1. --keep leaves the copies
// (their public/ holds each size's build). The checkout's own public/ and .cache/ are not touched.
import { spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { gzipSync } from "node:zlib"
import { parse } from "parse5"

import { elements, ENTRY, readJson, slugsIn, writeJson } from "./editor-changes-projects.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")

/** Lighthouse's "avoid an excessive DOM size" fails a page above this many elements. */
const MAX_ELEMENTS = 1400
/** Issue 45's budget: a listing's HTML and page data within this many times today's (x1). */
const MAX_GROWTH = 1.25

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

/** The site's files (tracked and new, not ignored) in `dest`, with the checkout's node_modules linked: no .cache, no public. */
function copySite(dest) {
  const files = spawnSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" }).stdout.split("\n")
  for (const f of files) {
    if (!f || f === "node_modules" || /^(e2e|__tests__|docs|test-results)\//.test(f) || !existsSync(join(ROOT, f))) continue
    mkdirSync(dirname(join(dest, f)), { recursive: true })
    copyFileSync(join(ROOT, f), join(dest, f))
  }
  symlinkSync(join(ROOT, "node_modules"), join(dest, "node_modules"))
}

/** A copy of the site with every growing collection `factor` times over, in a temporary folder; returns its path. */
export function multipliedSite(factor) {
  const site = mkdtempSync(join(tmpdir(), `bench-content-x${factor}-`))
  copySite(site)
  multiply(join(site, "data"), factor)
  return site
}

function build(site, label) {
  const started = process.hrtime.bigint()
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "gatsby"), ["build"], {
    cwd: site,
    env: { ...process.env, SITE_DATA_DIR: "", GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    encoding: "utf8",
    maxBuffer: 1 << 28,
  })
  const seconds = Math.round(Number(process.hrtime.bigint() - started) / 1e8) / 10
  if (result.status !== 0) {
    console.error(result.stdout.slice(-4000), result.stderr.slice(-4000))
    throw new Error(`bench-content: the ${label} build failed (site in ${site})`)
  }
  return seconds
}

const kb = bytes => Math.round(bytes / 102.4) / 10

/** Every index.html under `dir`, as page addresses ("/", "/hi/blog/page/2"). */
function builtPages(publicDir, dir = publicDir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    if (entry.isDirectory())
      return entry.name === "page-data" || entry.name === "static" ? [] : builtPages(publicDir, join(dir, entry.name))
    return entry.name === "index.html" ? [`/${relative(publicDir, dir).split("\\").join("/")}`.replace(/(.)\/$/, "$1")] : []
  })
}

/** A page's weights, or null when the build has no such page. */
function measure(publicDir, page) {
  const dir = page === "/" ? "" : page.replace(/^\//, "")
  const htmlFile = join(publicDir, dir, "index.html")
  if (!existsSync(htmlFile)) return null
  const html = readFileSync(htmlFile)
  const dataFile = join(publicDir, "page-data", dir || "index", "page-data.json")
  const pageData = existsSync(dataFile) ? readFileSync(dataFile) : Buffer.alloc(0)
  const doc = parse(html.toString("utf8"))
  return {
    page,
    htmlKb: kb(html.length),
    htmlGzipKb: kb(gzipSync(html).length),
    pageDataKb: kb(pageData.length),
    pageDataGzipKb: kb(gzipSync(pageData).length),
    images: elements(doc, n => n.tagName === "img").length,
    elements: elements(doc).length,
  }
}

/** "Sports Science" → "sports-science", as the blog's category pages are named. */
const categorySlug = name =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/**
 * The pages measured at every size, chosen from the shipped content (so the same at every size: the copies are
 * older than their originals): each listing and, where it has one, its page 2, the home pages, the newest blog
 * post's category and month, this year's events, and a page of each kind. `list` names the page a listing's
 * weights are held to at x1: its own page 1 for a page 2, and for a blog category or month and a year of events
 * the listing that showed those entries before they had pages of their own (/blog, /events), as visitors saw them.
 */
function pagesToMeasure() {
  const data = join(ROOT, "data")
  const newest = dir =>
    slugsIn(join(data, dir))
      .map(slug => ({ slug, ...readJson(join(data, dir, `${slug}${ENTRY}`)) }))
      .sort((a, b) => b.date.localeCompare(a.date))[0]
  const post = newest("blog")
  const news = newest("news")
  const year = new Date().getUTCFullYear()
  const listings = [
    ["/"],
    ["/hi"],
    ["/blog"],
    ["/hi/blog"],
    post && [`/blog/category/${categorySlug(post.category)}`, "/blog"],
    post && [`/blog/${post.date.slice(0, 4)}/${post.date.slice(5, 7)}`, "/blog"],
    ["/gallery"],
    ["/hi/gallery"],
    ["/events"],
    ["/hi/events"],
    [`/events/${year}`, "/events"],
    ["/projects"],
    ["/hi/projects"],
    ["/search"],
  ].filter(Boolean)
  const paginated = page => /^(\/hi)?\/(blog|gallery|projects)(\/|$)|^\/events\/\d{4}$/.test(page)
  return [
    ...listings.flatMap(([page, from]) => [
      { page, listing: true, ...(from && { list: from }) },
      ...(paginated(page) ? [{ page: `${page}/page/2`, listing: true, list: from ?? page }] : []),
    ]),
    { page: `/game/${slugsIn(join(data, "games"))[0]}` },
    post && { page: `/blog/${post.slug}` },
    news && { page: `/news/${news.slug}` },
  ].filter(Boolean)
}

const cell = (value, gzip) => (value === undefined ? "–" : `${value} (${gzip})`)
const number = n => (n === undefined ? "–" : n.toLocaleString("en-US"))

export function report({ factor, cold, warm, pageCount, pages, largest }, baseline) {
  console.log(`\nx${factor}: cold build ${cold} s, warm build ${warm} s, ${pageCount} pages`)
  console.log("| page | HTML KB (gzip) | page-data KB (gzip) | `<img>` | elements |\n|---|---|---|---|---|")
  for (const { page, weights: w } of pages)
    console.log(
      `| ${page} | ${cell(w?.htmlKb, w?.htmlGzipKb)} | ${cell(w?.pageDataKb, w?.pageDataGzipKb)} | ${number(w?.images)} | ${number(w?.elements)} |`,
    )
  console.log(
    `largest by elements: ${largest.byElements.page} (${number(largest.byElements.elements)} elements); ` +
      `by HTML: ${largest.byHtml.page} (${largest.byHtml.htmlKb} KB, ${largest.byHtml.htmlGzipKb} KB gzip)`,
  )
  const problems = largest.overElements.map(p => `${p.page} has ${number(p.elements)} elements (over ${number(MAX_ELEMENTS)})`)
  for (const { page, list, listing, weights } of pages) {
    const before = baseline?.pages.find(p => p.page === (list ?? page))?.weights
    if (!listing || !weights || !before) continue
    for (const [field, name] of [
      ["htmlKb", "HTML"],
      ["htmlGzipKb", "HTML gzip"],
      ["pageDataKb", "page data"],
      ["pageDataGzipKb", "page data gzip"],
    ])
      if (weights[field] > before[field] * MAX_GROWTH)
        problems.push(
          `${page}: ${name} ${weights[field]} KB, ${(weights[field] / before[field]).toFixed(2)}x ${list ?? page} at x1 (${before[field]} KB)`,
        )
  }
  const against = baseline ? `, HTML and page data within ${MAX_GROWTH}x x1` : " (no x1 figures to compare the listings with)"
  console.log(
    problems.length
      ? `check: ${problems.length} over budget (${number(MAX_ELEMENTS)} elements${against}):\n  ${problems.join("\n  ")}`
      : `check: ok, no page over ${number(MAX_ELEMENTS)} elements${against}`,
  )
}

/** The weights of a build: the pages to measure, how many pages it has, and its largest. */
export function measureBuild(publicDir) {
  const pages = pagesToMeasure().map(p => ({ ...p, weights: measure(publicDir, p.page) }))
  const all = builtPages(publicDir).map(page => measure(publicDir, page))
  const top = key => all.reduce((a, b) => (b[key] > a[key] ? b : a))
  const largest = {
    byElements: top("elements"),
    byHtml: top("htmlKb"),
    overElements: all.filter(p => p.elements > MAX_ELEMENTS).sort((a, b) => b.elements - a.elements),
  }
  return { pageCount: all.length, pages, largest }
}

/** Builds the site at `factor` cold then warm, and measures it. */
function run(factor) {
  const site = multipliedSite(factor)
  try {
    process.stdout.write(`x${factor}: cold build... `)
    const cold = build(site, `x${factor} cold`)
    process.stdout.write(`${cold} s; warm build... `)
    const warm = build(site, `x${factor} warm`)
    console.log(`${warm} s`)
    return { factor, cold, warm, ...measureBuild(join(site, "public")) }
  } finally {
    if (options.keep) console.log(`x${factor}: the copy and its build are in ${site}`)
    else rmSync(site, { recursive: true, force: true })
  }
}

const options =
  process.argv[1] === fileURLToPath(import.meta.url)
    ? parseArgs({
        options: {
          factors: { type: "string", default: "1,10,40" },
          json: { type: "string" },
          baseline: { type: "string" },
          keep: { type: "boolean", default: false },
        },
      }).values
    : null

if (options) {
  const results = []
  let baseline = options.baseline ? JSON.parse(readFileSync(options.baseline, "utf8")).find(r => r.factor === 1) : undefined
  for (const factor of options.factors.split(",").map(Number)) {
    const result = run(factor)
    if (factor === 1) baseline = result
    results.push(result)
    report(result, baseline)
    if (options.json) writeFileSync(options.json, `${JSON.stringify(results, null, 2)}\n`)
  }
}
