import { EMPTY_FIELDS } from "../src/lib/contact-form"
import {
  createEmailJsSender,
  describeFailure,
  emailJsConfig,
  MissingConfigError,
  withTimeout,
  SendTimeoutError,
} from "../src/lib/send-message"

type EmailJs = typeof import("@emailjs/browser")

const fields = { ...EMPTY_FIELDS, user_name: "Asha", user_email: "asha@example.com", user_message: " Hello " }
const config = { serviceId: "service_x", templateId: "template_x", publicKey: "key_x", origin: "http://127.0.0.1:9330" }

function fakeEmailJs(send: jest.Mock = jest.fn().mockResolvedValue({ status: 200, text: "OK" })) {
  const init = jest.fn()
  const module = { init, send } as unknown as EmailJs
  return { init, send, load: jest.fn(async () => module) }
}

describe("createEmailJsSender", () => {
  it("initialises EmailJS once with the public key, throttle and origin, and sends the fields as template params", async () => {
    const emailjs = fakeEmailJs()
    const send = createEmailJsSender(config, emailjs.load)
    await send(fields)
    await send(fields)
    expect(emailjs.init).toHaveBeenCalledTimes(1)
    expect(emailjs.init).toHaveBeenCalledWith(
      { publicKey: "key_x", blockHeadless: false, limitRate: { id: "contact-form", throttle: 10000 } },
      "http://127.0.0.1:9330",
    )
    expect(emailjs.send).toHaveBeenCalledWith("service_x", "template_x", { ...fields, user_language: "English" })
  })

  it("tells the business in user_language that the visitor wrote from the Hindi site", async () => {
    const emailjs = fakeEmailJs()
    await createEmailJsSender(config, emailjs.load, "hi")(fields)
    expect(emailjs.send).toHaveBeenCalledWith("service_x", "template_x", { ...fields, user_language: "Hindi" })
  })

  it("leaves the library's default origin alone when none is configured", async () => {
    const emailjs = fakeEmailJs()
    await createEmailJsSender({ ...config, origin: undefined }, emailjs.load)(fields)
    expect(emailjs.init.mock.calls[0][1]).toBeUndefined()
  })

  it.each(["serviceId", "templateId", "publicKey"] as const)("rejects without loading EmailJS when %s is empty", async key => {
    const emailjs = fakeEmailJs()
    await expect(createEmailJsSender({ ...config, [key]: " " }, emailjs.load)(fields)).rejects.toBeInstanceOf(MissingConfigError)
    expect(emailjs.load).not.toHaveBeenCalled()
  })

  it("passes the library's rejections on", async () => {
    const refusal = { status: 429, text: "Too Many Requests" }
    const emailjs = fakeEmailJs(jest.fn().mockRejectedValue(refusal))
    await expect(createEmailJsSender(config, emailjs.load)(fields)).rejects.toBe(refusal)
  })

  it("rejects when the EmailJS chunk cannot be loaded", async () => {
    const load = jest.fn().mockRejectedValue(new Error("Loading chunk 123 failed"))
    await expect(createEmailJsSender(config, load)(fields)).rejects.toThrow("Loading chunk")
  })
})

describe("emailJsConfig", () => {
  const env = process.env
  afterEach(() => {
    process.env = env
  })

  it("takes the ids from site data", () => {
    process.env = {
      ...env,
      GATSBY_EMAILJS_SERVICE_ID: "",
      GATSBY_EMAILJS_TEMPLATE_ID: undefined,
      GATSBY_EMAILJS_PUBLIC_KEY: undefined,
      GATSBY_EMAILJS_ORIGIN: undefined,
    }
    expect(emailJsConfig({ serviceId: "s", templateId: "t", publicKey: "k" })).toEqual({
      serviceId: "s",
      templateId: "t",
      publicKey: "k",
      origin: undefined,
    })
  })

  it("lets build-time variables override them", () => {
    process.env = {
      ...env,
      GATSBY_EMAILJS_SERVICE_ID: "s2",
      GATSBY_EMAILJS_TEMPLATE_ID: "t2",
      GATSBY_EMAILJS_PUBLIC_KEY: "k2",
      GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9330",
    }
    expect(emailJsConfig({ serviceId: "s", templateId: "t", publicKey: "k" })).toEqual({
      serviceId: "s2",
      templateId: "t2",
      publicKey: "k2",
      origin: "http://127.0.0.1:9330",
    })
  })
})

describe("withTimeout", () => {
  afterEach(() => jest.useRealTimers())

  it("rejects with SendTimeoutError when the promise outlasts the limit", async () => {
    jest.useFakeTimers()
    const result = withTimeout(new Promise(() => undefined), 20_000)
    jest.advanceTimersByTime(20_000)
    await expect(result).rejects.toBeInstanceOf(SendTimeoutError)
  })

  it("settles with the promise and clears its timer", async () => {
    jest.useFakeTimers()
    await expect(withTimeout(Promise.resolve("ok"), 20_000)).resolves.toBe("ok")
    expect(jest.getTimerCount()).toBe(0)
  })
})

describe("describeFailure", () => {
  it.each([
    [{ status: 500, text: "Internal Server Error" }, "status 500 Internal Server Error"],
    [new TypeError("Failed to fetch"), "TypeError: Failed to fetch"],
    ["The public key is required.", "The public key is required."],
  ])("describes %p", (error, text) => {
    expect(describeFailure(error)).toBe(text)
  })
})
