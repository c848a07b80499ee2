/** Splits editor text into paragraphs on blank lines, dropping empty ones. */
export function paragraphs(text: string | null | undefined): string[] {
  if (!text) return []
  return text
    .split(/\r?\n\s*\r?\n/)
    .map(p => p.replace(/\s*\r?\n\s*/g, " ").trim())
    .filter(Boolean)
}

const inr = new Intl.NumberFormat("en-IN")

/** ₹2,000/month; Indian digit grouping (₹1,00,000 for a lakh). */
export function formatMonthlyPrice(rupees: number): string {
  return `₹${inr.format(rupees)}/month`
}

/** 2026-11-02 → 2 November 2026, read the same everywhere (no time-zone shift). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split("-").map(Number)
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
  return `${d} ${months[m - 1]} ${y}`
}
