/**
 * The security headers of public/_headers (written by src/node/headers/ after every build), applied the
 * way Cloudflare Pages applies them by scripts/serve.mjs --headers, and the site working under its policy.
 *
 * REQUIRES: E2E_HEADERS=1 (playwright.config.ts then serves with --headers); left out of the run otherwise.
 *
 *   E2E_HEADERS=1 E2E_PORT=9460 npx playwright test e2e/csp.spec.ts
 *
 * Every page of the build and every not-found answer is opened once, scrolled through and checked for
 * Content-Security-Policy violations (and for the policy header) by e2e/site-sweep.spec.ts.
 */
import type { Route } from "@playwright/test"
import { watchCsp } from "./csp-watch"
import { expect, test, visitHydrated as visit } from "./fixtures"

const VIDEO_ORIGIN = `https://www.youtube-nocookie.com`
const SEND_PATH = `/api/v1.0/email/send`

test.describe(`security headers`, () => {
  test(`a page carries the policy and the security headers, and revalidates`, async ({ page }) => {
    const response = await visit(page, `/about`)
    const headers = response.headers()
    const csp = headers[`content-security-policy`]
    expect(csp).toBeTruthy()
    expect(csp.split(`, `)).toHaveLength(1) // one policy: the page's rule detached the site-wide one
    expect(csp).toContain(`frame-ancestors 'none'`)
    // Scripts of the site's own origin and the loader's hash; WebAssembly (the site search), never eval.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/)
    expect(/script-src [^;]*/.exec(csp)![0]).not.toContain(`unsafe-inline`)
    expect(headers[`strict-transport-security`]).toBe(`max-age=31536000; includeSubDomains`)
    expect(headers[`x-content-type-options`]).toBe(`nosniff`)
    expect(headers[`x-frame-options`]).toBe(`DENY`)
    expect(headers[`referrer-policy`]).toBe(`strict-origin-when-cross-origin`)
    expect(headers[`permissions-policy`]).toContain(`camera=()`)
    expect(headers[`permissions-policy`]).toContain(`microphone=()`)
    expect(headers[`permissions-policy`]).toContain(`geolocation=()`)
    expect(headers[`permissions-policy`]).toContain(`fullscreen=(self "${VIDEO_ORIGIN}")`)
    expect(headers[`cache-control`]).toBe(`public, max-age=0, must-revalidate`)
  })

  test(`hashed assets are immutable, page data revalidates`, async ({ page }) => {
    await visit(page, `/`)
    const image = await page.locator(`picture img`).first().getAttribute(`src`)
    const script = await page.locator(`script[src$=".js"]`).first().getAttribute(`src`)
    expect(image).toMatch(/^\/static\//)
    for (const asset of [image!, script!]) {
      const response = await page.request.get(asset)
      expect(response.status()).toBe(200)
      expect(response.headers()[`cache-control`], asset).toBe(`public, max-age=31536000, immutable`)
      expect(response.headers()[`x-content-type-options`]).toBe(`nosniff`)
    }
    const pageData = await page.request.get(`/page-data/index/page-data.json`)
    expect(pageData.headers()[`cache-control`]).toBe(`public, max-age=0, must-revalidate`)
  })
})

test.describe(`the site works under the policy`, () => {
  test(`header links navigate client-side and images appear`, async ({ page }) => {
    const csp = await watchCsp(page)
    await visit(page, `/`)
    const hero = page.locator(`picture img`).first()
    await expect(hero).toHaveCSS(`opacity`, `1`)

    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = `still here`))
    const menu = page.getByRole(`banner`).locator(`summary`, { hasText: `Menu` })
    if (await menu.isVisible()) await menu.click()
    await page.getByRole(`navigation`, { name: `Main` }).getByRole(`link`, { name: `About`, exact: true }).click()
    await expect(page).toHaveURL(/\/about\/?$/)
    await expect(page.getByRole(`heading`, { level: 1 })).toBeVisible()
    // A full reload (what Gatsby falls back to when its scripts are blocked) would have dropped the marker.
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(`still here`)

    const image = page.locator(`picture img`).first()
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveCSS(`opacity`, `1`)
    expect(await csp.violations()).toEqual([])
  })

  test(`the contact form's request to the EmailJS API is allowed (connect-src)`, async ({ page, consoleGuard }) => {
    const csp = await watchCsp(page)
    const reached: string[] = []
    // Whatever origin the build sends to (the EmailJS API, or the mock an e2e build points at), answer it
    // here: a request the policy blocks never reaches this handler.
    const answer = (route: Route) => {
      reached.push(route.request().url())
      const cors = {
        "Access-Control-Allow-Origin": `*`,
        "Access-Control-Allow-Headers": `Content-Type`,
        "Access-Control-Allow-Methods": `POST, OPTIONS`,
      }
      return route.request().method() === `OPTIONS`
        ? route.fulfill({ status: 204, headers: cors })
        : route.fulfill({ status: 200, headers: cors, contentType: `text/plain`, body: `OK` })
    }
    await page.route(new RegExp(`${SEND_PATH.replace(/\./g, `\\.`)}$`), answer)
    await visit(page, `/contact`)

    // The form itself, end to end.
    await page.getByLabel(`Your name`).fill(`CSP Check`)
    await page.getByLabel(`E-mail address`).fill(`csp@example.com`)
    await page.getByLabel(`Your message`).fill(`Checking that the policy lets this through.`)
    await page.locator(`#contact-form button[type="submit"]`).click()
    await expect(page.locator(`#contact-form [role="status"]`)).toHaveAttribute(`data-tone`, `success`)
    expect(reached.length, `the send request never left the page`).toBeGreaterThan(0)
    const origin = new URL(reached[reached.length - 1]).origin
    expect(await csp.violations()).toEqual([])

    // The same origin from a plain fetch, as the brief of this check puts it.
    const result = await page.evaluate(
      url =>
        fetch(url, { method: `POST`, body: `{}` }).then(
          r => r.text(),
          e => `refused: ${String(e)}`,
        ),
      `${origin}${SEND_PATH}`,
    )
    expect(result).toBe(`OK`)

    // And the policy is really there: another origin is refused before any request is made.
    // Chromium words the refusal in one or two console errors, depending on its version.
    consoleGuard.allow(/csp-check\.invalid/)
    const blocked = await page.evaluate(() =>
      fetch(`https://csp-check.invalid/api/v1.0/email/send`, { method: `POST`, body: `{}` }).then(
        () => `sent`,
        e => `refused: ${String(e)}`,
      ),
    )
    expect(blocked).toMatch(/^refused: TypeError/)
    expect(reached.some(url => url.startsWith(`https://csp-check.invalid`))).toBe(false)
    expect((await csp.violations()).filter(v => v.startsWith(`event:`))).toEqual([
      expect.stringMatching(/^event: connect-src blocked https:\/\/csp-check\.invalid/),
    ])
  })

  test(`the home page's video player may be framed (frame-src)`, async ({ page }) => {
    const csp = await watchCsp(page)
    const framed: string[] = []
    await page.route(`${VIDEO_ORIGIN}/**`, route => {
      framed.push(route.request().url())
      return route.fulfill({ status: 200, contentType: `text/html`, body: `<!doctype html><title>player</title><p>player</p>` })
    })
    await visit(page, `/`)
    // The fixture build always has a video address (scripts/fixture-data.mjs), so the link is there.
    const watch = page.getByRole(`link`, { name: `Watch Video` })
    await watch.first().click()
    const frame = page.locator(`iframe[src^="${VIDEO_ORIGIN}/"]`)
    await expect(frame).toBeVisible()
    await expect.poll(() => framed.length, { message: `the player document was never requested` }).toBeGreaterThan(0)
    await expect(frame.contentFrame().getByText(`player`)).toBeVisible()
    expect(await csp.violations()).toEqual([])
  })
})
