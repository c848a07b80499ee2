import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { expect, test, visit } from "./fixtures"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { allRoutes, DATA_DIR, entries } from "./content"
import { dataFile } from "../src/node/data-files"
import { fallbackTexts, unmarkedFallbacks } from "./fallbacks"
import { collections, defaultLocale, entryRoute, locales, localizedPath, patternFolder } from "../src/node/content-model"

// Every route of the site in every other language, from the content model and data/: the twin answers, says its
// language, lists its alternates, links back, reads in its script and passes axe. Once per route, at desktop
// width (the mobile header's switch is tested below), so the suite grows by one visit per page.
const OTHER_LOCALES = locales.filter(l => l !== defaultLocale)
const SCRIPT: Record<string, RegExp> = { hi: /[\u0900-\u097F]/g }
/** Matches a text with at least one letter of the language's script (no g flag: a retrying assertion reuses it). */
const inScript = (locale: string): RegExp => new RegExp(SCRIPT[locale].source)

/** English entries without a translation yet: their pages show the English (an editor may publish in English first). */
const untranslatedPages = (locale: (typeof OTHER_LOCALES)[number]) =>
  new Set(
    collections
      .filter(c => c.pages)
      .flatMap(c =>
        entries(c.dir)
          .filter(e => !existsSync(join(DATA_DIR, dataFile(`${c.dir}/${e.slug}`, locale))))
          .map(e => entryRoute(c.dir, e.slug)),
      ),
  )

/** Letters of the page's main text: in the page's script, and in Latin outside marked lang="en" fallbacks. */
async function letters(page: Page): Promise<{ script: number; latin: number; sample: string }> {
  return page.evaluate(pattern => {
    const main = document.querySelector("main") ?? document.body
    let script = 0
    let latin = 0
    const unmarked: string[] = []
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement!
      if (el.closest("[lang='en'], script, style, [aria-hidden='true']")) continue
      const text = node.textContent ?? ""
      script += (text.match(new RegExp(pattern, "g")) ?? []).length
      const latinHere = (text.match(/[A-Za-z]/g) ?? []).length
      latin += latinHere
      if (latinHere > 0) unmarked.push(text.trim())
    }
    return { script, latin, sample: unmarked.join(" | ").slice(0, 300) }
  }, SCRIPT.hi.source)
}

for (const locale of OTHER_LOCALES) {
  test.describe(`${locale}: every page has its twin`, () => {
    test.skip(({ isMobile }) => isMobile, "once per route; the mobile switch is tested below")
    const fallbacks = fallbackTexts(locale)
    for (const english of allRoutes()) {
      const path = localizedPath(english, locale)
      test(`${path}`, async ({ page }) => {
        test.setTimeout(60_000)
        const response = await visit(page, path)
        expect(response?.status()).toBe(200)
        expect(await page.locator("html").getAttribute("lang")).toBe(locale)

        // Pages kept out of search (the template demos) list no alternates; every other page lists both twins.
        const alternates = await page
          .locator("link[rel=alternate][hreflang]")
          .evaluateAll(links => Object.fromEntries(links.map(l => [l.getAttribute("hreflang"), new URL(l.getAttribute("href")!).pathname])))
        const noindex = (await page.locator(`meta[name="robots"][content*="noindex"]`).count()) > 0
        expect(alternates).toEqual(noindex ? {} : { [defaultLocale]: english, [locale]: path, "x-default": english })

        // The switch leads to the English twin, and names its language in that language.
        const toEnglish = page.locator(`header a[hreflang="${defaultLocale}"]`)
        await expect(toEnglish).toHaveAttribute("href", english)
        await expect(toEnglish).toHaveAttribute("lang", defaultLocale)

        if (!untranslatedPages(locale).has(english)) {
          const { script, latin, sample } = await letters(page)
          expect(script, "the page's main text is in its script").toBeGreaterThan(latin * 4)
          expect(latin, `unmarked Latin text: ${sample}`).toBeLessThan(Math.max(80, script / 10))
        }

        // Texts shown in English for want of a translation (as the build computes them from data/) are marked
        // lang="en", and whatever is marked lang="en" is English.
        const { notEnglish, unmarked } = await unmarkedFallbacks(page, fallbacks)
        expect(notEnglish, "marked lang=en but not English").toEqual([])
        expect(unmarked, "shown in English but not marked lang=en").toEqual([])

        const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()
        expect(axe.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)).toEqual([])
      })
    }
  })

  test.describe(`${locale}: switching and not-found`, () => {
    test("the switch reaches the twin by keyboard, both ways, on a phone and a desktop", async ({ page, isMobile }) => {
      const english = entryRoute(
        "games",
        allRoutes()
          .find(r => r.startsWith(entryRoute("games", "")))!
          .split("/")
          .pop()!,
      )
      await visit(page, english)
      if (isMobile) await page.getByText("Menu", { exact: true }).click()
      const toLocale = page.locator(`header a[hreflang="${locale}"]`)
      await toLocale.focus()
      await page.keyboard.press("Enter")
      await expect(page).toHaveURL(new RegExp(`${localizedPath(english, locale)}$`))
      await expect(page.locator("html")).toHaveAttribute("lang", locale)
    })

    test("an unknown id of each collection answers 404 with the collection's text in the language", async ({ page }) => {
      for (const { dir, pages } of collections.filter(c => c.pages?.notFound && patternFolder(c.pages))) {
        const englishPage = await page.request.get(entryRoute(dir, "no-such-entry"))
        expect(englishPage.status()).toBe(404)
        await visit(page, entryRoute(dir, "no-such-entry", locale))
        // The static host answers with the site's 404 page, which the runtime replaces with the collection's own
        // not-found page once the scripts run: wait for it rather than read the first heading that shows.
        await expect(page.getByRole("heading", { level: 1 }), `${pages!.notFound} not-found title in ${locale}`).toHaveText(
          inScript(locale),
        )
      }
    })

    test("an unknown address offers both languages", async ({ page }) => {
      const response = await visit(page, `/${locale}/no-such-page`)
      expect(response?.status()).toBe(404)
      await expect(page.locator(`main a[hreflang="${defaultLocale}"]`)).toHaveAttribute("href", "/")
      await expect(page.locator(`main a[hreflang="${locale}"]`)).toHaveAttribute("href", `/${locale}`)
      // The language's 404 page takes over every unknown address under its prefix once the scripts run.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(inScript(locale))
    })
  })
}
