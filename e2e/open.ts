import { test, type Locator, type Page, type Response } from "@playwright/test"

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

/**
 * Clicks a link far down a page once it is on screen and still. Cards and sections are laid out only near the screen
 * (content-visibility: auto), so a jump to a link below a list lays out the cards above it in the next frame and moves
 * it; click() checks that the element is still before its own scroll, so its click could land where the link was.
 * Scrolling first lets that check see the move.
 */
export async function clickSettled(link: Locator): Promise<void> {
  await link.scrollIntoViewIfNeeded()
  await link.click()
}

/** The entry that fills the most of a template's optional parts (ties: the first in the site's order). */
export function richest<T>(entries: T[], score: (entry: T) => number): T {
  if (entries.length === 0) throw new Error(`no entries to choose from`)
  return entries.reduce((best, entry) => (score(entry) > score(best) ? entry : best))
}
