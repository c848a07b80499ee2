/**
 * A page translated by the browser (Chrome's translate, or any extension that rewrites text) keeps its words and
 * its controls. Translation wraps every text node in <font> elements; done before hydration, React finds markup it
 * did not write, reports a recoverable error and renders the page afresh, which must show all of it; done after,
 * React's later updates to wrapped text must not throw (e2e/translate.ts does the wrapping).
 */
import type { Page } from "@playwright/test"
import { expect, test, type ConsoleGuard } from "./fixtures"
import { entries, newestFirst, translationOf } from "./content"
import { open } from "./open"
import { missingWords, openTranslatedBeforeHydration, textOnScreen, translateText } from "./translate"
import { builtPages, pagesToMeasure } from "../scripts/lighthouse-pages"
import { localizedPath } from "../src/shared/routes"
import { BLOG_PAGE, GALLERY_PAGE } from "../src/shared/lists"

// React's recoverable hydration errors (text did not match, the root renders afresh): the expected outcome of a page
// whose text was rewritten before the scripts ran, not a failure.
const HYDRATION_MISMATCH = /Minified React error #(418|423|425)\b|Hydration failed|There was an error while hydrating/

// One page of every template and page component, in both languages, from the build (so it follows the content).
const pages = pagesToMeasure(builtPages(process.env.E2E_DIR || `public`))

test.describe(`translated before the scripts run`, () => {
  for (const path of pages)
    test(`${path} keeps every word on screen`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(HYDRATION_MISMATCH)
      const before = await openTranslatedBeforeHydration(page, path)
      const after = await page.evaluate(textOnScreen)
      expect(before.length).toBeGreaterThan(200)
      expect(missingWords(before, after), `words on screen before the scripts ran, gone after`).toEqual([])
    })
})

/** Opens a path, lets it hydrate, then translates it as a visitor's "Translate this page" does. */
async function openAndTranslate(page: Page, path: string, guard: ConsoleGuard): Promise<void> {
  await open(page, path)
  // Wrapped text that React later rewrites may log nothing; what must never happen is an uncaught error, which the
  // console guard fails the test on (pageerror), and a blank page, which each test checks.
  guard.allow(/^$/)
  expect(await page.evaluate(translateText)).toBeGreaterThan(10)
}

const bodyText = (page: Page) => page.evaluate(() => document.body.innerText.trim().length)

test.describe(`translated after hydration, the controls keep working`, () => {
  test(`the phone menu, the SPORTS menu and the language switch`, { tag: `@phone-only` }, async ({ page, consoleGuard }) => {
    await openAndTranslate(page, `/`, consoleGuard)
    const banner = page.getByRole(`banner`)
    const menu = banner.locator(`summary`).first()
    await menu.click()
    await expect(page.locator(`#main-navigation`)).toBeVisible()
    const sports = page.locator(`#main-navigation summary`)
    await sports.click()
    await expect(page.locator(`#sports-menu a`).first()).toBeVisible()
    await sports.click()
    await expect(page.locator(`#sports-menu a`).first()).toBeHidden()
    await page.locator(`#main-navigation a[hreflang="hi"]`).click()
    await expect(page).toHaveURL(/\/hi\/?$/)
    await expect(page.locator(`html`)).toHaveAttribute(`lang`, `hi`)
    expect(await bodyText(page)).toBeGreaterThan(500)
  })

  test(`the SPORTS menu on a wide screen, and the carousel`, async ({ page, consoleGuard }) => {
    await openAndTranslate(page, `/`, consoleGuard)
    await page.locator(`#main-navigation summary`).click()
    await expect(page.locator(`#sports-menu a`).first()).toBeVisible()
    await page.keyboard.press(`Escape`)
    await expect(page.locator(`#sports-menu a`).first()).toBeHidden()
    const slide = page.locator(`[aria-roledescription="slide"][data-active="true"]`)
    const first = await slide.getAttribute(`aria-label`)
    await page.getByRole(`button`, { name: /next/i }).first().click()
    await expect(slide).not.toHaveAttribute(`aria-label`, first ?? ``)
    await page
      .getByRole(`button`, { name: /previous/i })
      .first()
      .click()
    await expect(slide).toHaveAttribute(`aria-label`, first ?? ``)
    await page.getByRole(`button`, { name: /slide show/i }).click()
    await expect(page.getByRole(`button`, { name: /slide show/i })).toBeVisible()
    expect(await bodyText(page)).toBeGreaterThan(500)
  })

  test(`the gallery dialog`, async ({ page, consoleGuard }) => {
    // The dialog steps through the pictures of the page it opened from: the gallery's first GALLERY_PAGE.
    const gallery = entries<{ title: string }>(`gallery`).slice(0, GALLERY_PAGE)
    await openAndTranslate(page, `/gallery`, consoleGuard)
    await page.locator(`#grid a`).first().click()
    const dialog = page.getByRole(`dialog`)
    await expect(dialog).toBeVisible()
    // The translation wraps the dialog's text as it appears; the next picture's title and place must still show.
    await page.evaluate(translateText)
    const title = dialog.getByRole(`heading`)
    const first = await title.textContent()
    if (gallery.length > 1) {
      await dialog.getByRole(`button`, { name: /next/i }).click()
      await expect(dialog.getByText(`2 of ${gallery.length}`)).toBeVisible()
      await expect(title).not.toHaveText(first ?? ``)
      await expect(dialog.getByText(`1 of ${gallery.length}`)).toHaveCount(0)
    }
    await page.keyboard.press(`Escape`)
    await expect(dialog).toBeHidden()
    expect(await bodyText(page)).toBeGreaterThan(300)
  })

  for (const locale of [`en`, `hi`] as const)
    test(`the blog's text box (${locale})`, async ({ page, consoleGuard }) => {
      await openAndTranslate(page, localizedPath(`/blog`, locale), consoleGuard)
      const articles = page.locator(`main article`)
      const all = await articles.count()
      const status = page.locator(`main [role="status"]`)
      const countIn = async () => Number((await status.textContent())?.match(/\d+/)?.[0])
      expect(await countIn()).toBe(all)
      // The count follows the text box's search, though its first text was wrapped by the translation.
      await page.locator(`#blog-search`).fill(`zzzz-no-such-post`)
      await expect(articles).toHaveCount(0)
      await expect.poll(countIn).toBe(0)
      await page.locator(`#blog-search`).fill(``)
      await expect(articles).toHaveCount(all)
      await expect.poll(countIn).toBe(all)
      const newest = newestFirst<{ title: string; date: string }>(`blog`)[0]
      await page.locator(`#blog-search`).fill(translationOf<{ title: string }>(`blog`, newest.slug, locale).title ?? newest.title)
      // The results have come when their excerpts mark the words found (the page's own list marks none); the
      // status counts them all, the list shows the first BLOG_PAGE.
      await expect(page.locator(`main article mark`).first()).toBeVisible()
      await expect.poll(async () => Math.min(await countIn(), BLOG_PAGE) - (await articles.count())).toBe(0)
      expect(await bodyText(page)).toBeGreaterThan(300)
    })
})
