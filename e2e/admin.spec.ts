/**
 * The content manager at /admin/ under the site's real headers (public/_headers, applied by
 * scripts/serve.mjs --headers as Cloudflare Pages applies them): it gets its own Content-Security-Policy
 * (src/node/admin-csp.ts) instead of the public pages', and works under it.
 *
 * REQUIRES: E2E_HEADERS=1 and a build with public/admin/ (skipped without E2E_HEADERS).
 *
 *   E2E_HEADERS=1 npx playwright test e2e/admin.spec.ts
 *
 * Offline: every request that leaves 127.0.0.1 fails as a network error, which is not a policy violation;
 * anything the policy refuses is reported by the browser before a request is made.
 */
import fs from "fs"
import path from "path"
import { expect, test, type BrowserContext, type Page } from "@playwright/test"
import { watchCsp } from "./csp-watch"

test.skip(process.env.E2E_HEADERS !== `1`, `needs E2E_HEADERS=1 (serve.mjs --headers)`)

const PUBLIC_DIR = path.resolve(process.env.E2E_DIR || `public`)
const ADMIN = `/admin/`

test.beforeEach(async ({ context }, testInfo) => {
  test.skip(testInfo.project.name !== `desktop`, `one browser is enough: the CMS is a desktop tool`)
  await offline(context)
})

async function offline(context: BrowserContext) {
  await context.route(
    url => url.hostname !== `127.0.0.1`,
    route => route.abort(`internetdisconnected`),
  )
}

/** The CMS's first screen: its login, or (no repository configured) its message saying so. */
async function firstScreen(page: Page) {
  const login = page.getByRole(`button`, { name: /log ?in/i })
  const notConfigured = page.getByText(/not configured/i)
  await expect(login.or(notConfigured).first()).toBeVisible({ timeout: 30_000 })
}

const directives = (policy: string) => Object.fromEntries(policy.split(`; `).map(d => [d.split(` `)[0], d.split(` `).slice(1)]))

test(`the build publishes the content manager`, () => {
  expect(fs.existsSync(path.join(PUBLIC_DIR, `admin`, `index.html`)), `no admin page in ${PUBLIC_DIR}/admin/`).toBe(true)
})

test(`/admin/ shows the CMS's first screen with zero policy violations`, async ({ page }) => {
  const csp = await watchCsp(page)
  const pageErrors: string[] = []
  page.on(`pageerror`, error => pageErrors.push(error.message))

  const response = await page.goto(ADMIN)
  expect(response!.status()).toBe(200)
  const policy = response!.headers()[`content-security-policy`]
  expect(policy.match(/default-src/g), `one policy, not the site's joined to the admin's`).toHaveLength(1)
  expect(directives(policy)[`script-src`]).toContain(`'unsafe-eval'`)

  await firstScreen(page)
  await page.waitForLoadState(`networkidle`)
  await expect(page.getByText(/Error loading the CMS configuration/i)).toHaveCount(0)
  expect(await csp.violations()).toEqual([])
  expect(pageErrors.filter(message => /EvalError|Content Security Policy/.test(message))).toEqual([])
})

test(`the CMS still needs 'unsafe-eval': without it, it stops at an EvalError (drop it from src/node/admin-csp.ts the day this fails)`, async ({ page }) => {
  await page.route(
    url => url.pathname === ADMIN,
    async route => {
      const response = await route.fetch()
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-(encoding|length)$/i.test(name)))
      headers[`content-security-policy`] = headers[`content-security-policy`].replace(` 'unsafe-eval'`, ``)
      await route.fulfill({ status: response.status(), headers, body: await response.body() })
    },
  )
  const csp = await watchCsp(page)
  await page.goto(ADMIN)
  await expect
    .poll(async () => (await csp.violations()).filter(v => /^event: script-src blocked eval/.test(v)), { timeout: 30_000, message: `an eval the policy refused` })
    .not.toEqual([])
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
    expect(policy, p).not.toContain(`unsafe-eval`)
    expect(directives(policy)[`connect-src`], p).not.toContain(`https://api.github.com`)
  }
})
