/**
 * The admissions page against the production build: every game file with its fee from data, a free trial
 * each, readable at 375 px without sideways scrolling, and reached from the home page's games section and the
 * footer. Expectations are read from data/, not pinned. Elsewhere: axe on this page is e2e/a11y.spec.ts's sweep;
 * the link from the game pages is in e2e/details.spec.ts (the game template) and, for every game page,
 * __tests__/entry-pages.contract.ts.
 */
import { entries, page as pageData } from "./content"
import { expect, test } from "./fixtures"
import { open } from "./open"

interface Game {
  title: string
  startingAge: number
  levels: string[]
  schedule: { weekdays: string; weekends: string }
  pricing: { fromPerMonth: number }
  coach: { name: string }
}
const games = entries<Game>(`games`)
const price = (rupees: number) => `₹${new Intl.NumberFormat(`en-IN`).format(rupees)}/month`

// The cards fold into one column on a phone: the page is checked at both widths.
test(
  `lists every game with its fee, age, batches, days and times, coach and a free trial, with no sideways scrolling`,
  { tag: `@phone` },
  async ({ page }) => {
    await open(page, `/admissions`)
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(pageData<{ hero: { title: string } }>(`admissions`).hero.title)
    const cards = page.locator(`#programmes article`)
    await expect(cards).toHaveCount(games.length)
    for (const [i, game] of games.entries()) {
      const card = cards.nth(i)
      await expect(card.getByRole(`heading`, { level: 3 })).toHaveText(game.title)
      await expect(card.getByRole(`link`, { name: game.title, exact: true })).toHaveAttribute(`href`, `/game/${game.slug}`)
      await expect(card).toContainText(price(game.pricing.fromPerMonth))
      await expect(card).toContainText(`From ${game.startingAge} years`)
      await expect(card).toContainText(game.levels.join(`, `))
      await expect(card).toContainText(game.schedule.weekdays)
      await expect(card).toContainText(game.schedule.weekends)
      await expect(card).toContainText(game.coach.name)
      const trial = card.locator(`a`, { hasText: `Book a free trial` })
      await expect(trial).toHaveAttribute(`href`, `/contact?topic=trial:${game.slug}`)
      await expect(trial).toHaveAccessibleName(new RegExp(`^Book a free trial\\W+${game.title.replace(/[()]/g, `.`)}$`))
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  },
)

test(`is linked from the footer and the home page's games section`, async ({ page }) => {
  await open(page, `/`)
  await expect(page.locator(`#services a[href="/admissions"]`)).toHaveCount(1)
  await expect(page.locator(`footer a[href="/admissions"]`)).toHaveCount(1)
})
