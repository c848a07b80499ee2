/**
 * The content check, the fast path from an editor's change to the live site:
 *
 *   npm run check:content
 *
 * 1. validates data/ (npm run validate),
 * 2. builds the site (gatsby build; fast with Gatsby's cache from an earlier build),
 * 3. checks every built page on scripts/serve.mjs under the real public/_headers: it answers 200, the console stays
 *    clean, every internal link and image on it resolves; and runs axe (WCAG 2.1 A/AA) on the pages that show the
 *    data that changed since the base commit (e2e/content-check/changed-pages.ts).
 *
 * The base: $CONTENT_BASE, else the merge-base with origin/main, else HEAD~1. Without git or a base commit (a
 * shallow single-commit clone), axe runs on every page. CONTENT_CHECK_AXE=all forces axe everywhere;
 * CONTENT_CHECK_SKIP_BUILD=1 checks the existing public/. Exits 1 when anything fails, with a summary an editor
 * can read at the end of the log.
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { join } from "node:path"

import { makePlan, type Plan } from "../e2e/content-check/plan"

const ROOT = join(__dirname, "..")
const RESULTS = join(ROOT, "test-results", "content-check")
const started = Date.now()
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`

interface Step {
  name: string
  ok: boolean
  time: string
  detail?: string
}
const steps: Step[] = []

/** Runs a tool of node_modules/.bin (npm run puts it on the PATH, and editor-changes.mjs does for its copy). */
function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${name}: ${[command, ...args].join(" ")}\n`)
  const t = Date.now()
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } })
  const ok = result.status === 0
  steps.push({ name, ok, time: seconds(t), detail: ok ? undefined : (result.error?.message ?? `exit ${result.status ?? result.signal}`) })
  return ok
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

interface Failure {
  title: string
  message: string
}

/** Failed tests from Playwright's JSON report, with the first lines of their error. */
function failuresOf(report: { suites?: unknown[]; errors?: { message?: string }[] }): { passed: number; failures: Failure[] } {
  const failures: Failure[] = []
  let passed = 0
  type Suite = { specs?: { title: string; tests: { status: string; results: { error?: { message?: string } }[] }[] }[]; suites?: Suite[] }
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === "expected" || t.status === "flaky") passed++
        else if (t.status === "unexpected") {
          const message = (t.results.at(-1)?.error?.message ?? "failed").replace(/\u001b\[[0-9;]*m/g, "") // eslint-disable-line no-control-regex -- strips the terminal colours of the message
          failures.push({
            title: spec.title,
            message: message
              .split("\n")
              .filter(l => l.trim())
              .slice(0, 12)
              .join("\n"),
          })
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of (report.suites ?? []) as Suite[]) walk(suite)
  for (const error of report.errors ?? [])
    failures.push({ title: "(outside the tests)", message: (error.message ?? "").split("\n").slice(0, 8).join("\n") })
  return { passed, failures }
}

function describePlan(plan: Plan): string[] {
  const lines = [`Pages checked: ${plan.pages.length} (every page of the build).`]
  if (plan.base) lines.push(`Data compared with ${plan.base.ref.slice(0, 10)} (${plan.base.how}): ${plan.impacts.length} changed file(s).`)
  for (const impact of plan.impacts) {
    const pages = impact.pages === "all" ? "every page" : impact.pages.join(", ")
    lines.push(`  ${impact.file} (${impact.why}) → ${pages}`)
  }
  lines.push(`axe runs on ${plan.axe.length === plan.pages.length ? "every page" : `${plan.axe.length} page(s)`}: ${plan.axeReason}.`)
  return lines
}

async function main(): Promise<void> {
  mkdirSync(RESULTS, { recursive: true })
  let plan: Plan | null = null
  let checked: { passed: number; failures: Failure[] } | null = null

  if (run("validate", "npm", ["run", "--silent", "validate"])) {
    const built = process.env.CONTENT_CHECK_SKIP_BUILD === "1" || run("build", "gatsby", ["build"], { GATSBY_TELEMETRY_DISABLED: "1" })
    if (built) {
      plan = makePlan(ROOT)
      const planFile = join(RESULTS, "plan.json")
      writeFileSync(planFile, JSON.stringify(plan, null, 2))
      console.log(`\n${describePlan(plan).join("\n")}`)
      const reportFile = join(RESULTS, "report.json")
      writeFileSync(reportFile, "{}")
      run("page check", "playwright", ["test", "--config", "e2e/content-check/playwright.config.ts"], {
        CONTENT_CHECK_PLAN: planFile,
        CONTENT_CHECK_PORT: String(await freePort()),
      })
      try {
        checked = failuresOf(JSON.parse(readFileSync(reportFile, "utf8")))
      } catch {
        checked = { passed: 0, failures: [{ title: "(report)", message: `no Playwright report at ${reportFile}` }] }
      }
    }
  }

  // Summary for the CI log ----------------------------------------------------------------------------------------
  const ok = steps.every(s => s.ok) && !!checked && checked.failures.length === 0
  console.log(`\n── Content check ${"─".repeat(56)}`)
  for (const step of steps)
    console.log(`  ${step.ok ? "✔" : "✖"} ${step.name.padEnd(11)} ${step.time.padStart(8)}${step.detail ? `  ${step.detail}` : ""}`)
  if (plan) for (const line of describePlan(plan)) console.log(`  ${line}`)
  if (checked) {
    console.log(`  ${checked.passed} check(s) passed, ${checked.failures.length} failed.`)
    for (const f of checked.failures) console.log(`\n  ✖ ${f.title}\n${f.message.replace(/^/gm, "      ")}`)
  }
  const failedStep = steps.find(s => !s.ok)
  if (failedStep?.name === "validate")
    console.log(`\n  The content has mistakes: the list above (npm run validate) names each file and field.`)
  if (failedStep?.name === "build") console.log(`\n  The build failed: its error is in the log above.`)
  console.log(`\n${ok ? "Content check passed" : "Content check FAILED"} in ${seconds(started)}.`)
  process.exit(ok ? 0 : 1)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
