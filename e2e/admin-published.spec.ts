/**
 * The content manager is part of the build the tests run against (plain `gatsby build`, no npm pre-script):
 * /admin/ answers with its page, the page's one script, the Decap bundle it starts and the configuration.
 * The test build has no CMS_REPO, so the page must say so and name what to set; the live-backend state is
 * covered by __tests__/build-admin.test.ts and e2e/admin.spec.ts.
 */
import YAML from "yaml"
import { test, expect } from "./fixtures"
import { collections } from "../src/shared/content-model"

// Untagged, so it runs once (the desktop project): the admin is the same file at every width.
test("/admin/ serves its page, its script, the CMS bundle and a configuration with every collection", async ({ request }) => {
  const page = await request.get(`/admin/`)
  expect(page.status()).toBe(200)
  const html = await page.text()
  const script = html.match(/<script src="([^"]+)" data-decap="([^"]+)" defer><\/script>/)
  expect(script, `one deferred script with data-decap in:\n${html}`).not.toBeNull()
  for (const [url, type] of [
    [script![1], /javascript/],
    [script![2], /javascript/],
  ] as const) {
    const response = await request.get(url)
    expect({ url, status: response.status() }).toEqual({ url, status: 200 })
    expect(response.headers()[`content-type`]).toMatch(type)
  }
  const configHref = html.match(/<link rel="cms-config-url" type="text\/yaml" href="([^"]+)">/)![1]
  const config = YAML.parse(await (await request.get(configHref)).text())
  expect(config.collections.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(collections.map(c => c.dir)))
  expect(config).not.toHaveProperty(`local_backend`)
})

test("without CMS_REPO the admin page says the live backend is not configured and how to configure it", async ({ page }) => {
  await page.goto(`/admin/`)
  await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`The content manager is not connected yet`)
  for (const name of [`CMS_REPO`, `CMS_BRANCH`, `CMS_AUTH_URL`]) await expect(page.getByText(name, { exact: true })).toBeVisible()
  // The CMS was not started: its script (deferred, so it has run by the load event page.goto waits for) added no
  // Decap bundle, and there is no login screen; the page stays as written.
  expect(
    await page.evaluate(() => ({ bundles: document.querySelectorAll(`script:not([data-decap])`).length, cms: `CMS` in window })),
  ).toEqual({
    bundles: 0,
    cms: false,
  })
  await expect(page.getByRole(`button`, { name: /login/i })).toHaveCount(0)
})

test("/admin without the slash reaches the admin page", async ({ page }) => {
  await page.goto(`/admin`)
  await expect(page).toHaveURL(/\/admin\/$/)
  await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
})
