import { LANGUAGE_NAMES, type ContactFields } from "./contact-form"
import { defaultLocale, type Locale } from "../shared/routes"

/** Sends one contact message; resolves when the provider accepted it, rejects with the reason otherwise. */
export type Sender = (fields: ContactFields) => Promise<void>

export interface EmailJsConfig {
  serviceId: string
  templateId: string
  publicKey: string
  /** API origin; the library's own (https://api.emailjs.com) when empty. End-to-end tests point it at a mock. */
  origin?: string
}

type EmailJs = typeof import("@emailjs/browser")

/** An answer that never comes is a failure too: after this long the visitor gets the error and keeps the message. */
export const SEND_TIMEOUT_MS = 20_000

/** EmailJS's own client-side throttle: one message per 10 s from this form. */
export const THROTTLE_MS = 10_000

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer from the e-mail service within ${ms / 1000} s`)
    this.name = "SendTimeoutError"
  }
}

export class MissingConfigError extends Error {
  constructor(missing: string[]) {
    super(`The contact form is not configured: ${missing.join(", ")} missing`)
    this.name = "MissingConfigError"
  }
}

/** The ids from data/site.en.json, each overridable at build time (Gatsby inlines GATSBY_* variables). */
export function emailJsConfig(ids: { serviceId?: string | null; templateId?: string | null; publicKey?: string | null }): EmailJsConfig {
  return {
    serviceId: process.env.GATSBY_EMAILJS_SERVICE_ID || ids.serviceId || "",
    templateId: process.env.GATSBY_EMAILJS_TEMPLATE_ID || ids.templateId || "",
    publicKey: process.env.GATSBY_EMAILJS_PUBLIC_KEY || ids.publicKey || "",
    origin: process.env.GATSBY_EMAILJS_ORIGIN || undefined,
  }
}

/** Rejects with SendTimeoutError when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

let emailJs: Promise<EmailJs> | undefined

/**
 * Loads the EmailJS client on first use, in its own chunk, so no page but this one pays for it.
 * A failed load (offline) is forgotten so that the next attempt tries again.
 */
export function loadEmailJs(): Promise<EmailJs> {
  emailJs ??= import("@emailjs/browser").catch(error => {
    emailJs = undefined
    throw error
  })
  return emailJs
}

/**
 * A Sender that goes through EmailJS. `load` is injectable for unit tests. The library's refusals
 * (451 headless, 403 block list, 429 throttle), non-2xx answers ({ status, text }), network failures
 * (TypeError) and its thrown strings for missing ids all arrive as rejections. The template params carry the
 * fields and `user_language` ("English", "Hindi"): the language of the page the visitor wrote from.
 */
export function createEmailJsSender(
  config: EmailJsConfig,
  load: () => Promise<EmailJs> = loadEmailJs,
  locale: Locale = defaultLocale,
): Sender {
  let initialised = false
  return async fields => {
    const missing = (["serviceId", "templateId", "publicKey"] as const).filter(key => !config[key].trim())
    if (missing.length) throw new MissingConfigError(missing)
    const emailjs = await load()
    if (!initialised) {
      emailjs.init(
        { publicKey: config.publicKey, blockHeadless: false, limitRate: { id: "contact-form", throttle: THROTTLE_MS } },
        config.origin || undefined,
      )
      initialised = true
    }
    await emailjs.send(config.serviceId, config.templateId, { ...fields, user_language: LANGUAGE_NAMES[locale] })
  }
}

/** A readable line for the console from whatever the sender rejected with. */
export function describeFailure(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`
  if (error && typeof error === "object" && "status" in error) {
    const { status, text } = error as { status: unknown; text?: unknown }
    return `status ${String(status)}${text ? ` ${String(text)}` : ""}`
  }
  return String(error)
}
