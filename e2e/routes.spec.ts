import type { Page } from "@playwright/test"

import { expect, test, visit } from "./fixtures"
import { ROUTES } from "./spec-routes"

const UNKNOWN_IDS = [
  { path: `/game/no-such-game`, title: `Game Not Found`, text: `The requested game could not be found.` },
  { path: `/news/no-such-article`, title: `Article Not Found`, text: `The requested article could not be found.` },
  {
    path: `/focus/no-such-focus`,
    title: `Focus Area Not Found`,
    text: `The requested focus area could not be found.`,
  },
  {
    path: `/service/no-such-service`,
    title: `Service Not Found`,
    text: `The requested service could not be found.`,
  },
]

test.describe(`every route in the spec`, () => {
  test(`covers the whole route table`, () => {
    expect(ROUTES).toHaveLength(13 + 12 + 11 + 4 + 3 + 13)
    expect(new Set(ROUTES).size).toBe(ROUTES.length)
  })

  for (const path of ROUTES) {
    test(`${path} renders with header, h1 and footer`, async ({ page }) => {
      const response = await visit(page, path)
      expect(response.status(), `HTTP status of ${path}`).toBe(200)

      await expect(page.locator(`h1`).first()).toBeVisible()

      const header = page.getByRole(`banner`)
      await expect(header).toBeVisible()
      // Hidden behind the menu button on phones, so only its presence is checked here.
      await expect(header.getByRole(`navigation`, { name: `Main`, exact: true, includeHidden: true })).toHaveCount(1)
      await expect(page.getByRole(`contentinfo`)).toBeVisible()
    })
  }
})

test.describe(`unknown ids`, () => {
  for (const { path, title, text } of UNKNOWN_IDS) {
    test(`${path} answers 404 and shows '${title}' with a clean console`, async ({ page }) => {
      const response = await visit(page, path)
      expect(response.status(), `HTTP status of ${path}`).toBe(404)

      await expect(page.getByText(title, { exact: true })).toBeVisible()
      await expect(page.getByText(text, { exact: true })).toBeVisible()
      await expect(page.locator(`h1`).first()).toBeVisible()
      await expect(page.getByRole(`banner`)).toBeVisible()
      await expect(page.getByRole(`contentinfo`)).toBeVisible()
      // The console guard (fixtures.ts) fails the test on hydration errors #418/#423/#425.
    })
  }

  test(`an unknown path shows the 404 page with a link home`, async ({ page }) => {
    const response = await visit(page, `/no-such-page`)
    expect(response.status()).toBe(404)

    await expect(page.locator(`h1`).first()).toBeVisible()
    const homeLink = page.getByRole(`main`).locator(`a[href="/"]`)
    await expect(homeLink.first()).toBeVisible()
    await expect(page.getByRole(`banner`)).toBeVisible()
    await expect(page.getByRole(`contentinfo`)).toBeVisible()
  })
})

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

  test(`is shown in full, without a menu button, at desktop width`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== `desktop`, `desktop layout`)
    await visit(page, `/`)
    const { button, about } = locate(page)
    await expect(about).toBeVisible()
    await expect(button).toBeHidden()
  })

  test(`opens and closes with the menu button at 375 px`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== `mobile`, `the menu button only shows below 768 px`)
    await visit(page, `/`)
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
