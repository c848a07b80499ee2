/**
 * schema.org Person of a coach's page: who the coach is, what they teach, the languages they speak and the
 * credentials they hold, as one of the business's people. Apart from src/lib/structured-data.ts so that only
 * coach pages carry it.
 */
import type { Json } from "./structured-data"
import { paragraphs } from "../shared/text"

export interface CoachFacts {
  name: string
  /** The role as the page words it ("Coach", "कोच"). */
  jobTitle: string
  specialty: string
  bio?: string | null
  credentials?: readonly { name: string; issuer?: string | null; year?: number | null }[] | null
  languages?: readonly string[] | null
}

export interface PersonOptions {
  siteUrl: string
  /** The coach page's path (its language's). */
  path: string
  coach: CoachFacts
  /** The games the coach takes, named in the page's language. */
  games: readonly string[]
  organization: { name: string }
  imageUrl?: string
}

export function coachPersonJsonLd({ siteUrl, path, coach, games, organization, imageUrl }: PersonOptions): Json {
  const url = `${siteUrl}${path}`
  const credentials = coach.credentials ?? []
  const languages = coach.languages ?? []
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": `${url}#person`,
    name: coach.name,
    jobTitle: coach.jobTitle,
    description: paragraphs(coach.bio)[0] ?? coach.specialty,
    url,
    image: imageUrl,
    worksFor: { "@type": "Organization", "@id": `${siteUrl}/#organization`, name: organization.name, url: siteUrl },
    knowsAbout: games.length ? games : undefined,
    knowsLanguage: languages.length ? languages : undefined,
    hasCredential: credentials.length
      ? credentials.map(c => ({
          "@type": "EducationalOccupationalCredential",
          name: c.name,
          recognizedBy: c.issuer ? { "@type": "Organization", name: c.issuer } : undefined,
          dateCreated: c.year ? String(c.year) : undefined,
        }))
      : undefined,
  }
}
