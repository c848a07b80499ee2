import React from "react"
import { Section } from "../ui/section"
import { Link, useT } from "../i18n/locale"
import { eventYearPath } from "../../shared/lists"
import "../ui/stylesheet-order"
// The same row of linked numbers as a list's page numbers (src/components/ui/pagination.tsx).
import * as styles from "../ui/pagination.module.css"

interface EventYearsProps {
  /** Every year that has events, newest first (src/node/create-pages.ts, eventYears). */
  years: readonly string[]
  /** The year page this is on, marked as the current page. */
  current?: string
}

/**
 * The events' archive: a plain link to each year's page (/events/2026), newest first, so every past event stays a
 * link or two from /events without the page carrying them. Nothing while there are no events.
 */
export function EventYears({ years, current }: EventYearsProps) {
  const t = useT()
  if (years.length === 0) return null
  return (
    <Section id="archive" title={t("Events by year")}>
      <nav aria-labelledby="archive-title" data-testid="event-years">
        <ul className={styles.list}>
          {years.map(year => (
            <li key={year}>
              <Link
                to={eventYearPath(year)}
                className={styles.link}
                aria-current={year === current ? "page" : undefined}
                aria-label={t("Events in {year}", { year })}
              >
                {year}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Section>
  )
}
