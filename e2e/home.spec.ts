import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { AXE_TAGS, expect, test } from "./fixtures"
import { open } from "./open"
import { entries, home as homeData, newestFirst, pagesOf, site } from "./content"

interface Home {
  hero: { badge: string; title: string; subtitle: string; slides: { caption: string }[] }
  about: { title: string; progress: { label: string; value: number }[] }
  sections: Record<"games" | "focus" | "coaches" | "results" | "news", { title: string }>
}
// Expectations come from data/ (home.en.json and the collections), in the site's order: cards by `order`, news by
// date, newest first. Counts are counts of files.
const home = homeData<Home>()
const { communityUrl, videoUrl } = site() as { communityUrl: string; videoUrl: string }
const games = pagesOf<{ title: string }>("games")
const focusAreas = pagesOf<{ title: string }>("focus")
const coaches = pagesOf<{ name: string; role: string; specialty: string }>("coaches")
const results = entries<{ competition: string; game: string }>("results")
const news = newestFirst<{ title: string; date: string }>("news").map(n => ({
  ...n,
  path: pagesOf("news").find(p => p.slug === n.slug)!.path,
}))
const slides = home.hero.slides.length
/** The carousel's label for slide i (1-based), and the slide after it, wrapping. */
const of = (i: number) => `${i} of ${slides}`
const after = (i: number) => (i % slides) + 1

const NOCOOKIE = /^https:\/\/www\.youtube-nocookie\.com\/embed\//

/**
 * The suite runs offline: the YouTube player is answered with a tiny page, so nothing leaves the machine and
 * the frame loads (a failed third-party frame would be no page error, but this keeps the run deterministic).
 */
async function stubPlayer(page: Page): Promise<string[]> {
  const requests: string[] = []
  await page.route(/youtube-nocookie\.com/, route => {
    requests.push(route.request().url())
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title><p>Video</p>" })
  })
  return requests
}

const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]')
const dialog = (page: Page) => page.getByRole("dialog", { name: "Watch Our Video" })
const focusIsInside = (page: Page) => page.evaluate(() => !!document.querySelector('[role="dialog"]')?.contains(document.activeElement))
const viewport = (page: Page) =>
  page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }))

async function box(locator: Locator) {
  const b = await locator.boundingBox()
  if (!b) throw new Error("no bounding box")
  return b
}

async function openMenuIfCollapsed(page: Page) {
  const menu = page.getByRole("banner").locator("summary", { hasText: "Menu" })
  if (await menu.isVisible()) await menu.click()
}

test.describe("home content", () => {
  test("shows the hero, about, games, focus areas, coaches, results and news, and the two newest in the footer", async ({ page }) => {
    await open(page, "/")
    const ids = await page.locator("main > section[id]").evaluateAll(els => els.map(el => el.id))
    expect(ids.filter(id => ["home", "about", "services", "coaches", "results", "news"].includes(id))).toEqual([
      "home",
      "about",
      "services",
      "coaches",
      "results",
      "news",
    ])

    const hero = page.locator("#home")
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.title)
    await expect(hero.getByText(home.hero.subtitle, { exact: true })).toBeVisible()
    await expect(hero.getByText(home.hero.badge, { exact: true })).toBeVisible()
    await expect(hero.locator('[aria-roledescription="slide"]')).toHaveCount(slides)
    await expect(activeSlide(page).getByText(home.hero.slides[0].caption)).toBeVisible()
    const join = hero.getByRole("link", { name: /Join Community/ })
    await expect(join).toBeVisible()
    await expect(join).toHaveAttribute("href", communityUrl)
    await expect(join).toHaveAttribute("target", "_blank")
    await expect(join).toHaveAttribute("rel", "noopener noreferrer")
    await expect(hero.getByRole("link", { name: "Watch Video" })).toBeVisible()

    const about = page.locator("#about")
    await about.scrollIntoViewIfNeeded()
    await expect(about.getByRole("heading", { level: 2 })).toHaveText(home.about.title)
    const bars = about.getByRole("progressbar")
    await expect(bars).toHaveCount(home.about.progress.length)
    for (const { label, value } of home.about.progress) {
      const bar = about.getByRole("progressbar", { name: label })
      await expect(bar).toBeVisible()
      await expect(bar).toHaveAttribute("aria-valuenow", String(value))
      await expect(bar).toHaveAttribute("aria-valuemin", "0")
      await expect(bar).toHaveAttribute("aria-valuemax", "100")
      await expect(about.getByText(`${value}%`, { exact: true })).toBeVisible()
    }

    const services = page.locator("#services")
    await expect(services.getByRole("heading", { level: 2 })).toHaveText(home.sections.games.title)
    const gameLinks = services.locator('a[href^="/game/"]')
    await expect(gameLinks).toHaveCount(games.length)
    // One card per game file, in the order of their `order` fields.
    expect(await gameLinks.evaluateAll(els => els.map(el => el.getAttribute("href")))).toEqual(games.map(g => g.path))
    for (const game of games) {
      const link = services.getByRole("link", { name: game.title, exact: true })
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute("href", game.path)
    }

    const focus = page.locator("#focus-areas")
    await expect(focus.getByRole("heading", { level: 2 })).toHaveText(home.sections.focus.title)
    const focusLinks = focus.locator('a[href^="/focus/"]')
    await expect(focusLinks).toHaveCount(focusAreas.length)
    expect(await focusLinks.evaluateAll(els => els.map(el => el.getAttribute("href")))).toEqual(focusAreas.map(f => f.path))
    for (const area of focusAreas) {
      const link = focus.locator(`a[href="${area.path}"]`)
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
      await expect(link).toHaveText(area.title)
    }

    const coachSection = page.locator("#coaches")
    await expect(coachSection.getByRole("heading", { level: 2 })).toHaveText(home.sections.coaches.title)
    const coachCards = coachSection.getByRole("listitem")
    await expect(coachCards).toHaveCount(coaches.length)
    for (const [i, coach] of coaches.entries()) {
      const card = coachCards.nth(i)
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByRole("heading", { name: coach.name })).toBeVisible()
      // The name links the coach's page; it is the card's one link.
      await expect(card.getByRole("link")).toHaveCount(1)
      await expect(card.getByRole("link", { name: coach.name })).toHaveAttribute("href", coach.path)
      await expect(card.getByText(coach.role, { exact: true })).toBeVisible()
      await expect(card.getByText(coach.specialty)).toBeVisible()
      await expect(card.getByRole("img")).toBeVisible()
    }

    const resultSection = page.locator("#results")
    await expect(resultSection.getByRole("heading", { level: 2 })).toHaveText(home.sections.results.title)
    await expect(resultSection.getByRole("article")).toHaveCount(results.length)
    const details = resultSection.getByRole("link", { name: /game details/i })
    await expect(details).toHaveCount(results.length)
    for (const [i, result] of results.entries()) {
      await resultSection.getByRole("heading", { name: result.competition }).scrollIntoViewIfNeeded()
      await expect(resultSection.getByRole("heading", { name: result.competition })).toBeVisible()
      await expect(details.nth(i)).toBeVisible()
      await expect(details.nth(i)).toHaveText(/game details/i)
      await expect(details.nth(i)).toHaveAttribute("href", pagesOf("games").find(g => g.slug === result.game)!.path)
    }

    const newsSection = page.locator("#news")
    await expect(newsSection.getByRole("heading", { level: 2 })).toHaveText(home.sections.news.title)
    // Every news file, newest first. (Links to one article are adjacent, so de-duplicating keeps the order.)
    const newsLinks = newsSection.locator('a[href^="/news/"]')
    const hrefs = await newsLinks.evaluateAll(els => els.map(el => el.getAttribute("href")))
    expect(hrefs.filter((h, i) => h !== hrefs[i - 1])).toEqual(news.map(n => n.path))
    for (const article of news) {
      const link = newsSection.getByRole("link", { name: article.title })
      await link.scrollIntoViewIfNeeded()
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute("href", article.path)
    }

    // The footer's Latest Posts (the list under that heading; the footer's columns are groups, not regions) are the
    // two newest news articles.
    const latest = page
      .getByRole("contentinfo")
      .getByRole("heading", { name: "Latest Posts" })
      .locator("xpath=following-sibling::ul[1]")
      .getByRole("link")
    const expected = news.slice(0, 2)
    await expect(latest).toHaveCount(expected.length)
    for (const [i, article] of expected.entries()) {
      await expect(latest.nth(i)).toHaveAttribute("href", article.path)
      await expect(latest.nth(i)).toContainText(article.title)
    }
  })

  test("GAME DETAILS opens the page of the game played", async ({ page }) => {
    expect(results.length, "a result in the content (npm test's fixture copy adds one)").toBeGreaterThan(0)
    await open(page, "/")
    const link = page
      .locator("#results")
      .getByRole("link", { name: /game details/i })
      .first()
    await link.scrollIntoViewIfNeeded()
    await link.click()
    const game = games.find(g => g.slug === results[0].game)!
    await expect(page).toHaveURL(new RegExp(`${game.path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title)
  })

  // The hero's layout (and so which element is the largest paint) changes with the width.
  test("the first slide is the largest paint, loaded eagerly; the hero does not shift the layout", { tag: "@phone" }, async ({ page }) => {
    await open(page, "/")
    const images = page.locator("#hero-slides img")
    await expect(images).toHaveCount(slides)
    await expect(images.nth(0)).toHaveAttribute("loading", "eager")
    await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high")
    for (let i = 1; i < slides; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy")
    // The first slide's picture has arrived and been painted (the largest paint can only be final after that).
    await expect
      .poll(() => images.nth(0).evaluate(img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0)
    const { cls, lcpInFirstSlide } = await page.evaluate(
      () =>
        new Promise<{ cls: number; lcpInFirstSlide: boolean }>(resolve => {
          let cls = 0
          let lcp: Element | null = null
          new PerformanceObserver(list => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!e.hadRecentInput) cls += e.value
            }
          }).observe({ type: "layout-shift", buffered: true })
          new PerformanceObserver(list => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
            lcp = last?.element ?? lcp
          }).observe({ type: "largest-contentful-paint", buffered: true })
          setTimeout(() => {
            const first = document.querySelector('[aria-roledescription="slide"]')
            resolve({ cls, lcpInFirstSlide: !!lcp && !!first?.contains(lcp) })
          }, 500)
        }),
    )
    expect(cls).toBeLessThan(0.05)
    expect(lcpInFirstSlide).toBe(true)
  })
})

test.describe("hero carousel", () => {
  test("the content has slides to rotate (npm test's fixture copy adds one to a single slide)", () => {
    expect(slides).toBeGreaterThan(1)
  })
  test("by keyboard: the start/stop control comes first; arrows wrap; indicators choose a slide", async ({ page }) => {
    await open(page, "/")
    // Skip link to main, then the next Tab stop is the carousel's start/stop control.
    await page.keyboard.press("Tab")
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Tab")
    const rotation = page.getByRole("button", { name: "Stop automatic slide show" })
    await expect(rotation).toBeFocused()
    await expect(rotation).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeFocused()
    await expect(page.locator("#hero-slides")).toHaveAttribute("aria-live", "polite")

    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeFocused()
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
    await page.keyboard.press("Enter")
    // Previous from the first slide wraps to the last.
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(slides))
    await expect(page.getByRole("group", { name: of(slides) })).toBeVisible()
    await expect(page.getByRole("group", { name: of(1) })).toBeHidden()
    await expect(activeSlide(page).getByText(home.hero.slides[slides - 1].caption)).toBeVisible()

    // The indicators follow the previous button, one per slide; the second one is two Tab stops away.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: `Show slide ${of(2)}` })).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(2))
    await expect(page.getByRole("button", { name: `Show slide ${of(2)}` })).toHaveAttribute("aria-current", "true")

    for (let i = 2; i < slides; i++) await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.getByRole("button", { name: "Next slide" })).toBeFocused()
    // Next goes forward and wraps from the last slide to the first.
    let current = 2
    for (let i = 0; i < slides; i++) {
      await page.keyboard.press("Enter")
      current = after(current)
      await expect(activeSlide(page)).toHaveAttribute("aria-label", of(current))
    }
    expect(current).toBe(2)
  })

  test("advances every 6 s on its own, and pauses while hovered or focused", async ({ page }) => {
    await page.clock.install()
    // open() waits for hydration (gatsby-browser.tsx marks <html data-hydrated>): the carousel runs from then on,
    // and a clock stopped earlier would hold the page's scripts back.
    await open(page, "/")
    // Installed clocks keep flowing while the page loads; stop the clock, then hover the hero and leave it,
    // which (like any end of a pause) starts a fresh 6 s interval from here.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.locator("#home h1").hover()
    await page.mouse.move(1, 1)
    await page.getByRole("button", { name: `Show slide ${of(1)}` }).dispatchEvent("click")
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
    await page.clock.runFor(5_900)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
    await page.clock.runFor(200)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(2))
    // Every slide in turn, then back to the first.
    for (let i = 2; i <= slides; i++) {
      await page.clock.runFor(6_000)
      await expect(activeSlide(page)).toHaveAttribute("aria-label", of(after(i)))
    }

    await page.locator("#home h1").hover()
    await page.clock.runFor(15_000)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
    await page.mouse.move(1, 1)

    await page.getByRole("link", { name: "Watch Video" }).focus()
    await page.clock.runFor(15_000)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
    await page.getByRole("link", { name: "Skip to content" }).focus()
    await page.clock.runFor(6_100)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(2))
  })

  test("does not rotate for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.clock.install()
    await open(page, "/")
    await expect(page.getByRole("button", { name: "Start automatic slide show" })).toBeVisible()
    await page.clock.runFor(20_000)
    await expect(activeSlide(page)).toHaveAttribute("aria-label", of(1))
  })
})

test.describe("video dialog", () => {
  test("by keyboard: opens with focus inside, keeps Tab inside, closes on Escape and returns focus", async ({ page }) => {
    const requests = await stubPlayer(page)
    await open(page, "/")
    await expect(page.locator("iframe")).toHaveCount(0)
    expect(requests).toEqual([])

    const watch = page.getByRole("link", { name: "Watch Video" })
    await watch.focus()
    await page.keyboard.press("Enter")
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true")
    expect(await focusIsInside(page)).toBe(true)

    const frame = dialog(page).locator("iframe")
    await expect(frame).toHaveAttribute("src", NOCOOKIE)
    expect(await frame.getAttribute("src")).toBe(videoUrl)
    expect(await frame.getAttribute("title")).toBeTruthy()
    await expect.poll(() => requests.length).toBeGreaterThan(0)

    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab")
      expect(await focusIsInside(page), `focus after Tab ${i + 1}`).toBe(true)
    }
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Shift+Tab")
      expect(await focusIsInside(page), `focus after Shift+Tab ${i + 1}`).toBe(true)
    }

    await page.getByRole("button", { name: "Close video" }).focus()
    await page.keyboard.press("Escape")
    await expect(dialog(page)).toHaveCount(0)
    await expect(page.locator("iframe")).toHaveCount(0)
    await expect(watch).toBeFocused()
  })

  // Sized to the window: the geometry is checked at both widths.
  test("drags by its header and always stays inside the window, also after a resize", { tag: "@phone" }, async ({ page }) => {
    await stubPlayer(page)
    await open(page, "/")
    await page.getByRole("link", { name: "Watch Video" }).click()
    const title = dialog(page).getByRole("heading", { name: "Watch Our Video" })
    const start = await box(dialog(page))
    const vp = await viewport(page)
    expect(start.width).toBe(Math.min(800, Math.floor(vp.width * 0.9)))
    expect(start.height).toBe(Math.min(500, Math.floor(vp.height * 0.7)))
    expect(start.x).toBeCloseTo((vp.width - start.width) / 2, 0)
    expect(start.y).toBeCloseTo((vp.height - start.height) / 2, 0)

    const drag = async (dx: number, dy: number) => {
      const t = await box(title)
      const x = t.x + 10
      const y = t.y + t.height / 2
      await page.mouse.move(x, y)
      await page.mouse.down()
      await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 })
      await page.mouse.move(x + dx, y + dy, { steps: 4 })
      await page.mouse.up()
    }

    await drag(-15, 12)
    const moved = await box(dialog(page))
    expect(moved.x).toBeCloseTo(Math.max(0, start.x - 15), 0)
    expect(moved.y).toBeCloseTo(start.y + 12, 0)

    await drag(-3000, -3000)
    let b = await box(dialog(page))
    expect(b.x).toBeCloseTo(0, 0)
    expect(b.y).toBeCloseTo(0, 0)

    await drag(3000, 3000)
    b = await box(dialog(page))
    expect(b.x + b.width).toBeCloseTo(vp.width, 0)
    expect(b.y + b.height).toBeCloseTo(vp.height, 0)

    const size = page.viewportSize()!
    await page.setViewportSize({ width: Math.round(size.width * 0.8), height: Math.round(size.height * 0.75) })
    const small = await viewport(page)
    await expect
      .poll(async () => {
        const r = await box(dialog(page))
        return r.x >= 0 && r.y >= 0 && r.x + r.width <= small.width + 0.5 && r.y + r.height <= small.height + 0.5
      })
      .toBe(true)
    b = await box(dialog(page))
    expect(b.width).toBe(Math.min(800, Math.floor(small.width * 0.9)))
    expect(b.height).toBe(Math.min(500, Math.floor(small.height * 0.7)))
  })

  test("minimizes to 300 x 200 in the top right corner and restores, centred, when clicked", { tag: "@phone" }, async ({ page }) => {
    await stubPlayer(page)
    await open(page, "/")
    await page.getByRole("link", { name: "Watch Video" }).click()
    await page.getByRole("button", { name: "Minimize video" }).click()
    const vp = await viewport(page)
    const mini = await box(dialog(page))
    expect(mini).toEqual({ x: vp.width - 320, y: 20, width: 300, height: 200 })
    await expect(dialog(page)).toHaveAttribute("aria-modal", "false")
    // Minimized, the page is usable again.
    await expect(page.locator("#___gatsby")).not.toHaveAttribute("inert")

    // The minimized box can be dragged out of the way too; that drag does not restore it.
    const header = dialog(page).getByRole("heading", { name: "Watch Our Video" })
    const h = await box(header)
    await page.mouse.move(h.x + 5, h.y + h.height / 2)
    await page.mouse.down()
    await page.mouse.move(h.x - 20, h.y + h.height / 2 + 40, { steps: 5 })
    await page.mouse.up()
    const movedMini = await box(dialog(page))
    expect(movedMini).toMatchObject({ x: mini.x - 25, y: mini.y + 40, width: 300, height: 200 })

    await page.mouse.click(movedMini.x + movedMini.width / 2, movedMini.y + movedMini.height - 30)
    const restored = await box(dialog(page))
    expect(restored.width).toBe(Math.min(800, Math.floor(vp.width * 0.9)))
    expect(restored.height).toBe(Math.min(500, Math.floor(vp.height * 0.7)))
    expect(restored.x).toBeCloseTo((vp.width - restored.width) / 2, 0)
    expect(restored.y).toBeCloseTo((vp.height - restored.height) / 2, 0)
    await expect(dialog(page)).toHaveAttribute("aria-modal", "true")
    expect(await focusIsInside(page)).toBe(true)

    // Close resets everything: reopened, it is centred and full size again.
    await page.getByRole("button", { name: "Minimize video" }).click()
    await page.getByRole("button", { name: "Close video" }).click()
    await expect(dialog(page)).toHaveCount(0)
    await page.getByRole("link", { name: "Watch Video" }).click()
    expect(await box(dialog(page))).toEqual(restored)
  })

  test("goes full screen shortly after the click and back", async ({ page, consoleGuard }) => {
    await stubPlayer(page)
    const warnings: string[] = []
    page.on("console", m => void (m.type() === "warning" && warnings.push(m.text())))
    await open(page, "/")
    await page.getByRole("link", { name: "Watch Video" }).click()
    await page.getByRole("button", { name: "Full screen" }).click()
    // Either the browser grants it, or it refuses and the refusal is only a console warning.
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => document.fullscreenElement?.getAttribute("role") ?? null)) ?? (warnings.length ? "warned" : null),
      )
      .not.toBeNull()
    if (warnings.length === 0) {
      await expect(page.getByRole("button", { name: "Exit full screen" })).toBeVisible()
      await page.getByRole("button", { name: "Exit full screen" }).click()
      await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true)
      await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible()
    } else {
      await expect(dialog(page)).toBeVisible()
      await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible()
    }
    expect(consoleGuard.problems()).toEqual([])
  })
})

test.describe("coaches row", () => {
  test("the arrows scroll the row; arrows and Tab stop go when every coach fits", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    await open(page, "/")
    const row = page.locator("#coach-list")
    await row.scrollIntoViewIfNeeded()
    const next = page.getByRole("button", { name: "Next coaches" })
    const previous = page.getByRole("button", { name: "Previous coaches" })
    // Whether the coaches fit depends on how many data/coaches holds: the arrows show exactly when they do not.
    const overflows = () => row.evaluate(el => el.scrollWidth > el.clientWidth + 1)
    if (await overflows()) {
      await expect(next).toBeVisible()
      await expect(previous).toHaveAttribute("aria-disabled", "true")
      await next.click()
      await expect.poll(() => row.evaluate(el => el.scrollLeft)).toBeGreaterThan(100)
      await expect(previous).toHaveAttribute("aria-disabled", "false")
      await previous.click()
      await expect.poll(() => row.evaluate(el => el.scrollLeft)).toBeLessThan(5)
    } else {
      await expect(next).toBeHidden()
    }

    for (const width of [1280, 900, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await expect
        .poll(async () => (await next.isVisible()) === (await overflows()), `arrows shown exactly when the row overflows at ${width} px`)
        .toBe(true)
      await expect.poll(async () => (await previous.isVisible()) === (await overflows())).toBe(true)
      // A Tab stop exactly while there is something to scroll (the page does not have the focus on the row here).
      await expect
        .poll(
          async () => ((await row.getAttribute("tabindex")) === "0") === (await overflows()),
          `a Tab stop exactly when it overflows at ${width} px`,
        )
        .toBe(true)
    }

    // Its focus ring is drawn whole: the section's body clips what overflows it (content-visibility), and the row
    // reaches into the section's bottom padding.
    await row.focus()
    const ring = await row.evaluate(el => {
      let body = el.parentElement!
      while (getComputedStyle(body).contentVisibility !== "auto") body = body.parentElement!
      const style = getComputedStyle(el)
      return {
        bottom: el.getBoundingClientRect().bottom + parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth),
        clip: body.getBoundingClientRect().bottom + parseFloat(getComputedStyle(body).overflowClipMargin || "0"),
      }
    })
    expect(ring.bottom).toBeLessThanOrEqual(ring.clip)
  })
})

test.describe("section navigation", () => {
  test("the active header link follows scrolling (scroll-spy)", async ({ page }) => {
    await open(page, "/")
    // On a phone the links sit in the closed menu: hidden, but their state is the same.
    const nav = page.getByRole("navigation", { name: "Main", exact: true, includeHidden: true })
    const homeLink = nav.getByRole("link", { name: "Home", includeHidden: true })
    const coachesLink = nav.getByRole("link", { name: "Coaches", includeHidden: true })
    await expect(homeLink).toHaveAttribute("aria-current", "page")
    await expect(coachesLink).not.toHaveAttribute("aria-current")

    const scrollToSection = (id: string, below: number) =>
      page.evaluate(
        ([id, below]) =>
          window.scrollTo({
            top: document.getElementById(id as string)!.getBoundingClientRect().top + window.scrollY - (below as number),
            behavior: "instant",
          }),
        [id, below] as const,
      )
    await scrollToSection("coaches", 90)
    await expect(coachesLink).toHaveAttribute("aria-current", "page")
    await expect(homeLink).not.toHaveAttribute("aria-current")
    // The section only counts once its top is within 100 px of the window's top.
    await scrollToSection("coaches", 110)
    await expect(coachesLink).not.toHaveAttribute("aria-current")
    await expect(homeLink).toHaveAttribute("aria-current", "page")
    await scrollToSection("results", 50)
    await expect(homeLink).toHaveAttribute("aria-current", "page")
    await expect(coachesLink).not.toHaveAttribute("aria-current")
  })

  // On a phone the link sits in the Menu disclosure, which opens first and closes on the way.
  test("COACHES from /about goes home and scrolls to the coaches section", { tag: "@phone" }, async ({ page }) => {
    await open(page, "/about")
    await openMenuIfCollapsed(page)
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Coaches" }).click()
    await expect(page).toHaveURL(/\/#coaches$/)
    await expect(page.locator("#coaches")).toBeInViewport()
    await expect(page.locator("#coaches").getByRole("heading", { level: 2 })).toBeInViewport()
    await expect(page.locator("#coaches")).toBeFocused()
    const nav = page.getByRole("navigation", { name: "Main", exact: true, includeHidden: true })
    await expect(nav.getByRole("link", { name: "Coaches", includeHidden: true })).toHaveAttribute("aria-current", "page")
  })

  // Sections below the first screen are laid out only near it (content-visibility), each as tall as an estimate
  // until then: measured across them, the jump had landed 1,000 px short. The whole page is laid out first.
  test("a smooth jump on home comes to rest with the section at the top", { tag: "@phone" }, async ({ page }) => {
    await open(page, "/")
    const skipped = await page.evaluate(() => getComputedStyle(document.querySelector("#news > div")!).contentVisibility)
    expect(skipped).toBe("auto")
    await openMenuIfCollapsed(page)
    await page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Coaches" }).click()
    const padding = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop))
    const top = () => page.evaluate(() => Math.round(document.getElementById("coaches")!.getBoundingClientRect().top))
    await expect.poll(top, { timeout: 5000 }).toBe(Math.round(padding))
  })

  test("by keyboard on home: Enter on COACHES moves focus to the section; reduced motion jumps", { tag: "@phone" }, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await open(page, "/")
    await openMenuIfCollapsed(page)
    const link = page.getByRole("navigation", { name: "Main", exact: true }).getByRole("link", { name: "Coaches" })
    await link.focus()
    await page.keyboard.press("Enter")
    // No smooth scrolling: the page is already there in the next frame.
    const target = await page.evaluate(() => Math.round(document.getElementById("coaches")!.getBoundingClientRect().top))
    expect(target).toBeLessThanOrEqual(100)
    await expect(page.locator("#coaches")).toBeFocused()
    await expect(page).toHaveURL(/\/#coaches$/)
    // Tab continues from the section, not from the header.
    await page.keyboard.press("Tab")
    const after = await page.evaluate(() => {
      const section = document.getElementById("coaches")!
      const active = document.activeElement!
      return section.contains(active) || !!(section.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
    })
    expect(after).toBe(true)
  })
})

test.describe("accessibility", () => {
  // Axe on home as it loads is e2e/a11y.spec.ts's sweep; this is the state the sweep does not reach.
  test("axe finds no violations with the video dialog open", async ({ page }) => {
    await stubPlayer(page)
    await open(page, "/")
    await page.getByRole("link", { name: "Watch Video" }).click()
    await expect(dialog(page)).toBeVisible()
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).exclude("iframe").analyze()
    expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(" ")).join(", ")}`)).toEqual([])
  })
})
