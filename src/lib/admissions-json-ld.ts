/** schema.org JSON-LD of the admissions page. */
import { defaultLocale, type Locale } from "../shared/routes"
import { english, IN_LANGUAGE, type Json, type Translate } from "./structured-data"

export interface ProgrammeFacts {
  title: string
  description: string
  url: string
  startingAge: number
  levels: readonly string[]
  pricing: { fromPerMonth: number }
  coach: { name: string; credentials: string }
}

/**
 * The admissions page: every sport as a Course (a coaching programme) with its monthly fee as an Offer in
 * INR and an on-site CourseInstance with its coach, in one ItemList. Each Course has the page's inLanguage.
 */
export function admissionsJsonLd(
  siteUrl: string,
  pageUrl: string,
  programmes: readonly ProgrammeFacts[],
  brandName: string,
  locale: Locale = defaultLocale,
  t: Translate = english,
): Json {
  const provider = { "@type": "SportsActivityLocation", "@id": `${siteUrl}/#business`, name: brandName }
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    url: pageUrl,
    itemListElement: programmes.map((p, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: {
        "@type": "Course",
        name: t("{title} coaching", { title: p.title }),
        description: p.description,
        url: p.url,
        inLanguage: IN_LANGUAGE[locale],
        provider,
        typicalAgeRange: `${p.startingAge}-`,
        educationalLevel: p.levels.join(", "),
        offers: {
          "@type": "Offer",
          category: "Paid",
          price: p.pricing.fromPerMonth,
          priceCurrency: "INR",
          url: p.url,
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: p.pricing.fromPerMonth,
            priceCurrency: "INR",
            unitCode: "MON",
            unitText: t("month"),
          },
        },
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: "Onsite",
          location: provider,
          instructor: { "@type": "Person", name: p.coach.name, description: p.coach.credentials },
        },
      },
    })),
  }
}
