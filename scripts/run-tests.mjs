#!/usr/bin/env node
// The whole test run: data validation, lint (ESLint and Prettier), unit tests, production build, the contract
// with the build's output, type check, the W3C HTML checker over the built pages, browser tests. Every stage
// runs even when an earlier one failed, except the stages that need a fresh build. The last line is the test count
// over jest and Playwright together. The editor-changes proof (scripts/editor-changes.mjs) is a step of its own in
// the workflow, after this run: its copy builds once more with every image (minutes, cold), which would double
// the time of every local run.
//
// The build is made from a fixture copy of data/ (scripts/fixture-data.mjs: events dated from today, two projects, a
// result), and the stages after it read that copy too (SITE_DATA_DIR), so every test that needs such entries runs
// whatever the shipped content and the date. A skipped test counts as failed, unless it is a Playwright test tagged
// `@platform` (it needs something of the machine, not of the content). No test is retried.
//
//   N passed, N failed
//
// Exit status is non-zero when any stage or any test failed.
//
//   node scripts/run-tests.mjs [--no-build]
//
// --no-build reuses the build already in public/ instead of running `gatsby build` (and the fixture copy it was made
// from, test-results/fixture-data/, when it is there).
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { parseArgs } from "node:util"

import { FIXTURE_DATA_DIR, makeFixtureData } from "./fixture-data.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
process.chdir(ROOT)

let noBuild
try {
  noBuild = parseArgs({ options: { "no-build": { type: "boolean", default: false } } }).values["no-build"]
} catch (error) {
  console.error(`run-tests: ${error.message}\nusage: node scripts/run-tests.mjs [--no-build]`)
  process.exit(2)
}
const CI = !!process.env.CI

const RESULTS_DIR = "test-results"
const JEST_JSON = join(RESULTS_DIR, "jest.json")
const CONTRACT_JSON = join(RESULTS_DIR, "contract.json")
const PLAYWRIGHT_JSON = join(RESULTS_DIR, "playwright.json") // set in playwright.config.ts

/** @typedef {{ passed: number, failed: number, skipped: string[] }} Counts */
/** @type {{ name: string, status: "passed" | "failed" | "skipped", note: string, seconds: number, counts?: Counts }[]} */
const stages = []

function run(command, commandArgs, env = {}) {
  console.log(`\n\u25b6 ${[command, ...commandArgs].join(" ")}\n`)
  const started = Date.now()
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, ...env } })
  const seconds = (Date.now() - started) / 1000
  if (result.signal === "SIGINT" || result.signal === "SIGTERM") {
    console.error(`\nrun-tests: interrupted (${result.signal})`)
    process.exit(130)
  }
  let note = ""
  if (result.error) note = result.error.message
  else if (result.signal) note = `killed by ${result.signal}`
  else if (result.status !== 0) note = `exit ${result.status}`
  return { ok: !result.error && result.status === 0, note, seconds }
}

function stage(name, command, commandArgs, env) {
  const { ok, note, seconds } = run(command, commandArgs, env)
  const entry = { name, status: ok ? "passed" : "failed", note, seconds }
  stages.push(entry)
  return entry
}

function skip(name, note) {
  stages.push({ name, status: "skipped", note, seconds: 0 })
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return null
  }
}

/** Counts from jest's --json report. A suite that could not run counts as one failed test, a skipped test as failed. */
function jestCounts(report) {
  const brokenSuites = (report.testResults || []).filter(
    suite => suite.status === "failed" && (suite.assertionResults || []).length === 0,
  ).length
  const skipped = (report.testResults || []).flatMap(suite =>
    (suite.assertionResults || [])
      .filter(t => t.status === "pending" || t.status === "todo" || t.status === "skipped")
      .map(t => `${suite.name.replace(`${ROOT}/`, "")} \u203a ${t.fullName}`),
  )
  return {
    passed: report.numPassedTests || 0,
    failed: (report.numFailedTests || 0) + brokenSuites + skipped.length,
    skipped,
    brokenSuites,
  }
}

/**
 * Counts from Playwright's JSON report. Each test is one entry per project: "expected" passed, "unexpected" failed
 * (there are no retries, so no "flaky"), and "skipped" counts as failed unless the test is tagged `@platform`.
 */
function playwrightCounts(report) {
  const skipped = []
  let allowed = 0
  const walk = (suite, titles) => {
    for (const spec of suite.specs || []) {
      for (const t of spec.tests || []) {
        if (t.status !== "skipped") continue
        if ((spec.tags || []).some(tag => tag.replace(/^@/, "") === "platform")) allowed++
        else skipped.push(`[${t.projectName}] ${[...titles, spec.title].filter(Boolean).join(" \u203a ")}`)
      }
    }
    for (const child of suite.suites || []) walk(child, [...titles, child.title])
  }
  for (const suite of report.suites || []) walk(suite, [suite.title])
  const s = report.stats || {}
  return {
    passed: s.expected || 0,
    failed: (s.unexpected || 0) + (s.flaky || 0) + skipped.length,
    skipped,
    platformSkipped: allowed,
    errors: (report.errors || []).length,
  }
}

function main() {
  mkdirSync(RESULTS_DIR, { recursive: true })

  stage("validate", "npm", ["run", "validate"])
  stage("lint", "npm", ["run", "lint"])

  rmSync(JEST_JSON, { force: true })
  const jest = stage("jest", "npx", ["jest", ...(CI ? ["--ci"] : []), "--json", "--outputFile", JEST_JSON])
  const jestReport = readJson(JEST_JSON)
  if (jestReport) {
    jest.counts = jestCounts(jestReport)
    if (jest.counts.brokenSuites) jest.note = [jest.note, `${jest.counts.brokenSuites} suite(s) failed to run`].filter(Boolean).join("; ")
  } else {
    jest.status = "failed"
    jest.note = [jest.note, `no report at ${JEST_JSON}`].filter(Boolean).join("; ")
  }

  // From here on every stage reads the fixture copy of data/ the build is made from (scripts/fixture-data.mjs).
  if (!noBuild) {
    const made = makeFixtureData()
    console.log(`\nfixture data in ${made.out} (today ${made.today}): ${[...made.events, ...made.projects, ...made.results].join(", ")}`)
  }
  if (existsSync(FIXTURE_DATA_DIR)) process.env.SITE_DATA_DIR = FIXTURE_DATA_DIR
  else console.log(`\nrun-tests: no ${FIXTURE_DATA_DIR}: the tests read data/ (run without --no-build to make the fixture build)`)

  // playwright.config.ts serves E2E_DIR instead of public/ when it is set.
  const servedDir = process.env.E2E_DIR || "public"
  let buildReady = true
  if (noBuild) {
    skip("build", `--no-build: using the existing ${servedDir}/`)
    if (!existsSync(join(servedDir, "index.html"))) buildReady = false
  } else {
    // The test build sends the contact form to the local EmailJS mock that e2e/contact.spec.ts starts.
    const build = stage("build", "npx", ["gatsby", "build"], {
      GATSBY_TELEMETRY_DISABLED: "1",
      GATSBY_EMAILJS_ORIGIN: process.env.GATSBY_EMAILJS_ORIGIN || `http://127.0.0.1:${process.env.E2E_EMAILJS_PORT || 9330}`,
    })
    buildReady = build.status === "passed"
  }

  // The contract with Gatsby's output (__tests__/build-output.contract.ts) reads the build just made.
  rmSync(CONTRACT_JSON, { force: true })
  if (buildReady) {
    const contract = stage("contract", "npx", [
      "jest",
      "-c",
      "jest.contract.config.js",
      ...(CI ? ["--ci"] : []),
      "--json",
      "--outputFile",
      CONTRACT_JSON,
    ])
    const contractReport = readJson(CONTRACT_JSON)
    if (contractReport) contract.counts = jestCounts(contractReport)
    else {
      contract.status = "failed"
      contract.note = [contract.note, `no report at ${CONTRACT_JSON}`].filter(Boolean).join("; ")
    }
  } else {
    stages.push({ name: "contract", status: "failed", note: "not run: no build to check", seconds: 0 })
  }

  rmSync(PLAYWRIGHT_JSON, { force: true })
  // After the build, which regenerates src/gatsby-types.d.ts from the current queries.
  stage("typecheck", "npx", ["tsc", "--noEmit"])

  if (buildReady) {
    // Every built page is valid HTML (W3C Nu HTML checker; needs Java, which .ci/run installs).
    stage("html", "npx", ["tsx", "scripts/check-html.ts", "--dir", servedDir])
  } else {
    stages.push({ name: "html", status: "failed", note: "not run: no fresh build to check", seconds: 0 })
  }

  if (!buildReady) {
    // Browser tests against a stale or half-written public/ would report on the wrong site.
    stages.push({
      name: "playwright",
      status: "failed",
      note: noBuild ? `not run: no build in ${servedDir}/ (run without --no-build)` : "not run: the build failed",
      seconds: 0,
    })
  } else {
    // The browser tests run with public/_headers applied, as the host will serve the site: every test works
    // under the real Content-Security-Policy, and e2e/csp.spec.ts checks it route by route.
    // E2E_HEADERS=0 serves without them.
    const pw = stage("playwright", "npx", ["playwright", "test"], { E2E_HEADERS: process.env.E2E_HEADERS ?? "1" })
    const pwReport = readJson(PLAYWRIGHT_JSON)
    if (pwReport) {
      pw.counts = playwrightCounts(pwReport)
      if (pw.counts.errors) pw.note = [pw.note, `${pw.counts.errors} error(s) outside tests`].filter(Boolean).join("; ")
    } else {
      pw.status = "failed"
      pw.note = [pw.note, `no report at ${PLAYWRIGHT_JSON}`].filter(Boolean).join("; ")
    }
  }

  // Summary ---------------------------------------------------------------------------------
  const total = { passed: 0, failed: 0 }
  console.log(`\n\u2500\u2500 Results ${"\u2500".repeat(60)}`)
  for (const s of stages) {
    const parts = []
    if (s.counts) {
      total.passed += s.counts.passed
      total.failed += s.counts.failed
      let tests = `${s.counts.passed} passed, ${s.counts.failed} failed`
      if (s.counts.skipped.length) tests += ` (${s.counts.skipped.length} of them skipped)`
      if (s.counts.platformSkipped) tests += `, ${s.counts.platformSkipped} @platform test(s) not run here`
      parts.push(tests)
    }
    if (s.note) parts.push(s.note)
    const time = s.seconds ? `${s.seconds.toFixed(1)}s` : ""
    console.log(`  ${s.name.padEnd(11)} ${s.status.toUpperCase().padEnd(8)} ${time.padStart(7)}  ${parts.join("; ")}`)
    for (const title of s.counts?.skipped || []) console.log(`      skipped (counted as failed): ${title}`)
  }
  const failedStages = stages.filter(s => s.status === "failed").map(s => s.name)
  if (failedStages.length) console.log(`  failed stages: ${failedStages.join(", ")}`)

  console.log(`${total.passed} passed, ${total.failed} failed`)

  process.exit(failedStages.length || total.failed ? 1 : 0)
}

main()
