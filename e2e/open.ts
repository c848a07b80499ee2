import { test, type Page, type Response } from "@playwright/test"

import { visitHydrated } from "./fixtures"

export { hydrated } from "./fixtures"

/**
 * Opens a path and waits until React has hydrated it: gatsby-browser.tsx marks <html data-hydrated> once the
 * first render has hydrated (after every component's effects), so the islands answer clicks and keys, and any
 * hydration error has been logged for the console guard (fixtures.ts). An idle network says neither: on a busy
 * machine it can come before hydration, and a page that keeps a request open never gets there.
 */
export async function open(page: Page, path: string): Promise<Response> {
  // Which page it was (the tests choose entries from data/, so a title does not name them).
  test.info().annotations.push({ type: `page`, description: path })
  return visitHydrated(page, path)
}

/** The entry that fills the most of a template's optional parts (ties: the first in the site's order). */
export function richest<T>(entries: T[], score: (entry: T) => number): T {
  if (entries.length === 0) throw new Error(`no entries to choose from`)
  return entries.reduce((best, entry) => (score(entry) > score(best) ? entry : best))
}
