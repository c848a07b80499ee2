/**
 * Contact page and contact form, against the production build and a local mock of the EmailJS API.
 *
 * REQUIRES: the site under test built with GATSBY_EMAILJS_ORIGIN=http://127.0.0.1:9330
 * (or http://127.0.0.1:$E2E_EMAILJS_PORT), e.g.
 *
 *   GATSBY_EMAILJS_ORIGIN=http://127.0.0.1:9330 npx gatsby build
 *
 * Each Playwright worker runs its own mock (e2e/emailjs-mock.ts) on E2E_EMAILJS_PORT + its parallel
 * index; workers other than the first route the build's origin to their own mock, so tests in parallel
 * never share a mock's recorded requests or scripted answers.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import site from "../data/site.en.json"
import { entries, page as pageData } from "./content"
import { startEmailJsMock, type EmailJsMock } from "./emailjs-mock"
import { AXE_TAGS, expect, test as base, type ConsoleGuard } from "./fixtures"
import { hydrated, open } from "./open"
import { translateText } from "./translate"

const MOCK_PORT = Number(process.env.E2E_EMAILJS_PORT || 9330)
const MOCK_ORIGIN = `http://127.0.0.1:${MOCK_PORT}`

const TEXT = {
  required: `Please fill in all required fields`,
  success: `Thank you for your message! We will get back to you soon.`,
  error: `Sorry, there was an error sending your message. Please try again.`,
}

const test = base.extend<{ emailjs: EmailJsMock }, { emailjsServer: EmailJsMock }>({
  emailjsServer: [
    async ({}, use, workerInfo) => {
      const mock = await startEmailJsMock(MOCK_PORT + workerInfo.parallelIndex)
      await use(mock)
      await mock.close()
    },
    { scope: `worker` },
  ],
  emailjs: async ({ emailjsServer, page }, use) => {
    emailjsServer.reset()
    if (emailjsServer.port !== MOCK_PORT) {
      await page.route(`${MOCK_ORIGIN}/**`, route =>
        route.continue({ url: route.request().url().replace(MOCK_ORIGIN, emailjsServer.origin) }),
      )
    }
    await use(emailjsServer)
    emailjsServer.reset()
  },
})

// Typed exactly like this, spaces, line breaks and Devanagari included, and sent exactly like this.
const MESSAGE = {
  user_name: `Asha Meena`,
  user_email: `asha.meena@example.com`,
  user_phone: `+91 98290 00000`,
  user_subject: `Trial class — badminton`,
  user_message: `  Namaste! मेरे बेटे के लिए ट्रायल क्लास।\nEvenings after 5 PM suit us.  `,
}
type Field = keyof typeof MESSAGE

const LABELS: Record<Field, string> = {
  user_name: `Your name`,
  user_email: `E-mail address`,
  user_phone: `Phone number`,
  user_subject: `Subject`,
  user_message: `Your message`,
}

const input = (page: Page, name: Field) => page.getByLabel(LABELS[name])
const status = (page: Page) => page.locator(`#contact-form [role="status"]`)
const submit = (page: Page) => page.locator(`#contact-form button[type="submit"]`)

async function fill(page: Page, values: Partial<typeof MESSAGE> = MESSAGE) {
  for (const [name, value] of Object.entries(values)) await input(page, name as Field).fill(value)
}

async function expectFields(page: Page, values: Record<Field, string>) {
  for (const [name, value] of Object.entries(values)) await expect(input(page, name as Field)).toHaveValue(value)
}

const EMPTY: Record<Field, string> = { user_name: ``, user_email: ``, user_phone: ``, user_subject: ``, user_message: `` }

/** The failure is logged on purpose; so are the browser's own lines about the failed request. */
function allowSendFailure(consoleGuard: ConsoleGuard) {
  consoleGuard.allow(/^Contact form: the message could not be sent/)
  consoleGuard.allow(/^Failed to load resource: (the server responded with a status of (400|429|500)|net::ERR_EMPTY_RESPONSE)/)
}

test.describe(`contact page`, () => {
  test(`shows the hero stats, four contact cards, WhatsApp, the sidebar and a disclosure per FAQ`, async ({ page }) => {
    const contact = pageData<{ hero: { title: string; stats: unknown[] }; blocks: { id: string; title: string }[] }>(`contact`)
    await open(page, `/contact`)
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(contact.hero.title)
    await expect(page.locator(`section`).first().locator(`dl > div`)).toHaveCount(contact.hero.stats.length)

    const cards = page.locator(`#contact-details`)
    for (const phone of site.contact.phones) {
      await expect(cards.locator(`a[href="tel:${phone.tel}"]`)).toHaveText(phone.display)
    }
    await expect(cards.locator(`a[href="mailto:${site.contact.email}"]`)).toBeVisible()
    // The registered and corporate offices of data/site.en.json, each with its opening hours.
    const office = site.contact.addresses.find(a => a.kind === `registered`)!
    const corporate = site.contact.addresses.find(a => a.kind === `corporate`)!
    await expect(cards.getByRole(`heading`, { name: office.label })).toBeVisible()
    await expect(cards.getByRole(`heading`, { name: corporate.label })).toBeVisible()
    await expect(cards.getByText(site.contact.hours.office)).toBeVisible()
    await expect(cards.getByText(corporate.hours ?? site.contact.hours.corporate)).toBeVisible()

    const whatsapp = page.getByRole(`link`, { name: /chat on whatsapp/i })
    await expect(whatsapp).toHaveAttribute(`href`, `https://wa.me/${site.contact.whatsapp}`)
    await expect(whatsapp).toHaveAttribute(`target`, `_blank`)
    await expect(whatsapp).toHaveAttribute(`rel`, `noopener noreferrer`)

    // The sidebar's headings are the editors' (data/pages/contact.*.json), read from there.
    for (const id of [`why`, `quick-response`]) {
      await expect(page.getByRole(`heading`, { name: contact.blocks.find(b => b.id === id)!.title, exact: true })).toBeVisible()
    }

    const faq = page.locator(`#faq details`)
    await expect(faq).toHaveCount(entries(`faq`).length)
    const first = faq.first()
    await first.locator(`summary`).focus()
    await page.keyboard.press(`Enter`)
    await expect(first).toHaveAttribute(`open`, ``)
    await page.keyboard.press(`Enter`)
    await expect(first).not.toHaveAttribute(`open`)

    // The form, before anything happens: an empty status region, no browser validation, ready to send.
    await expect(status(page)).toHaveAttribute(`aria-live`, `polite`)
    await expect(status(page)).toHaveText(``)
    await expect(page.locator(`#contact-form`)).toHaveAttribute(`novalidate`, ``)
    await expect(submit(page)).toHaveText(`Send Message`)
    await expect(submit(page)).toBeEnabled()
  })

  // Where the form sits (beside the details, or far below them on a phone) changes with the width.
  test(`the free-consultation button brings the form into view and focuses its first field`, { tag: `@phone` }, async ({ page }) => {
    await open(page, `/contact`)
    await page.getByRole(`link`, { name: /free consultation/i }).click()
    await expect(input(page, `user_name`)).toBeFocused()
    await expect(input(page, `user_name`)).toBeInViewport()
  })

  // Axe on the page as it loads is e2e/a11y.spec.ts's sweep; this is the state it does not reach.
  test(`has no axe violations (WCAG 2.1 A/AA and best practices) with field errors and a FAQ answer open`, async ({ page }) => {
    await open(page, `/contact`)
    const axe = () => new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    await input(page, `user_email`).fill(`not-an-address`)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.required)
    await page.locator(`#faq details`).first().locator(`summary`).click()
    expect((await axe()).violations).toEqual([])
  })

  test(`loads EmailJS only on the contact page`, async ({ page }) => {
    const bodies: string[] = []
    page.on(`response`, async response => {
      if (response.url().endsWith(`.js`)) bodies.push(await response.text().catch(() => ``))
    })
    await open(page, `/about`)
    expect(bodies.length).toBeGreaterThan(0)
    expect(bodies.filter(b => b.includes(`api.emailjs.com`))).toEqual([])
  })
})

test.describe(`contact form`, () => {
  test(`sends the five fields exactly as typed, then thanks the visitor and clears every field`, async ({ page, emailjs }) => {
    await open(page, `/contact`)
    await fill(page)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.success)
    await expect(status(page)).toHaveAttribute(`data-tone`, `success`)
    await expectFields(page, EMPTY)
    await expect(submit(page)).toBeFocused() // disabling it while sending dropped focus; it is given back

    expect(emailjs.requests).toHaveLength(1)
    const body = emailjs.requests[0]
    expect(body.lib_version).toMatch(/^4\./)
    expect(body.user_id).toBe(process.env.GATSBY_EMAILJS_PUBLIC_KEY || site.emailjs.publicKey)
    expect(body.service_id).toBe(process.env.GATSBY_EMAILJS_SERVICE_ID || site.emailjs.serviceId)
    expect(body.template_id).toBe(process.env.GATSBY_EMAILJS_TEMPLATE_ID || site.emailjs.templateId)
    // The form says which language the visitor wrote from.
    expect(body.template_params).toEqual({ ...MESSAGE, user_language: `English` })

    // Sent, so the draft is gone: a reload shows an empty form.
    await page.reload()
    await hydrated(page)
    await expectFields(page, EMPTY)
  })

  test(`refuses empty required fields with a warning, marked fields and focus, and sends nothing`, async ({ page, emailjs }) => {
    await open(page, `/contact`)
    await fill(page, { user_email: MESSAGE.user_email, user_phone: MESSAGE.user_phone })
    await submit(page).click()

    await expect(status(page)).toHaveText(TEXT.required)
    await expect(status(page)).toHaveAttribute(`data-tone`, `warning`)
    for (const name of [`user_name`, `user_message`] as const) {
      await expect(input(page, name)).toHaveAttribute(`aria-invalid`, `true`)
      await expect(input(page, name)).toHaveAccessibleDescription(/please enter your/i)
    }
    await expect(input(page, `user_email`)).not.toHaveAttribute(`aria-invalid`)
    await expect(input(page, `user_name`)).toBeFocused()
    await expectFields(page, { ...EMPTY, user_email: MESSAGE.user_email, user_phone: MESSAGE.user_phone })
    expect(emailjs.requests).toHaveLength(0)
  })

  test(`refuses an invalid e-mail address with its own message and sends nothing`, async ({ page, emailjs }) => {
    await open(page, `/contact`)
    await fill(page, { ...MESSAGE, user_email: `asha@example` })
    await page.keyboard.press(`Enter`) // in the message textarea: a new line, not a submit
    await submit(page).click()
    await expect(input(page, `user_email`)).toHaveAttribute(`aria-invalid`, `true`)
    await expect(input(page, `user_email`)).toHaveAccessibleDescription(/valid e-mail address/i)
    await expect(input(page, `user_email`)).toBeFocused()
    await expect(status(page)).toHaveAttribute(`data-tone`, `warning`)
    expect(emailjs.requests).toHaveLength(0)
  })

  test(`sends exactly one request for a double click and repeated Enter`, async ({ page, emailjs }) => {
    emailjs.reply({ status: 200, delayMs: 3_000 })
    await open(page, `/contact`)
    await fill(page)
    const states: string[] = []
    await page.exposeFunction(`recordStatus`, (text: string) => states.push(text))
    await page.evaluate(() => {
      const region = document.querySelector(`#contact-form [role="status"]`)!
      new MutationObserver(() =>
        (window as unknown as { recordStatus: (t: string) => void }).recordStatus(region.textContent ?? ``),
      ).observe(region, {
        childList: true,
        subtree: true,
        characterData: true,
      })
    })

    await submit(page).dblclick()
    await expect(submit(page)).toBeDisabled()
    await expect(submit(page)).toHaveText(`Sending Message...`)
    await input(page, `user_name`).press(`Enter`)
    await input(page, `user_email`).press(`Enter`)
    await expect(submit(page)).toHaveText(`Sending Message...`) // the presses above landed while sending
    await expect(status(page)).toHaveText(TEXT.success, { timeout: 10_000 })

    // The mock records a request when it arrives, before its 3 s delay: a second one would be here by now.
    expect(emailjs.requests).toHaveLength(1)
    await expect.poll(() => states.filter(Boolean)).toEqual([TEXT.success])
  })

  test(`keeps a draft through a reload until it is sent`, async ({ page }) => {
    await open(page, `/contact`)
    await fill(page)
    await page.reload()
    await hydrated(page)
    await expectFields(page, MESSAGE)
    await expect(page.getByText(`${MESSAGE.user_message.length} / 2000`)).toBeVisible()
  })
})

test.describe(`contact form on a translated page`, () => {
  // The browser's translation wraps every text node in <font> elements, and wraps new text as it appears; React's
  // later updates must neither throw (removeChild / insertBefore on a node that moved) nor leave stale text.
  test(`shows its errors, keeps the draft and sends, with every text wrapped as translation does`, async ({ page, emailjs }) => {
    await open(page, `/contact`)
    await page.evaluate(translateText)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.required)
    await expect(input(page, `user_name`)).toHaveAttribute(`aria-invalid`, `true`)
    await page.evaluate(translateText) // the warning, as the translation wraps new text too
    await fill(page)
    await expect(page.getByText(`${MESSAGE.user_message.length} / 2000`)).toBeVisible() // the counter follows
    await page.reload()
    await hydrated(page)
    await page.evaluate(translateText)
    await expectFields(page, MESSAGE)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.success)
    await expect(input(page, `user_name`)).not.toHaveAttribute(`aria-invalid`)
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0].template_params).toEqual({ ...MESSAGE, user_language: `English` })
  })

  test(`the wrapped warning gives way to the next message`, async ({ page }) => {
    await open(page, `/contact`)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.required)
    await page.evaluate(translateText)
    await fill(page, { ...MESSAGE, user_email: `asha@example` })
    await submit(page).click()
    await expect(status(page)).not.toHaveText(TEXT.required)
    await expect(input(page, `user_email`)).toHaveAttribute(`aria-invalid`, `true`)
  })
})

const firstGame = entries<{ title: string }>(`games`)[0]
const BODY = {
  user_name: MESSAGE.user_name,
  user_email: MESSAGE.user_email,
  user_phone: MESSAGE.user_phone,
  user_message: MESSAGE.user_message,
}

test.describe(`enquiries carry their context`, () => {
  // The link is the same for every game and kind (each game page's hrefs: __tests__/entry-pages.contract.ts; the
  // subject for each kind: __tests__/enquiry.test.ts); here one goes through to the message sent.
  test(`"Enroll Now" on /game/${firstGame.slug} opens the form with a subject naming the game, sent in user_subject`, async ({
    page,
    emailjs,
  }) => {
    const subject = `Enrolment: ${firstGame.title}`
    await open(page, `/game/${firstGame.slug}`)
    await page.getByRole(`link`, { name: `Enroll Now`, exact: true }).click()
    await expect(page).toHaveURL(/\/contact\?topic=/)
    await expect(input(page, `user_subject`)).toHaveValue(subject)
    await fill(page, BODY)
    await submit(page).click()
    await expect(status(page)).toHaveText(TEXT.success)
    expect(emailjs.requests).toHaveLength(1)
    expect(emailjs.requests[0].template_params.user_subject).toBe(subject)
  })

  test(`the topic link works on a fresh load too, and the subject stays editable`, async ({ page }) => {
    await open(page, `/contact?topic=trial:${firstGame.slug}`)
    await expect(input(page, `user_subject`)).toHaveValue(`Free trial: ${firstGame.title}`)
    await input(page, `user_subject`).fill(`Trial for two children`)
    await expect(input(page, `user_subject`)).toHaveValue(`Trial for two children`)
  })

  // Which topics are refused (unknown games, javascript: URLs, markup) is __tests__/enquiry.test.ts; here the page
  // given markup neither fills nor renders it.
  const hostile = `<img src=x onerror=alert(1)>`
  test(`a hostile topic (${hostile}) is ignored and never rendered`, async ({ page }) => {
    let dialogs = 0
    page.on(`dialog`, dialog => {
      dialogs++
      void dialog.dismiss()
    })
    await open(page, `/contact?topic=${encodeURIComponent(hostile)}`)
    await expectFields(page, EMPTY)
    expect(await page.locator(`main`).innerHTML()).not.toContain(`alert(1)`)
    await expect(page.locator(`img[src="x"]`)).toHaveCount(0)
    expect(dialogs).toBe(0)
  })
})

test.describe(`a message is never lost`, () => {
  async function expectRoutes(page: Page) {
    const whatsapp = page.getByRole(`link`, { name: `Send on WhatsApp` })
    const email = page.getByRole(`link`, { name: `Send by e-mail` })
    const text = new URL((await whatsapp.getAttribute(`href`))!).searchParams.get(`text`)!
    expect((await whatsapp.getAttribute(`href`))!.startsWith(`https://wa.me/${site.contact.whatsapp}?text=`)).toBe(true)
    const mailto = (await email.getAttribute(`href`))!
    expect(mailto.startsWith(`mailto:${site.contact.email}?`)).toBe(true)
    const params = new URLSearchParams(mailto.split(`?`)[1])
    expect(params.get(`subject`)).toBe(MESSAGE.user_subject)
    for (const body of [text, params.get(`body`)!]) {
      for (const value of Object.values(MESSAGE)) expect(body).toContain(value.trim())
    }
  }

  // Every failure takes one path (the error state, the fields kept, the other ways to send); what differs is how
  // the library fails: a non-2xx answer rejects with {status, text} (400, 429 and 500 alike:
  // __tests__/contact-form-send.test.ts), a network failure with a TypeError, no answer by the 20 s timeout.
  for (const [label, reply] of [
    [`a 500 answer`, { status: 500 }],
    [`a network failure`, { destroy: true }],
  ] as const) {
    test(`after ${label} the form shows the error, keeps every field and offers wa.me and mailto: links holding the message`, async ({
      page,
      emailjs,
      consoleGuard,
    }) => {
      allowSendFailure(consoleGuard)
      emailjs.reply(reply)
      await open(page, `/contact`)
      await fill(page)
      await submit(page).click()
      await expect(status(page)).toHaveText(TEXT.error)
      await expect(status(page)).toHaveAttribute(`data-tone`, `error`)
      await expectFields(page, MESSAGE)
      await expect(submit(page)).toBeEnabled()
      await expect(submit(page)).toBeFocused()
      // One send; Chromium may repeat a request whose connection closed before any answer, on its own.
      if (`status` in reply) expect(emailjs.requests).toHaveLength(1)
      else expect(emailjs.requests.length).toBeGreaterThanOrEqual(1)
      await expectRoutes(page)
    })
  }

  test(`an answer that never comes ends in the error state after 20 s, with the same links`, async ({ page, emailjs, consoleGuard }) => {
    allowSendFailure(consoleGuard)
    emailjs.reply({ hang: true })
    await page.clock.install()
    await open(page, `/contact`)
    await fill(page)
    // Stop the page's clock so that only runFor moves it, however slow the machine is.
    await page.clock.pauseAt(Date.now() + 60_000)
    await submit(page).click()
    await expect(submit(page)).toHaveText(`Sending Message...`)
    await expect.poll(() => emailjs.requests.length).toBe(1)

    await page.clock.runFor(19_000)
    await expect(submit(page)).toHaveText(`Sending Message...`)
    await expect(submit(page)).toBeDisabled()
    await expect(status(page)).toHaveText(``)

    await page.clock.runFor(1_000)
    await expect(status(page)).toHaveText(TEXT.error)
    await expectFields(page, MESSAGE)
    await expect(submit(page)).toBeEnabled()
    await expectRoutes(page)
  })
})
