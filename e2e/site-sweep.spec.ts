/**
 * One pass over every page of the site: each page is fetched once over HTTP and opened once in the browser, and
 * every check that applies to every page is made there. Tests of behaviours (keyboard journeys, the header with
 * no script, security headers, the site under its policy, the language switch) stay in their own files.
 *
 * - Over HTTP (no browser, parse5; what search engines and visitors without JavaScript get): a crawl from / that
 *   finds every internal link, image, head URL and #anchor broken or unreachable, plus for every page in every
 *   language: status 200, no visible button outside a form (a control that would do nothing without script),
 *   its language, its alternates, its language switch, and on pages of another language, text in that
 *   language's script with every English fallback marked lang="en".
 * - In the browser, one page reused for a list of addresses (every route in every language, the build's other
 *   pages, and each language's not-found answers for an unknown address and an unknown id of every collection):
 *   HTTP status (and the policy header, with E2E_HEADERS=1), hydration, no console error or page error (hydration
 *   errors included; the expected 404s of a not-found answer excepted, e2e/fixtures.ts), no Content-Security-
 *   Policy violation while it is scrolled through, axe (WCAG 2.1 A/AA and best practices), an h1, the banner with the main navigation,
 *   the footer, and on a not-found answer its own text in its language.
 *
 * Every problem names its page, and a test reports all of its pages' problems at once. At desktop width; the
 * phone width (@phone-only) opens one page of each template, which is where its code paths differ.
 */
import fs from "node:fs"
import path from "node:path"
import AxeBuilder from "@axe-core/playwright"
import { test as withoutBrowser, type Locator, type Page } from "@playwright/test"
import {
  allRoutes,
  DATA_DIR,
  entries,
  FIXED_ROUTES,
  listPageRoutes,
  projectFilterRoutes,
  routedCollections,
  site,
  slugsOf,
} from "./content"
import { watchCsp, type CspWatch } from "./csp-watch"
import { fallbackTexts, unmarkedFallbacks } from "./fallbacks"
import { AXE_TAGS, expect, test, type ConsoleGuard } from "./fixtures"
import { attr, closest, crawler, linkProblems, normalize, selfAndAncestors, textNodesOf, type HtmlNode, type HtmlPage } from "./served-html"
import { collections, defaultLocale, entryRoute, locales, localizedPath, patternFolder, type Locale } from "../src/shared/content-model"
import { dataFile } from "../src/node/data-files"
import { uiStrings } from "../src/node/ui-strings"
import { translate } from "../src/shared/locale"
import { notFoundText, type NotFoundKind } from "../src/lib/not-found"

const ROOT = path.join(__dirname, `..`)
const PUBLIC_DIR = path.resolve(ROOT, process.env.E2E_DIR || `public`)
const HEADERS = process.env.E2E_HEADERS === `1`
const ROUTES = allRoutes()
const OTHER_LOCALES = locales.filter(l => l !== defaultLocale)

// A trace of a crawl or of a test that opens twenty pages is large and slow to write; each failure lists every
// page's problems instead. The tests that need no browser come from Playwright's own test, which opens none
// (./fixtures gives every test a page, for its console guard).
test.use({ trace: `off` })

// ---------------------------------------------------------------------------------------------
// What is visited

interface Visit {
  path: string
  locale: Locale
  /** The HTTP status the host answers with. */
  status: number
  /** On a not-found answer, the text it shows (title and sentence, in its language). */
  notFound?: { title: string; sentence: string }
}

/** A not-found text in a language, as the page shows it (src/lib/not-found.ts, i18n/strings.<locale>.json). */
function notFoundIn(kind: NotFoundKind, locale: Locale) {
  const { title, sentence } = notFoundText(kind, (english, values) => translate(uiStrings(ROOT, locale), english, values))
  return { title, sentence }
}

/** An interface string in a language. */
const t = (english: string, locale: Locale) => translate(uiStrings(ROOT, locale), english)

/** public/-relative paths of every index.html, except Gatsby's own folders and the content manager (e2e/admin.spec.ts). */
function indexFiles(dir = ``): string[] {
  const full = path.join(PUBLIC_DIR, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap(entry => {
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory())
      return dir === `` && [`_gatsby`, `page-data`, `admin`, `~partytown`].includes(entry.name) ? [] : indexFiles(rel)
    return entry.name === `index.html` ? [rel] : []
  })
}

/** Every page of the build at its own address (without a trailing slash, as the routes are written). */
const BUILD_PAGES = indexFiles().map(file => (file === `index.html` ? `/` : `/${path.dirname(file)}`))

const localeOf = (p: string): Locale => OTHER_LOCALES.find(l => p === `/${l}` || p.startsWith(`/${l}/`)) ?? defaultLocale

/** Every page in a language: each route's twin, then the build's other pages in that language (its 404 pages). */
function pagesIn(locale: Locale): Visit[] {
  const twins = ROUTES.map(route => localizedPath(route, locale))
  const others = BUILD_PAGES.filter(p => localeOf(p) === locale && !twins.includes(p)).sort()
  return [...twins, ...others].map(p => ({ path: p, locale, status: 200 }))
}

/** The host's answers to addresses that are not there: an unknown address, and an unknown id of each collection. */
function notFoundAnswers(locale: Locale): Visit[] {
  const unknownIds = collections
    .filter(c => c.pages?.notFound && patternFolder(c.pages))
    .map(c => ({ path: entryRoute(c.dir, `no-such-entry`, locale), kind: c.pages!.notFound! }))
  return [
    ...(locale === defaultLocale ? [{ path: `/404.html`, locale, status: 200, notFound: notFoundIn(`page`, locale) }] : []),
    { path: localizedPath(`/no-such-page`, locale), locale, status: 404, notFound: notFoundIn(`page`, locale) },
    ...unknownIds.map(({ path: p, kind }) => ({ path: p, locale, status: 404, notFound: notFoundIn(kind, locale) })),
  ]
}

/** Splits a list into `n` runs of nearly equal length, in order. */
function chunks<T>(items: T[], n: number): T[][] {
  const size = Math.ceil(items.length / n)
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size))
}

/** Pages a test opens in one browser page: small enough that two workers share the work evenly and a retry is cheap. */
const PAGES_PER_TEST = 20

const languageName = (locale: Locale) => new Intl.DisplayNames([`en`], { type: `language` }).of(locale) ?? locale

// ---------------------------------------------------------------------------------------------
// The checks of one page in the browser

const firstLine = (error: unknown) =>
  String((error as Error)?.message ?? error)
    .replace(/\u001b\[[0-9;]*m/g, ``) // eslint-disable-line no-control-regex -- Playwright colours its messages
    .split(`\n`)
    .filter(line => line.trim())
    .slice(0, 2)
    .join(` `)

async function isShown(locator: Locator, timeout: number): Promise<boolean> {
  try {
    await locator.first().waitFor({ state: `visible`, timeout })
    return true
  } catch {
    return false
  }
}

/**
 * How long the page waits for a frame before it goes on without one. Headless Chromium sometimes produces no frame
 * for a while (requestAnimationFrame's callback never comes; twice in CI a sweep waited on one until its deadline),
 * so every wait for a frame here is bounded: a frame normally comes within 16 ms, and one that has not come in
 * 250 ms is not what a check waits for.
 */
const FRAME_WAIT_MS = 250

/** Two frames in the page, or FRAME_WAIT_MS, whichever comes first. */
async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    wait =>
      new Promise<void>(resolve => {
        setTimeout(resolve, wait)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      }),
    FRAME_WAIT_MS,
  )
}

/**
 * Scrolls to the end a screen at a time, letting two frames pass at each (bounded as above): lazy images start
 * loading, and scroll-triggered code runs, in the frame after a scroll (a request the policy blocks is reported as
 * it starts, so nothing waits for the images themselves; the crawl checks that each answers).
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async wait => {
    const frames = () =>
      new Promise<void>(resolve => {
        setTimeout(resolve, wait)
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
      })
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo({ top: y, behavior: `instant` })
      await frames()
    }
    await frames()
  }, FRAME_WAIT_MS)
}

interface Watchers {
  csp: CspWatch
  consoleGuard: ConsoleGuard
}

/** Opens one address and returns its problems, each naming the check. */
async function checkPage(page: Page, visit: Visit, { csp, consoleGuard }: Watchers, progress: { stage: string }): Promise<string[]> {
  const problems: string[] = []
  const step = async (label: string, check: () => Promise<void>) => {
    progress.stage = label
    try {
      await check()
    } catch (error) {
      problems.push(`${label}: ${firstLine(error)}`)
    }
  }

  progress.stage = `loading`
  const response = await page.goto(visit.path, { waitUntil: `domcontentloaded`, timeout: 30_000 }).catch((error: unknown) => {
    problems.push(`did not load: ${firstLine(error)}`)
    return null
  })
  if (response) {
    if (response.status() !== visit.status) problems.push(`HTTP status ${response.status()}, expected ${visit.status}`)
    if (HEADERS && visit.status === 200 && !(response.headers()[`content-security-policy`] ?? ``).includes(`default-src 'self'`)) {
      problems.push(`no Content-Security-Policy header with default-src 'self'`)
    }
  }

  // React has hydrated the page (gatsby-browser.tsx marks <html data-hydrated>); two frames later, what its
  // effects set on mount has rendered too.
  await step(`hydration`, () => page.locator(`html[data-hydrated]`).waitFor({ state: `attached`, timeout: 20_000 }))
  progress.stage = `waiting for two frames`
  await twoFrames(page).catch(() => undefined)

  if (visit.notFound) {
    // The host answers with the site's 404 page; the runtime then shows the collection's or language's own
    // not-found page (after mount), so wait for its text rather than read the first heading shown.
    const { title, sentence } = visit.notFound
    await step(`not-found title`, () => expect(page.getByRole(`heading`, { level: 1 })).toHaveText(title))
    await step(`not-found text`, () => expect(page.getByText(sentence, { exact: true })).toBeVisible())
    if (visit.status === 404 && !visit.path.includes(`no-such-entry`)) {
      // An unknown address offers the home page.
      const home = localizedPath(`/`, visit.locale)
      if (!(await isShown(page.getByRole(`main`).locator(`a[href="${home}"]`), 5_000))) problems.push(`no link to ${home} in main`)
    }
  }

  progress.stage = `landmarks`
  if (!(await isShown(page.locator(`h1`), 5_000))) problems.push(`no visible h1`)
  const banner = page.getByRole(`banner`)
  if (!(await isShown(banner, 5_000))) problems.push(`no visible banner (header)`)
  // Behind the menu button on phones, so only its presence.
  const navs = await banner.getByRole(`navigation`, { name: t(`Main`, visit.locale), exact: true, includeHidden: true }).count()
  if (navs !== 1) problems.push(`${navs} main navigations in the banner, expected 1`)
  if (!(await isShown(page.getByRole(`contentinfo`), 5_000))) problems.push(`no visible contentinfo (footer)`)

  await step(`axe`, async () => {
    // Legacy mode runs axe in the page itself; the default opens a blank page per run to merge the results of
    // cross-origin frames, which these pages do not have (the video player's frame only opens on a click).
    // (Not resultTypes: ["violations"]: axe 4.13 then reports landmark-unique where a full run finds none.)
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze()
    for (const v of results.violations) {
      const targets = v.nodes.map(n => n.target.join(` `))
      problems.push(`axe ${v.id} (${v.impact}): ${v.help} at ${targets.slice(0, 5).join(`, `)}${targets.length > 5 ? ` …` : ``}`)
    }
  })

  await step(`scrolling through`, () => scrollThrough(page))
  await step(`CSP`, async () => void problems.push(...(await csp.take()).map(v => `CSP violation: ${v}`)))
  problems.push(...consoleGuard.take())
  return problems
}

/**
 * How long one page's checks may take (a Playwright step's timeout): a page takes a few seconds. A page that stops
 * answering fails its test at once, in the step named by its address, instead of holding the test until its own
 * timeout (once seen in CI: a page whose `locator.count()` never returned held a sweep for 7 minutes before the
 * retry passed).
 */
const PAGE_DEADLINE_MS = 60_000

/** Opens each address in turn on one page and fails with every page's problems. */
async function sweep(page: Page, visits: Visit[], consoleGuard: ConsoleGuard) {
  test.setTimeout(60_000 + visits.length * 20_000)
  const csp = await watchCsp(page)
  const problems: string[] = []
  for (const visit of visits) {
    // Names the check a page that stops answering was in, since the step's timeout names only the page.
    const progress = { stage: `` }
    const found = await test
      .step(visit.path, () => checkPage(page, visit, { csp, consoleGuard }, progress), { timeout: PAGE_DEADLINE_MS })
      .catch((error: unknown) => {
        throw new Error(`${visit.path}: stopped in "${progress.stage}": ${firstLine(error)}`)
      })
    for (const problem of found) problems.push(`${visit.path}: ${problem}`)
  }
  expect(problems, `problems on ${visits.length} pages (page: problem)`).toEqual([])
}

// ---------------------------------------------------------------------------------------------
// The lists

test.describe(`the pages to sweep`, () => {
  withoutBrowser(`come from the content model and data/, each address once, and include every page of the build`, () => {
    const entryCount = routedCollections().reduce((n, dir) => n + slugsOf(dir).length, 0)
    expect(ROUTES).toHaveLength(FIXED_ROUTES.length + entryCount + projectFilterRoutes().length + listPageRoutes().length)
    expect(ROUTES.length).toBeGreaterThan(FIXED_ROUTES.length)
    expect(new Set(ROUTES).size).toBe(ROUTES.length)

    // Every route's twin in every language was built, and the build's other pages are its not-found pages
    // (the sweep opens those too, at their own addresses).
    expect(BUILD_PAGES.length, `no index.html under ${PUBLIC_DIR}`).toBeGreaterThan(10)
    const twins = locales.flatMap(l => ROUTES.map(r => localizedPath(r, l)))
    expect(
      twins.filter(p => !BUILD_PAGES.includes(p)),
      `routes the build lacks`,
    ).toEqual([])
    expect(
      BUILD_PAGES.filter(p => !twins.includes(p) && !/\/404$/.test(p)),
      `pages of the build that no route names`,
    ).toEqual([])
  })
})

// ---------------------------------------------------------------------------------------------
// Over HTTP: the served HTML of every page

/**
 * Buttons outside a form that show without script. Hidden are: what the `hidden` attribute hides, a closed
 * <dialog>, a closed <details> apart from its summary, a <template>, and a block waiting for the script (below).
 */
function visibleButtonsOutsideForms(page: HtmlPage, waitingIsHidden: boolean): string[] {
  const closedDetails = (e: HtmlNode, child: HtmlNode | undefined) =>
    e.tagName === `details` && attr(e, `open`) === null && child?.tagName !== `summary`
  const hidden = (el: HtmlNode) => {
    let child: HtmlNode | undefined
    for (const e of selfAndAncestors(el)) {
      if (attr(e, `hidden`) !== null || e.tagName === `template` || (e.tagName === `dialog` && attr(e, `open`) === null)) return true
      if (closedDetails(e, child) || (waitingIsHidden && attr(e, `data-waiting`) !== null)) return true
      child = e
    }
    return false
  }
  return page.elements
    .filter(el => el.tagName === `button` || attr(el, `role`) === `button`)
    .filter(el => !closest(el, e => e.tagName === `form`) && !hidden(el))
    .map(el => `<${el.tagName} ${(el.attrs ?? []).map(a => `${a.name}="${a.value}"`).join(` `)}>`.slice(0, 160))
}

/**
 * src/components/detail/article-actions.module.css hides the buttons of a [data-waiting] block until the script
 * has run; the exemption above holds only while the site's CSS says so.
 */
const cssHidesWaitingButtons = (page: HtmlPage) =>
  page.elements
    .filter(el => el.tagName === `style`)
    .some(style =>
      /\[data-waiting\]\s*>\s*button\s*\{[^}]*visibility:\s*hidden/.test(
        normalize(
          textNodesOf(style)
            .map(t => t.value)
            .join(``),
        ),
      ),
    )

/**
 * SVG images the page's own code asks for: a data: SVG anywhere (a sizer, a CSS background) or an .svg file in a
 * stylesheet or style attribute (a mask; attribute values arrive decoded). The browser builds each as a document of its own on the main thread,
 * before the first paint (docs/architecture.md#machinery); icons and boxes are drawn in the page instead.
 * An <img> of an .svg from data/ (the brand's logo) is content, and allowed.
 */
function svgImageProblems(page: HtmlPage): string[] {
  const styles = page.elements.filter(el => el.tagName === `style`).flatMap(style => textNodesOf(style).map(t => t.value ?? ``))
  const values = [...styles, ...page.elements.flatMap(el => (el.attrs ?? []).map(a => a.value))]
  return values
    .flatMap(value => value.match(/data:image\/svg\+xml[^"')\s]{0,40}|url\(\s*["']?[^)"']*\.svg\b[^)]{0,20}/gi) ?? [])
    .map(found => `SVG image made by the page's code: ${found}`)
}

/** The letters of a page's main text in a script and in Latin, outside marked lang="en" texts. */
function letters(page: HtmlPage, script: RegExp): { script: number; latin: number; sample: string } {
  const main = page.elements.find(el => el.tagName === `main`) ?? page.elements.find(el => el.tagName === `body`)!
  const skip = (el: HtmlNode) =>
    attr(el, `lang`) === `en` || attr(el, `aria-hidden`) === `true` || [`script`, `style`, `noscript`, `template`].includes(el.tagName!)
  let inScript = 0
  let latin = 0
  const unmarked: string[] = []
  for (const node of textNodesOf(main, skip)) {
    const text = node.value ?? ``
    inScript += (text.match(new RegExp(script.source, `g`)) ?? []).length
    const latinHere = (text.match(/[A-Za-z]/g) ?? []).length
    latin += latinHere
    if (latinHere > 0) unmarked.push(text.trim())
  }
  return { script: inScript, latin, sample: unmarked.join(` | `).slice(0, 300) }
}

const SCRIPT: Partial<Record<Locale, RegExp>> = { hi: /[\u0900-\u097F]/ }

/** English entries without a translation yet: their pages show the English (an editor may publish in English first). */
const untranslatedPages = (locale: Locale) =>
  new Set(
    collections
      .filter(c => c.pages)
      .flatMap(c =>
        entries(c.dir)
          .filter(e => !fs.existsSync(path.join(DATA_DIR, dataFile(`${c.dir}/${e.slug}`, locale))))
          .map(e => entryRoute(c.dir, e.slug)),
      ),
  )

/** The site's language and twin rules for one page: `english` is the route, `locale` the page's language. */
function languageProblems(page: HtmlPage, english: string, locale: Locale, fallbacks: string[], untranslated: Set<string>): string[] {
  const problems: string[] = []
  const el = (tag: string) => page.elements.find(e => e.tagName === tag)
  // The default language may name its region (en-IN); the others are written as the site's locale.
  const lang = attr(el(`html`)!, `lang`) ?? ``
  if (locale === defaultLocale ? lang.split(`-`)[0] !== locale : lang !== locale)
    problems.push(`<html lang="${lang}">, expected "${locale}"`)

  // Pages kept out of search (the template demos) list no alternates; every other page lists every twin and x-default.
  const alternates = Object.fromEntries(
    page.elements
      .filter(e => e.tagName === `link` && attr(e, `rel`) === `alternate` && attr(e, `hreflang`) !== null)
      .map(e => [attr(e, `hreflang`), new URL(attr(e, `href`)!, `http://x`).pathname]),
  )
  const noindex = page.elements.some(e => e.tagName === `meta` && attr(e, `name`) === `robots` && /noindex/.test(attr(e, `content`) ?? ``))
  const expected = noindex ? {} : { ...Object.fromEntries(locales.map(l => [l, localizedPath(english, l)])), "x-default": english }
  if (JSON.stringify(alternates) !== JSON.stringify(expected)) {
    problems.push(`alternates ${JSON.stringify(alternates)}, expected ${JSON.stringify(expected)}`)
  }

  // The header's switch leads to each twin, and names its language in that language.
  for (const other of locales.filter(l => l !== locale)) {
    const links = page.elements.filter(e => e.tagName === `a` && attr(e, `hreflang`) === other && closest(e, h => h.tagName === `header`))
    const want = localizedPath(english, other)
    if (links.length !== 1 || attr(links[0], `href`) !== want || attr(links[0], `lang`) !== other) {
      const found = links.map(a => `href="${attr(a, `href`)}" lang="${attr(a, `lang`)}"`).join(`; `) || `none`
      problems.push(`header switch to ${other}: ${found}, expected one with href="${want}" lang="${other}"`)
    }
  }

  const script = SCRIPT[locale]
  if (locale !== defaultLocale && script && !untranslated.has(english)) {
    const count = letters(page, script)
    if (count.script <= count.latin * 4) problems.push(`main text not in its script: ${count.script} letters in it, ${count.latin} Latin`)
    if (count.latin >= Math.max(80, count.script / 10)) problems.push(`unmarked Latin text (${count.latin} letters): ${count.sample}`)
  }
  if (locale !== defaultLocale) {
    // Texts shown in English for want of a translation (as the build computes them from data/) are marked
    // lang="en", and whatever is marked lang="en" is English.
    const { notEnglish, unmarked } = unmarkedFallbacks(page.elements, fallbacks)
    for (const text of notEnglish) problems.push(`marked lang=en but not English: ${text}`)
    for (const text of unmarked) problems.push(`shown in English but not marked lang=en: ${text}`)
  }
  return problems
}

withoutBrowser(
  `the served HTML: every link, image and anchor resolves; every page answers, needs no script for its controls and names its language and twins`,
  async ({ request, baseURL }, testInfo) => {
    // A few seconds on an idle machine; the margin is for a machine busy with other builds.
    test.setTimeout(180_000)
    const started = Date.now()
    const origin = new URL(baseURL!).origin
    const siteOrigin = new URL(process.env.SITE_URL || site().siteUrl).origin
    const { crawl, follow, checkAssets } = crawler(request, origin, siteOrigin)

    await follow([`/`])
    // Every route must be reachable by following links from the home page.
    const fromHome = new Set(crawl.pages.keys())
    // The 404 page is what visitors on a mistyped address see: its links must work too.
    await follow([`/404.html`])
    // The spec's template pages are demos of layouts, deliberately not linked from the site's navigation; they, and
    // every other page of every language, are crawled from their own addresses so each is checked.
    await follow(locales.flatMap(l => ROUTES.map(r => localizedPath(r, l))))
    const { broken, fragments } = linkProblems(crawl, await checkAssets())
    const unreached = ROUTES.filter(route => !route.startsWith(`/template-`) && !fromHome.has(route))

    const pageProblems: string[] = []
    const fallbacks = Object.fromEntries(OTHER_LOCALES.map(l => [l, fallbackTexts(l)]))
    const untranslated = Object.fromEntries(OTHER_LOCALES.map(l => [l, untranslatedPages(l)]))
    for (const locale of locales) {
      for (const english of ROUTES) {
        const at = localizedPath(english, locale)
        const served = crawl.html.get(at)
        if (!served) {
          pageProblems.push(`${at}: HTTP status ${crawl.pages.get(at) ?? `not fetched`}, expected 200 with HTML`)
          continue
        }
        const waiting = cssHidesWaitingButtons(served)
        for (const button of visibleButtonsOutsideForms(served, waiting))
          pageProblems.push(`${at}: button outside a form without script: ${button}`)
        const problems = [
          ...languageProblems(served, english, locale, fallbacks[locale] ?? [], untranslated[locale] ?? new Set()),
          ...svgImageProblems(served),
        ]
        for (const problem of problems) pageProblems.push(`${at}: ${problem}`)
      }
    }

    testInfo.annotations.push({
      type: `crawl`,
      description:
        `${crawl.pages.size} pages, ${crawl.links.size} link targets, ${crawl.assets.size} image and head URLs ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    })

    expect.soft(broken, `broken internal links and images (page → link → status)`).toEqual([])
    expect.soft(fragments, `links to #ids that do not exist on the target page`).toEqual([])
    expect.soft(crawl.markup.empty, `links to "#" or with an empty href`).toEqual([])
    expect.soft(crawl.markup.javascript, `javascript: links`).toEqual([])
    expect.soft(crawl.markup.rel, `external or new-tab links without rel="noopener noreferrer"`).toEqual([])
    expect.soft(crawl.markup.tel, `malformed tel: links`).toEqual([])
    expect.soft(crawl.markup.mailto, `malformed mailto: links`).toEqual([])
    expect.soft(unreached, `routes of the spec that no chain of links from / reaches`).toEqual([])
    expect.soft(pageProblems, `pages as served (page: problem)`).toEqual([])
  },
)

// ---------------------------------------------------------------------------------------------
// In the browser: every page once

test.describe(`every page in the browser`, () => {
  for (const locale of locales) {
    const visits = [...pagesIn(locale), ...notFoundAnswers(locale)]
    const parts = chunks(visits, Math.ceil(visits.length / PAGES_PER_TEST))
    parts.forEach((part, i) => {
      test(`${languageName(locale)} pages ${i + 1}/${parts.length}: ${part[0].path} … ${part[part.length - 1].path}`, async ({
        page,
        consoleGuard,
      }) => {
        await sweep(page, part, consoleGuard)
      })
    })
  }

  // The phone's code paths differ by template, not by entry: every fixed page, one entry of each collection and
  // the not-found answers, in the default language.
  const phone: Visit[] = [
    ...pagesIn(defaultLocale).filter(
      v =>
        FIXED_ROUTES.includes(v.path) ||
        routedCollections().some(dir => slugsOf(dir).length > 0 && v.path === entryRoute(dir, slugsOf(dir)[0])),
    ),
    ...notFoundAnswers(defaultLocale)
      .filter(v => v.status === 404)
      .slice(0, 2),
  ]
  chunks(phone, 2).forEach((part, i, parts) => {
    test(
      `phone width ${i + 1}/${parts.length}: ${part[0].path} … ${part[part.length - 1].path}`,
      { tag: `@phone-only` },
      async ({ page, consoleGuard }) => {
        await sweep(page, part, consoleGuard)
      },
    )
  })
})
