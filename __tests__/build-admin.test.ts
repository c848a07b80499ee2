/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import YAML from "yaml"
import { buildAdmin } from "../src/node/admin/build-admin"
import { cmsBackendFromEnv } from "../src/node/admin/cms-backend"
import { collections } from "../src/shared/content-model"

const ROOT = path.join(__dirname, "..")
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "admin-test-"))
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

const files = (dir: string) => (fs.readdirSync(dir, { recursive: true }) as string[]).map(f => f.split(path.sep).join("/"))
const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8")

describe("the admin page of a build with CMS_REPO=acme/site", () => {
  const out = path.join(tmp, "live", "admin")
  beforeAll(
    () =>
      buildAdmin({ root: ROOT, outDir: out, backend: cmsBackendFromEnv({ CMS_REPO: "acme/site", CMS_AUTH_URL: "https://auth.acme.dev" }) }),
    60_000,
  )

  test("publishes the repository, branch and sign-in service in config.yml, and no local backend", () => {
    const config = YAML.parse(read(out, "config.yml"))
    expect(config.backend).toEqual({ name: "github", repo: "acme/site", branch: "main", base_url: "https://auth.acme.dev" })
    expect(config).not.toHaveProperty("local_backend")
    expect(config.collections.map((c: { name: string }) => c.name)).toEqual([...collections.map(c => c.dir), "home", "site", "pages"])
  })

  test("index.html names one deferred script of its own that starts the CMS bundle, which exists", () => {
    const html = read(out, "index.html")
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(m => m[1])
    expect(scripts).toHaveLength(1)
    const src = scripts[0].match(/src="\/admin\/(cms-\w+\.js)"/)![1]
    const decap = scripts[0].match(/data-decap="\/admin\/([^"]+)"/)![1]
    expect(scripts[0]).toMatch(/\bdefer\b/)
    expect(files(out)).toEqual(expect.arrayContaining([src, decap, "config.yml", "admin.css"]))
    expect(decap).toMatch(/^vendor\/decap-cms-\d+\.\d+\.\d+\/decap-cms\.js$/)
    expect(html).not.toMatch(/<script>|<style|\sstyle=/) // nothing inline: the admin's CSP allows files only
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//) // nothing from a CDN
    expect(html).not.toMatch(/data-not-configured/)
    expect(html).toMatch(/Starting the content manager/)
  })

  test("ships no source maps and no reference to one", () => {
    expect(files(out).filter(f => f.endsWith(".map"))).toEqual([])
    const js = files(out).filter(f => f.endsWith(".js"))
    expect(js.filter(f => /\/\/# sourceMappingURL=/.test(read(out, f)))).toEqual([])
  })

  test("keeps React out of its own script: previews render with the CMS's React", () => {
    const own = files(out).find(f => /^cms-\w+\.js$/.test(f))!
    expect(read(out, own)).not.toMatch(/react\.production|__SECRET_INTERNALS|ReactCurrentOwner/)
  })
})

describe("the admin page of a build without CMS_REPO", () => {
  const out = path.join(tmp, "none", "admin")
  beforeAll(() => buildAdmin({ root: ROOT, outDir: out, backend: null, pathPrefix: "/site" }), 60_000)

  test("says the live backend is not configured and which variables to set", () => {
    const html = read(out, "index.html")
    expect(html).toMatch(/data-not-configured/)
    expect(html).toMatch(/not connected yet/)
    for (const name of ["CMS_REPO", "CMS_BRANCH", "CMS_AUTH_URL", "docs/deploying.md"]) expect(html).toContain(name)
  })

  test("still carries its script and configuration, under the path prefix", () => {
    const html = read(out, "index.html")
    expect(html).toMatch(/<script src="\/site\/admin\/cms-\w+\.js"/)
    expect(html).toContain('href="/site/admin/config.yml"')
    expect(YAML.parse(read(out, "config.yml")).backend).toEqual({ name: "github", branch: "main" })
  })
})

describe("the admin page of `npm run cms`", () => {
  test("edits through the local backend", async () => {
    const out = path.join(tmp, "local", "admin")
    await buildAdmin({ root: ROOT, outDir: out, backend: null, localBackendUrl: "http://127.0.0.1:9999/api/v1" })
    expect(YAML.parse(read(out, "config.yml")).local_backend).toEqual({ url: "http://127.0.0.1:9999/api/v1" })
    expect(read(out, "index.html")).not.toMatch(/data-not-configured/)
  }, 60_000)
})
