/**
 * The other ways a message can reach the business when the form cannot send it: WhatsApp (wa.me) and
 * e-mail (mailto:), each carrying everything the visitor typed. Building a link sends nothing; only the
 * visitor's click on it does, and then through their own app.
 */
import { LANGUAGE_NAMES, type ContactFields } from "./contact-form"
import { defaultLocale, type Locale } from "../shared/routes"

/** Subject of the e-mail when the visitor left theirs empty. The message's labels are for the business, in English. */
export const DEFAULT_SUBJECT = "Enquiry from the website"

const LABELS = { user_subject: "Subject", user_name: "Name", user_email: "E-mail", user_phone: "Phone" } as const

/**
 * The whole message as one text: subject, name and contact details, the language of the page the visitor wrote
 * from ("Language: Hindi"), a blank line, then the message as typed.
 */
export function composeMessage(fields: ContactFields, locale: Locale = defaultLocale): string {
  const lines: string[] = []
  for (const name of ["user_subject", "user_name", "user_email", "user_phone"] as const) {
    const value = fields[name].trim()
    if (value) lines.push(`${LABELS[name]}: ${value}`)
  }
  lines.push(`Language: ${LANGUAGE_NAMES[locale]}`)
  const message = fields.user_message.trim()
  return message ? `${lines.join("\n")}\n\n${message}` : lines.join("\n")
}

/** https://wa.me/919000000001?text=…; the number keeps only its digits (wa.me wants no +, spaces or dashes). */
export function whatsappHref(number: string, fields: ContactFields, locale: Locale = defaultLocale): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(composeMessage(fields, locale))}`
}

/** mailto: with subject and body encoded as RFC 6068 asks (%20, not +). */
export function mailtoHref(email: string, fields: ContactFields, locale: Locale = defaultLocale): string {
  const subject = fields.user_subject.trim() || DEFAULT_SUBJECT
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(composeMessage(fields, locale))}`
}

export interface MessageRoutes {
  whatsapp: string
  email: string
}

export function messageRoutes(
  contact: { whatsapp: string; email: string },
  fields: ContactFields,
  locale: Locale = defaultLocale,
): MessageRoutes {
  return { whatsapp: whatsappHref(contact.whatsapp, fields, locale), email: mailtoHref(contact.email, fields, locale) }
}
