/**
 * schema.org Service of a service page. Apart from src/lib/structured-data.ts, which every page's Seo loads, and
 * in a module of its own: webpack keeps a module's code for every export some page uses, so a module shared by
 * several kinds of page would ship each kind's builders to all of them.
 */
import { english, type Json, type Translate } from "./structured-data"

export function serviceJsonLd(
  siteUrl: string,
  path: string,
  service: { title: string; summary: string },
  brandName: string,
  t: Translate = english,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    description: service.summary,
    url: `${siteUrl}${path}`,
    areaServed: { "@type": "Country", name: t("India") },
    provider: { "@id": `${siteUrl}/#business`, "@type": "SportsActivityLocation", name: brandName },
  }
}
