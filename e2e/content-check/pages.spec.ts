import { join } from "node:path"

import AxeBuilder from "@axe-core/playwright"

import type { Page } from "@playwright/test"

import { WCAG_TAGS, expect, test as withConsoleGuard } from "../fixtures"
import { loadPlan } from "./plan"

/**
 * One browser context and one tab per worker, reused from page to page: the pages share the browser's HTTP cache
 * (scripts, fonts, images), as a visitor's browser does, and each test navigates the same tab to its page instead
 * of opening a new one (a new tab costs a new renderer process, on two cores about a third of the run). The console
 * guard of ../fixtures.ts still watches each test: it listens from the test's start, and the test ends only after
 * its page has hydrated.
 */
const test = withConsoleGuard.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${process.env.CONTENT_CHECK_PORT || 9331}`,
        viewport: { width: 1280, height: 800 },
      })
      await use(await context.newPage())
      await context.close()
    },
    { scope: `worker` },
  ],
  page: async ({ sharedPage }, use) => {
    await use(sharedPage)
    await sharedPage.unrouteAll({ behavior: `ignoreErrors` })
  },
})

// `npm run check:content`: every built page answers 200 under the real headers and hydrates with a clean console
// (the fixtures' guard); every internal link and image in the pages' HTML resolves (each URL fetched once); axe
// (WCAG 2.1 A/AA) runs on the pages whose data changed. Desktop width only: the full suite (npm test) covers both
// widths and every behaviour.
const plan = loadPlan(join(__dirname, `..`, `..`))
const axePages = new Set(plan.axe)

test(`every entry of data/ has its page in the build`, () => {
  expect(plan.missing, `pages of data/ entries that the build lacks`).toEqual([])
})

/** Internal links and image URLs in a page's HTML, without fragments (the server-rendered HTML, as links.spec). */
function linksAndImages(html: string, pagePath: string, origin: string): { kind: string; url: string }[] {
  const found: { kind: string; url: string }[] = []
  const add = (kind: string, value: string | undefined) => {
    if (!value) return
    const decoded = value.replace(/&amp;/g, `&`).trim()
    if (!decoded || /^(data|mailto|tel|javascript):/i.test(decoded)) return
    const url = new URL(decoded, `${origin}${pagePath}`)
    if (url.origin !== origin) return
    found.push({ kind, url: url.pathname + url.search })
  }
  const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  const srcset = (kind: string, value: string | undefined) =>
    (value ?? ``)
      .split(`,`)
      .map(part => part.trim().split(/\s+/)[0])
      .forEach(url => add(kind, url))
  for (const [tag] of html.matchAll(/<a\s[^>]*>/g)) add(`link`, attr(tag, `href`))
  for (const [tag] of html.matchAll(/<(img|source)\s[^>]*>/g)) {
    for (const name of [`src`, `data-src`]) add(`image`, attr(tag, name))
    for (const name of [`srcset`, `data-srcset`]) srcset(`image`, attr(tag, name))
  }
  return found
}

test(`every internal link and image on every page resolves`, async ({ request, baseURL }) => {
  test.setTimeout(120_000)
  const origin = new URL(baseURL!).origin
  const referrers = new Map<string, Set<string>>() // "kind url" -> pages
  for (const path of plan.pages) {
    const response = await request.get(path)
    if (response.status() !== 200) continue // the page's own test reports it
    for (const { kind, url } of linksAndImages(await response.text(), path, origin)) {
      const key = `${kind} ${url}`
      if (!referrers.has(key)) referrers.set(key, new Set())
      referrers.get(key)!.add(path)
    }
  }
  const keys = [...referrers.keys()]
  const broken: string[] = []
  const POOL = 16
  for (let i = 0; i < keys.length; i += POOL) {
    await Promise.all(
      keys.slice(i, i + POOL).map(async key => {
        const status = (await request.get(key.slice(key.indexOf(` `) + 1))).status()
        if (status !== 200) {
          const pages = [...referrers.get(key)!]
          broken.push(
            `${key} answers ${status} (on ${pages.slice(0, 3).join(`, `)}${pages.length > 3 ? ` and ${pages.length - 3} more` : ``})`,
          )
        }
      }),
    )
  }
  expect(broken.sort(), `broken internal links and images (${keys.length} checked)`).toEqual([])
})

/** A 1×1 transparent GIF: what the page check gets instead of a photo (the photos' URLs are checked above). */
const PIXEL = Buffer.from(`R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7`, `base64`)
const PHOTO = /\.(avif|webp|jpe?g|png)(\?|$)/

/**
 * Opens a page and waits until it has hydrated (gatsby-browser.tsx marks <html data-hydrated> after every
 * component's first effects): the console guard has seen what hydration logs. Not an idle network, which
 * Gatsby's link prefetching keeps busy for seconds after. Photos are answered with a pixel unless axe runs on
 * the page: decoding them for every page costs the check's two cores time, and every photo's URL is already
 * checked by the test above.
 */
async function visitHydrated(page: Page, path: string, photos: boolean) {
  if (!photos) await page.route(PHOTO, route => route.fulfill({ contentType: `image/gif`, body: PIXEL }))
  const response = await page.goto(path, { waitUntil: `domcontentloaded` })
  if (!response) throw new Error(`no response for ${path}`)
  await page.locator(`html[data-hydrated]`).waitFor({ state: `attached` })
  return response
}

for (const path of plan.pages) {
  test(`${path}${axePages.has(path) ? ` (changed: axe)` : ``}`, async ({ page }) => {
    // axe over a long page with its photos takes most of the 30 s on a busy 2-core runner (home once timed out).
    if (axePages.has(path)) test.slow()
    const response = await visitHydrated(page, path, axePages.has(path))
    expect(response.status(), `HTTP status of ${path}`).toBe(200)
    await expect(page.locator(`h1`).first()).toBeVisible()
    // The console guard of ../fixtures.ts fails the test on any console error or page error.

    if (axePages.has(path)) {
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      const violations = results.violations.map(
        v =>
          `${v.id} (${v.impact}): ${v.help}: ${v.nodes
            .map(n => n.target.join(` `))
            .slice(0, 5)
            .join(`, `)}`,
      )
      expect(violations, `axe (WCAG 2.1 A/AA) on ${path}`).toEqual([])
    }
  })
}
