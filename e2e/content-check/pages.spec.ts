import { join } from "node:path"

import AxeBuilder from "@axe-core/playwright"
import type { APIRequestContext, Page } from "@playwright/test"

import { expect, test, visit } from "../fixtures"
import { loadPlan } from "./plan"

// `npm run check:content`: every built page answers 200 under the real headers, with a clean console (the
// fixtures' guard), and every internal link and image on it resolves; axe (WCAG 2.1 A/AA) runs on the pages whose
// data changed. Desktop width only: the full suite (npm test) covers both widths and every behaviour.
const plan = loadPlan(join(__dirname, `..`, `..`))
const axePages = new Set(plan.axe)
const AXE_TAGS = [`wcag2a`, `wcag2aa`, `wcag21a`, `wcag21aa`]

test(`every entry of data/ has its page in the build`, () => {
  expect(plan.missing, `pages of data/ entries that the build lacks`).toEqual([])
})

/** Status of each internal URL, fetched once per worker: pages share their header, footer and many images. */
const statuses = new Map<string, number>()

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  if (!statuses.has(url)) statuses.set(url, (await request.get(url, { maxRedirects: 5 })).status())
  return statuses.get(url)!
}

/** Internal links and image URLs on the page (after hydration), without fragments. */
async function linksAndImages(page: Page): Promise<{ kind: string; url: string }[]> {
  return page.evaluate(() => {
    const found: { kind: string; url: string }[] = []
    const add = (kind: string, value: string | null) => {
      if (!value || value.startsWith(`data:`)) return
      const url = new URL(value, location.href)
      if (url.origin !== location.origin) return
      url.hash = ``
      found.push({ kind, url: url.pathname + url.search })
    }
    const srcset = (kind: string, value: string | null) =>
      (value ?? ``).split(`,`).map(part => part.trim().split(/\s+/)[0]).forEach(url => add(kind, url))
    document.querySelectorAll(`a[href]`).forEach(a => add(`link`, a.getAttribute(`href`)))
    document.querySelectorAll(`img`).forEach(img => {
      add(`image`, img.getAttribute(`src`))
      srcset(`image`, img.getAttribute(`srcset`))
    })
    document.querySelectorAll(`source[srcset]`).forEach(s => srcset(`image`, s.getAttribute(`srcset`)))
    return found
  })
}

const POOL = 8

for (const path of plan.pages) {
  test(`${path}${axePages.has(path) ? ` (changed: axe)` : ``}`, async ({ page, request }) => {
    const response = await visit(page, path)
    expect(response.status(), `HTTP status of ${path}`).toBe(200)
    await expect(page.locator(`h1`).first()).toBeVisible()

    const targets = [...new Map((await linksAndImages(page)).map(t => [`${t.kind} ${t.url}`, t])).values()]
    const broken: string[] = []
    for (let i = 0; i < targets.length; i += POOL) {
      await Promise.all(
        targets.slice(i, i + POOL).map(async ({ kind, url }) => {
          const status = await statusOf(request, url)
          if (status !== 200) broken.push(`${kind} ${url} answers ${status}`)
        }),
      )
    }
    expect(broken.sort(), `broken internal links and images on ${path}`).toEqual([])

    if (axePages.has(path)) {
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      const violations = results.violations.map(v => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map(n => n.target.join(` `)).slice(0, 5).join(`, `)}`)
      expect(violations, `axe (WCAG 2.1 A/AA) on ${path}`).toEqual([])
    }
  })
}
