import { join } from "node:path"

import { defineConfig } from "@playwright/test"

import baseConfig from "../../playwright.config"

// `npm run check:content` (scripts/check-content.ts): a fast check of every built page after a content change,
// at desktop width, under the real public/_headers. The port comes from the script (a free one), and an existing
// server on it is never reused: this must test this checkout's public/, not another build.
const port = Number(process.env.CONTENT_CHECK_PORT || 9331)
const baseURL = `http://127.0.0.1:${port}`
const dir = process.env.E2E_DIR ? ` --dir ${JSON.stringify(process.env.E2E_DIR)}` : ``

export default defineConfig({
  testDir: `.`,
  outputDir: `../../test-results/content-check/artifacts`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Two workers on two cores, each with one reused tab (pages.spec.ts): the check is bound by the CPU, not by
  // waiting. Measured 2026-11-24 on the 128 pages: 86 s with two workers, 88 s with three, 92 s with four; with a
  // new tab per page it took 175 s (two workers) and 189 s (four).
  workers: Number(process.env.CONTENT_CHECK_WORKERS || 2),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [[`list`], [`json`, { outputFile: `../../test-results/content-check/report.json` }]],
  use: {
    ...baseConfig.use,
    baseURL,
    trace: `off`,
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --headers${dir}`,
    cwd: join(__dirname, `..`, `..`),
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: `pipe`,
    stderr: `pipe`,
  },
})
