import { join } from "node:path"

import { defineConfig } from "@playwright/test"

import baseConfig from "../../playwright.config"

// `npm run bench:interactions`: how fast the site answers a tap at 4x CPU slowdown (interactions.spec.ts). A
// measurement, like `npm run lighthouse`, not part of `npm test`: its figures depend on the machine and on what
// else runs, so it runs alone, one test at a time, with no retry, and reports every latency it read.
const port = Number(process.env.INTERACTIONS_PORT || 9332)
const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
  testDir: `.`,
  outputDir: `../../test-results/interactions/artifacts`,
  forbidOnly: !!process.env.CI,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[`list`], [`json`, { outputFile: `../../test-results/interactions/report.json` }]],
  use: { ...baseConfig.use, baseURL, trace: `off` },
  projects: baseConfig.projects,
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --headers${process.env.E2E_DIR ? ` --dir ${JSON.stringify(process.env.E2E_DIR)}` : ``}`,
    cwd: join(__dirname, `..`, `..`),
    url: baseURL,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
