/** Splits editor text into paragraphs on blank lines, dropping empty ones. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map(p => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean)
}

import type { Locale } from "./routes"

const inr = new Intl.NumberFormat("en-IN")

/** "/month" in each language. */
const perMonth: Record<Locale, string> = { en: "/month", hi: "/माह" }

/**
 * ₹2,000/month; Indian digit grouping (₹1,00,000 for a lakh). In Hindi ₹2,000/माह: Western digits, as Hindi
 * newspapers print prices.
 */
export function formatMonthlyPrice(rupees: number, locale: Locale = "en"): string {
  return `₹${inr.format(rupees)}${perMonth[locale]}`
}

const englishMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
]

/** Month names of a language (Intl, "hi-IN" → जनवरी … दिसंबर), computed once. */
const monthCache = new Map<Locale, string[]>()
function monthNames(locale: Locale): string[] {
  if (locale === "en") return englishMonths
  let names = monthCache.get(locale)
  if (!names) {
    const format = new Intl.DateTimeFormat(`${locale}-IN`, { month: "long", timeZone: "UTC", numberingSystem: "latn" })
    names = englishMonths.map((_, i) => format.format(Date.UTC(2000, i, 1)))
    monthCache.set(locale, names)
  }
  return names
}

/**
 * 2026-11-02 → 2 November 2026, read the same everywhere (no time-zone shift). In Hindi 2 नवंबर 2026: the month
 * in Hindi, the digits Western.
 */
export function formatDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number)
  return `${d} ${monthNames(locale)[m - 1]} ${y}`
}
