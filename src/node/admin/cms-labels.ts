/**
 * What an editor reads in the CMS: collection and field labels, hints, the sentences shown under patterns,
 * and the field each collection lists its entries by.
 */
import type { CollectionModel } from "../../shared/content-model"
import type { JsonSchema, SchemaSet } from "../json-schema"

/** Collection labels (plural, singular); folders not listed get their title-cased folder name. */
export const COLLECTION_LABELS: Record<string, [string, string]> = {
  games: ["Games", "Game"],
  news: ["News", "News article"],
  focus: ["Focus areas", "Focus area"],
  services: ["Services", "Service"],
  sports: ["Sport articles", "Sport article"],
  blog: ["Blog posts", "Blog post"],
  gallery: ["Gallery", "Gallery image"],
  coaches: ["Coaches", "Coach"],
  results: ["Match results", "Match result"],
  faq: ["FAQ", "Question"],
  facilities: ["Facilities", "Facility"],
  flooring: ["Flooring products", "Flooring product"],
  achievements: ["Achievements", "Achievement"],
  projects: ["Projects", "Project"],
  events: ["Events", "Event"],
}

/** Fields an editor writes more than a line into. */
export const LONG_TEXT = new Set([
  "description",
  "fullDescription",
  "fullContent",
  "content",
  "body",
  "answer",
  "excerpt",
  "summary",
  "text",
  "introduction",
  "conclusion",
  "futureVision",
  "experience",
  "about",
  "subtitle",
  "note",
  "credentials",
  "specialty",
  "bio",
  "playingRecord",
])

const FIELD_LABELS: Record<string, string> = {
  $schema: "Schema",
  imageAlt: "Image description (alt text)",
  fromPerMonth: "Fee from (₹ per month)",
  readTime: "Reading time (minutes)",
  fullDescription: "Full description",
  fullContent: "Article text",
  navLabel: "Label in the SPORTS menu",
  ogImage: "Link preview image",
  siteUrl: "Site address",
  videoUrl: "Video address",
  communityUrl: "Community link",
  emailjs: "EmailJS ids",
  copyrightYear: "Copyright year",
  quickLinks: "Quick links",
  cta: "Button",
  tel: "Phone number for tel: links",
  whatsapp: "WhatsApp number",
  id: "Block id",
  clientType: "Client type",
  area: "Area (m²)",
  completed: "Completed (month)",
  scope: "Scope of work",
  gallery: "Gallery (further pictures)",
  startDate: "First day",
  endDate: "Last day",
  times: "Daily times",
  ageGroup: "Age group",
  fee: "Fee (₹, leave empty if free)",
  registrationOpens: "Registration opens",
  registrationDeadline: "Last day to register",
  bio: "Short biography",
  yearsExperience: "Years of experience",
  issuer: "Awarded by",
  languages: "Languages spoken",
}

/** The candidates, in order, for the field an entry is listed by and its new file named after. */
const IDENTIFIER_CANDIDATES = ["title", "name", "question", "competition"]

export const IMAGE_HINT = "Upload a picture, or choose one uploaded before."
export const IMAGE_TYPES = "JPEG, PNG or WebP"

export const humanize = (key: string): string =>
  FIELD_LABELS[key] ??
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .replace(/^\w/, c => c.toUpperCase())

export const singular = (label: string): string => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "")

/** A JSON Schema pattern or format as a Decap `pattern`: [regex, the sentence shown when it does not match]. */
export function patternFor(schema: JsonSchema, def: string | undefined): [string, string] | undefined {
  if (def === "text" || def === "alt") return ["\\S", "Must not be empty or only spaces."]
  if (def === "slug") return [schema.pattern!, "Lowercase letters and digits, words joined by hyphens, e.g. table-tennis."]
  if (def === "internalPath") return [schema.pattern!, "A path on this site starting with /, e.g. /contact."]
  if (def === "url" || schema.format === "uri") return ["^https://\\S+$", "A full address starting with https://"]
  if (schema.format === "email") return ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address, e.g. hello@example.com"]
  if (schema.pattern) return [schema.pattern, schema.description ?? `Must match ${schema.pattern}`]
  return undefined
}

export function rangeHint(schema: JsonSchema): string {
  const { minimum: min, maximum: max } = schema
  if (min !== undefined && max !== undefined) return `A whole number from ${min} to ${max}.`
  if (min !== undefined) return `A whole number, ${min} or more.`
  if (max !== undefined) return `A whole number up to ${max}.`
  return "A whole number."
}

export const joinHints = (...parts: (string | undefined)[]): string | undefined => {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .map(p => (/[.!?:)]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(" ")
  return text || undefined
}

export function identifierFor(schemas: SchemaSet, model: CollectionModel): string {
  const props = schemas[model.schema]?.properties ?? {}
  const found = IDENTIFIER_CANDIDATES.find(name => name in props)
  if (!found) throw new Error(`${model.schema} has none of ${IDENTIFIER_CANDIDATES.join(", ")} to list entries by`)
  return found
}

export function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}
