import { expect, test, visit } from "./fixtures"
import { firstParagraph, page as pageData, paragraphCount, pagesOf, rupeesPerMonth, site } from "./content"
import { contactHref, serviceTopicKind } from "../src/lib/enquiry"

// Every entry of data/ gets its page checked against its own file: adding, removing, renaming an entry or changing
// a title or fee moves the tests with it. The specification's figures for the launch content (fees, durations,
// read times) are checked by npm run audit:content, not here.

interface Game {
  title: string
  description: string
  fullDescription: string
  features: string[]
  imageAlt: string
  schedule: { weekdays: string; weekends: string }
  pricing: { fromPerMonth: number }
  coach: { name: string; credentials: string }
}
interface News {
  title: string
  date: string
  excerpt: string
  fullContent: string
  author: string
  category: string
  readTime: number
  imageAlt: string
}
interface Focus {
  title: string
  description: string
  fullDescription: string
  features: string[]
  benefits: string[]
  process: string[]
  duration: string
  frequency: string
}
interface Service {
  title: string
  summary: string
  description: string
  details: string[]
  features: string[]
  imageAlt: string
}
interface Leaf {
  title: string
  description?: string
  items?: string[]
  components?: Leaf[]
  subComponents?: Leaf[]
}
interface Sport {
  title: string
  description: string
  content: string
  detailedContent?: { introduction?: string; sections?: Leaf[]; director?: { name: string }; conclusion?: string }
}

/** The n-th news article (wrapping), so the single-article tests run however many articles there are. */
const nthArticle = (n: number) => {
  const all = pagesOf<News>("news")
  return all[n % all.length]
}

test.describe("game pages", () => {
  for (const game of pagesOf<Game>("games")) {
    test(`${game.path} shows every part from data`, async ({ page }) => {
      await visit(page, game.path)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(game.title)
      await expect(page.getByRole("img", { name: game.imageAlt })).toBeVisible()
      await expect(page.getByText(firstParagraph(game.fullDescription))).toBeVisible()
      await expect(page.getByRole("heading", { name: "What We Offer" })).toBeVisible()
      for (const feature of game.features) await expect(page.getByText(feature, { exact: true })).toBeVisible()
      await expect(page.getByText(game.coach.name)).toBeVisible()
      await expect(page.getByText(rupeesPerMonth(game.pricing.fromPerMonth))).toBeVisible()
      await expect(page.getByText(game.schedule.weekdays)).toBeVisible()
      await expect(page.getByText(game.schedule.weekends)).toBeVisible()
      const main = page.getByRole("main")
      // Still the contact page, with the game as the enquiry's topic (the form fills the subject from it).
      await expect(main.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", contactHref("enroll", game.slug))
      await expect(main.getByRole("link", { name: "Book a free trial" })).toHaveAttribute("href", contactHref("trial", game.slug))
      await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact")
      await expect(main.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/")
      await expect(page.getByRole("heading", { name: "More games" })).toBeVisible()
    })
  }
})

test.describe("news pages", () => {
  for (const article of pagesOf<News>("news")) {
    test(`${article.path} shows every part from data`, async ({ page }) => {
      await visit(page, article.path)
      const main = page.getByRole("main")
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title)
      await expect(main.getByText(article.category, { exact: true })).toBeVisible()
      await expect(main.locator(`time[datetime="${article.date}"]`)).toBeVisible()
      await expect(main.getByText(`${article.readTime} min read`)).toBeVisible()
      await expect(main.getByText(article.excerpt)).toBeVisible()
      await expect(main.getByText(`By ${article.author}`)).toBeVisible()
      await expect(main.getByRole("img", { name: article.imageAlt })).toBeVisible()
      await expect(main.getByTestId("article-body").getByText(firstParagraph(article.fullContent))).toBeVisible()
      const tags = main.getByRole("list", { name: "Tags" }).getByRole("listitem")
      await expect(tags).toHaveText(["Sports Training", "Athlete Development", "Performance"])
      await expect(main.getByRole("button", { name: "Share Article" })).toBeVisible()
      await expect(main.getByRole("button", { name: "Print Article" })).toBeVisible()
      await expect(page.getByRole("heading", { name: "More news" })).toBeVisible()
    })
  }

  test("the body is split into paragraphs on blank lines", async ({ page }) => {
    const article = nthArticle(0)
    await visit(page, article.path)
    const expected = paragraphCount(article.fullContent)
    const bodyParagraphs = page.getByTestId("article-body").locator("p")
    await expect(bodyParagraphs).toHaveCount(expected)
  })

  test("Share Article copies the link when Web Share is missing, and says so", async ({ page, context, browserName }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"])
    const article = nthArticle(1)
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure the test takes the copy path everywhere.
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true })
    })
    await visit(page, article.path)
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
    await visit(page, article.path)
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
    await visit(page, article.path)
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
  for (const focus of pagesOf<Focus>("focus")) {
    test(`${focus.path} shows every part from data`, async ({ page }) => {
      await visit(page, focus.path)
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
  }
})

test.describe("service pages", () => {
  const phone = site().contact.phones[0]
  for (const service of pagesOf<Service>("services")) {
    test(`${service.path} shows every part from data`, async ({ page }) => {
      await visit(page, service.path)
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
      await expect(main.getByRole("link", { name: "Email Us" })).toHaveAttribute(
        "href",
        contactHref(serviceTopicKind(service as { quote?: boolean }), service.slug),
      )
    })
  }
})

const leafText = (leaf: Leaf): string =>
  [
    leaf.title,
    leaf.description ?? "",
    ...(leaf.items ?? []),
    ...(leaf.components ?? []).map(leafText),
    ...(leaf.subComponents ?? []).map(leafText),
  ].join(" ")

test.describe("sport article pages", () => {
  for (const sport of pagesOf<Sport>("sports")) {
    test(`${sport.path} shows its hero, content and every section it has`, async ({ page }) => {
      await visit(page, sport.path)
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
      if (detail.director) await expect(main.getByText(detail.director.name).first()).toBeVisible()
      const body = [sport.content, detail.introduction ?? "", ...(detail.sections ?? []).map(leafText), detail.conclusion ?? ""].join(" ")
      expect(body.length, "substantial expert content").toBeGreaterThan(1500)
      await expect(page.getByRole("heading", { name: "Explore other sports" })).toBeVisible()
    })
  }

  const withDirector = pagesOf<Sport>("sports").filter(s => s.detailedContent?.director)
  for (const sport of withDirector) {
    test(`${sport.path} carries the director profile`, async ({ page }) => {
      await visit(page, sport.path)
      const main = page.getByRole("main")
      for (const heading of ["Meet the Director", "Experience", "Education", "Current Projects", "Future Vision", "Qualifications"]) {
        await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible()
      }
      await expect(main.getByText(sport.detailedContent!.director!.name).first()).toBeVisible()
    })
  }
})

test("/sports-meditation has How it Works, the benefits and a call to action", async ({ page }) => {
  const meditation = pageData<{
    hero: { title: string }
    blocks: { id: string; title: string; items?: { title: string }[]; cta?: { label: string; to: string } }[]
  }>("sports-meditation")
  await visit(page, "/sports-meditation")
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
