/**
 * @jest-environment node
 */
// The GitHub Actions workflow runs .ci/run itself for code changes (so the two cannot drift), takes the
// content-only path for changes under data/, and publishes only main, only after a green check.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { parse } from "yaml"

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
  env?: Record<string, unknown>
  if?: string
}
interface Job {
  needs?: string | string[]
  if?: string
  container?: string | { image: string }
  permissions?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, { branches?: string[] } | { cron: string }[] | null> & {
    push?: { branches?: string[] }
    schedule?: { cron: string }[]
  }
  jobs: Record<string, Job>
}

const ROOT = join(__dirname, "..")
const workflow = parse(readFileSync(join(ROOT, ".github/workflows/deploy.yml"), "utf8")) as Workflow
const ciRun = readFileSync(join(ROOT, ".ci/run"), "utf8")

const uses = (step: Step, action: string) => (step.uses ?? "").split("@")[0] === action
const image = (job: Job) => (typeof job.container === "string" ? job.container : job.container?.image)

const jobsWith = (predicate: (step: Step) => boolean) => Object.entries(workflow.jobs).filter(([, job]) => job.steps.some(predicate))

const onlyMain = (job: Job) => {
  const condition = (job.if ?? "").replace(/\s+/g, " ")
  return condition.includes("github.ref == 'refs/heads/main'") && condition.includes("github.event_name == 'push'")
}

/** Every job a job waits for, directly or through others. */
function allNeeds(name: string, seen = new Set<string>()): Set<string> {
  const needs = workflow.jobs[name].needs ?? []
  for (const need of Array.isArray(needs) ? needs : [needs]) {
    if (!seen.has(need)) {
      seen.add(need)
      allNeeds(need, seen)
    }
  }
  return seen
}

const testJobs = jobsWith(step => /^\.ci\/run$/m.test(step.run ?? ""))

test("runs on pushes to main and on pull requests", () => {
  expect(workflow.on.push?.branches).toEqual(["main"])
  expect(Object.keys(workflow.on)).toContain("pull_request")
})

test(".ci/run installs the machine's packages and runs npm test; the workflow's check job runs .ci/run itself", () => {
  expect(ciRun).toMatch(/^\.ci\/system-deps$/m)
  expect(ciRun).toMatch(/^npm test\b/m)
  expect(testJobs).toHaveLength(1)
  const [, job] = testJobs[0]
  expect(image(job)).toMatch(/^(?:node:20|debian:)/) // Debian's chromium package, as .ci/system-deps expects
})

test("rebuilds and publishes every day at midnight in India (events move to past on the day), by the content path", () => {
  expect(workflow.on.schedule).toEqual([{ cron: "30 18 * * *" }])
  const [, job] = testJobs[0]
  const scope = job.steps.find(step => /change-scope/.test(step.run ?? ""))!
  expect(scope.run).toMatch(/"\$EVENT" = schedule \]; then\s+echo "scope=content"/)
  for (const name of ["build-pages", "deploy"]) expect(workflow.jobs[name].if).toContain("github.event_name == 'schedule'")
})

test("a content-only change takes the fast path, anything else the whole suite", () => {
  const [, job] = testJobs[0]
  const scope = job.steps.find(step => /change-scope/.test(step.run ?? ""))!
  const whole = job.steps.find(step => /^\.ci\/run$/m.test(step.run ?? ""))!
  const content = job.steps.find(step => /npm run check:content/.test(step.run ?? ""))!
  expect(scope).toBeDefined()
  expect(whole.if?.replace(/\s+/g, "")).toBe("steps.scope.outputs.scope!='content'") // unknown means the whole suite
  expect(content.if?.replace(/\s+/g, "")).toBe("steps.scope.outputs.scope=='content'")
  expect(job.steps.find(step => uses(step, "actions/checkout"))!.with?.["fetch-depth"]).toBe(0)
})

test("every job that runs commands uses Node 20", () => {
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (!job.steps.some(step => step.run)) continue
    const versions = [
      ...job.steps.filter(step => uses(step, "actions/setup-node")).map(step => String(step.with?.["node-version"])),
      ...(image(job)
        ?.match(/^node:(\d+)/)
        ?.slice(1) ?? []),
    ]
    expect({ name, versions }).toEqual({ name, versions: expect.arrayContaining(["20"]) })
    expect({ name, versions: versions.filter(v => !/^20(?:\.|$)/.test(v)) }).toEqual({ name, versions: [] })
  }
})

test("the test job restores .cache and public before it builds", () => {
  const [, job] = testJobs[0]
  const cacheIndex = job.steps.findIndex(step => uses(step, "actions/cache"))
  const testIndex = job.steps.findIndex(step => /^\.ci\/run$/m.test(step.run ?? ""))
  expect(cacheIndex).toBeGreaterThanOrEqual(0)
  expect(cacheIndex).toBeLessThan(testIndex)

  const cache = job.steps[cacheIndex].with!
  const paths = String(cache.path)
    .split("\n")
    .map(p => p.trim())
    .filter(Boolean)
  expect(paths).toEqual(expect.arrayContaining([".cache", "public"]))
  const key = String(cache.key)
  expect(key).toContain("hashFiles('package-lock.json')")
  expect(key).toMatch(/hashFiles\([^)]*'data\/\*\*'/)
  expect(key).toMatch(/hashFiles\([^)]*'src\/\*\*'/)
  expect(String(cache["restore-keys"] ?? "").trim()).not.toBe("")
})

test("public/ is published to GitHub Pages from main only, after the tests pass", () => {
  const uploads = jobsWith(step => uses(step, "actions/upload-pages-artifact"))
  const deploys = jobsWith(step => uses(step, "actions/deploy-pages"))
  expect(uploads).toHaveLength(1)
  expect(deploys).toHaveLength(1)

  const [uploadName, uploadJob] = uploads[0]
  const [deployName, deployJob] = deploys[0]
  expect(uploadJob.steps.find(step => uses(step, "actions/upload-pages-artifact"))!.with?.path).toBe("public")
  expect(onlyMain(uploadJob)).toBe(true)
  expect(onlyMain(deployJob)).toBe(true)

  expect(allNeeds(uploadName)).toContain(testJobs[0][0])
  expect(allNeeds(deployName)).toContain(uploadName)
  expect(deployJob.permissions).toMatchObject({ pages: "write", "id-token": "write" })
  // Nothing else in the workflow may write to Pages.
  for (const [name, job] of Object.entries(workflow.jobs)) {
    if (name !== deployName) expect({ name, pages: job.permissions?.pages }).not.toEqual({ name, pages: "write" })
  }
})

test("the Pages build honours the path prefix of a project page", () => {
  const [, job] = jobsWith(step => uses(step, "actions/upload-pages-artifact"))[0]
  const build = job.steps.find(step => /gatsby build/.test(step.run ?? ""))!
  expect(build.run).toMatch(/gatsby build --prefix-paths/)
  expect(String(build.env?.PATH_PREFIX)).toMatch(/\$\{\{.*base_path.*\}\}/)
  expect(String(build.env?.SITE_URL)).toContain("vars.SITE_URL")
})

test("the Pages build takes the content manager's backend from repository variables", () => {
  const [, job] = jobsWith(step => uses(step, "actions/upload-pages-artifact"))[0]
  const build = job.steps.find(step => /gatsby build/.test(step.run ?? ""))!
  for (const name of ["CMS_REPO", "CMS_BRANCH", "CMS_AUTH_URL"]) expect(String(build.env?.[name])).toContain(`vars.${name}`)
})
