import type { Page } from "@playwright/test"
import { expect, test, visitHydrated as visit } from "./fixtures"

// Keyboard journeys and motion. axe (WCAG 2.1 A/AA and best practices) runs once on every page in every language, and on every
// not-found answer, in e2e/site-sweep.spec.ts.

/** Presses Tab until the focused element matches, failing after `max` presses. */
async function tabTo(page: Page, matches: (el: { tag: string; text: string; href: string | null }) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab")
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null
      return {
        tag: a?.tagName ?? "",
        text: (a?.textContent || a?.getAttribute("aria-label") || "").trim(),
        href: a?.getAttribute("href") ?? null,
      }
    })
    if (matches(el)) return
  }
  throw new Error("focus never reached the element")
}

test.describe("keyboard journeys", () => {
  test("the skip link is the first stop and moves focus to the content", async ({ page }) => {
    await visit(page, "/about")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.locator("main")).toBeFocused()
  })

  test("every focused control shows a visible focus indicator", async ({ page }) => {
    await visit(page, "/services")
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press("Tab")
      const visible = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        if (!el || el === document.body) return true
        const style = getComputedStyle(el)
        const after = getComputedStyle(el, "::after")
        const outlined = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
        const ringed = style.boxShadow !== "none"
        // Cards draw their ring on the card around the stretched link.
        const card = el.closest("article")
        const cardRing = card ? getComputedStyle(card).outlineStyle !== "none" : false
        return outlined || ringed || cardRing || after.outlineStyle !== "none"
      })
      expect(visible, `focus indicator on tab stop ${i + 1}`).toBe(true)
    }
  })

  test("home → a sport from the SPORTS menu → contact, by keyboard alone", { tag: "@phone" }, async ({ page }, testInfo) => {
    await visit(page, "/")
    if (testInfo.project.name === "mobile") {
      await tabTo(page, el => el.text === "Menu")
      await page.keyboard.press("Enter")
    }
    await tabTo(page, el => el.tag === "SUMMARY" && el.text.startsWith("Sports"))
    await page.keyboard.press("Enter")
    await tabTo(page, el => el.text === "Badminton" && el.href === "/badminton")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/badminton$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Badminton")
    await page.getByRole("main").getByRole("link", { name: "Start Training" }).focus()
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/contact$/)
  })

  test("a game card → Enroll Now, by keyboard alone", async ({ page }) => {
    await visit(page, "/about")
    await visit(page, "/game/tennis")
    await tabTo(page, el => el.text === "Enroll Now")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(/\/contact\?topic=enroll:tennis$/)
    await expect(page.getByLabel(/subject/i)).toHaveValue(/Tennis/)
  })

  test("Escape closes the SPORTS menu and returns focus to its button", async ({ page }) => {
    await visit(page, "/about")
    await tabTo(page, el => el.tag === "SUMMARY" && el.text.startsWith("Sports"))
    await page.keyboard.press("Enter")
    await expect(page.locator("#sports-menu")).toBeVisible()
    await page.keyboard.press("Tab")
    await page.keyboard.press("Escape")
    await expect(page.locator("#sports-menu")).toBeHidden()
    await expect(page.getByRole("banner").locator("summary", { hasText: "Sports" })).toBeFocused()
  })
})

test("motion is off under prefers-reduced-motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await visit(page, "/services")
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll("a, button, article")].slice(0, 50).map(el => getComputedStyle(el).transitionDuration),
  )
  for (const d of durations) expect(d.split(",").every(x => parseFloat(x) <= 0.01)).toBe(true)
})
