#!/usr/bin/env node
// `npm run bench:compare`: what a change to the page's machinery buys, side by side. Serves two or more production
// builds at once (scripts/serve.mjs, as a static host does) and opens each page in each build in turn, N times,
// in Chromium at 412 px with the CPU slowed (4x, as Lighthouse's mobile profile), each load in a fresh context
// (nothing cached). Per load, from the browser's own measures:
//
//   script   ms of JavaScript on the main thread until hydration + 1 s (DevTools' ScriptDuration)
//   tasks    ms of all main-thread tasks in that time (TaskDuration)
//   blocking the part of each long task over 50 ms, summed (Long Tasks API): what Lighthouse's TBT counts
//   hydrated ms from navigation until <html data-hydrated> (gatsby-browser's onInitialClientRender)
//   lcp      ms from navigation to the largest contentful paint (no network throttling: the CPU's part of it)
//
// and prints, per page and measure, each build's median with its min-max: a difference smaller than the spread of
// either build is noise.
//
//   node scripts/bench-compare.mjs --runs 7 --cpu 4 --pages /,/hi/about,/gallery name=dir name=dir ...
//
// Builds are directories such as a copy of public/ from another commit. Needs Chromium (CHROME_PATH).
import { spawn } from "node:child_process"
import { join, dirname } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"
import { chromium } from "@playwright/test"
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string", default: "7" },
    cpu: { type: "string", default: "4" },
    pages: { type: "string", default: "/,/hi/about,/gallery,/contact" },
    port: { type: "string", default: "9500" },
    json: { type: "string" },
  },
})
const builds = positionals.map(arg => {
  const [name, dir] = arg.split("=")
  if (!name || !dir) throw new Error(`a build is name=dir, got ${arg}`)
  return { name, dir }
})
if (builds.length < 2) {
  console.error("usage: node scripts/bench-compare.mjs [--runs 7] [--cpu 4] [--pages /,/about] name=dir name=dir ...")
  process.exit(2)
}
const RUNS = Number(values.runs)
const CPU = Number(values.cpu)
const PAGES = values.pages.split(",")

async function serve(dir, port) {
  const child = spawn(process.execPath, [join(ROOT, "scripts/serve.mjs"), "--dir", dir, "--port", String(port)], { stdio: "ignore" })
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/`)
      return child
    } catch {
      await new Promise(r => setTimeout(r, 100))
    }
  }
  throw new Error(`the server for ${dir} did not start`)
}

/** Installed before the page's scripts: long tasks and the moment <html data-hydrated> appears. */
function observe() {
  const w = window
  w.__long = []
  w.__lcp = 0
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) w.__lcp = e.startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
  new PerformanceObserver(list => {
    for (const e of list.getEntries()) w.__long.push(e.duration)
  }).observe({ type: "longtask", buffered: true })
  // The <html> element the parser makes: observed once the document has been parsed, before the scripts start.
  document.addEventListener("DOMContentLoaded", () => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.hasAttribute("data-hydrated")) {
        w.__hydrated = performance.now()
        observer.disconnect()
      }
    }).observe(document.documentElement, { attributes: true, attributeFilter: ["data-hydrated"] })
  })
}

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(observe)
  const cdp = await context.newCDPSession(page)
  await cdp.send("Performance.enable")
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU })
  await page.goto(url)
  await page.waitForFunction(() => window.__hydrated !== undefined, null, { timeout: 60_000 })
  await page.waitForTimeout(1000)
  const { metrics } = await cdp.send("Performance.getMetrics")
  const metric = name => metrics.find(m => m.name === name).value * 1000
  const { long, hydrated, lcp } = await page.evaluate(() => ({ long: window.__long, hydrated: window.__hydrated, lcp: window.__lcp }))
  await context.close()
  return {
    script: metric("ScriptDuration"),
    tasks: metric("TaskDuration"),
    blocking: long.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
    hydrated,
    lcp,
  }
}

const median = xs => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
}

const servers = []
const base = Number(values.port)
for (const [i, build] of builds.entries()) {
  servers.push(await serve(build.dir, base + i))
  build.origin = `http://127.0.0.1:${base + i}`
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
})
/** results[page][build] = list of loads */
const results = Object.fromEntries(PAGES.map(p => [p, Object.fromEntries(builds.map(b => [b.name, []]))]))
try {
  for (let run = 0; run < RUNS; run++)
    for (const path of PAGES) {
      // Each run starts with another build, so that neither is always the first after a pause.
      const order = builds.map((_, i) => builds[(i + run) % builds.length])
      for (const build of order) results[path][build.name].push(await measure(browser, build.origin + path))
    }
} finally {
  await browser.close()
  for (const s of servers) s.kill()
}

const MEASURES = ["script", "tasks", "blocking", "hydrated", "lcp"]
console.log(`\n${RUNS} loads of each page in each build, CPU ${CPU}x, 412 px; median (min-max), ms\n`)
console.log(`| page | measure | ${builds.map(b => b.name).join(" | ")} |`)
console.log(`|---|---|${builds.map(() => "---").join("|")}|`)
for (const path of PAGES)
  for (const m of MEASURES) {
    const cells = builds.map(b => {
      const xs = results[path][b.name].map(r => r[m])
      return `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}-${Math.round(Math.max(...xs))})`
    })
    console.log(`| ${path} | ${m} | ${cells.join(" | ")} |`)
  }
if (values.json) {
  const { writeFileSync } = await import("node:fs")
  writeFileSync(values.json, JSON.stringify({ runs: RUNS, cpu: CPU, builds, results }, null, 2))
}
