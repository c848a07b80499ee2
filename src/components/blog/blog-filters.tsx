import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { formatMonth } from "../../lib/blog-filter"
import { blogCategoryPath, blogMonthPath, type BlogList, type BlogSidebar } from "../../shared/blog"
import { localizedPath } from "../../shared/routes"
import { SEARCH_PATH } from "../../shared/search"
import * as sidebar from "./sidebar-widget.module.css"
import * as styles from "./blog-filters.module.css"

interface BlogFiltersProps {
  /** The counts and months of the sidebar (counted at build time, src/node/blog-pages.ts). */
  links: BlogSidebar
  /** The list the page shows: its category or month is marked as the current page. */
  list: BlogList
  query: string
  searchRef: React.RefObject<HTMLInputElement>
  onQuery: (query: string) => void
}

/**
 * The sidebar's search box, categories and archive months. The box is a GET form to the site search, so it finds
 * any post without scripts; with them, typing searches every post in place (onQuery). Categories and months are
 * plain links to their pages.
 */
export function BlogFilters({ links, list, query, searchRef, onQuery }: BlogFiltersProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <div className={styles.filters}>
      <form
        role="search"
        aria-label={t("Search the blog")}
        className={sidebar.widget}
        action={localizedPath(SEARCH_PATH, locale)}
        method="get"
        onSubmit={e => {
          e.preventDefault()
          onQuery(searchRef.current?.value ?? query)
        }}
      >
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
            name="q"
            type="search"
            className={styles.search}
            placeholder={t("Title, topic or author")}
            autoComplete="off"
            enterKeyHint="search"
            value={query}
            onChange={e => onQuery(e.target.value)}
          />
        </div>
      </form>
      <LinkGroup id="blog-categories" title={t("Categories")}>
        {links.categories.map(({ name, count }) => (
          <CountLink key={name} to={blogCategoryPath(name)} count={count} current={list.kind === "category" && list.category === name}>
            {t(name)}
          </CountLink>
        ))}
      </LinkGroup>
      <LinkGroup id="blog-archives" title={t("Archives")}>
        {links.months.map(({ key, count }) => (
          <CountLink key={key} to={blogMonthPath(key)} count={count} current={list.kind === "month" && list.month === key}>
            {formatMonth(key, locale)}
          </CountLink>
        ))}
      </LinkGroup>
    </div>
  )
}

function LinkGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <nav className={sidebar.widget} aria-labelledby={id}>
      <h2 id={id} className={sidebar.widgetTitle}>
        {title}
      </h2>
      <ul className={styles.toggles}>{children}</ul>
    </nav>
  )
}

function CountLink({ to, count, current, children }: { to: string; count: number; current: boolean; children: string }) {
  const t = useT()
  return (
    <li>
      <Link to={to} className={styles.toggle} aria-current={current ? "page" : undefined}>
        {children}
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
        <span className="visually-hidden">{` (${count} ${t(count === 1 ? "post" : "posts")})`}</span>
      </Link>
    </li>
  )
}
