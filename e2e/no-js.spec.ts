/**
 * The site before its scripts arrive, and without them: every visible control works or is not there.
 * Tests whose path differs on a phone (the menu) run at 375 px too (@phone). Sports and links come from data/
 * and the content model, never from a list of today's slugs. That no page shows a button outside a form
 * without script is checked on every page's served HTML by e2e/site-sweep.spec.ts.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { entryRoute } from "../src/shared/content-model"
import { contactLink, mainLinks, meditationLink } from "../src/lib/navigation"
import { entries, site, translationOf } from "./content"
import { AXE_TAGS, expect, hydrated, test } from "./fixtures"
import { GALLERY_PAGE, PROJECTS_PAGE, listPagePath, pageCountOf } from "../src/shared/lists"
import { locales, localizedPath, type Locale } from "../src/shared/routes"
import { filterProjects, projectFilters, projectListPath } from "../src/shared/projects"
import type { Project } from "./entry-types"
import { clickSettled } from "./open"

/** Every sport page the SPORTS menu lists: Sports Meditation, then data/sports/*.json in the site's order. */
const SPORT_LINKS = [
  { label: meditationLink.label, path: meditationLink.to },
  ...entries<{ navLabel: string }>(`sports`).map(s => ({ label: s.navLabel, path: entryRoute(`sports`, s.slug) })),
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

/** With no script, the loaded document is the whole page. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
}

test.describe(`with JavaScript disabled`, () => {
  test.use({ javaScriptEnabled: false })

  test(`the header's Menu and SPORTS open and close with no script`, { tag: `@phone` }, async ({ page }, testInfo) => {
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

  test(`header navigation reaches every main link and Contact`, { tag: `@phone` }, async ({ page }, testInfo) => {
    const links = [...mainLinks, contactLink]
    test.setTimeout(links.length * 10_000)
    for (const link of links) {
      await visit(page, link.to === `/about` ? `/gallery` : `/about`)
      await openMenu(page, testInfo.project.name)
      await nav(page).getByRole(`link`, { name: link.label, exact: true }).click()
      const [path, hash] = link.to.split(`#`)
      await expect
        .soft(page, `${link.label} (${link.to})`)
        .toHaveURL(url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === path && new URL(url).hash === (hash ? `#${hash}` : ``))
      await expect.soft(page.locator(`h1`).first(), `${link.label}: h1`).toBeVisible()
      if (hash) await expect.soft(page.locator(`#${hash}`), `${link.label}: #${hash} in view`).toBeInViewport()
    }
  })

  test(`SPORTS lists every sport page`, { tag: `@phone` }, async ({ page }, testInfo) => {
    expect(SPORT_LINKS.length).toBeGreaterThan(1)
    await visit(page, `/`)
    await openMenu(page, testInfo.project.name)
    await summary(page, `Sports`).click()
    const links = page.locator(`#sports-menu`).getByRole(`link`)
    await expect(links).toHaveText(SPORT_LINKS.map(l => l.label))
    expect(await links.evaluateAll(as => as.map(a => a.getAttribute(`href`)))).toEqual(SPORT_LINKS.map(l => l.path))
  })

  test(`SPORTS reaches every sport page`, { tag: `@phone` }, async ({ page }, testInfo) => {
    test.setTimeout(SPORT_LINKS.length * 10_000)
    for (const { label, path } of SPORT_LINKS) {
      await visit(page, `/`)
      await openMenu(page, testInfo.project.name)
      await summary(page, `Sports`).click()
      await page.locator(`#sports-menu`).getByRole(`link`, { name: label, exact: true }).click()
      await expect.soft(page, `${label} (${path})`).toHaveURL(url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === path)
      await expect.soft(page.locator(`h1`).first(), `${label}: h1`).toBeVisible()
    }
  })

  test(`gallery tiles link to their large images`, async ({ page }) => {
    await visit(page, `/gallery`)
    const tiles = page.locator(`#grid`).getByRole(`link`, { name: /^View larger: / })
    const count = Math.min(entries(`gallery`).length, GALLERY_PAGE)
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

  test(`the gallery's and the projects' numbered pages and filters follow by plain links, in every language`, async ({ page }) => {
    const titleIn = (dir: string, entry: { slug: string; title: string }, locale: Locale) =>
      translationOf<{ title: string }>(dir, entry.slug, locale).title ?? entry.title
    // The pagination's plain link to page n of a list, in a language.
    const pageLink = (list: string, n: number, locale: Locale) =>
      page
        .getByTestId(`pagination`)
        .locator(`a[href="${localizedPath(listPagePath(list, n), locale)}"], a[href="${localizedPath(listPagePath(list, n), locale)}/"]`)
    const pictures = entries<{ title: string }>(`gallery`)
    const galleryPages = pageCountOf(pictures.length, GALLERY_PAGE)
    const projects = entries<Project>(`projects`)
    const filter = projectFilters(
      projects,
      entries(`games`).map(g => g.slug),
    )[0]
    for (const locale of locales) {
      await visit(page, localizedPath(`/gallery`, locale))
      await expect(page.getByTestId(`pagination`)).toHaveCount(galleryPages > 1 ? 1 : 0)
      if (galleryPages > 1) {
        await clickSettled(pageLink(`/gallery`, galleryPages, locale).first())
        await expect(page).toHaveURL(
          url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === localizedPath(listPagePath(`/gallery`, galleryPages), locale),
        )
        const last = pictures.slice((galleryPages - 1) * GALLERY_PAGE).map(p => titleIn(`gallery`, p, locale))
        await expect(page.locator(`#grid li:has(picture)`)).toHaveText(
          last.map(t => new RegExp(`${t.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)}$`)),
        )
      }
      // A filter of /projects is a page of its own, reached by its link; its list is paginated as /projects is.
      if (!filter) continue
      await visit(page, localizedPath(`/projects`, locale))
      await page.locator(`#projects nav a[href="${localizedPath(projectListPath(filter), locale)}"]`).click()
      await expect(page).toHaveURL(url => new URL(url).pathname.replace(/(.)\/$/, `$1`) === localizedPath(projectListPath(filter), locale))
      const listed = filterProjects(projects, filter)
      const filterPages = pageCountOf(listed.length, PROJECTS_PAGE)
      if (filterPages > 1) await clickSettled(pageLink(projectListPath(filter), filterPages, locale).first())
      await expect(page.locator(`#projects article h3`)).toHaveText(
        listed.slice((filterPages - 1) * PROJECTS_PAGE, filterPages * PROJECTS_PAGE).map(p => titleIn(`projects`, p, locale)),
      )
    }
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
  /** Holds every script of the site until `release` is called (so whatever the test does first happens before them). */
  async function holdScripts(page: Page) {
    let held = 0
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(/\/[^/]+\.js(\?.*)?$/, async route => {
      held++
      await released
      await route.continue()
    })
    return { held: () => held, release }
  }

  test(
    `the first tap on Menu (or SPORTS) opens it, and hydration keeps it open and takes it over`,
    { tag: `@phone` },
    async ({ page }, testInfo) => {
      const scripts = await holdScripts(page)
      await page.goto(`/about`, { waitUntil: `commit` })
      const mobile = isMobile(testInfo.project.name)
      const first = mobile ? summary(page, `Menu`) : summary(page, `Sports`)
      const shown = mobile ? nav(page).getByRole(`link`, { name: `About`, exact: true }) : page.locator(`#sports-menu`)
      await first.click()
      await expect(shown).toBeVisible()
      // The page asked for its scripts (after its first paint) and none has run yet.
      await expect.poll(scripts.held).toBeGreaterThan(0)
      await expect(page.locator(`html[data-hydrated]`)).toHaveCount(0)

      // The scripts arrive and hydrate: still open (no flash), and now Escape closes it and focus goes to it.
      scripts.release()
      await hydrated(page)
      await expect(shown).toBeVisible()
      await page.keyboard.press(`Escape`)
      await expect(shown).toBeHidden()
      await expect(first).toBeFocused()
    },
  )

  test(`nothing typed in the contact form before hydration is lost`, async ({ page }) => {
    const scripts = await holdScripts(page)
    await page.goto(`/contact`, { waitUntil: `commit` })
    const send = page.getByRole(`button`, { name: `Send Message` })
    const fields = {
      "Your name": `Asha Meena`,
      "E-mail address": `asha@example.com`,
      "Your message": `Typed before the scripts arrived.`,
    }
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
    // Disabled until the form can send.
    await expect(send).toBeDisabled()
    await expect.poll(scripts.held).toBeGreaterThan(0)
    await expect(page.locator(`html[data-hydrated]`)).toHaveCount(0)

    scripts.release()
    await hydrated(page)
    await expect(send).toBeEnabled()
    for (const [label, value] of Object.entries(fields)) await expect(page.getByLabel(label)).toHaveValue(value)
  })

  test(
    `before the scripts, the home page passes axe: a row that scrolls sideways takes the keyboard's focus`,
    { tag: `@phone-only` },
    async ({ page }) => {
      const scripts = await holdScripts(page)
      // Not until "load": the held scripts would hold it back.
      await page.goto(`/`, { waitUntil: `domcontentloaded` })
      await expect.poll(scripts.held).toBeGreaterThan(0)
      await expect(page.locator(`html[data-hydrated]`)).toHaveCount(0)
      const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
      expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(` `)).join(`, `)}`)).toEqual([])
      scripts.release()
    },
  )
})
