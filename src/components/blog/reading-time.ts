/** Minutes to read a text at an unhurried 200 words a minute; at least 1. */
export function readingMinutes(text: string, wordsPerMinute = 200): number {
  const words = text.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / wordsPerMinute))
}
