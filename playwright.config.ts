import { defineConfig } from "@playwright/test"

// Browser tests run against the production build in public/, served by scripts/serve.mjs the
// way a static host serves it (unknown paths answer 404.html with status 404).
// E2E_DIR serves another build directory, E2E_PORT moves the port, E2E_HEADERS=1 applies
// public/_headers (for CSP tests).
const CI = !!process.env.CI
const port = Number(process.env.E2E_PORT || 9323)
const baseURL = `http://127.0.0.1:${port}`
const serveArgs = [`--port ${port}`]
if (process.env.E2E_DIR) serveArgs.push(`--dir ${JSON.stringify(process.env.E2E_DIR)}`)
const headers = process.env.E2E_HEADERS === `1`
if (headers) serveArgs.push(`--headers`)

export default defineConfig({
  testDir: `e2e`,
  // e2e/content-check is npm run check:content's own suite, e2e/interactions npm run bench:interactions' (a
  // measurement), each with its own config.
  // csp and admin check the headers of public/_headers: they belong to a run that serves them (E2E_HEADERS=1, as
  // npm test does), and are left out of one that does not, rather than skipped.
  testIgnore: [`**/content-check/**`, `**/interactions/**`, ...(headers ? [] : [`**/csp.spec.ts`, `**/admin.spec.ts`])],
  // Not the default test-results/: Playwright empties its outputDir at start, and
  // scripts/run-tests.mjs keeps jest.json there.
  outputDir: `test-results/playwright-artifacts`,
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // A failed test fails the run: a test that needs a retry is a defect to fix (docs/testing.md).
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [[`list`], [`json`, { outputFile: `test-results/playwright.json` }]],
  use: {
    baseURL,
    browserName: `chromium`,
    trace: `retain-on-first-failure`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || `/usr/bin/chromium`,
      args: [
        `--no-sandbox`,
        `--disable-gpu`,
        `--disable-quic`,
        `--no-first-run`,
        `--disable-background-networking`,
        `--disable-component-update`,
        `--disable-sync`,
      ],
    },
  },
  // One width by default. A test whose code path differs on a phone (the phone menu, touch, a layout that
  // changes) is tagged `@phone` and runs at both widths; `@phone-only` runs at the phone width alone.
  projects: [
    {
      name: `desktop`,
      grepInvert: /@phone-only/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: `mobile`,
      grep: /@phone/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs ${serveArgs.join(` `)}`,
    url: baseURL,
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: `pipe`,
    stderr: `pipe`,
  },
})
