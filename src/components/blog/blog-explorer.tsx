import React, { useEffect, useRef, useState } from "react"
import { navigate } from "gatsby"
import { formatMonth, foundLabel, legacyFilterTarget, resultLabel } from "../../lib/blog-filter"
import { blogListPath, blogMonthPath, type BlogList, type BlogSidebar } from "../../shared/blog"
import { localizedPath } from "../../shared/routes"
import { excerptParts, queryOf } from "../../shared/search"
import { Button, LinkButton } from "../ui/button"
import { Pagination } from "../ui/pagination"
import { Link, useLocale, useT } from "../i18n/locale"
import { BlogCard } from "./blog-card"
import { BlogFilters } from "./blog-filters"
import { RecentPosts } from "./recent-posts"
import { useBlogSearch } from "./use-blog-search"
import type { BlogListPost, RecentPost } from "./types"
import * as styles from "./blog-explorer.module.css"
import { ChangingText } from "../ui/changing-text"

interface BlogExplorerProps {
  /** The page's posts (BLOG_PAGE at most), newest first. */
  posts: readonly BlogListPost[]
  recent: readonly RecentPost[]
  sidebar: BlogSidebar
  list: BlogList
  pageNumber: number
  pageCount: number
  /** location.search of the page: ?q= fills the text box; the former ?category= and ?month= lead to their pages. */
  search: string
}

/**
 * A page of one of the blog's lists with its sidebar: the text box (which searches every post), the categories and
 * months (links to their pages), the recent posts, and the list's numbered pages.
 */
export function BlogExplorer({ posts, recent, sidebar, list, pageNumber, pageCount, search }: BlogExplorerProps) {
  const t = useT()
  const locale = useLocale()
  const [query, setQuery] = useState("")
  const { state, search: runSearch } = useBlogSearch()
  const searchRef = useRef<HTMLInputElement>(null)
  const sidebarRef = useRef(sidebar)

  // After hydration (the first render is the static page's): the former filters' addresses go to their pages.
  useEffect(() => {
    const target = legacyFilterTarget(search, sidebarRef.current)
    if (target) {
      navigate(localizedPath(target, locale), { replace: true })
      return
    }
    const q = queryOf(search)
    if (q) {
      setQuery(q)
      runSearch(q)
    }
  }, [search, locale, runSearch])

  const onQuery = (value: string) => {
    setQuery(value)
    runSearch(value)
  }
  const clear = () => {
    onQuery("")
    searchRef.current?.focus()
  }

  const status =
    state.status === "idle"
      ? resultLabel(posts.length, t)
      : state.status === "searching"
        ? t("Searching…")
        : state.status === "failed"
          ? t("Search is not available right now.")
          : foundLabel(state.total, state.posts.length, t)
  const found = state.status === "done" ? state.posts : null
  const empty = found ? found.length === 0 : state.status === "idle" && posts.length === 0

  return (
    <div className={`container ${styles.layout}`}>
      <BlogFilters links={sidebar} list={list} query={query} searchRef={searchRef} onQuery={onQuery} />
      <section className={styles.posts} aria-labelledby="blog-posts-title">
        <header className={styles.postsHead}>
          <h2 id="blog-posts-title" className={styles.postsTitle}>
            {t("Latest Posts")}
          </h2>
          <p role="status" className={styles.status}>
            <ChangingText>{status}</ChangingText>
          </p>
        </header>
        {empty ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>{t("No posts match your filters.")}</p>
            <p>{t("Try another word, or choose a different category or month.")}</p>
            {found ? (
              <Button variant="secondary" onClick={clear}>
                {t("Show all posts")}
              </Button>
            ) : (
              <LinkButton to={blogListPath({ kind: "all" })} variant="secondary">
                {t("Show all posts")}
              </LinkButton>
            )}
          </div>
        ) : found ? (
          <ol className={styles.found}>
            {found.map(post => (
              <li key={post.url}>
                <article className={styles.foundPost}>
                  <h3 className={styles.foundTitle}>
                    <a href={post.url}>{post.title}</a>
                  </h3>
                  <p className={styles.foundExcerpt}>
                    {excerptParts(post.excerpt).map((part, i) =>
                      part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                    )}
                  </p>
                </article>
              </li>
            ))}
          </ol>
        ) : (
          <>
            <ul className={styles.grid}>
              {posts.map(post => (
                <li key={post.slug}>
                  <BlogCard post={post} />
                </li>
              ))}
            </ul>
            <Pagination list={blogListPath(list)} pageNumber={pageNumber} pageCount={pageCount} label={t("Blog pages")} />
            {list.kind === "month" && <MonthLinks list={list} />}
          </>
        )}
      </section>
      <RecentPosts posts={recent} />
    </div>
  )
}

/** A month's page links the nearest older and newer months that have posts (the sidebar names only the newest). */
function MonthLinks({ list }: { list: Extract<BlogList, { kind: "month" }> }) {
  const t = useT()
  const locale = useLocale()
  if (!list.previous && !list.next) return null
  return (
    <nav aria-label={t("Other months")} className={styles.months}>
      {list.previous && (
        <Link to={blogMonthPath(list.previous)} className={styles.monthLink}>
          <span aria-hidden="true">← </span>
          {t("Previous month: {month}", { month: formatMonth(list.previous, locale) })}
        </Link>
      )}
      {list.next && (
        <Link to={blogMonthPath(list.next)} className={`${styles.monthLink} ${styles.nextMonth}`}>
          {t("Next month: {month}", { month: formatMonth(list.next, locale) })}
          <span aria-hidden="true"> →</span>
        </Link>
      )}
    </nav>
  )
}
