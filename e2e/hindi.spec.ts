import { expect, test, visitHydrated } from "./fixtures"
import { allRoutes } from "./content"
import path from "node:path"
import { defaultLocale, entryRoute, locales, localizedPath } from "../src/shared/content-model"
import { uiStrings } from "../src/node/ui-strings"
import { translate } from "../src/shared/locale"

// The language switch, as a visitor uses it. Every page's twin (its answer, language, alternates, switch links,
// text in its script, marked English fallbacks, axe) and every not-found answer in every language are checked
// once each by e2e/site-sweep.spec.ts.
const ROOT = path.join(__dirname, `..`)
const OTHER_LOCALES = locales.filter(l => l !== defaultLocale)
/** <html lang> of a page in a language: the default language names its region too (en-IN). */
const langPattern = (locale: string) => new RegExp(`^${locale}(-|$)`)

for (const locale of OTHER_LOCALES) {
  test.describe(`${locale}: switching`, () => {
    test("the switch reaches the twin by keyboard, both ways, on a phone and a desktop", { tag: "@phone" }, async ({ page, isMobile }) => {
      const english = entryRoute(
        "games",
        allRoutes()
          .find(r => r.startsWith(entryRoute("games", "")))!
          .split("/")
          .pop()!,
      )
      const twin = localizedPath(english, locale)
      for (const [from, to, lang] of [
        [english, twin, locale],
        [twin, english, defaultLocale],
      ]) {
        await visitHydrated(page, from)
        if (isMobile) await page.locator(`header summary[aria-controls="main-navigation"]`).click()
        const link = page.locator(`header a[hreflang="${lang}"]`)
        await link.focus()
        await page.keyboard.press("Enter")
        await expect(page).toHaveURL(new RegExp(`${to}$`))
        await expect(page.locator("html")).toHaveAttribute("lang", langPattern(lang))
      }
    })

    test("an unknown address offers both languages, and its switch leads to the other language's home", async ({ page }) => {
      const response = await visitHydrated(page, `/${locale}/no-such-page`)
      expect(response.status()).toBe(404)
      await expect(page.locator(`main a[hreflang="${defaultLocale}"]`)).toHaveAttribute("href", "/")
      await expect(page.locator(`main a[hreflang="${locale}"]`)).toHaveAttribute("href", `/${locale}`)
      // The page re-renders in the address's language after hydration: the footer too (its headings and its links).
      const footer = page.getByRole(`contentinfo`)
      await expect(footer.getByRole(`heading`, { name: translate(uiStrings(ROOT, locale), `About Us`) })).toBeVisible()
      const ownLinks = await footer.locator(`a[href^="/"]`).evaluateAll(links => links.map(a => a.getAttribute(`href`)!))
      expect(ownLinks.length).toBeGreaterThan(0)
      for (const href of ownLinks) expect(href).toMatch(new RegExp(`^/${locale}(/|$)`))
      await page.locator(`main a[hreflang="${defaultLocale}"]`).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.locator("html")).toHaveAttribute("lang", langPattern(defaultLocale))
    })
  })
}
