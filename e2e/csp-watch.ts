import type { Page } from "@playwright/test"

export interface CspWatch {
  /** Every violation reported so far, one line each. */
  violations: () => Promise<string[]>
  /** What was reported since the last call (in this document and the console): for a test that visits many pages. */
  take: () => Promise<string[]>
}

/**
 * Records Content-Security-Policy violations from the page's own `securitypolicyviolation` events (in every
 * document it loads) and from the browser's "Content Security Policy" console lines.
 */
export async function watchCsp(page: Page): Promise<CspWatch> {
  const consoleLines: string[] = []
  page.on(`console`, message => {
    if (message.text().includes(`Content Security Policy`)) consoleLines.push(`console: ${message.text()}`)
  })
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] }
    w.__cspViolations = []
    document.addEventListener(`securitypolicyviolation`, event => {
      w.__cspViolations.push(
        `event: ${event.effectiveDirective} blocked ${event.blockedURI || `(inline)`} at ${event.sourceFile}:${event.lineNumber}` +
          (event.sample ? ` sample "${event.sample}"` : ``),
      )
    })
  })
  return {
    violations: async () => {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      return [...events, ...consoleLines]
    },
    take: async () => {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? [])
      return [...events, ...consoleLines.splice(0)]
    },
  }
}
