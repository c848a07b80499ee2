/** Splits editor text into paragraphs on blank lines, dropping empty ones. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map(p => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean)
}

import type { Locale } from "./routes"

// No Intl here, nor anything built on it (localeCompare, toLocaleString): the first use of a collator or a number
// format loads ICU data, 5 to 15 ms on a fast machine, a long task on a slow phone in the middle of hydration.
// Grouping, month names and the order of dates are small enough to write down; __tests__/lib.test.ts checks them
// against Intl on every case, and __tests__/build-output.contract.ts keeps Intl out of the scripts the build ships.

/** Indian digit grouping: the last three digits, then pairs (1,50,000). */
export function groupIndian(n: number): string {
  const digits = String(Math.trunc(Math.abs(n)))
  const head = digits.slice(0, -3)
  const tail = digits.slice(-3)
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+$)/g, ",")},${tail}` : tail
  return n < 0 ? `-${grouped}` : grouped
}

/** "/month" in each language. */
const perMonth: Record<Locale, string> = { en: "/month", hi: "/माह" }

/**
 * ₹2,000/month; Indian digit grouping (₹1,00,000 for a lakh). In Hindi ₹2,000/माह: Western digits, as Hindi
 * newspapers print prices.
 */
export function formatMonthlyPrice(rupees: number, locale: Locale = "en"): string {
  return `₹${groupIndian(rupees)}${perMonth[locale]}`
}

/** ₹4,500: a one-off amount, Indian digit grouping. */
export const formatRupees = (rupees: number): string => `₹${groupIndian(rupees)}`

/**
 * Orders two strings by their characters' codes, as `<` does: for text written to be ordered so, such as
 * YYYY-MM-DD dates and slugs. Not localeCompare, which builds an ICU collator at its first call.
 */
export const compareCodes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** Month names as each language prints them in a date (Hindi as Intl's hi-IN has them). */
export const monthNames: Record<Locale, readonly string[]> = {
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  hi: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
}

/**
 * 2026-11-02 → 2 November 2026, read the same everywhere (no time-zone shift). In Hindi 2 नवंबर 2026: the month
 * in Hindi, the digits Western.
 */
export function formatDate(iso: string, locale: Locale = "en"): string {
  const [y, m, d] = iso.split("-").map(Number)
  return `${d} ${monthNames[locale][m - 1]} ${y}`
}
