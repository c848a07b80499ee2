/**
 * The content manager at /admin/ under the site's real headers (public/_headers, applied by
 * scripts/serve.mjs --headers as Cloudflare Pages applies them): it gets its own Content-Security-Policy
 * (src/node/admin/admin-csp.ts) instead of the public pages', and works under it.
 *
 * REQUIRES: E2E_HEADERS=1 and a build with public/admin/ (left out of a run without E2E_HEADERS).
 *
 *   E2E_HEADERS=1 npx playwright test e2e/admin.spec.ts
 *
 * Offline: every request that leaves 127.0.0.1 fails as a network error, which is not a policy violation;
 * anything the policy refuses is reported by the browser before a request is made.
 */
import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import net from "net"
import os from "os"
import path from "path"
import { expect, test, type BrowserContext, type Page } from "@playwright/test"
import { adminCsp, adminPaths } from "../src/node/admin/admin-csp"
import { buildAdmin } from "../src/node/admin/build-admin"
import { cmsBackendFromEnv } from "../src/node/admin/cms-backend"
import { buildRules, extractInlineContent, renderHeaders } from "../src/node/headers"
import { watchCsp } from "./csp-watch"
import { entries } from "./content"

const PUBLIC_DIR = path.resolve(process.env.E2E_DIR || `public`)
const ADMIN = `/admin/`

// Untagged, so it runs once (the desktop project): the CMS is a desktop tool.
test.beforeEach(async ({ context }) => {
  await offline(context)
})

async function offline(context: BrowserContext) {
  await context.route(
    url => url.hostname !== `127.0.0.1`,
    route => route.abort(`internetdisconnected`),
  )
}

/** The CMS's first screen: its login, or (no repository configured) the admin page's message saying so. */
async function firstScreen(page: Page) {
  const login = page.getByRole(`button`, { name: /log ?in/i })
  const notConfigured = page.getByRole(`heading`, { name: /not connected yet/i })
  await expect(login.or(notConfigured).first()).toBeVisible({ timeout: 30_000 })
}

const ROOT = path.join(__dirname, `..`)
const children: ChildProcess[] = []

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on(`error`, reject)
    server.listen(0, `127.0.0.1`, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function start(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; ready: RegExp }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: [`ignore`, `pipe`, `pipe`],
    })
    children.push(child)
    let output = ``
    const timer = setTimeout(() => reject(new Error(`${args[0]} did not start:\n${output}`)), 20_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (options.ready.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on(`data`, onData)
    child.stderr!.on(`data`, onData)
  })
}

test.afterAll(() => {
  for (const child of children.splice(0)) child.kill()
})

/**
 * A build with CMS_REPO set, as the live site is built: this admin page and the build's real public/_headers,
 * served under those headers. Returns the admin's address.
 */
async function serveLiveAdmin(tmp: string): Promise<string> {
  const www = path.join(tmp, `www`)
  await buildAdmin({ root: ROOT, outDir: path.join(www, `admin`), backend: cmsBackendFromEnv({ CMS_REPO: `acme/site` }) })
  fs.copyFileSync(path.join(PUBLIC_DIR, `_headers`), path.join(www, `_headers`))
  const port = await freePort()
  await start([path.join(ROOT, `scripts/serve.mjs`), `--dir`, www, `--port`, String(port), `--headers`], { cwd: ROOT, ready: /Serving/ })
  return `http://127.0.0.1:${port}/admin/`
}

const directives = (policy: string) => Object.fromEntries(policy.split(`; `).map(d => [d.split(` `)[0], d.split(` `).slice(1)]))

test(`the build publishes the content manager`, () => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, `admin`, `index.html`)), `no admin page in ${PUBLIC_DIR}/admin/`).toBe(true)
})

test(`/admin/ of the test build (no CMS_REPO) shows what to configure with zero policy violations`, async ({ page }) => {
  const csp = await watchCsp(page)
  const response = await page.goto(ADMIN)
  expect(response!.status()).toBe(200)
  expect(directives(response!.headers()[`content-security-policy`])[`script-src`]).toContain(`'unsafe-eval'`)
  await firstScreen(page)
  // Without CMS_REPO the page's one script starts nothing (e2e/admin-published.spec.ts): by the load event that
  // page.goto waited for, everything it loads has loaded.
  expect(await csp.violations()).toEqual([])
})

test.describe(`a live build's admin (CMS_REPO set)`, () => {
  let tmp = ``
  let liveAdmin = ``
  test.beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `admin-live-`))
    liveAdmin = await serveLiveAdmin(tmp)
  })
  test.afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  test(`/admin/ shows the CMS's login with zero policy violations`, async ({ page }) => {
    const csp = await watchCsp(page)
    const pageErrors: string[] = []
    page.on(`pageerror`, error => pageErrors.push(error.message))

    const response = await page.goto(liveAdmin)
    expect(response!.status()).toBe(200)
    const policy = response!.headers()[`content-security-policy`]
    expect(policy.match(/default-src/g), `one policy, not the site's joined to the admin's`).toHaveLength(1)
    expect(directives(policy)[`script-src`]).toContain(`'unsafe-eval'`)

    await expect(page.getByRole(`button`, { name: /Login with GitHub/i })).toBeVisible({ timeout: 30_000 })
    await page.waitForLoadState(`networkidle`)
    await expect(page.getByText(/Error loading the CMS configuration/i)).toHaveCount(0)
    expect(await csp.violations()).toEqual([])
    expect(pageErrors.filter(message => /EvalError|Content Security Policy/.test(message))).toEqual([])
  })

  test(`the CMS still needs 'unsafe-eval': without it, it stops at an EvalError (drop it from src/node/admin/admin-csp.ts the day this fails)`, async ({
    page,
  }) => {
    await page.route(
      url => url.pathname === `/admin/`,
      async route => {
        const response = await route.fetch()
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)),
        )
        headers[`content-security-policy`] = headers[`content-security-policy`].replace(` 'unsafe-eval'`, ``)
        await route.fulfill({ status: response.status(), headers, body: await response.body() })
      },
    )
    const csp = await watchCsp(page)
    await page.goto(liveAdmin)
    await expect
      .poll(async () => (await csp.violations()).filter(v => /^event: script-src blocked eval/.test(v)), {
        timeout: 30_000,
        message: `an eval the policy refused`,
      })
      .not.toEqual([])
  })
})

test(`/admin (no slash) and the admin's files carry the admin policy; the public pages allow no eval`, async ({ page }) => {
  const adminPolicy = (await page.request.get(ADMIN)).headers()[`content-security-policy`]
  for (const p of [`/admin`, `/admin/config.yml`]) {
    const response = await page.request.get(p, { maxRedirects: 0 })
    expect(response.headers()[`content-security-policy`], p).toBe(adminPolicy)
  }
  const pagePolicy = (await page.request.get(`/`)).headers()[`content-security-policy`]
  // The admin policy allows no hash of the site's pages, and the pages' policy knows nothing of the admin's.
  for (const hash of pagePolicy.match(/'sha256-[^']+'/g) ?? []) expect(adminPolicy).not.toContain(hash)
  for (const p of [`/`, `/about`, `/contact`, `/no-such-page`, `/game/no-such-game`]) {
    const policy = (await page.request.get(p)).headers()[`content-security-policy`]
    expect(policy, p).toBeTruthy()
    // WebAssembly only (the site search: 'wasm-unsafe-eval'), never eval of script text.
    expect(directives(policy)[`script-src`], p).not.toContain(`'unsafe-eval'`)
    expect(directives(policy)[`connect-src`], p).not.toContain(`https://api.github.com`)
  }
})

/**
 * Past the login: the editor, its preview pane and its media library under the same policy (the function in
 * src/node/admin/admin-csp.ts, pointed at a decap-server on a free port), on a copy of data/, as e2e/cms.spec.ts
 * sets it up. This is where the CMS loads entries, pictures (blob: URLs) and the preview frame.
 */
test.describe(`the editor under the admin policy`, () => {
  test.describe.configure({ mode: `serial` })
  let tmp = ``
  let adminUrl = ``

  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(120_000)

    tmp = fs.mkdtempSync(path.join(os.tmpdir(), `admin-csp-`))
    const site = path.join(tmp, `site`)
    fs.cpSync(path.join(ROOT, `data`), path.join(site, `data`), { recursive: true })
    const backendPort = await freePort()
    const localBackendUrl = `http://127.0.0.1:${backendPort}/api/v1`
    await start([require.resolve(`decap-server/dist/index.js`)], {
      cwd: site,
      // BIND_HOST: decap-server otherwise listens on every interface, unauthenticated.
      env: { PORT: String(backendPort), BIND_HOST: `127.0.0.1`, MODE: `fs`, GIT_REPO_DIRECTORY: site },
      ready: /listening on 127\.0\.0\.1/,
    })
    const www = path.join(tmp, `www`)
    await buildAdmin({ root: ROOT, outDir: path.join(www, `admin`), backend: null, localBackendUrl })
    // As the post-build step makes it (src/node/post-build/), for this admin page and this local backend.
    const inlineScripts = extractInlineContent(fs.readFileSync(path.join(www, `admin`, `index.html`), `utf8`)).scripts
    const policy = adminCsp({ localBackendUrl, inlineScripts })
    fs.writeFileSync(
      path.join(www, `_headers`),
      renderHeaders(buildRules({ pages: [], sections: [{ paths: adminPaths(), policy, comment: `admin` }] })),
    )
    const webPort = await freePort()
    await start([path.join(ROOT, `scripts/serve.mjs`), `--dir`, www, `--port`, String(webPort), `--headers`], {
      cwd: ROOT,
      ready: /Serving/,
    })
    adminUrl = `http://127.0.0.1:${webPort}/admin/`
  })

  test.afterAll(() => {
    for (const child of children) child.kill()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  test(`an entry, its preview and the media library open with zero policy violations`, async ({ page }) => {
    test.setTimeout(120_000)
    const csp = await watchCsp(page)
    const response = await page.goto(adminUrl)
    expect(response!.headers()[`content-security-policy`]).toContain(`'unsafe-eval'`)
    await page.getByRole(`button`, { name: `Login` }).click()
    await page.getByRole(`link`, { name: `Games`, exact: true }).first().click()
    // A game from data/ whose title is no part of another game's, so that the list finds it by name.
    const games = entries<{ title: string }>(`games`)
    const game = games.find(g => !games.some(other => other !== g && other.title.includes(g.title))) ?? games[0]
    await page
      .getByRole(`link`, { name: new RegExp(game.title.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)) })
      .first()
      .click()
    // English and Hindi side by side: the English form comes first.
    await expect(page.getByLabel(`Title`, { exact: true }).first()).toHaveValue(game.title, { timeout: 30_000 })
    // The preview takes the Hindi form's place.
    await page.getByRole(`button`, { name: `Toggle preview` }).click()
    await expect(page.frameLocator(`#preview-pane`).getByRole(`heading`, { level: 1 })).toHaveText(game.title)
    // The entry's picture, loaded through the backend and shown from a blob: URL.
    await expect.poll(() => page.locator(`img[src^="blob:"], img[src^="data:"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0)
    const inEditor = await csp.violations()
    // A new entry's media library (a fresh document: the violations so far are kept above).
    await page.goto(`${adminUrl}#/collections/news/new`)
    await page.getByRole(`button`, { name: `Choose an image` }).click()
    await expect(page.getByRole(`button`, { name: /Choose selected/i })).toBeVisible()
    // Its pictures, fetched through the backend and shown from blob: URLs, are what the policy must allow: wait
    // until each has loaded (a refused one never does), not for an idle network, which the editor need not reach.
    const pictures = page.getByRole(`dialog`).locator(`img`)
    await expect
      .poll(() => pictures.evaluateAll(imgs => imgs.length > 0 && imgs.every(img => (img as HTMLImageElement).naturalWidth > 0)), {
        timeout: 30_000,
      })
      .toBe(true)
    expect([...inEditor, ...(await csp.violations())]).toEqual([])
  })
})
