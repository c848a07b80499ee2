// The fields of each collection's entries that the tests read (the JSON Schemas in data/schemas/ are the whole
// contract): shared by the browser tests and the checks of the built HTML, so both read an entry the same way.

export interface Game {
  slug: string
  title: string
  description: string
  fullDescription: string
  features: string[]
  imageAlt: string
  schedule: { weekdays: string; weekends: string; note?: string }
  pricing: { fromPerMonth: number; note?: string }
  coach: { name: string; credentials: string }
}
export interface Coach {
  slug: string
  name: string
  role: string
  specialty: string
  imageAlt: string
  bio?: string
  yearsExperience?: number
  credentials?: { name: string; issuer?: string; year?: number }[]
  playingRecord?: string
  games?: string[]
  batches?: string[]
  languages?: string[]
}
export interface News {
  title: string
  date: string
  excerpt: string
  fullContent: string
  author: string
  category: string
  readTime: number
  imageAlt: string
}
export interface Focus {
  title: string
  description: string
  fullDescription: string
  features: string[]
  benefits: string[]
  process: string[]
  duration: string
  frequency: string
}
export interface Service {
  title: string
  summary: string
  description: string
  details: string[]
  features: string[]
  imageAlt: string
  quote?: boolean
}
export interface Leaf {
  title: string
  description?: string
  items?: string[]
  components?: Leaf[]
  subComponents?: Leaf[]
}
export interface Sport {
  title: string
  description: string
  content: string
  detailedContent?: { introduction?: string; sections?: Leaf[]; director?: { name: string }; conclusion?: string }
}
export interface Post {
  title: string
  category: string
  author: string
  comments: number
  date: string
}

export interface Event {
  title: string
  kind: string
  games: string[]
  startDate: string
  endDate: string
  times: { start: string; end: string; note?: string }
  venue: string
  ageGroup: string
  fee?: number
  registrationOpens?: string
  registrationDeadline?: string
  imageAlt: string
  summary: string
  body: string
}

/** The text of a sport article's section and everything nested in it, as one string. */
export const leafText = (leaf: Leaf): string =>
  [
    leaf.title,
    leaf.description ?? "",
    ...(leaf.items ?? []),
    ...(leaf.components ?? []).map(leafText),
    ...(leaf.subComponents ?? []).map(leafText),
  ].join(" ")
export interface Project {
  slug: string
  title: string
  clientType: string
  city: string
  state: string
  games: string[]
  flooring: string[]
  area: number
  completed: string
  scope: string[]
  summary: string
  body: string
  imageAlt: string
  gallery?: { image: string; imageAlt: string }[]
}
