import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { entries, newestFirst, pathOf } from "./content"
import { localizedPath } from "../src/node/content-model"

/**
 * The web fonts load after the first paint (they would compete with the hero image), so the first paint
 * uses the fallback faces and the fonts swap in later. "Oswald Fallback", "Inter Fallback" (src/styles/global.css)
 * and "Devanagari Fallback" (src/styles/devanagari.css) are sized to the web fonts, so the swap must not move
 * anything: here the fonts arrive a second late and every layout shift is summed.
 */
// English pages, and Hindi ones (Oswald swaps in for Latin in headings, Noto Sans Devanagari for the Devanagari).
const ENGLISH = [
  `/`,
  `/contact`,
  `/services`,
  entries(`games`).map(g => pathOf(`games`, g.slug))[0],
  newestFirst(`news`).map(n => pathOf(`news`, n.slug))[0],
]
const HINDI = [`/`, `/contact`, `/services`, ENGLISH[3]].map(p => localizedPath(p, `hi`))
const PAGES = [...ENGLISH, ...HINDI]
const DEVANAGARI = [`Noto Sans Devanagari Web 400`, `Noto Sans Devanagari Web 700`]
const FONT = /\.woff2?$/

/** Waits until every face of the page's web-font list (src/components/layout/web-fonts.tsx) has loaded and swapped in. */
const webFontsIn = (page: Page) =>
  page.waitForFunction(
    () => {
      const listed = JSON.parse(document.getElementById(`web-fonts`)!.textContent!) as { family: string; weight: string }[]
      const loaded = [...document.fonts].filter(f => f.status === `loaded`).map(f => `${f.family.replace(/"/g, ``)} ${f.weight}`)
      return listed.every(f => loaded.includes(`${f.family} ${f.weight}`))
    },
    undefined,
    { timeout: 20_000 },
  )

for (const path of PAGES) {
  test(`${path}: nothing shifts when the web fonts arrive late`, async ({ page }) => {
    await page.route(FONT, async route => {
      await new Promise(resolve => setTimeout(resolve, 1000))
      await route.continue()
    })
    await page.goto(path)
    // Wait for every font the page uses to load and swap in (the delayed ones included).
    await page.waitForLoadState(`networkidle`)
    await webFontsIn(page)
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
        loaded: [...document.fonts].filter(f => f.status === `loaded`).map(f => `${f.family.replace(/"/g, ``)} ${f.weight}`),
      }
    })
    // The test means something only if the late fonts did arrive and swap in.
    expect(loaded).toEqual(expect.arrayContaining([`Oswald 600`, ...(HINDI.includes(path) ? DEVANAGARI : [])]))
    expect(shift).toBeLessThan(0.01)
  })
}

// Bytes of web fonts per page: 73 KB of Latin on English pages; Hindi pages add the Devanagari faces, within 150 KB
// in all. Either way every font is requested after the first paint, and the Devanagari files only on Hindi pages.
const BUDGET = { en: 80_000, hi: 150_000 }
for (const path of [ENGLISH[0], ENGLISH[3], HINDI[0], HINDI[3]]) {
  const hindi = HINDI.includes(path)
  test(`${path}: web fonts within ${hindi ? `150` : `80`} KB, after the first paint`, async ({ page }) => {
    const loading: Promise<{ url: string; bytes: number }>[] = []
    page.on(`response`, response => {
      if (FONT.test(new URL(response.url()).pathname))
        loading.push(response.body().then(body => ({ url: response.url(), bytes: body.length })))
    })
    await page.goto(path)
    await webFontsIn(page)
    await page.waitForLoadState(`networkidle`)
    const { paint, starts } = await page.evaluate(async () => ({
      // The first paint's time ("first-paint", which can come before "first-contentful-paint"), from the buffered
      // paint entries, waiting for it if the browser has not reported it yet.
      paint: await new Promise<number>(resolve =>
        new PerformanceObserver(list => resolve(Math.min(...list.getEntries().map(e => e.startTime)))).observe({
          type: `paint`,
          buffered: true,
        }),
      ),
      starts: performance
        .getEntriesByType(`resource`)
        .filter(e => /\.woff2?$/.test(new URL(e.name).pathname))
        .map(e => e.startTime),
    }))
    const fonts = await Promise.all(loading)
    test
      .info()
      .annotations.push({ type: `font bytes`, description: `${fonts.reduce((sum, f) => sum + f.bytes, 0)} in ${fonts.length} files` })
    expect(fonts.length).toBeGreaterThan(0)
    expect(fonts.some(f => /devanagari/.test(f.url))).toBe(hindi)
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(BUDGET[hindi ? `hi` : `en`])
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint)
  })
}
