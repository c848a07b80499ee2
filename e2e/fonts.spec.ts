import { createHash } from "node:crypto"
import type { Page } from "@playwright/test"
import { test, expect } from "./fixtures"
import { entries, pathOf } from "./content"
import { localizedPath } from "../src/shared/content-model"

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
// The web-font list is per language (src/components/layout/web-fonts.tsx): Latin faces on English pages, Oswald and
// Noto Sans Devanagari on Hindi ones. Each language is checked on one page of each kind of template: the home page (a
// fixed page, its hero set in the display face) and the game template (the detail pages' shell). Every other page
// takes the same faces through the same loader (src/boot/start-scripts.js) and the same fallback faces. Tagged @phone: lines wrap
// differently at 375 px, where a fallback face sized a little off would move more.
const GAME = pathOf(`games`, entries(`games`)[0].slug)
const ENGLISH = [`/`, GAME]
const HINDI = ENGLISH.map(p => localizedPath(p, `hi`))
const PAGES = [...ENGLISH, ...HINDI]
/** Test titles name the kind of page, not the entry (which comes from data/). */
const LABELS = new Map([
  [ENGLISH[0], `English home page`],
  [ENGLISH[1], `English game page`],
  [HINDI[0], `Hindi home page`],
  [HINDI[1], `Hindi game page`],
])
const DEVANAGARI_FAMILY = `Noto Sans Devanagari Web`
const DEVANAGARI = [`400`, `700`].map(weight => `${DEVANAGARI_FAMILY} ${weight}`)
const FONT = /\.woff2?$/

/** How a Hindi page is checked: as this machine is (the face installed), and as a device without it. */
type Device = `as installed` | `without the installed face`
const DEVICES: Device[] = [`as installed`, `without the installed face`]
/** Each path once, a Hindi one once per device; `width` for a run at a phone width of its own. */
type Run = { path: string; device: Device | null; width?: number }
const runsOf = (paths: string[]): Run[] =>
  paths.flatMap((path): Run[] => (HINDI.includes(path) ? DEVICES.map(device => ({ path, device })) : [{ path, device: null }]))
/**
 * Lighthouse's phone, 412 px wide: the home hero's two buttons shared a 380 px row with the fallback face (378.4 px)
 * and not with the web font (380.9 px), so the second one wrapped when the fonts arrived. Lines that are close to
 * full wrap at one width and not at another; this one is measured.
 */
const LIGHTHOUSE_PHONE: Run = { path: ENGLISH[0], device: null, width: 412 }

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

// Bytes of web fonts per page: 73 KB of Latin on English pages; Hindi pages add the Devanagari faces, within 150 KB
// in all. Either way every font is requested after the first paint, and the Devanagari files only on Hindi pages.
const BUDGET = { en: 80_000, hi: 150_000 }

for (const { path, device, width } of [...runsOf(PAGES), LIGHTHOUSE_PHONE]) {
  const hindi = device !== null
  test(
    `${LABELS.get(path)}${device ? ` (${device})` : ``}${width ? ` at ${width} px` : ``}: web fonts within ${hindi ? `150` : `80`} KB after the first paint, and nothing shifts when they arrive late`,
    { tag: width ? `@phone-only` : `@phone` },
    async ({ page }) => {
      if (width) await page.setViewportSize({ width, height: 823 })
      if (device === `without the installed face`) await withoutInstalledDevanagari(page)
      const loading: Promise<{ url: string; bytes: number }>[] = []
      page.on(`response`, response => {
        if (FONT.test(new URL(response.url()).pathname))
          loading.push(response.body().then(body => ({ url: response.url(), bytes: body.length })))
      })
      // Every font file arrives a second late: long after the first paint, so the swap happens on a laid-out page.
      await page.route(FONT, async route => {
        await new Promise(resolve => setTimeout(resolve, 1000))
        await route.continue()
      })
      test.info().annotations.push({ type: `page`, description: path })
      await page.goto(path)
      // Every face of the page's list loaded and added (the delayed ones included), then one frame for the swap.
      await webFontsIn(page)
      const { shifts, loaded, paint, fontFiles } = await page.evaluate(async () => {
        await document.fonts.ready
        await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        /** Every entry of a type since navigation (buffered), gathered for a moment: the browser delivers them later. */
        const entries = async <T extends PerformanceEntry>(type: string) => {
          const found: T[] = []
          const observer = new PerformanceObserver(list => found.push(...(list.getEntries() as T[])))
          observer.observe({ type, buffered: true })
          await new Promise(resolve => setTimeout(resolve, 300))
          observer.disconnect()
          return found
        }
        type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node: Node | null }[] }
        const [shifts, paints] = await Promise.all([entries<Shift>(`layout-shift`), entries<PerformanceEntry>(`paint`)])
        return {
          shifts: shifts
            .filter(e => !e.hadRecentInput)
            .map(e => ({
              at: e.startTime,
              value: e.value,
              header: e.sources.some(source => {
                const element = source.node instanceof Element ? source.node : source.node?.parentElement
                return !!element?.closest(`header`)
              }),
            })),
          loaded: [...document.fonts].filter(f => f.status === `loaded`).map(f => `${f.family.replace(/"/g, ``)} ${f.weight}`),
          // The first paint's time ("first-paint", which can come before "first-contentful-paint").
          paint: Math.min(...paints.map(e => e.startTime)),
          fontFiles: (performance.getEntriesByType(`resource`) as PerformanceResourceTiming[])
            .filter(e => /\.woff2?$/.test(new URL(e.name).pathname))
            .map(e => ({ start: e.startTime, end: e.responseEnd })),
        }
      })
      // The swap can only happen once a font file has arrived; a shift before that is not the fonts' doing. (On a
      // busy machine the first paint can show a partly parsed header whose last links arrive a frame later: about
      // 0.005 at 1280 px, long before any font; the hero and page-wide shifts are e2e/home.spec.ts's.)
      const arrived = Math.min(...fontFiles.map(f => f.end))
      const early = shifts.filter(s => s.at < arrived)
      if (early.length)
        test.info().annotations.push({
          type: `shifts before the fonts arrived`,
          description: early.map(s => `${s.value.toFixed(4)} at ${Math.round(s.at)} ms`).join(`, `),
        })
      const shift = shifts.filter(s => s.at >= arrived).reduce((sum, s) => sum + s.value, 0)
      const starts = fontFiles.map(f => f.start)
      // The test means something only if the late fonts did arrive and swap in (or, for Devanagari on a device
      // that has it, if the installed face was taken).
      expect(loaded).toEqual(expect.arrayContaining([`Oswald 600`, ...(device ? DEVANAGARI : [])]))
      expect(shift).toBeLessThan(0.01)
      // The header's links, set in capitals, have a stand-in face of their own (--font-display-caps): the one sized for
      // mixed text set them 9% wider, and they moved by up to 36 px at 1280 px when the font came.
      expect(shifts.filter(s => s.at >= arrived && s.header).map(s => s.value)).toEqual([])

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
      expect(Number.isFinite(paint), `the first paint was reported`).toBe(true)
      for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint)
    },
  )
}

// Capitals have stand-ins of their own (--font-display-caps, --font-body-caps in src/styles/tokens.css): Oswald's and
// Inter's capitals are narrower than Arial's, so the faces sized on mixed text set labels in capitals 5 to 10% wider,
// and they re-wrapped or moved when the fonts came (the header's links, the contact page's figures at 768 px). Here
// every face and weight that text in capitals falls back to, on a page of each kind that has such labels, sets the
// alphabet in capitals as wide as its web font does, within 3%. The sample is fixed, not the page's text, so an
// editor's wording cannot tip it (single strings vary more: a date is mostly digits, which are wider in Inter).
const CAPITALS = `ABCDEFGHIJKLMNOPQRSTUVWXYZ`
test(`text in capitals falls back to a face as wide as its web font, within 3%`, async ({ page }) => {
  for (const path of [ENGLISH[0], `/about`, `/admissions`, `/contact`]) {
    await page.goto(path)
    await webFontsIn(page)
    const faces = await page.evaluate(sample => {
      const width = (weight: string, family: string) => {
        const probe = document.createElement(`span`)
        probe.textContent = sample
        probe.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 100px ${family}`
        document.body.append(probe)
        const result = probe.getBoundingClientRect().width
        probe.remove()
        return result
      }
      const used = new Map<string, { web: string; standIn: string; weight: string }>()
      for (const element of document.querySelectorAll(`body *`)) {
        const style = getComputedStyle(element)
        const hasText = [...element.childNodes].some(node => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        if (!hasText || style.textTransform !== `uppercase` || !element.getClientRects().length) continue
        const [web, standIn] = style.fontFamily.split(`,`).map(family => family.trim())
        if (/^"?(Oswald|Inter)"?$/.test(web)) used.set(`${standIn} ${style.fontWeight}`, { web, standIn, weight: style.fontWeight })
      }
      return [...used].map(([face, f]) => ({ face, ratio: width(f.weight, f.standIn) / width(f.weight, f.web) }))
    }, CAPITALS)
    expect(faces.length, `${path} has text in capitals`).toBeGreaterThan(0)
    expect(
      faces.filter(f => Math.abs(f.ratio - 1) > 0.03).map(f => `${f.face}: ${f.ratio.toFixed(3)}`),
      path,
    ).toEqual([])
  }
})
