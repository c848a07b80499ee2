/**
 * schema.org JSON-LD of single kinds of page (a service, a news article, the contact page's FAQ). Apart from
 * src/lib/structured-data.ts, which every page's Seo loads, so that each page's JavaScript carries only its own.
 */
import { defaultLocale, type Locale } from "./routes"
import { english, IN_LANGUAGE, type Json, type Translate } from "./structured-data"

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

export function newsArticleJsonLd(
  siteUrl: string,
  path: string,
  article: { title: string; excerpt: string; date: string; author: string },
  imageUrl: string | undefined,
  publisher: { name: string; logoUrl: string },
  locale: Locale = defaultLocale,
): Json {
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    inLanguage: IN_LANGUAGE[locale],
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    author: { "@type": "Person", name: article.author },
    image: imageUrl ? [imageUrl] : undefined,
    mainEntityOfPage: `${siteUrl}${path}`,
    publisher: { "@type": "Organization", name: publisher.name, logo: { "@type": "ImageObject", url: publisher.logoUrl } },
  }
}

/** FAQPage is a WebPage: it carries the page's inLanguage. */
export function faqJsonLd(items: readonly { question: string; answer: string }[], locale: Locale = defaultLocale): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: IN_LANGUAGE[locale],
    mainEntity: items.map(i => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  }
}
