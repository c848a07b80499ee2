import React from "react"
import { useT } from "../i18n/locale"
import type { ArchiveMonth, BlogFilters as Filters } from "../../lib/blog-filter"
import * as sidebar from "./sidebar-widget.module.css"
import * as styles from "./blog-filters.module.css"

interface BlogFiltersProps {
  filters: Filters
  categories: readonly string[]
  categoryCounts: Record<string, number>
  months: readonly ArchiveMonth[]
  searchRef: React.RefObject<HTMLInputElement>
  onQuery: (query: string) => void
  onToggleCategory: (category: string) => void
  onToggleMonth: (month: string) => void
}

/** Search box, category and archive-month toggles. Every change filters the list at once. */
export function BlogFilters({
  filters,
  categories,
  categoryCounts,
  months,
  searchRef,
  onQuery,
  onToggleCategory,
  onToggleMonth,
}: BlogFiltersProps) {
  const t = useT()
  return (
    <form role="search" aria-label={t("Filter posts")} className={styles.filters} onSubmit={e => e.preventDefault()}>
      <div className={sidebar.widget}>
        <label htmlFor="blog-search" className={sidebar.widgetTitle}>
          {t("Search")}
        </label>
        <div className={styles.searchField}>
          <svg
            className={styles.searchIcon}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            aria-hidden="true"
          >
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="M15.5 15.5 21 21" />
          </svg>
          <input
            ref={searchRef}
            id="blog-search"
            type="search"
            className={styles.search}
            placeholder={t("Title, topic or author")}
            autoComplete="off"
            value={filters.query}
            onChange={e => onQuery(e.target.value)}
          />
        </div>
      </div>
      <ToggleGroup id="blog-categories" title={t("Categories")}>
        {categories.map(category => (
          <Toggle
            key={category}
            pressed={filters.categories.includes(category)}
            count={categoryCounts[category] ?? 0}
            onClick={() => onToggleCategory(category)}
          >
            {t(category)}
          </Toggle>
        ))}
      </ToggleGroup>
      <ToggleGroup id="blog-archives" title={t("Archives")}>
        {months.map(month => (
          <Toggle key={month.key} pressed={filters.months.includes(month.key)} count={month.count} onClick={() => onToggleMonth(month.key)}>
            {month.label}
          </Toggle>
        ))}
      </ToggleGroup>
    </form>
  )
}

function ToggleGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className={sidebar.widget} role="group" aria-labelledby={id}>
      <h2 id={id} className={sidebar.widgetTitle}>
        {title}
      </h2>
      <ul className={styles.toggles}>{children}</ul>
    </div>
  )
}

function Toggle({ pressed, count, onClick, children }: { pressed: boolean; count: number; onClick: () => void; children: string }) {
  const t = useT()
  return (
    <li>
      <button type="button" className={styles.toggle} aria-pressed={pressed} onClick={onClick}>
        {children}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{` (${count} ${t(count === 1 ? "post" : "posts")})`}</span>
      </button>
    </li>
  )
}
