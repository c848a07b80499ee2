import { expect, test } from "./fixtures"
import { firstParagraph, page as pageData, paragraphCount, pagesOf, rupeesPerMonth, site } from "./content"
import { open, richest } from "./open"
import { contactHref, serviceTopicKind } from "../src/lib/enquiry"
import { leafText, type Coach, type Focus, type Game, type Leaf, type News, type Service, type Sport } from "./entry-types"

// One page per template, in the browser: the entry that fills the most of the template's optional parts, chosen
// from data/ (adding, removing or editing an entry moves the test with it). That every other entry fills the same
// slots is read from the built HTML, without a browser: __tests__/entry-pages.contract.ts. The specification's
// figures for the launch content (fees, durations, read times) are checked by npm run audit:content, not here.

/** The n-th news article (wrapping), so the single-article tests run however many articles there are. */
const nthArticle = (n: number) => {
  const all = pagesOf<News>("news")
  return all[n % all.length]
}

const game = richest(pagesOf<Game>("games"), g => Number(!!g.pricing.note) + Number(!!g.schedule.note) + g.features.length / 100)

test.describe("game pages", () => {
  test(`the game template, on its richest entry, shows every part from data`, async ({ page }) => {
    await open(page, game.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title)
    await expect(page.getByRole("img", { name: game.imageAlt })).toBeVisible()
    await expect(page.getByText(firstParagraph(game.fullDescription))).toBeVisible()
    await expect(page.getByRole("heading", { name: "What We Offer" })).toBeVisible()
    for (const feature of game.features) await expect(page.getByText(feature, { exact: true })).toBeVisible()
    // The game's own coach line (a coach page of the same name may also be linked below it).
    await expect(page.getByText(game.coach.name).first()).toBeVisible()
    await expect(page.getByText(rupeesPerMonth(game.pricing.fromPerMonth))).toBeVisible()
    await expect(page.getByText(game.schedule.weekdays)).toBeVisible()
    await expect(page.getByText(game.schedule.weekends)).toBeVisible()
    for (const note of [game.pricing.note, game.schedule.note]) if (note) await expect(page.getByText(note)).toBeVisible()
    const main = page.getByRole("main")
    // Still the contact page, with the game as the enquiry's topic (the form fills the subject from it).
    await expect(main.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", contactHref("enroll", game.slug))
    await expect(main.getByRole("link", { name: "Book a free trial" })).toHaveAttribute("href", contactHref("trial", game.slug))
    await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact")
    await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
    await expect(main.locator('a[href="/admissions"]').first()).toBeVisible()
    await expect(page.getByRole("heading", { name: "More games" })).toBeVisible()
  })
})

test.describe("coach pages", () => {
  const coaches = pagesOf<Coach>("coaches")
  // The coach with the most optional fields filled in, and one who takes a game (when any does).
  const coach = richest(
    coaches,
    c =>
      ["bio", "yearsExperience", "credentials", "playingRecord", "games", "batches", "languages"].filter(
        k => c[k as keyof Coach] !== undefined,
      ).length,
  )
  const gameWithCoach = pagesOf<Game>("games").find(g => coaches.some(c => c.games?.includes(g.slug)))

  test("the coach template, on its richest entry, shows every part from data and links its games and admissions", async ({ page }) => {
    await open(page, coach.path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(coach.name)
    await expect(page.getByRole("img", { name: coach.imageAlt })).toBeVisible()
    await expect(page.getByText(coach.specialty)).toBeVisible()
    if (coach.bio) await expect(page.getByText(firstParagraph(coach.bio))).toBeVisible()
    for (const c of coach.credentials ?? []) await expect(page.getByText(c.name, { exact: true })).toBeVisible()
    const main = page.getByRole("main")
    for (const slug of coach.games ?? []) await expect(main.locator(`a[href="/game/${slug}"]`).first()).toBeVisible()
    await main.getByRole("link", { name: "Admissions and free trials" }).click()
    await expect(page).toHaveURL(/\/admissions$/)
  })

  test("a game page links the coaches who take it, and the link opens the coach's page", async ({ page }) => {
    // The fixture content always has one (scripts/fixture-data.mjs); no test skips.
    expect(gameWithCoach, "a coach who takes a game").toBeDefined()
    const linked = coaches.filter(c => c.games?.includes(gameWithCoach!.slug))
    await open(page, gameWithCoach!.path)
    const list = page.getByTestId("game-coaches")
    await expect(list.getByRole("link")).toHaveText(linked.map(c => c.name))
    await list.getByRole("link", { name: linked[0].name }).click()
    await expect(page).toHaveURL(new RegExp(`${linked[0].path}$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(linked[0].name)
  })

  test("a home coach card opens its coach's page", async ({ page }) => {
    await open(page, "/")
    const card = page.locator("#coach-list li").first()
    await card.scrollIntoViewIfNeeded()
    await card.getByRole("link").click()
    await expect(page).toHaveURL(new RegExp(`${coaches[0].path}$`))
  })
})

test.describe("news pages", () => {
  // Every news file has the same parts; the longest article.
  const article = richest(pagesOf<News>("news"), n => paragraphCount(n.fullContent))
  test(`the news template, on its richest entry, shows every part from data`, async ({ page }) => {
    await open(page, article.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title)
    await expect(main.getByText(article.category, { exact: true })).toBeVisible()
    await expect(main.locator(`time[datetime="${article.date}"]`)).toBeVisible()
    await expect(main.getByText(`${article.readTime} min read`)).toBeVisible()
    await expect(main.getByText(article.excerpt)).toBeVisible()
    await expect(main.getByText(`By ${article.author}`)).toBeVisible()
    await expect(main.getByRole("img", { name: article.imageAlt })).toBeVisible()
    await expect(main.getByTestId("article-body").getByText(firstParagraph(article.fullContent))).toBeVisible()
    // The body is split into paragraphs on blank lines.
    await expect(main.getByTestId("article-body").locator("p")).toHaveCount(paragraphCount(article.fullContent))
    const tags = main.getByRole("list", { name: "Tags" }).getByRole("listitem")
    await expect(tags).toHaveText(["Sports Training", "Athlete Development", "Performance"])
    await expect(main.getByRole("button", { name: "Share Article" })).toBeVisible()
    await expect(main.getByRole("button", { name: "Print Article" })).toBeVisible()
    await expect(page.getByRole("heading", { name: "More news" })).toBeVisible()
  })

  test("Share Article copies the link when Web Share is missing, and says so", async ({ page, context, browserName }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const article = nthArticle(1)
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure the test takes the copy path everywhere.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true })
    })
    await open(page, article.path)
    await page.getByRole("button", { name: "Share Article" }).click()
    await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    expect(browserName).toBe("chromium")
  })

  test("Share Article uses Web Share where the browser has it", async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { shared: unknown[] }).shared = []
      Object.defineProperty(navigator, "share", {
        configurable: true,
        value: (data: unknown) => {
          ;(window as unknown as { shared: unknown[] }).shared.push(data)
          return Promise.resolve()
        },
      })
    })
    const article = nthArticle(2)
    await open(page, article.path)
    await page.getByRole("button", { name: "Share Article" }).click()
    const shared = await page.evaluate(() => (window as unknown as { shared: { title: string; url: string }[] }).shared)
    expect(shared).toEqual([{ title: article.title, url: page.url() }])
  })

  test("Print Article prints, and the print stylesheet keeps only the article", async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as unknown as { printed: number }).printed = 0
      window.print = () => void (window as unknown as { printed: number }).printed++
    })
    const article = nthArticle(3)
    await open(page, article.path)
    await page.getByRole("button", { name: "Print Article" }).click()
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
    await page.emulateMedia({ media: "print" })
    await expect(page.getByRole("banner")).toBeHidden()
    await expect(page.getByRole("contentinfo")).toBeHidden()
    await expect(page.getByRole("heading", { name: "More news" })).toBeHidden()
    await expect(page.getByRole("button", { name: "Print Article" })).toBeHidden()
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })
})

test.describe("focus pages", () => {
  const focus = richest(pagesOf<Focus>("focus"), f => f.features.length + f.benefits.length + f.process.length)
  test(`the focus template, on its richest entry, shows every part from data`, async ({ page }) => {
    await open(page, focus.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(focus.title)
    await expect(main.getByText(focus.description)).toBeVisible()
    for (const item of [...focus.features, ...focus.benefits]) await expect(main.getByText(item, { exact: true }).first()).toBeVisible()
    const steps = main.locator("ol > li")
    await expect(steps).toHaveText(focus.process)
    await expect(main.getByText(focus.duration, { exact: true })).toBeVisible()
    await expect(main.getByText(focus.frequency, { exact: true })).toBeVisible()
    expect(await main.locator('a[href^="/contact"]').count()).toBeGreaterThanOrEqual(1)
  })
})

test.describe("service pages", () => {
  const phone = site().contact.phones[0]
  // The enquiry's topic (a quote or an enquiry, by the optional `quote`) is in every service page's HTML
  // (__tests__/entry-pages.contract.ts); the template is the same.
  const service = richest(
    pagesOf<Service>("services"),
    s => Number(!!(s as { quote?: boolean }).quote) + (s.details.length + s.features.length) / 100,
  )
  test(`the service template, on its richest entry, shows every part from data`, async ({ page }) => {
    await open(page, service.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(service.title)
    await expect(main.getByRole("img", { name: service.imageAlt })).toBeVisible()
    await expect(main.getByText(firstParagraph(service.description))).toBeVisible()
    await expect(main.getByRole("link", { name: /Back to Services/ })).toHaveAttribute("href", "/services")
    await expect(main.getByRole("heading", { name: "Service Details" })).toBeVisible()
    for (const item of service.details) await expect(main.getByText(item, { exact: true })).toBeVisible()
    await expect(main.getByRole("heading", { name: "Key Features" })).toBeVisible()
    for (const item of service.features) await expect(main.getByText(item, { exact: true })).toBeVisible()
    await expect(main.getByRole("heading", { name: "Get Started Today" })).toBeVisible()
    await expect(main.getByRole("link", { name: "Call Now" })).toHaveAttribute("href", `tel:${phone.tel}`)
    expect(phone.tel).toMatch(/^\+\d{8,15}$/)
    // The contact page, with the service as the enquiry's topic (a quote for the infrastructure services).
    await expect(main.getByRole("link", { name: "Email Us" })).toHaveAttribute("href", contactHref(serviceTopicKind(service), service.slug))
  })
})

/** How many of the sport template's optional parts an entry fills (sections and their parts counted too). */
const sportParts = (sport: Sport) => {
  const d = sport.detailedContent ?? {}
  const leaves = (leaf: Leaf): number => 1 + [...(leaf.components ?? []), ...(leaf.subComponents ?? [])].reduce((n, l) => n + leaves(l), 0)
  return (
    100 * [d.introduction, d.sections?.length, d.director, d.conclusion].filter(Boolean).length +
    (d.sections ?? []).reduce((n, s) => n + leaves(s), 0)
  )
}

test.describe("sport article pages", () => {
  // The director profile first, then the most sections and parts.
  const sport = richest(pagesOf<Sport>("sports"), s => Number(!!s.detailedContent?.director) * 1000 + sportParts(s))
  test(`the sport template, on its richest entry, shows its hero, content and every section it has`, async ({ page }) => {
    await open(page, sport.path)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(sport.title)
    await expect(main.getByText(sport.description)).toBeVisible()
    await expect(main.getByText(firstParagraph(sport.content))).toBeVisible()
    const detail = sport.detailedContent ?? {}
    const expectedH2 = [
      ...(detail.introduction ? ["Introduction"] : []),
      ...(detail.sections ?? []).map(s => s.title),
      ...(detail.director ? ["Meet the Director"] : []),
      ...(detail.conclusion ? ["Conclusion"] : []),
    ]
    const h2 = await main.locator("article h2").allTextContents()
    expect(h2).toEqual(expectedH2)
    if (detail.director) {
      await expect(main.getByText(detail.director.name).first()).toBeVisible()
      for (const heading of ["Meet the Director", "Experience", "Education", "Current Projects", "Future Vision", "Qualifications"]) {
        await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible()
      }
    }
    const body = [sport.content, detail.introduction ?? "", ...(detail.sections ?? []).map(leafText), detail.conclusion ?? ""].join(" ")
    expect(body.length, "substantial expert content").toBeGreaterThan(1500)
    await expect(page.getByRole("heading", { name: "Explore other sports" })).toBeVisible()
  })
})

test("/sports-meditation has How it Works, the benefits and a call to action", async ({ page }) => {
  const meditation = pageData<{
    hero: { title: string }
    blocks: { id: string; title: string; items?: { title: string }[]; cta?: { label: string; to: string } }[]
  }>("sports-meditation")
  await open(page, "/sports-meditation")
  const main = page.getByRole("main")
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(meditation.hero.title)
  const how = meditation.blocks.find(b => b.id === "how-it-works")!
  await expect(main.getByRole("heading", { name: how.title })).toBeVisible()
  for (const item of how.items!) await expect(main.getByRole("heading", { name: item.title })).toBeVisible()
  const benefits = meditation.blocks.find(b => b.id === "benefits")!
  await expect(main.getByRole("heading", { name: benefits.title })).toBeVisible()
  for (const item of benefits.items!) await expect(main.getByRole("heading", { name: item.title })).toBeVisible()
  const cta = meditation.blocks.find(b => b.id === "cta")!.cta!
  await expect(main.getByRole("link", { name: cta.label })).toHaveAttribute("href", cta.to)
})
