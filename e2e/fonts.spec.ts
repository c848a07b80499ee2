import { test, expect } from "./fixtures"
import { entries, newestFirst, pathOf } from "./content"
import { localizedPath } from "../src/node/content-model"

/**
 * The web fonts load after the first paint (they would compete with the hero image), so the first paint
 * uses the fallback faces and the fonts swap in later. "Oswald Fallback" and "Inter Fallback" are sized to
 * the web fonts (src/styles/global.css), so the swap must not move anything: here the fonts arrive a second
 * late and every layout shift is summed.
 */
// English pages, and Hindi ones (their Devanagari is the device's own face; Oswald swaps in for Latin in headings).
const ENGLISH = [
  `/`,
  `/contact`,
  `/services`,
  entries(`games`).map(g => pathOf(`games`, g.slug))[0],
  newestFirst(`news`).map(n => pathOf(`news`, n.slug))[0],
]
const PAGES = [...ENGLISH, ...[`/`, `/contact`, `/services`].map(p => localizedPath(p, `hi`))]
const FONT = /\.woff2?$/

for (const path of PAGES) {
  test(`${path}: nothing shifts when the web fonts arrive late`, async ({ page }) => {
    await page.route(FONT, async route => {
      await new Promise(resolve => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto(path)
    // Wait for every font the page uses to load and swap in (the delayed ones included).
    await page.waitForLoadState(`networkidle`)
    const { shift, loaded } = await page.evaluate(async () => {
      await document.fonts.ready
      await new Promise(resolve => requestAnimationFrame(() => setTimeout(resolve, 100)))
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean }
      const entries: Shift[] = []
      const observer = new PerformanceObserver(list => entries.push(...(list.getEntries() as Shift[])))
      observer.observe({ type: `layout-shift`, buffered: true }) // buffered: every shift since navigation
      await new Promise(resolve => setTimeout(resolve, 300))
      observer.disconnect()
      return {
        shift: entries.filter(e => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0),
        loaded: [...document.fonts].filter(f => f.status === `loaded`).map(f => `${f.family} ${f.weight}`),
      }
    })
    // The test means something only if the late fonts did arrive and swap in.
    expect(loaded).toEqual(expect.arrayContaining([`Oswald 600`]))
    expect(shift).toBeLessThan(0.01)
  })
}
