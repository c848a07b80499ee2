import type { Page } from "@playwright/test"

import { fixedRoute } from "../src/shared/routes"
import { expect, test, visit, visitHydrated } from "./fixtures"

// The main navigation at both widths. Every route's answer, h1, header, main navigation and footer, and the
// not-found answers for unknown addresses and ids, are checked once each by e2e/site-sweep.spec.ts.

test.describe(`main navigation`, () => {
  const locate = (page: Page) => {
    const header = page.getByRole(`banner`)
    const nav = header.getByRole(`navigation`, { name: `Main`, exact: true, includeHidden: true })
    // The menu is a native disclosure (<details>/<summary>): it works before the scripts run.
    const button = header.locator(`summary`, { hasText: `Menu` })
    return {
      button,
      details: button.locator(`xpath=..`),
      about: nav.getByRole(`link`, { name: /^about$/i, includeHidden: true }),
    }
  }

  test(`is shown in full, without a menu button, at desktop width`, async ({ page }) => {
    await visit(page, `/`)
    const { button, about } = locate(page)
    await expect(about).toBeVisible()
    await expect(button).toBeHidden()
  })

  test(`opens and closes with the menu button at 375 px`, { tag: `@phone-only` }, async ({ page }) => {
    await visitHydrated(page, `/`)
    const { button, details, about } = locate(page)

    await expect(button).toBeVisible()
    await expect(details).toHaveJSProperty(`open`, false)
    await expect(about).toBeHidden()

    await button.click()
    await expect(details).toHaveJSProperty(`open`, true)
    await expect(about).toBeVisible()

    // Escape closes it and hands focus back to the button.
    await about.focus()
    await page.keyboard.press(`Escape`)
    await expect(details).toHaveJSProperty(`open`, false)
    await expect(about).toBeHidden()
    await expect(button).toBeFocused()

    // The button toggles.
    await button.click()
    await expect(details).toHaveJSProperty(`open`, true)
    await button.click()
    await expect(details).toHaveJSProperty(`open`, false)
    await expect(about).toBeHidden()

    // Wider than 768 px: no button, the navigation shows, and the open menu closes.
    await button.click()
    await expect(about).toBeVisible()
    await page.setViewportSize({ width: 1024, height: 812 })
    await expect(button).toBeHidden()
    await expect(about).toBeVisible()
    await page.setViewportSize({ width: 375, height: 812 })
    await expect(button).toBeVisible()
    await expect(details).toHaveJSProperty(`open`, false)
    await expect(about).toBeHidden()
  })
})

// A link in the footer goes through Gatsby's router (no new document), and the page the router renders shows all
// its sections. The footer always links to the events page (footer.tsx adds the link when the quick links lack
// it), whose sections are there whatever the events.
test(`a footer link goes through the router, and the next page renders in full`, async ({ page }) => {
  await visitHydrated(page, `/`)
  await page.evaluate(() => Object.assign(window, { samePageLoad: true }))
  const homeMain = await page.locator(`main`).elementHandle()
  const events = fixedRoute(`/events`)
  await page.locator(`footer a[href="${events}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`${events}$`))
  // The address changes before React has rendered the next page: wait until the home page's <main> is gone.
  await expect.poll(() => homeMain!.evaluate(node => node.isConnected)).toBe(false)
  // No new document: the router rendered the page.
  expect(await page.evaluate(() => (window as { samePageLoad?: boolean }).samePageLoad)).toBe(true)
  await expect(page.locator(`footer a[href^="/"]`).first()).toBeAttached()
  const sections = page.locator(`main section`)
  expect(await sections.count()).toBeGreaterThan(0)
  for (const text of await sections.allTextContents()) expect(text.trim()).not.toBe(``)
})
