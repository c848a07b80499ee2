/** schema.org FAQPage of the contact page's questions (in a module of its own, as src/lib/service-json-ld.ts says why). */
import { defaultLocale, type Locale } from "../shared/routes"
import { IN_LANGUAGE, type Json } from "./structured-data"

/** FAQPage is a WebPage: it carries the page's inLanguage. */
export function faqJsonLd(items: readonly { question: string; answer: string }[], locale: Locale = defaultLocale): Json {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: IN_LANGUAGE[locale],
    mainEntity: items.map(i => ({ "@type": "Question", name: i.question, acceptedAnswer: { "@type": "Answer", text: i.answer } })),
  }
}
