/** schema.org NewsArticle of a news page (in a module of its own, as src/lib/service-json-ld.ts says why). */
import { defaultLocale, type Locale } from "../shared/routes"
import { IN_LANGUAGE, type Json } from "./structured-data"

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
