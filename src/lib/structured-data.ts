/**
 * schema.org JSON-LD builders. Pure functions of the site's data, so they are unit-tested and every page
 * describes the business the same way.
 */
import type { Locale } from "../shared/routes"
import { interpolate } from "../shared/locale"

export type Json = Record<string, unknown>

/** Translates an English text of the builders ("{title} coaching"); English by default. */
export type Translate = (english: string, values?: Readonly<Record<string, string | number>>) => string
export const english: Translate = (text, values) => interpolate(text, values)

/** schema.org inLanguage (BCP 47) of a page's language, as its <html lang>. */
export const IN_LANGUAGE: Record<Locale, string> = { en: "en-IN", hi: "hi" }

export interface SiteFacts {
  brand: { name: string; description: string }
  contact: {
    phones: readonly { tel: string; label: string }[]
    email: string
    addresses: readonly { kind: string; label: string; lines: readonly string[] }[]
  }
  social: readonly { url: string }[]
}

/** "Jaipur, Rajasthan 302017" on the last line becomes locality, region and PIN code. */
export function toPostalAddress(lines: readonly string[]): Json {
  const last = lines[lines.length - 1] ?? ""
  const match = last.match(/^(.+?),\s*(.+?)\s+(\d{6})$/)
  if (!match) return { "@type": "PostalAddress", streetAddress: lines.join(", "), addressCountry: "IN" }
  return {
    "@type": "PostalAddress",
    streetAddress: lines.slice(0, -1).join(", "),
    addressLocality: match[1],
    addressRegion: match[2],
    postalCode: match[3],
    addressCountry: "IN",
  }
}

/** The business: a sports venue and academy (SportsActivityLocation is a LocalBusiness) and its organisation. */
export function businessJsonLd(site: SiteFacts, siteUrl: string, logoUrl: string, imageUrl?: string): Json {
  const [main, ...others] = site.contact.addresses
  return {
    "@context": "https://schema.org",
    "@type": "SportsActivityLocation",
    "@id": `${siteUrl}/#business`,
    name: site.brand.name,
    description: site.brand.description,
    url: siteUrl,
    logo: logoUrl,
    image: imageUrl ?? logoUrl,
    email: site.contact.email,
    telephone: site.contact.phones[0]?.tel,
    address: main ? toPostalAddress(main.lines) : undefined,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "05:00",
        closes: "22:00",
      },
    ],
    contactPoint: site.contact.phones.map(p => ({ "@type": "ContactPoint", telephone: p.tel, contactType: p.label, areaServed: "IN" })),
    department: others.map(a => ({
      "@type": "LocalBusiness",
      name: `${site.brand.name}, ${a.label}`,
      address: toPostalAddress(a.lines),
      image: imageUrl ?? logoUrl,
    })),
    parentOrganization: {
      "@type": "Organization",
      "@id": `${siteUrl}/#organization`,
      name: site.brand.name,
      url: siteUrl,
      logo: logoUrl,
      sameAs: site.social.map(s => s.url),
    },
  }
}

export function breadcrumbJsonLd(siteUrl: string, trail: readonly { name: string; path: string }[]): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((t, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: t.name,
      item: `${siteUrl}${t.path === "/" ? "" : t.path}` || siteUrl,
    })),
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so data can never close the element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
}
