import { useEffect, useState } from "react"
import { indiaToday } from "../shared/events"

/**
 * Today's date in India. The first render uses the build's day (the page's context), so the page hydrates
 * exactly as it was built; then the visitor's clock decides, so a page built days ago still shows which events
 * are over and which still take registrations.
 */
export function useIndiaToday(buildDay: string | undefined): string {
  const [today, setToday] = useState(buildDay ?? indiaToday())
  useEffect(() => setToday(indiaToday()), [])
  return today
}
