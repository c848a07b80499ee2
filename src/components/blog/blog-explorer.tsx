import React, { useMemo, useRef } from "react"
import { archiveMonths, categoryCounts, filterPosts, hasActiveFilters, recentPosts, resultLabel } from "../../lib/blog-filter"
import { Button } from "../ui/button"
import { useLocale, useT } from "../i18n/locale"
import { BlogCard } from "./blog-card"
import { BlogFilters } from "./blog-filters"
import { RecentPosts } from "./recent-posts"
import { useBlogFilters } from "./use-blog-filters"
import type { BlogListPost } from "./types"
import * as styles from "./blog-explorer.module.css"
import { ChangingText } from "../ui/changing-text"

interface BlogExplorerProps {
  posts: readonly BlogListPost[]
  categories: readonly string[]
  /** location.search of the page, for filters given in the address. */
  search: string
}

/** The blog list with its sidebar: search, category and month filters, and the recent posts. */
export function BlogExplorer({ posts, categories, search }: BlogExplorerProps) {
  const t = useT()
  const locale = useLocale()
  const months = useMemo(() => archiveMonths(posts, locale), [posts, locale])
  const counts = useMemo(() => categoryCounts(posts, categories), [posts, categories])
  const recent = useMemo(() => recentPosts(posts, 5), [posts])
  const known = useMemo(() => ({ categories, months: months.map(m => m.key) }), [categories, months])
  const { filters, setQuery, toggleCategory, toggleMonth, clear } = useBlogFilters(search, known)
  const shown = filterPosts(posts, filters)
  const active = hasActiveFilters(filters)
  const searchRef = useRef<HTMLInputElement>(null)

  const clearAll = () => {
    clear()
    searchRef.current?.focus()
  }

  return (
    <div className={`container ${styles.layout}`}>
      <BlogFilters
        filters={filters}
        categories={categories}
        categoryCounts={counts}
        months={months}
        searchRef={searchRef}
        onQuery={setQuery}
        onToggleCategory={toggleCategory}
        onToggleMonth={toggleMonth}
      />
      <section className={styles.posts} aria-labelledby="blog-posts-title">
        <header className={styles.postsHead}>
          <h2 id="blog-posts-title" className={styles.postsTitle}>
            {t("Latest Posts")}
          </h2>
          <p role="status" className={styles.status}>
            <ChangingText>{resultLabel(shown.length, t)}</ChangingText>
          </p>
          {active && (
            <Button variant="ghost" className={styles.clear} onClick={clearAll}>
              {t("Clear filters")}
            </Button>
          )}
        </header>
        {shown.length > 0 ? (
          <ul className={styles.grid}>
            {shown.map(post => (
              <li key={post.slug}>
                <BlogCard post={post} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t("No posts match your filters.")}</p>
            <p>{t("Try another word, or choose a different category or month.")}</p>
            <Button variant="secondary" onClick={clearAll}>
              {t("Show all posts")}
            </Button>
          </div>
        )}
      </section>
      <RecentPosts posts={recent} />
    </div>
  )
}
