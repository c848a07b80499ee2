import React from "react"
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { ContactForm } from "../src/components/contact/contact-form"
import { useContactForm } from "../src/hooks/use-contact-form"
import { DRAFT_DEBOUNCE_MS, DRAFT_KEY } from "../src/hooks/use-session-draft"
import { STATUS_TEXT } from "../src/lib/contact-form"
import { buildTopics, type TopicTable } from "../src/lib/enquiry"
import { mailtoHref, whatsappHref } from "../src/lib/message-routes"
import { MissingConfigError, SEND_TIMEOUT_MS, type Sender } from "../src/lib/send-message"
import { LocaleProvider } from "../src/components/i18n/locale"
import { translate } from "../src/shared/locale"
import site from "../data/site.en.json"

const CONTACT = { whatsapp: "919000000001", email: "hello@example.com" }
const TOPICS = buildTopics({
  games: [{ slug: "badminton", title: "Badminton" }],
  services: [{ slug: "sports-flooring-solutions", title: "Sports Flooring Solutions", quote: true }],
  focus: [],
  outline: ["City", "Timeline"],
})

function Harness({ send, search = "", topics = TOPICS }: { send: Sender; search?: string; topics?: TopicTable }) {
  const form = useContactForm(send, undefined, { topics, search })
  return (
    <>
      <ContactForm form={form} contact={{ ...site.contact, ...CONTACT }} />
      <button type="button" onClick={() => form.chooseTopic("consultation")}>
        Book a Free Consultation
      </button>
    </>
  )
}

const typed = {
  user_name: "Asha Meena",
  user_email: "asha@example.com",
  user_phone: "+91 98290 00000",
  user_subject: "Trial class",
  user_message: "  My son (9) would like to try badminton.\nEvenings, please.  ",
}

const field = {
  user_name: () => screen.getByLabelText(/your name/i) as HTMLInputElement,
  user_email: () => screen.getByLabelText(/e-mail address/i) as HTMLInputElement,
  user_phone: () => screen.getByLabelText(/phone number/i) as HTMLInputElement,
  user_subject: () => screen.getByLabelText(/subject/i) as HTMLInputElement,
  user_message: () => screen.getByLabelText(/your message/i) as HTMLTextAreaElement,
}
const status = () => screen.getByRole("status")
const submitButton = () => screen.getByRole("button", { name: /send/i })

function fill(values: Partial<typeof typed>) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field[name as keyof typeof field](), { target: { value } })
}

const values = () => Object.fromEntries(Object.entries(field).map(([name, get]) => [name, get().value]))

/** A sender whose promise the test settles by hand. */
function deferredSender() {
  let resolve!: () => void
  let reject!: (reason: unknown) => void
  const send = jest.fn<Promise<void>, Parameters<Sender>>(
    () =>
      new Promise<void>((res, rej) => {
        resolve = res
        reject = rej
      }),
  )
  return { send, resolve: () => resolve(), reject: (reason: unknown) => reject(reason) }
}

let consoleError: jest.SpyInstance

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn()
})

beforeEach(() => {
  sessionStorage.clear()
  consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
})

afterEach(() => {
  consoleError.mockRestore()
  jest.useRealTimers()
})

describe("contact form", () => {
  it("renders an empty status region and a labelled, limited field for each value", () => {
    render(<Harness send={jest.fn()} />)
    expect(status()).toHaveTextContent("")
    expect(status()).toHaveAttribute("aria-live", "polite")
    expect(field.user_name()).toHaveAttribute("maxlength", "100")
    expect(field.user_email()).toHaveAttribute("type", "email")
    expect(field.user_phone()).toHaveAttribute("type", "tel")
    expect(field.user_message()).toHaveAttribute("maxlength", "2000")
    expect(document.getElementById("contact-form")).toHaveAttribute("novalidate")
    expect(submitButton()).toBeEnabled()
  })

  it("counts the message's characters", () => {
    render(<Harness send={jest.fn()} />)
    expect(screen.getByText(/^0 \/ 2000/)).toBeInTheDocument()
    fill({ user_message: "Hello" })
    expect(screen.getByText(/^5 \/ 2000/)).toBeInTheDocument()
    expect(field.user_message().getAttribute("aria-describedby")).toContain("contact-message-count")
  })

  it("refuses empty required fields: warning, aria-invalid with a message, focus on the first, nothing sent", () => {
    const send = jest.fn()
    render(<Harness send={send} />)
    fill({ user_email: "asha@example.com" })
    fireEvent.click(submitButton())

    expect(send).not.toHaveBeenCalled()
    expect(status()).toHaveTextContent(STATUS_TEXT.required)
    expect(status()).toHaveAttribute("data-tone", "warning")
    for (const name of ["user_name", "user_message"] as const) {
      const input = field[name]()
      expect(input).toHaveAttribute("aria-invalid", "true")
      const describedBy = input.getAttribute("aria-describedby")!.split(" ")
      expect(document.getElementById(describedBy[0])).toHaveTextContent(/please enter your/i)
    }
    expect(field.user_email()).not.toHaveAttribute("aria-invalid")
    expect(field.user_name()).toHaveFocus()
  })

  it("refuses an invalid e-mail with its own message and sends nothing", () => {
    const send = jest.fn()
    render(<Harness send={send} />)
    fill({ ...typed, user_email: "asha@example" })
    fireEvent.submit(document.getElementById("contact-form")!)
    expect(send).not.toHaveBeenCalled()
    expect(field.user_email()).toHaveAttribute("aria-invalid", "true")
    expect(field.user_email()).toHaveAccessibleDescription(/valid e-mail address/i)
    expect(field.user_email()).toHaveFocus()
    expect(status()).toHaveTextContent(STATUS_TEXT.email)
  })

  it("sends the five fields exactly as typed, shows 'Sending Message...', then clears every field on success", async () => {
    const { send, resolve } = deferredSender()
    render(<Harness send={send} />)
    fill(typed)
    fireEvent.click(submitButton())

    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(typed)
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveTextContent("Sending Message...")
    expect(field.user_name()).toHaveAttribute("readonly")

    await act(async () => resolve())
    expect(status()).toHaveTextContent(STATUS_TEXT.success)
    expect(status()).toHaveAttribute("data-tone", "success")
    expect(values()).toEqual({ user_name: "", user_email: "", user_phone: "", user_subject: "", user_message: "" })
    expect(submitButton()).toBeEnabled()
    expect(submitButton()).toHaveTextContent("Send Message")
  })

  it("sends once however often the visitor clicks or presses Enter", async () => {
    const { send, resolve } = deferredSender()
    render(<Harness send={send} />)
    fill(typed)
    const form = document.getElementById("contact-form")!
    fireEvent.click(submitButton())
    fireEvent.click(submitButton())
    fireEvent.submit(form)
    fireEvent.submit(form)
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => resolve())
    expect(send).toHaveBeenCalledTimes(1)
  })

  it("sends once when two submits arrive before React re-renders", async () => {
    const { send, resolve } = deferredSender()
    render(<Harness send={send} />)
    fill(typed)
    const form = document.getElementById("contact-form")!
    act(() => {
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
      form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }))
    })
    expect(send).toHaveBeenCalledTimes(1)
    await act(async () => resolve())
    expect(send).toHaveBeenCalledTimes(1)
  })

  it.each([
    ["a non-2xx answer", { status: 500, text: "Internal Server Error" }],
    ["a bad request", { status: 400, text: "The user_id parameter is required" }],
    ["a network failure", new TypeError("Failed to fetch")],
    ["the headless refusal", { status: 451, text: "Unavailable For Headless Browser" }],
    ["the block list", { status: 403, text: "Forbidden" }],
    ["the throttle", { status: 429, text: "Too Many Requests" }],
    ["a missing id", "The service ID is required. Visit https://dashboard.emailjs.com/admin"],
  ])("keeps every field and logs the error after %s", async (_, reason) => {
    const { send, reject } = deferredSender()
    render(<Harness send={send} />)
    fill(typed)
    fireEvent.click(submitButton())
    await act(async () => reject(reason))

    expect(status()).toHaveTextContent(STATUS_TEXT.error)
    expect(status()).toHaveAttribute("data-tone", "error")
    expect(values()).toEqual(typed)
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("Contact form"), reason)
    expect(submitButton()).toBeEnabled()
    // The other ways to send carry the whole message.
    expect(screen.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute("href", whatsappHref(CONTACT.whatsapp, typed))
    expect(screen.getByRole("link", { name: "Send by e-mail" })).toHaveAttribute("href", mailtoHref(CONTACT.email, typed))
  })

  it("offers no other route before a failure, and drops it when the next send starts", async () => {
    const { send, reject } = deferredSender()
    render(<Harness send={send} />)
    fill(typed)
    expect(screen.queryByRole("link", { name: "Send on WhatsApp" })).toBeNull()
    fireEvent.click(submitButton())
    await act(async () => reject({ status: 500, text: "x" }))
    expect(screen.getByRole("link", { name: "Send on WhatsApp" })).toBeInTheDocument()
    // Edits after the failure go with the links.
    fill({ user_message: "Changed my mind: tennis." })
    expect(screen.getByRole("link", { name: "Send by e-mail" }).getAttribute("href")).toContain(
      encodeURIComponent("Changed my mind: tennis."),
    )
    fireEvent.click(submitButton())
    expect(screen.queryByRole("link", { name: "Send on WhatsApp" })).toBeNull()
  })

  it("says politely that the form is not set up when the ids are missing, and offers WhatsApp and e-mail", async () => {
    const send = jest.fn(() => Promise.reject(new MissingConfigError(["serviceId"])))
    render(<Harness send={send} />)
    fill(typed)
    await act(async () => {
      fireEvent.click(submitButton())
    })
    expect(status()).toHaveTextContent(STATUS_TEXT.notConfigured)
    expect(status()).not.toHaveTextContent(STATUS_TEXT.error)
    expect(status()).toHaveAttribute("data-tone", "warning")
    expect(values()).toEqual(typed)
    expect(screen.getByRole("link", { name: "Send on WhatsApp" })).toHaveAttribute("href", whatsappHref(CONTACT.whatsapp, typed))
  })

  it("gives up after 20 s without an answer and keeps the message", async () => {
    jest.useFakeTimers()
    const send = jest.fn(() => new Promise<void>(() => undefined))
    render(<Harness send={send} />)
    fill(typed)
    fireEvent.click(submitButton())

    await act(async () => {
      jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1)
    })
    expect(submitButton()).toHaveTextContent("Sending Message...")
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    expect(status()).toHaveTextContent(STATUS_TEXT.error)
    expect(values()).toEqual(typed)
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/within 20 s/), expect.any(Error))
  })

  it("pretends success when the honeypot is filled, and sends nothing", () => {
    const send = jest.fn()
    const { container } = render(<Harness send={send} />)
    const trap = container.querySelector<HTMLInputElement>("input[name=website]")!
    expect(trap).toHaveAttribute("tabindex", "-1")
    expect(trap).toHaveAttribute("autocomplete", "off")
    expect(trap.closest("[aria-hidden=true]")).not.toBeNull()
    fill(typed)
    fireEvent.change(trap, { target: { value: "https://spam.example" } })
    fireEvent.click(submitButton())
    expect(send).not.toHaveBeenCalled()
    expect(status()).toHaveTextContent(STATUS_TEXT.success)
    expect(values().user_message).toBe("")
  })

  it("moves focus to the first field for the free-consultation button and fills the subject", () => {
    render(<Harness send={jest.fn()} />)
    fireEvent.click(screen.getByRole("button", { name: /free consultation/i }))
    expect(field.user_name()).toHaveFocus()
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled()
    expect(field.user_subject().value).toBe("Free consultation")
  })
})

describe("contact form topics", () => {
  it("fills the subject from a known topic in the address, and the subject stays editable", () => {
    render(<Harness send={jest.fn()} search="?topic=trial:badminton" />)
    expect(field.user_subject().value).toBe("Free trial: Badminton")
    fill({ user_subject: "Free trial for two children" })
    expect(field.user_subject().value).toBe("Free trial for two children")
  })

  it("gives a quotation its project outline to complete", () => {
    render(<Harness send={jest.fn()} search="?topic=quote%3Asports-flooring-solutions" />)
    expect(field.user_subject().value).toBe("Quote: Sports Flooring Solutions")
    expect(field.user_message().value).toBe("City: \nTimeline: ")
  })

  it.each([
    "?topic=trial:cricket",
    "?topic=<script>alert(1)</script>",
    "?topic=javascript:alert(1)",
    "?topic=__proto__",
    "?topic=constructor",
    "?other=trial:badminton",
  ])("ignores %s: nothing is filled and nothing is rendered", search => {
    const { container } = render(<Harness send={jest.fn()} search={search} />)
    expect(values()).toEqual({ user_name: "", user_email: "", user_phone: "", user_subject: "", user_message: "" })
    expect(container.innerHTML).not.toContain("alert")
    expect(container.querySelector("script")).toBeNull()
  })

  it("applies a topic over a restored draft without replacing the visitor's own subject", () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ ...typed, user_subject: "My own words" }))
    render(<Harness send={jest.fn()} search="?topic=trial:badminton" />)
    expect(values()).toEqual({ ...typed, user_subject: "My own words" })
  })

  it("sends the prefilled subject in user_subject", async () => {
    const send = jest.fn(() => Promise.resolve())
    render(<Harness send={send} search="?topic=trial:badminton" />)
    fill({ user_name: typed.user_name, user_email: typed.user_email, user_message: typed.user_message })
    await act(async () => {
      fireEvent.click(submitButton())
    })
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ user_subject: "Free trial: Badminton" }))
  })
})

describe("contact form draft", () => {
  it("saves what is typed (debounced) and restores it after a reload", () => {
    jest.useFakeTimers()
    const first = render(<Harness send={jest.fn()} />)
    fill(typed)
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
    act(() => {
      jest.advanceTimersByTime(DRAFT_DEBOUNCE_MS)
    })
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(typed)
    first.unmount()

    render(<Harness send={jest.fn()} />)
    expect(values()).toEqual(typed)
  })

  it("writes a pending draft at once when the page is hidden", () => {
    jest.useFakeTimers()
    render(<Harness send={jest.fn()} />)
    fill({ user_name: "Asha" })
    act(() => {
      window.dispatchEvent(new Event("pagehide"))
    })
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!).user_name).toBe("Asha")
  })

  it("keeps the draft after a failure and clears it after a successful send", async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(typed))
    const failing = deferredSender()
    const first = render(<Harness send={failing.send} />)
    expect(values()).toEqual(typed)
    fireEvent.click(submitButton())
    await act(async () => failing.reject(new TypeError("Failed to fetch")))
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toEqual(typed)
    first.unmount()

    const working = deferredSender()
    render(<Harness send={working.send} />)
    expect(values()).toEqual(typed)
    fireEvent.click(submitButton())
    await act(async () => working.resolve())
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("ignores a damaged draft", () => {
    sessionStorage.setItem(DRAFT_KEY, "{not json")
    render(<Harness send={jest.fn()} />)
    expect(values().user_name).toBe("")
  })
})

describe("contact form on the Hindi site", () => {
  const HI: Record<string, string> = {
    "Your name": "आपका नाम",
    "E-mail address": "ई-मेल पता",
    "Phone number": "फ़ोन नंबर",
    Subject: "विषय",
    "Your message": "आपका संदेश",
    required: "ज़रूरी",
    optional: "वैकल्पिक",
    "Send Message": "संदेश भेजें",
    "Sending Message...": "संदेश भेजा जा रहा है...",
    "Please fill in all required fields": "कृपया सभी ज़रूरी जानकारी भरें",
    "Please enter a valid e-mail address": "कृपया सही ई-मेल पता लिखें",
    "Please enter your name.": "कृपया अपना नाम लिखें।",
    "Please enter a valid e-mail address, for example name@example.com.": "कृपया सही ई-मेल पता लिखें, जैसे name@example.com।",
    "Thank you for your message! We will get back to you soon.": "संदेश भेजने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।",
    "Sorry, there was an error sending your message. Please try again.": "माफ़ कीजिए, आपका संदेश नहीं भेजा जा सका। कृपया दोबारा कोशिश करें।",
    "Our online form is not connected yet, so it cannot send your message from here. Nothing is lost: please send it on WhatsApp or by e-mail below.":
      "हमारा ऑनलाइन फ़ॉर्म अभी जुड़ा नहीं है, इसलिए यहाँ से आपका संदेश नहीं जा सकता। आपका लिखा कुछ भी नहीं खोया है: कृपया नीचे दिए WhatsApp या ई-मेल से भेज दें।",
    "Send on WhatsApp": "WhatsApp पर भेजें",
    "Send by e-mail": "ई-मेल से भेजें",
    "Free trial: {title}": "फ़्री ट्रायल क्लास: {title}",
  }
  const HI_TOPICS = buildTopics({ games: [{ slug: "badminton", title: "बैडमिंटन" }], services: [], focus: [] }, (key, values) =>
    translate(HI, key, values),
  )
  const renderHindi = (send: Sender, search = "") =>
    render(
      <LocaleProvider locale="hi" strings={HI}>
        <Harness send={send} search={search} topics={HI_TOPICS} />
      </LocaleProvider>,
    )
  const hiField = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement
  const HI_LABELS = {
    user_name: /^आपका नाम/,
    user_email: /^ई-मेल पता/,
    user_phone: /^फ़ोन नंबर/,
    user_subject: /^विषय/,
    user_message: /^आपका संदेश/,
  }
  const hiFill = (values: Partial<typeof typed>) => {
    for (const [name, value] of Object.entries(values))
      fireEvent.change(hiField(HI_LABELS[name as keyof typeof HI_LABELS]), { target: { value } })
  }

  it("labels its fields and checks them in Hindi", async () => {
    renderHindi(jest.fn())
    expect(hiField(/^आपका नाम \(ज़रूरी\)$/)).toBeInTheDocument()
    expect(hiField(/^फ़ोन नंबर \(वैकल्पिक\)$/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "संदेश भेजें" }))
    expect(status()).toHaveTextContent("कृपया सभी ज़रूरी जानकारी भरें")
    expect(hiField(/^आपका नाम/)).toHaveAccessibleDescription("कृपया अपना नाम लिखें।")
    await waitFor(() => expect(hiField(/^आपका नाम/)).toHaveFocus())
    fireEvent.change(hiField(/^आपका नाम/), { target: { value: "आशा मीणा" } })
    fireEvent.change(hiField(/^ई-मेल पता/), { target: { value: "asha@example" } })
    fireEvent.change(screen.getByLabelText(/^आपका संदेश/), { target: { value: "नमस्ते" } })
    fireEvent.click(screen.getByRole("button", { name: "संदेश भेजें" }))
    expect(status()).toHaveTextContent("कृपया सही ई-मेल पता लिखें")
    expect(hiField(/^ई-मेल पता/)).toHaveAccessibleDescription("कृपया सही ई-मेल पता लिखें, जैसे name@example.com।")
  })

  it("reports sending, success and failure in Hindi, and the fallback message says Language: Hindi", async () => {
    const { send, resolve, reject } = deferredSender()
    renderHindi(send)
    const hindi = { ...typed, user_name: "आशा मीणा" }
    hiFill(hindi)
    fireEvent.click(screen.getByRole("button", { name: "संदेश भेजें" }))
    expect(screen.getByRole("button", { name: "संदेश भेजा जा रहा है..." })).toBeDisabled()
    await act(async () => reject(new Error("network")))
    expect(status()).toHaveTextContent("माफ़ कीजिए, आपका संदेश नहीं भेजा जा सका। कृपया दोबारा कोशिश करें।")
    const whatsapp = screen.getByRole("link", { name: "WhatsApp पर भेजें" })
    expect(whatsapp).toHaveAttribute("href", whatsappHref(CONTACT.whatsapp, hindi, "hi"))
    expect(decodeURIComponent(whatsapp.getAttribute("href")!)).toContain("\nLanguage: Hindi\n")
    expect(screen.getByRole("link", { name: "ई-मेल से भेजें" })).toHaveAttribute("href", mailtoHref(CONTACT.email, hindi, "hi"))
    fireEvent.click(screen.getByRole("button", { name: "संदेश भेजें" }))
    await act(async () => resolve())
    expect(status()).toHaveTextContent("संदेश भेजने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।")
  })

  it("says in Hindi that the form is not connected", async () => {
    renderHindi(jest.fn().mockRejectedValue(new MissingConfigError(["serviceId"])))
    hiFill(typed)
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "संदेश भेजें" }))
    })
    expect(status()).toHaveTextContent(/^हमारा ऑनलाइन फ़ॉर्म अभी जुड़ा नहीं है/)
    expect(screen.getByRole("link", { name: "WhatsApp पर भेजें" })).toBeInTheDocument()
  })

  it("fills the subject of a topic in Hindi", async () => {
    renderHindi(jest.fn(), "?topic=trial:badminton")
    await waitFor(() => expect(hiField(/^विषय/)).toHaveValue("फ़्री ट्रायल क्लास: बैडमिंटन"))
  })
})
