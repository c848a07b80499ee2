/**
 * Enquiry topics: the context a call to action hands to the contact form through the address
 * (/contact?topic=trial:badminton). Only topics built from the site's own content are known; the form looks
 * the parameter up in that table and never uses the raw value, so an unknown or hostile value does nothing.
 * Pure functions: the contact page builds the table from its query, the hook applies a topic to the fields.
 */
import { fixedRoute } from "../shared/routes"
import { interpolate } from "../shared/locale"

export const TOPIC_PARAM = "topic"

/** Translates an English key ("Free trial: {title}") into the page's language; English by default. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string
const english: Translate = (text, values) => interpolate(text, values)

/**
 * What each kind of enquiry puts in the subject; the one place these words live. The English is the key of
 * the translation: the contact page passes its t() so a Hindi page fills the subject in Hindi.
 */
export const TOPIC_SUBJECT = {
  trial: (title: string, t: Translate = english) => t("Free trial: {title}", { title }),
  enroll: (title: string, t: Translate = english) => t("Enrolment: {title}", { title }),
  quote: (title: string, t: Translate = english) => t("Quote: {title}", { title }),
  service: (title: string, t: Translate = english) => t("Enquiry: {title}", { title }),
  focus: (title: string, t: Translate = english) => t("Enquiry: {title}", { title }),
  consultation: (t: Translate = english) => t("Free consultation"),
  /** An event's registration: its title and days ("Registration: Winter Badminton Camp, 14–24 December 2026"). */
  event: (title: string, dates: string, t: Translate = english) => t("Registration: {title}, {dates}", { title, dates }),
} as const

export type TopicKind = keyof typeof TOPIC_SUBJECT

export interface Topic {
  key: string
  subject: string
  /** A message outline the visitor completes (infrastructure quotations). */
  outline?: string
}

export type TopicTable = ReadonlyMap<string, Topic>

export interface TopicSources {
  games: readonly { slug: string; title: string }[]
  services: readonly { slug: string; title: string; quote?: boolean | null }[]
  focus: readonly { slug: string; title: string }[]
  /** Events with their days as the page's language writes them (formatDateRange). */
  events?: readonly { slug: string; title: string; dates: string }[]
  /** Labels of the project outline, e.g. "City"; each becomes a line "City: " for the visitor to complete. */
  outline?: readonly string[] | null
}

export const topicKey = (kind: TopicKind, slug?: string) => (slug ? `${kind}:${slug}` : kind)

/** /contact?topic=trial:badminton. Keys are built from slugs, so ":" is the only character worth keeping readable. */
export function contactHref(kind: TopicKind, slug?: string): string {
  return `${fixedRoute("/contact")}?${TOPIC_PARAM}=${encodeURIComponent(topicKey(kind, slug)).replace(/%3A/g, ":")}`
}

export function outlineText(labels: readonly string[] | null | undefined): string | undefined {
  if (!labels?.length) return undefined
  return labels.map(label => `${label}: `).join("\n")
}

/** Every topic a link of this site can carry, from the content of the build, with subjects in the page's language. */
export function buildTopics({ games, services, focus, events = [], outline }: TopicSources, t: Translate = english): TopicTable {
  const table = new Map<string, Topic>()
  const add = (kind: TopicKind, slug: string | undefined, subject: string, withOutline?: string) =>
    table.set(topicKey(kind, slug), { key: topicKey(kind, slug), subject, ...(withOutline ? { outline: withOutline } : {}) })
  const projectOutline = outlineText(outline)
  for (const g of games) {
    add("trial", g.slug, TOPIC_SUBJECT.trial(g.title, t))
    add("enroll", g.slug, TOPIC_SUBJECT.enroll(g.title, t))
  }
  for (const s of services) {
    if (s.quote) add("quote", s.slug, TOPIC_SUBJECT.quote(s.title, t), projectOutline)
    else add("service", s.slug, TOPIC_SUBJECT.service(s.title, t))
  }
  for (const f of focus) add("focus", f.slug, TOPIC_SUBJECT.focus(f.title, t))
  for (const e of events) add("event", e.slug, TOPIC_SUBJECT.event(e.title, e.dates, t))
  add("consultation", undefined, TOPIC_SUBJECT.consultation(t))
  return table
}

/** The kind of enquiry a service page's "Email Us" opens: a quotation for infrastructure, a question otherwise. */
export const serviceTopicKind = (service: { quote?: boolean | null }): TopicKind => (service.quote ? "quote" : "service")

/** The known topic named by the address's query string, or undefined. The raw value is only ever a lookup key. */
export function readTopic(search: string | null | undefined, table: TopicTable): Topic | undefined {
  if (!search) return undefined
  let value: string | null
  try {
    value = new URLSearchParams(search).get(TOPIC_PARAM)
  } catch {
    return undefined
  }
  if (!value || value.length > 200) return undefined
  return table.get(value)
}

/** The contact form's fields a topic fills (src/lib/contact-form.ts has them all); the others pass through. */
export interface TopicFields {
  user_subject: string
  user_message: string
}

/**
 * The fields with a topic applied. The subject is replaced only when it is empty or another topic's subject
 * (never the visitor's own words); the outline goes in only when the message is empty or another outline.
 */
export function applyTopic<Fields extends TopicFields>(fields: Fields, topic: Topic, table: TopicTable): Fields {
  const subjects = new Set([...table.values()].map(t => t.subject))
  const outlines = new Set([...table.values()].flatMap(t => (t.outline ? [t.outline] : [])))
  const subject = fields.user_subject.trim()
  const message = fields.user_message.trim()
  const next = { ...fields }
  if (subject === "" || subjects.has(subject)) next.user_subject = topic.subject
  if (message === "" || outlines.has(fields.user_message)) next.user_message = topic.outline ?? (message === "" ? fields.user_message : "")
  return next
}
