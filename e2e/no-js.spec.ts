/**
 * The site before its scripts arrive, and without them: every visible control works or is not there.
 * Runs in both projects (375 px and 1280 px). Routes, sports and links come from data/ and the content model,
 * never from a list of today's slugs.
 */
import type { Page } from "@playwright/test"
import { collections, entryRoute, fixedRoutes } from "../src/node/content-model"
import { contactLink, mainLinks, meditationLink } from "../src/lib/navigation"
import { entries, site } from "./content"
import { expect, test, visit } from "./fixtures"

/** Every sport page the SPORTS menu lists: Sports Meditation, then data/sports/*.json in the site's order. */
const SPORT_LINKS = [
  { label: meditationLink.label, path: meditationLink.to },
  ...entries<{ navLabel: string }>(`sports`).map(s => ({ label: s.navLabel, path: entryRoute(`sports`, s.slug) })),
]

/** Every page of the site: the fixed routes and every entry of each collection that has pages. */
const ALL_ROUTES = [
  ...fixedRoutes.filter(path => path !== `/404`),
  ...collections.flatMap(c => (c.pages ? entries(c.dir).map(e => entryRoute(c.dir, e.slug)) : [])),
]

const isMobile = (projectName: string) => projectName === `mobile`
const header = (page: Page) => page.getByRole(`banner`)
const nav = (page: Page) => header(page).getByRole(`navigation`, { name: `Main`, exact: true })
const summary = (page: Page, text: string) => header(page).locator(`summary`, { hasText: new RegExp(`^\\s*${text}\\s*$`) })

/** Opens the mobile menu where it is collapsed, by a tap as a visitor would. */
async function openMenu(page: Page, projectName: string) {
  if (!isMobile(projectName)) return
  await summary(page, `Menu`).click()
  await expect(nav(page)).toBeVisible()
}

/** Buttons a visitor can see outside a form: each would be a control that does nothing without script. */
const visibleButtonsOutsideForms = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll(`button, [role="button"]`)]
      .filter(el => !el.closest(`form`) && (el as HTMLElement).checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map(el => el.outerHTML.slice(0, 160)),
  )

test.describe(`with JavaScript disabled`, () => {
  test.use({ javaScriptEnabled: false })

  test(`the header's Menu and SPORTS open and close with no script`, async ({ page }, testInfo) => {
    await visit(page, `/about`)
    const sports = summary(page, `Sports`)
    if (isMobile(testInfo.project.name)) {
      await expect(nav(page)).toBeHidden()
      await summary(page, `Menu`).click()
      await expect(nav(page)).toBeVisible()
      await summary(page, `Menu`).click()
      await expect(nav(page)).toBeHidden()
      await summary(page, `Menu`).click()
    } else {
      await expect(summary(page, `Menu`)).toBeHidden()
      await expect(nav(page)).toBeVisible()
    }
    const list = page.locator(`#sports-menu`)
    await expect(list).toBeHidden()
    // By keyboard too: Enter on the focused summary.
    await sports.focus()
    await page.keyboard.press(`Enter`)
    await expect(list).toBeVisible()
    await page.keyboard.press(`Enter`)
    await expect(list).toBeHidden()
  })

  for (const link of [...mainLinks, contactLink]) {
    test(`header navigation reaches ${link.label} (${link.to})`, async ({ page }, testInfo) => {
      await visit(page, link.to === `/about` ? `/gallery` : `/about`)
      await openMenu(page, testInfo.project.name)
      await nav(page).getByRole(`link`, { name: link.label, exact: true }).click()
      const [path, hash] = link.to.split(`#`)
      await expect(page).toHaveURL(
        url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === path && new URL(url).hash === (hash ? `#${hash}` : ``),
      )
      await expect(page.locator(`h1`).first()).toBeVisible()
      if (hash) await expect(page.locator(`#${hash}`)).toBeInViewport()
    })
  }

  test(`SPORTS lists every sport page`, async ({ page }, testInfo) => {
    expect(SPORT_LINKS.length).toBeGreaterThan(1)
    await visit(page, `/`)
    await openMenu(page, testInfo.project.name)
    await summary(page, `Sports`).click()
    const links = page.locator(`#sports-menu`).getByRole(`link`)
    await expect(links).toHaveText(SPORT_LINKS.map(l => l.label))
    expect(await links.evaluateAll(as => as.map(a => a.getAttribute(`href`)))).toEqual(SPORT_LINKS.map(l => l.path))
  })

  for (const { label, path } of SPORT_LINKS) {
    test(`SPORTS reaches ${label} (${path})`, async ({ page }, testInfo) => {
      await visit(page, `/`)
      await openMenu(page, testInfo.project.name)
      await summary(page, `Sports`).click()
      await page.locator(`#sports-menu`).getByRole(`link`, { name: label, exact: true }).click()
      await expect(page).toHaveURL(url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === path)
      await expect(page.locator(`h1`).first()).toBeVisible()
    })
  }

  test(`the route list comes from data and the content model`, () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(fixedRoutes.length)
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length)
  })

  for (const path of ALL_ROUTES) {
    test(`${path} shows no button outside a form`, async ({ page }) => {
      // No script runs, so the loaded document is the whole page.
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      expect(await visibleButtonsOutsideForms(page)).toEqual([])
    })
  }

  test(`gallery tiles link to their large images`, async ({ page }) => {
    await visit(page, `/gallery`)
    const tiles = page.locator(`#grid`).getByRole(`link`, { name: /^View larger: / })
    const count = entries(`gallery`).length
    await expect(tiles).toHaveCount(count)
    const hrefs = await tiles.evaluateAll(links => links.map(a => (a as HTMLAnchorElement).href))
    for (const href of hrefs) {
      const response = await page.request.get(href)
      expect(response.status(), href).toBe(200)
      expect(response.headers()[`content-type`], href).toMatch(/^image\//)
    }
    // Following one shows the image itself (a bare image document, for which the browser asks for /favicon.ico;
    // the site declares its icon in each page's head instead).
    await page.route(`**/favicon.ico`, route => route.fulfill({ status: 204 }))
    await tiles.first().click()
    await expect(page).toHaveURL(hrefs[0])
  })

  test(`Watch Video links to the video`, async ({ page }) => {
    await visit(page, `/`)
    const watch = page.locator(`#home`).getByRole(`link`, { name: `Watch Video` })
    await expect(watch).toBeVisible()
    await expect(watch).toHaveAttribute(`href`, site().videoUrl)
    await expect(watch).not.toHaveAttribute(`aria-haspopup`)
  })

  test(`the contact page says the form needs JavaScript and gives the other ways to reach us`, async ({ page }) => {
    await visit(page, `/contact`)
    const contact = site().contact
    const note = page.locator(`#contact-form`).getByText(/This form needs JavaScript to send/)
    await expect(note).toBeVisible()
    for (const phone of contact.phones) await expect(note.locator(`a[href="tel:${phone.tel}"]`)).toBeVisible()
    await expect(note.getByRole(`link`, { name: `WhatsApp` })).toHaveAttribute(`href`, new RegExp(`${contact.whatsapp}$`))
    await expect(note.getByRole(`link`, { name: contact.email })).toHaveAttribute(`href`, `mailto:${contact.email}`)
    await expect(page.getByRole(`button`, { name: `Send Message` })).toBeDisabled()
  })

  test(`FAQ answers and blog posts are readable`, async ({ page }) => {
    await visit(page, `/contact`)
    const faq = entries<{ question: string; answer: string }>(`faq`)[0]
    await page.locator(`summary`, { hasText: faq.question }).click()
    await expect(page.getByText(faq.answer)).toBeVisible()
    const post = entries<{ title: string }>(`blog`)[0]
    await visit(page, entryRoute(`blog`, post.slug))
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(post.title)
    await expect(page.getByRole(`article`).or(page.getByRole(`main`)).first().locator(`p`).first()).toBeVisible()
  })
})

test.describe(`with the scripts held back`, () => {
  const DELAY_MS = 5_000

  /** Holds every script of the site for DELAY_MS; resolves when all of them have been let through. */
  async function delayScripts(page: Page) {
    let held = 0
    await page.route(/\/[^/]+\.js(\?.*)?$/, async route => {
      held++
      await new Promise(resolve => setTimeout(resolve, DELAY_MS))
      await route.continue()
    })
    return { held: () => held }
  }

  test(`the first tap on Menu (or SPORTS) opens it, and hydration keeps it open and takes it over`, async ({ page }, testInfo) => {
    test.slow()
    const scripts = await delayScripts(page)
    const start = Date.now()
    await page.goto(`/about`, { waitUntil: `commit` })
    const mobile = isMobile(testInfo.project.name)
    const first = mobile ? summary(page, `Menu`) : summary(page, `Sports`)
    const shown = mobile ? nav(page).getByRole(`link`, { name: `About`, exact: true }) : page.locator(`#sports-menu`)
    await first.click()
    await expect(shown).toBeVisible()
    expect(Date.now() - start, `tapped before the scripts arrived`).toBeLessThan(DELAY_MS)
    expect(scripts.held()).toBeGreaterThan(0)

    // The scripts arrive and hydrate: still open (no flash), and now Escape closes it and focus goes to it.
    await page.waitForLoadState(`networkidle`)
    await expect(shown).toBeVisible()
    await expect(async () => {
      await page.keyboard.press(`Escape`)
      await expect(shown).toBeHidden({ timeout: 500 })
    }).toPass({ timeout: DELAY_MS * 2 })
    await expect(first).toBeFocused()
  })

  test(`nothing typed in the contact form before hydration is lost`, async ({ page }) => {
    test.slow()
    await delayScripts(page)
    const start = Date.now()
    await page.goto(`/contact`, { waitUntil: `commit` })
    const send = page.getByRole(`button`, { name: `Send Message` })
    const fields = {
      "Your name": `Asha Meena`,
      "E-mail address": `asha@example.com`,
      "Your message": `Typed before the scripts arrived.`,
    }
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
    expect(Date.now() - start, `typed before the scripts arrived`).toBeLessThan(DELAY_MS)
    // Disabled until the form can send.
    await expect(send).toBeDisabled()
    await expect(send).toBeEnabled({ timeout: DELAY_MS * 4 })
    for (const [label, value] of Object.entries(fields)) await expect(page.getByLabel(label)).toHaveValue(value)
  })
})
