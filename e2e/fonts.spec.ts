import { createHash } from "node:crypto"
import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { entries, newestFirst, pathOf } from "./content"
import { localizedPath } from "../src/node/content-model"

/**
 * The web fonts load after the first paint (they would compete with the hero image), so the first paint
 * uses the fallback faces and the fonts swap in later. "Oswald Fallback", "Inter Fallback" (src/styles/global.css)
 * and "Devanagari Fallback" (src/styles/devanagari.css) are sized to the web fonts, so the swap must not move
 * anything: here the fonts arrive a second late and every layout shift is summed.
 *
 * Hindi pages take Noto Sans Devanagari from the device where it is installed (Android and Linux ship it, and so
 * does this machine: fonts-noto-core) and download it only where it is not. Each Hindi check runs both ways: as the
 * device is, and as a device without the installed copy, played by renaming the page's local() sources for the
 * web family (withoutInstalledDevanagari) so that the browser finds none, as an iPhone or a Windows PC would.
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
const DEVANAGARI_FAMILY = `Noto Sans Devanagari Web`
const DEVANAGARI = [`400`, `700`].map(weight => `${DEVANAGARI_FAMILY} ${weight}`)
const FONT = /\.woff2?$/

/** How a Hindi page is checked: as this machine is (the face installed), and as a device without it. */
type Device = `as installed` | `without the installed face`
const DEVICES: Device[] = [`as installed`, `without the installed face`]
/** Each path once, a Hindi one once per device. */
type Run = { path: string; device: Device | null }
const runsOf = (paths: string[]): Run[] =>
  paths.flatMap((path): Run[] => (HINDI.includes(path) ? DEVICES.map(device => ({ path, device })) : [{ path, device: null }]))

/**
 * Renames the local() sources of the page's @font-face rules for the Devanagari web family, so none is found.
 * The rules are in an inline <style>, which the Content-Security-Policy (under E2E_HEADERS=1) allows by its
 * hash: the changed style's hash takes the old one's place in the policy, so the rest of the policy still holds.
 */
async function withoutInstalledDevanagari(page: Page) {
  const hash = (text: string) => `'sha256-${createHash(`sha256`).update(text, `utf8`).digest(`base64`)}'`
  await page.route(`**/*`, async route => {
    if (route.request().resourceType() !== `document`) return route.fallback()
    const response = await route.fetch()
    const html = await response.text()
    const rules = new RegExp(`@font-face\\s*\\{[^}]*font-family:\\s*"?${DEVANAGARI_FAMILY}"?;[^}]*\\}`, `g`)
    const headers = { ...response.headers() }
    const body = html.replace(/(<style[^>]*>)([\s\S]*?)(<\/style>)/g, (whole, open: string, css: string, close: string) => {
      const changed = css.replace(rules, rule => rule.replace(/local\("/g, `local("Absent `))
      if (changed === css) return whole
      if (headers[`content-security-policy`])
        headers[`content-security-policy`] = headers[`content-security-policy`].replace(hash(css), hash(changed))
      return open + changed + close
    })
    expect(body, `the page declares no local() face for ${DEVANAGARI_FAMILY}`).not.toBe(html)
    await route.fulfill({ response, body, headers })
  })
}

/** The weights of the Devanagari web family whose local() face this device lacks (its CSS face failed to load). */
const missingDevanagari = (page: Page) =>
  page.evaluate(
    family => [...document.fonts].filter(f => f.family.replace(/"/g, ``) === family && f.status === `error`).map(f => f.weight),
    DEVANAGARI_FAMILY,
  )

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

for (const { path, device } of runsOf(PAGES)) {
  test(`${path}${device ? ` (${device})` : ``}: nothing shifts when the web fonts arrive late`, async ({ page }) => {
    if (device === `without the installed face`) await withoutInstalledDevanagari(page)
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
    // The test means something only if the late fonts did arrive and swap in (or, for Devanagari on a device
    // that has it, if the installed face was taken).
    expect(loaded).toEqual(expect.arrayContaining([`Oswald 600`, ...(device ? DEVANAGARI : [])]))
    if (device === `without the installed face`) expect(await missingDevanagari(page)).toEqual([`400`, `700`])
    expect(shift).toBeLessThan(0.01)
  })
}

// Bytes of web fonts per page: 73 KB of Latin on English pages; Hindi pages add the Devanagari faces, within 150 KB
// in all. Either way every font is requested after the first paint, and the Devanagari files only on Hindi pages.
const BUDGET = { en: 80_000, hi: 150_000 }
for (const { path, device } of runsOf([ENGLISH[0], ENGLISH[3], HINDI[0], HINDI[3]])) {
  const hindi = device !== null
  test(`${path}${device ? ` (${device})` : ``}: web fonts within ${hindi ? `150` : `80`} KB, after the first paint`, async ({ page }) => {
    if (device === `without the installed face`) await withoutInstalledDevanagari(page)
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
    // Devanagari files: never on an English page; on a Hindi page, one per weight the device lacks.
    const missing = hindi ? await missingDevanagari(page) : []
    if (device === `without the installed face`) expect(missing).toEqual([`400`, `700`])
    expect(fonts.filter(f => /devanagari/.test(f.url))).toHaveLength(missing.length)
    expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(BUDGET[hindi ? `hi` : `en`])
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint)
  })
}
