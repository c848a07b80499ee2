import { test as base, expect, type Page, type Response } from "@playwright/test"

export { expect }

/** WCAG 2.1 A and AA: what an editor's change must keep (the content check, e2e/content-check/pages.spec.ts). */
export const WCAG_TAGS = [`wcag2a`, `wcag2aa`, `wcag21a`, `wcag21aa`]

/**
 * What the full suite checks every page and state against: WCAG 2.1 A and AA, and axe's best practices (unique
 * landmarks, one main, headings in order, all content inside landmarks…), which a screen reader's user meets as
 * much as the WCAG rules. The content check keeps to WCAG_TAGS, so advice never holds back an editor's publish.
 */
export const AXE_TAGS = [...WCAG_TAGS, `best-practice`]

interface Problem {
  kind: `console.error` | `pageerror`
  text: string
  url: string
}

export interface ConsoleGuard {
  /** Everything caught so far, formatted for a failure message. */
  readonly problems: () => string[]
  /** Accept console errors matching this pattern for the rest of the test (say why at the call). */
  allow: (pattern: RegExp) => void
  /**
   * Hands over what was caught since the last call, formatted, and stops reporting it itself: for a test that
   * visits many pages on one browser page and names the page of each problem (e2e/site-sweep.spec.ts).
   */
  take: () => string[]
}

const NOT_FOUND = /^Failed to load resource: the server responded with a status of 404/

const pathOf = (url: string): string => {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** Gatsby fetches /page-data/<path>/page-data.json for the path it was opened on. */
const pageDataPathFor = (documentPath: string): string => {
  const trimmed = documentPath.replace(/\/+$/, ``)
  return `/page-data/${trimmed === `` ? `index` : trimmed.replace(/^\//, ``)}/page-data.json`
}

/**
 * Every test gets a guard, automatically, that fails it on any console error or uncaught
 * page error (React's hydration errors #418/#423/#425 arrive as page errors).
 *
 * Two 404s are the host working as designed, not errors: the document itself when a test
 * opens an unknown path on purpose, and Gatsby's probe for that path's page-data.json before it
 * falls back to a match-path page or the 404 page.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page }, use) => {
      const problems: Problem[] = []
      const allowed: RegExp[] = []
      const notFoundDocuments = new Set<string>()

      page.on(`console`, message => {
        if (message.type() !== `error`) return
        problems.push({ kind: `console.error`, text: message.text(), url: message.location().url })
      })
      page.on(`pageerror`, error => {
        problems.push({ kind: `pageerror`, text: String(error.stack || error), url: page.url() })
      })
      page.on(`response`, (response: Response) => {
        if (response.status() !== 404) return
        if (!response.request().isNavigationRequest() || response.frame() !== page.mainFrame()) return
        notFoundDocuments.add(pathOf(response.url()))
      })

      const expectedNotFound = (problem: Problem): boolean => {
        if (problem.kind !== `console.error` || !NOT_FOUND.test(problem.text)) return false
        const path = pathOf(problem.url)
        return [...notFoundDocuments].some(doc => path === doc || path === pageDataPathFor(doc))
      }
      let taken = 0
      const unexpected = (from = taken): Problem[] =>
        problems.slice(from).filter(p => !expectedNotFound(p) && !allowed.some(re => re.test(p.text)))
      const format = (p: Problem): string => `${p.kind}: ${p.text}${p.url ? ` (${p.url})` : ``}`
      const take = (): string[] => {
        const found = unexpected()
        taken = problems.length
        return found.map(format)
      }

      await use({ problems: () => unexpected().map(format), allow: re => void allowed.push(re), take })

      expect(unexpected().map(format), `console errors and page errors during the test`).toEqual([])
    },
    { auto: true },
  ],
})

/**
 * Opens a path and waits until the network is quiet, so hydration (and any error it logs) has
 * happened before the test ends.
 */
export async function visit(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path)
  if (!response) throw new Error(`no response for ${path}`)
  await page.waitForLoadState(`networkidle`)
  return response
}

/** Waits until React has hydrated the page: gatsby-browser.tsx marks <html data-hydrated> after the first render. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator(`html[data-hydrated]`).waitFor({ state: `attached` })
}

/**
 * Opens a path and waits until React has hydrated it, so its handlers answer (a keypress before that would be
 * lost) and any hydration error has been logged. With JavaScript off, use visit: nothing hydrates.
 */
export async function visitHydrated(page: Page, path: string): Promise<Response> {
  const response = await page.goto(path)
  if (!response) throw new Error(`no response for ${path}`)
  await hydrated(page)
  return response
}
