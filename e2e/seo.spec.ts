import { expect, test } from "@playwright/test"

import { allRoutes, entries, pagesOf } from "./content"

const ROUTES = allRoutes()
/** Detail pages with a breadcrumb trail (blog posts have none). */
const DETAIL_COLLECTIONS = [`games`, `news`, `focus`, `services`, `sports`]

// The head of every built page, as search engines and link previews read it: no browser needed, the
// server-rendered HTML is what they get. Untagged, so it runs once (the desktop project): the head does not depend
// on width.

type Json = Record<string, unknown>

interface Head {
  title: string
  description: string
  canonical: string
  lang: string
  meta: Record<string, string>
  jsonLd: Json[]
}

const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
const decode = (s: string) =>
  s
    .replace(/&quot;/g, `"`)
    .replace(/&#x27;/g, `'`)
    .replace(/&lt;/g, `<`)
    .replace(/&gt;/g, `>`)
    .replace(/&amp;/g, `&`)

function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf(`</head>`))
  const meta: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = attr(tag, `property`) ?? attr(tag, `name`)
    const content = attr(tag, `content`)
    if (key && content !== undefined) meta[key] = decode(content)
  }
  const canonicals = [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map(([tag]) => attr(tag, `href`))
  expect(canonicals, `exactly one canonical link`).toHaveLength(1)
  return {
    title: decode(head.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? ``),
    description: meta.description ?? ``,
    canonical: canonicals[0]!,
    lang: attr(html.match(/<html[^>]*>/)![0], `lang`) ?? ``,
    meta,
    // JSON.parse throws on anything that is not valid JSON: the test fails naming the page.
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(m => JSON.parse(m[1]) as Json),
  }
}

const types = (head: Head) => head.jsonLd.map(j => j[`@type`])
const byType = (head: Head, type: string) => head.jsonLd.find(j => j[`@type`] === type)

test(`every page has its own title and description, one canonical URL, a social card and JSON-LD that parses`, async ({ request }) => {
  const heads = new Map<string, Head>()
  for (const route of ROUTES) {
    const response = await request.get(route)
    expect(response.status(), route).toBe(200)
    heads.set(route, readHead(await response.text()))
  }
  const titles = new Map<string, string[]>()
  const descriptions = new Map<string, string[]>()
  for (const [route, head] of heads) {
    expect(head.lang, route).toBe(`en-IN`)
    expect(head.title.length, `${route} has a title`).toBeGreaterThan(5)
    expect(head.description.length, `${route} has a description`).toBeGreaterThan(40)
    titles.set(head.title, [...(titles.get(head.title) ?? []), route])
    descriptions.set(head.description, [...(descriptions.get(head.description) ?? []), route])

    const url = new URL(head.canonical)
    expect(url.protocol, route).toBe(`https:`)
    expect(url.pathname, route).toBe(route)
    expect(head.meta[`og:url`], route).toBe(head.canonical)
    expect(head.meta[`og:title`], route).toBe(head.title)
    expect(head.meta[`twitter:card`], route).toBe(`summary_large_image`)
    expect(head.meta[`og:image`], route).toMatch(/^https:\/\/.+\.(jpg|jpeg|png)$/)
    expect([head.meta[`og:image:width`], head.meta[`og:image:height`]], route).toEqual([`1200`, `630`])

    for (const data of head.jsonLd) expect(data[`@context`], route).toBe(`https://schema.org`)
  }
  const shared = (m: Map<string, string[]>) => [...m.entries()].filter(([, routes]) => routes.length > 1)
  expect(shared(titles), `titles used by more than one page`).toEqual([])
  expect(shared(descriptions), `descriptions used by more than one page`).toEqual([])

  // The business, on home and contact.
  for (const route of [`/`, `/contact`]) {
    const business = byType(heads.get(route)!, `SportsActivityLocation`)
    expect(business, `${route} describes the business`).toBeDefined()
    expect(business!.telephone ?? business!.contactPoint, route).toBeTruthy()
    expect(business!.address, route).toBeTruthy()
    expect(business!.openingHoursSpecification ?? business!.openingHours, route).toBeTruthy()
  }
  // FAQPage on contact, with every question of data/faq.
  const faq = byType(heads.get(`/contact`)!, `FAQPage`)
  const questions = (faq?.mainEntity as Json[] | undefined)?.map(q => q.name)
  expect(questions?.sort()).toEqual(
    entries<{ question: string }>(`faq`)
      .map(f => f.question)
      .sort(),
  )

  // Detail pages: a breadcrumb trail; news articles and services say what they are.
  for (const route of DETAIL_COLLECTIONS.flatMap(dir => pagesOf(dir).map(e => e.path))) {
    const trail = byType(heads.get(route)!, `BreadcrumbList`)
    expect(trail, `${route} has a BreadcrumbList`).toBeDefined()
    const items = trail!.itemListElement as Json[]
    expect(items[0].name, route).toBe(`Home`)
    expect((items[items.length - 1].item as string).endsWith(route), `${route} ends its trail`).toBe(true)
  }
  for (const article of pagesOf<{ title: string; date: string }>(`news`)) {
    const data = byType(heads.get(article.path)!, `NewsArticle`)
    expect(data, `${article.path} is a NewsArticle`).toBeDefined()
    expect([data!.headline, data!.datePublished], article.path).toEqual([article.title, article.date])
  }
  for (const { path } of pagesOf(`services`)) expect(types(heads.get(path)!), path).toContain(`Service`)
  for (const { path } of pagesOf(`games`)) expect(types(heads.get(path)!), path).not.toContain(`NewsArticle`)
})

test(`the admissions page describes every game as a Course with an INR Offer from its data`, async ({ request }) => {
  const response = await request.get(`/admissions`)
  expect(response.status()).toBe(200)
  const head = readHead(await response.text())
  expect(head.canonical.endsWith(`/admissions`)).toBe(true)
  const list = byType(head, `ItemList`)
  expect(list, `/admissions has an ItemList`).toBeDefined()
  const courses = (list!.itemListElement as Json[]).map(item => item.item as Json)
  const games = entries<{ title: string; pricing: { fromPerMonth: number }; coach: { name: string } }>(`games`)
  expect(courses).toHaveLength(games.length)
  for (const [i, game] of games.entries()) {
    const course = courses[i]
    expect(course[`@type`]).toBe(`Course`)
    expect(course.name).toContain(game.title)
    expect(course.description, game.slug).toBeTruthy()
    expect((course.url as string).endsWith(`/game/${game.slug}`)).toBe(true)
    expect((course.provider as Json).name).toBeTruthy()
    const offer = course.offers as Json
    expect(offer[`@type`]).toBe(`Offer`)
    expect(offer.price).toBe(game.pricing.fromPerMonth)
    expect(offer.priceCurrency).toBe(`INR`)
    const instance = course.hasCourseInstance as Json
    expect(instance[`@type`]).toBe(`CourseInstance`)
    expect(instance.courseMode).toBe(`Onsite`)
    expect((instance.instructor as Json).name).toBe(game.coach.name)
  }
})
