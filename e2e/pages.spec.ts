import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"

import { entries, page as pageData, pagesOf } from "./content"
import { AXE_TAGS, expect, test } from "./fixtures"
import { open } from "./open"
import { GALLERY_PAGE } from "../src/shared/lists"

// Services, About, Gallery and the template pages (the blog's are e2e/blog.spec.ts, the projects' e2e/projects.spec.ts). Expectations come from
// data/, so an editor's change to the content does not break the tests, but a page that drops an entry does. Counts
// are counts of files, order follows the `order` and `date` fields; npm run audit:content checks the launch
// content's figures.
//
// Widths: a test whose layout changes on a phone (grids that fold, sidebars that stack, a dialog sized to the
// window, anything that could scroll sideways at 375 px) is tagged @phone and runs at 1280 and 375 px; the logic of
// the islands (filters, search, the dialog's keys) is the same at every width and runs once. Every blog post's
// page carrying its parts is read from the built HTML (__tests__/entry-pages.contract.ts); axe on each page is
// e2e/a11y.spec.ts's sweep, and here only on states the sweep cannot reach (a dialog open, filters applied).

interface Block {
  id: string
  title: string
  list?: string[]
  stats?: { value: string; label: string }[]
  items?: { title: string }[]
}
interface PageJson {
  hero: { title: string; subtitle?: string; tags?: string[] }
  blocks: Block[]
}
const block = (name: string, id: string) => pageData<PageJson>(name).blocks.find(b => b.id === id)!

const SPORTS = pageData<PageJson>(`services`).hero.tags!
const services = pagesOf<{ title: string }>(`services`)

const flooring = entries<{ title: string; facts: string[] }>(`flooring`)
const facilities = entries<{ title: string }>(`facilities`)
/** The gallery's first page: its first GALLERY_PAGE pictures in order (the others are on /gallery/page/2 and after). */
const gallery = entries<{ title: string; imageAlt: string }>(`gallery`).slice(0, GALLERY_PAGE)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(` `)).join(`, `)}`)).toEqual([])
}

/** No horizontal scrolling at either width. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe(`services`, () => {
  test(
    `the supported sports, a card per service with a visible Learn More, the flooring products with their facts, the facilities`,
    { tag: `@phone` },
    async ({ page }) => {
      await open(page, `/services`)
      const tags = page.getByRole(`list`, { name: `Supported sports` }).getByRole(`listitem`)
      await expect(tags).toHaveText(SPORTS)
      for (const tag of await tags.all()) await expect(tag).toBeVisible()

      const links = page.locator(`#services`).getByRole(`link`, { name: /^Learn More/ })
      await expect(links).toHaveCount(services.length)
      const hrefs = await links.evaluateAll(els => els.map(el => el.getAttribute(`href`)))
      expect(hrefs).toEqual(services.map(s => s.path))
      for (const link of await links.all()) {
        await expect(link).toBeVisible()
        await expect(link).toContainText(`Learn More`)
      }
      await expect(page.locator(`#services article`)).toHaveCount(services.length)

      const section = page.locator(`#flooring`)
      await expect(section.getByRole(`heading`, { level: 3 })).toHaveText(flooring.map(f => new RegExp(`^${f.title}$`, `i`)))
      for (const product of flooring) {
        const card = section.locator(`article`, { has: page.getByRole(`heading`, { name: product.title }) })
        for (const fact of product.facts) {
          const value = fact.includes(`: `) ? fact.split(`: `).slice(1).join(`: `) : fact
          await expect(card.getByText(value, { exact: true }), `${product.title}: ${fact}`).toBeVisible()
        }
        // A "Label: value" fact shows its label beside the value.
        for (const fact of product.facts.filter(f => f.includes(`: `))) {
          const [label, ...value] = fact.split(`: `)
          await expect(
            card
              .locator(`li`)
              .filter({ hasText: label })
              .filter({ hasText: value.join(`: `) })
              .first(),
            `${product.title}: ${fact}`,
          ).toBeVisible()
        }
      }

      await expect(page.locator(`#facilities`).getByRole(`heading`, { level: 3 })).toHaveText(
        facilities.map(f => new RegExp(`^${f.title}$`, `i`)),
      )
      await expectNoHorizontalScroll(page)
    },
  )

  test(`Learn More opens the service page`, async ({ page }) => {
    const service = services[services.length - 1]
    await open(page, `/services`)
    await page
      .locator(`#services`)
      .getByRole(`link`, { name: new RegExp(`^Learn More\\W+${escape(service.title)}$`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${escape(service.path)}$`))
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(service.title)
  })
})

test.describe(`about`, () => {
  test(`hero, facilities, expertise with its figures, and the mission grid`, { tag: `@phone` }, async ({ page }) => {
    await open(page, `/about`)
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(pageData<PageJson>(`about`).hero.title)
    await expect(page.locator(`#facilities`).getByRole(`heading`, { level: 3 })).toHaveText(
      facilities.map(f => new RegExp(`^${escape(f.title)}$`, `i`)),
    )

    const expertise = block(`about`, `expertise`)
    const stats = page.locator(`#expertise dl > div`)
    await expect(stats).toHaveCount(expertise.stats!.length)
    for (const [i, stat] of expertise.stats!.entries()) {
      await expect(stats.nth(i).locator(`dt`)).toHaveText(stat.label)
      await expect(stats.nth(i).locator(`dd`)).toHaveText(stat.value)
      await expect(stats.nth(i)).toBeVisible()
    }

    const mission = page.locator(`#mission`).getByRole(`heading`, { level: 3 })
    await expect(mission).toHaveText(block(`about`, `mission`).items!.map(i => i.title))
    await expectNoHorizontalScroll(page)
  })
})

/** What the gallery test reads in each frame after a click: is the dialog modal, its box, is it on top, and does a
 *  point of the backdrop hit the dialog (a click there closes it) rather than the page behind. */
type FramesSeen = { __frames: { modal: boolean; box: string; onTop: boolean; backdropIsDialog: boolean }[] }

test.describe(`gallery`, () => {
  const tile = (page: Page, title: string) => page.getByRole(`link`, { name: `View larger: ${title}`, exact: true })
  const dialog = (page: Page) => page.getByRole(`dialog`)
  const expectShowing = async (d: Locator, index: number) => {
    await expect(d).toHaveAccessibleName(gallery[index].title)
    await expect(d.getByText(`${index + 1} of ${gallery.length}`, { exact: true })).toBeVisible()
    await expect(d.getByRole(`img`, { name: gallery[index].imageAlt })).toBeVisible()
  }

  // Three pictures from the middle and the end of the gallery, however many it has.
  const [third, fifth, last] = [2 % gallery.length, 4 % gallery.length, gallery.length - 1]

  test(`every image, in order, with its title`, { tag: `@phone` }, async ({ page }) => {
    await open(page, `/gallery`)
    const tiles = page.locator(`#grid`).getByRole(`link`, { name: /^View larger: / })
    await expect(tiles).toHaveCount(gallery.length)
    await expect(tiles).toHaveText(gallery.map(g => new RegExp(`${escape(g.title)}$`)))
    for (const t of await tiles.all()) await expect(t).toBeVisible()
    await expect(dialog(page)).toHaveCount(0)
    await expectNoHorizontalScroll(page)
  })

  test(`numbered pages: GALLERY_PAGE pictures a page, plain links with the current page marked`, async ({ page }) => {
    const all = entries<{ title: string }>(`gallery`)
    const pageCount = Math.max(1, Math.ceil(all.length / GALLERY_PAGE))
    await open(page, `/gallery`)
    const nav = page.getByRole(`navigation`, { name: `Gallery pages` })
    if (pageCount === 1) {
      await expect(nav).toHaveCount(0)
      return
    }
    await expect(nav.getByRole(`link`, { name: `Page 1` })).toHaveAttribute(`aria-current`, `page`)
    await nav.getByRole(`link`, { name: `Page ${pageCount}` }).click()
    await expect(page).toHaveURL(new RegExp(`/gallery/page/${pageCount}/?$`))
    const last = all.slice((pageCount - 1) * GALLERY_PAGE)
    const tiles = page.locator(`#grid`).getByRole(`link`, { name: /^View larger: / })
    await expect(tiles).toHaveText(last.map(g => new RegExp(`${escape(g.title)}$`)))
    await expect(page.getByRole(`navigation`, { name: `Gallery pages` }).getByRole(`link`, { name: `Page ${pageCount}` })).toHaveAttribute(
      `aria-current`,
      `page`,
    )
  })

  test(`a click opens the enlarged image in a modal dialog; the close button closes it and focus returns`, async ({ page }) => {
    // Without the opening animation, the dialog's box is the same in every frame.
    await page.emulateMedia({ reducedMotion: `reduce` })
    await open(page, `/gallery`)
    const opener = tile(page, gallery[third].title)
    // The frame after the click, and the first frame once the dialog is modal: where the dialog is and what is on top.
    await page.evaluate(() => {
      const w = window as unknown as FramesSeen
      w.__frames = []
      const read = () => {
        const d = document.querySelector(`dialog`)!
        const r = d.getBoundingClientRect()
        const onTop = d.contains(document.elementFromPoint(r.x + r.width / 2, r.y + 8))
        const backdropIsDialog = document.elementFromPoint(2, 2) === d
        w.__frames.push({ modal: d.matches(`:modal`), box: [r.x, r.y, r.width, r.height].map(Math.round).join(), onTop, backdropIsDialog })
        if (!w.__frames.at(-1)!.modal) requestAnimationFrame(read)
      }
      addEventListener(`click`, () => requestAnimationFrame(read), { capture: true, once: true })
    })
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight / 3))
    await opener.click()
    const d = dialog(page)
    await expect(d).toBeVisible()
    await expect(page.locator(`dialog:modal`)).toHaveCount(1)
    // Shown in the frame after the click, above the page and where the modal dialog then is, its backdrop already
    // taking the clicks; modal a frame later (src/components/ui/modal-dialog.tsx).
    const frames = await page.evaluate(() => (window as unknown as FramesSeen).__frames)
    expect(frames[0].modal).toBe(false)
    expect(frames.length).toBeLessThanOrEqual(4)
    for (const f of frames) expect(f).toEqual({ ...frames.at(-1)!, modal: f.modal })
    expect(frames.at(-1)!).toMatchObject({ onTop: true, backdropIsDialog: true })
    // High-contrast modes draw no shadows, so there the backdrop and the dialog's edge are drawn otherwise.
    await page.emulateMedia({ reducedMotion: `reduce`, forcedColors: `active` })
    expect(
      await d.evaluate(el => [getComputedStyle(el, `::backdrop`).backgroundColor, getComputedStyle(el).borderTopWidth]),
    ).not.toContainEqual(expect.stringMatching(/^(rgba\(.*, 0\)|transparent|0px)$/))
    await page.emulateMedia({ reducedMotion: `reduce`, forcedColors: `none` })
    await expectShowing(d, third)
    await expect(d.getByRole(`button`, { name: `Close` })).toBeFocused()
    // The large image really loads.
    await expect
      .poll(() =>
        d
          .getByRole(`img`, { name: gallery[third].imageAlt })
          .evaluate(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0)

    await d.getByRole(`button`, { name: `Close` }).click()
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
  })

  // The dialog is sized to the window: its margins (the backdrop around it) are checked at both widths.
  test(`a click on the backdrop closes it; a click inside does not`, { tag: `@phone` }, async ({ page }) => {
    await open(page, `/gallery`)
    const opener = tile(page, gallery[0].title)
    await opener.click()
    const d = dialog(page)
    await expect(d).toBeVisible()

    await d.getByRole(`img`, { name: gallery[0].imageAlt }).click()
    await d.getByRole(`heading`, { name: gallery[0].title }).click()
    await expect(d).toBeVisible()

    // The dialog keeps a margin on every side, so the top-left corner of the window is backdrop.
    const box = (await d.boundingBox())!
    expect(box.x).toBeGreaterThan(4)
    expect(box.y).toBeGreaterThan(4)
    // The backdrop is there once the dialog is modal, a frame after it is shown.
    await expect(page.locator(`dialog:modal`)).toHaveCount(1)
    await page.mouse.click(3, 3)
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test(`Enter and Space open it from the keyboard; Escape closes it and focus returns`, async ({ page }) => {
    await open(page, `/gallery`)
    const opener = tile(page, gallery[fifth].title)
    await opener.focus()
    await page.keyboard.press(`Enter`)
    const d = dialog(page)
    await expect(d).toBeVisible()
    await expectShowing(d, fifth)
    await page.keyboard.press(`Escape`)
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()

    await page.keyboard.press(`Space`)
    await expect(d).toBeVisible()
    await expectShowing(d, fifth)
    await page.keyboard.press(`Escape`)
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()

    // Escape and Space at once, as a quick hand types them: it opens again (the browser's close event, a task
    // of its own, comes after the Space and must not close it).
    // Each round reads the dialog's state in one call (its open attribute, its title, the page lock): a round of
    // six locator checks took over 3 s on a busy 2-core machine, and ten of them ran the test into its timeout.
    const state = () =>
      page.evaluate(() => {
        const element = document.querySelector(`dialog`)
        return {
          open: !!element?.open,
          title: element?.open ? document.getElementById(element.getAttribute(`aria-labelledby`)!)?.textContent : null,
          // The page behind stays locked while it is open.
          overflow: getComputedStyle(document.documentElement).overflow,
        }
      })
    const showing = { open: true, title: gallery[fifth].title, overflow: `hidden` }
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(`Escape`)
      await page.keyboard.press(`Space`)
      await expect.poll(state, `round ${i + 1}`).toEqual(showing)
    }
    // And the browser's late close events, all delivered by now, closed nothing.
    await expectShowing(d, fifth)
    expect(await state()).toEqual(showing)
  })

  // The lock on the page behind must not move it, whether the page's scrollbar takes room (a desktop's classic
  // scrollbars) or not (phones, overlay scrollbars). Playwright's headless Chromium hides scrollbars, so the first
  // case runs in a browser of its own that shows them.
  test(`opening it on a scrolled page moves nothing behind it, scrollbar or not`, async ({ page, playwright }, testInfo) => {
    const nothingMoves = async (page: Page, scrollbarTakesRoom: boolean) => {
      await open(page, `/gallery`)
      const layout = () =>
        page.evaluate(() => {
          const header = document.querySelector(`header`)!.getBoundingClientRect()
          const main = document.querySelector(`main`)!.getBoundingClientRect()
          return { headerTop: header.top, headerWidth: header.width, mainLeft: main.left, mainWidth: main.width, scrollY }
        })
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: `instant` }))
      // Sections come into layout as they near the screen (content-visibility), which can still move the scroll
      // position: wait until it holds for two frames.
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<boolean>(resolve => {
                const y = scrollY
                requestAnimationFrame(() => requestAnimationFrame(() => resolve(y > 0 && scrollY === y)))
              }),
          ),
        )
        .toBe(true)
      const room = await page.evaluate(() => innerWidth - document.documentElement.clientWidth)
      if (scrollbarTakesRoom) expect(room).toBeGreaterThan(0)
      else expect(room).toBe(0)
      const before = await layout()
      await tile(page, gallery[0].title).evaluate(link => (link as HTMLElement).focus({ preventScroll: true }))
      await page.keyboard.press(`Enter`)
      await expect(dialog(page)).toBeVisible()
      // The header stays on screen (it sticks to the window, not to <body>), and nothing shifts sideways.
      expect(await layout()).toEqual(before)
    }

    await nothingMoves(page, false)
    const { launchOptions, viewport, baseURL } = testInfo.project.use
    const browser = await playwright.chromium.launch({ ...launchOptions, ignoreDefaultArgs: [`--hide-scrollbars`] })
    try {
      await nothingMoves(await browser.newPage({ viewport, baseURL }), true)
    } finally {
      await browser.close()
    }
  })

  test(`arrow keys and previous/next move through the images, wrapping; Tab stays inside`, async ({ page }) => {
    expect(gallery.length, `two pictures or more (npm test's fixture copy adds one to a single picture)`).toBeGreaterThan(1)
    await open(page, `/gallery`)
    const opener = tile(page, gallery[last].title)
    await opener.click()
    const d = dialog(page)
    await expectShowing(d, last)

    await page.keyboard.press(`ArrowRight`)
    await expectShowing(d, 0)
    await page.keyboard.press(`ArrowLeft`)
    await expectShowing(d, last)
    await page.keyboard.press(`ArrowLeft`)
    await expectShowing(d, last - 1)

    await d.getByRole(`button`, { name: `Next image` }).click()
    await expectShowing(d, last)
    await d.getByRole(`button`, { name: `Next image` }).click()
    await expectShowing(d, 0)
    await d.getByRole(`button`, { name: `Previous image` }).click()
    await expectShowing(d, last)

    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(`Tab`)
      expect(await page.evaluate(() => !!document.activeElement?.closest(`dialog`))).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press(`Shift+Tab`)
      expect(await page.evaluate(() => !!document.activeElement?.closest(`dialog`))).toBe(true)
    }

    await page.keyboard.press(`Escape`)
    await expect(d).toBeHidden()
    await expect(opener).toBeFocused()
  })
})

test.describe(`template pages`, () => {
  const templates = pageData<PageJson>(`templates`)
  const filler = block(`templates`, `filler`)
  const firstWords = `Lorem ipsum dolor sit amet`
  const nav = (page: Page) => page.getByRole(`navigation`, { name: `Page templates` })

  // One template draws the five layouts (src/templates/template-demo.tsx): the first is opened, the others are
  // reached through the page's own Page templates links (client-side navigation, as a visitor moves between them).
  test(
    `each layout shows its placeholder text, sidebar and grid, reached through the Page templates links`,
    { tag: `@phone` },
    async ({ page }, testInfo) => {
      const layouts = [
        [`/template-left-sidebar`, `Left Sidebar`, `left`],
        [`/template-right-sidebar`, `Right Sidebar`, `right`],
        [`/template-full-width`, `Full Width`, null],
        [`/template-no-sidebar`, `No Sidebar`, null],
      ] as const
      for (const [i, [path, title, sidebar]] of layouts.entries()) {
        if (i === 0) expect((await open(page, path)).status()).toBe(200)
        else await nav(page).first().getByRole(`link`, { name: title }).click()
        await expect(page).toHaveURL(new RegExp(`${path}$`))
        await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`${templates.hero.title}: ${title}`)
        const content = page.getByRole(`article`)
        await expect(content.getByRole(`heading`, { name: filler.title })).toBeVisible()
        await expect(content.getByText(new RegExp(`^${firstWords}`))).toBeVisible()
        const aside = page.getByRole(`complementary`, { name: `Sidebar` })
        if (sidebar) {
          await expect(aside).toBeVisible()
          if (testInfo.project.name === `desktop`) {
            const [a, c] = [(await aside.boundingBox())!, (await content.boundingBox())!]
            expect(sidebar === `left` ? a.x < c.x : a.x > c.x).toBe(true)
          }
        } else {
          await expect(aside).toHaveCount(0)
        }
        await expect(nav(page).first().getByRole(`link`, { name: title })).toHaveAttribute(`aria-current`, `page`)
        await expectNoHorizontalScroll(page)
      }

      await nav(page).first().getByRole(`link`, { name: `Grid Layout` }).click()
      await expect(page).toHaveURL(/\/template-grid-layout$/)
      const grid = block(`templates`, `grid`)
      await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(grid.title)
      await expect(page.getByText(templates.hero.subtitle!)).toBeVisible()
      const posts = page.getByRole(`main`).locator(`article`)
      await expect(posts).toHaveCount(grid.items!.length)
      await expect(posts.getByRole(`heading`, { level: 2 })).toHaveText(grid.items!.map(i => i.title))
      for (const p of await posts.all()) await expect(p.getByRole(`img`)).toBeVisible()
      await expectNoHorizontalScroll(page)
    },
  )
})

test.describe(`accessibility`, () => {
  // Axe on each page as it loads is e2e/a11y.spec.ts's sweep; these are the states it does not reach.
  test(`axe finds no violations with the gallery dialog open`, async ({ page }) => {
    await open(page, `/gallery`)
    await page
      .getByRole(`link`, { name: /^View larger: / })
      .first()
      .click()
    await expect(page.getByRole(`dialog`)).toBeVisible()
    await expectNoAxeViolations(page)
  })
})
