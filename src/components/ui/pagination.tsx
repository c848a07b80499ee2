import React from "react"
import { Link, useT } from "../i18n/locale"
import { listPagePath } from "../../shared/lists"
import "./stylesheet-order"
import * as styles from "./pagination.module.css"

interface PaginationProps {
  /** The list's address in English (the links are localized): "/gallery". */
  list: string
  pageNumber: number
  pageCount: number
  /** The navigation's name, "Gallery pages". */
  label: string
}

/**
 * The numbered pages of a list, as plain links (every page is static HTML, so they work without scripts): the
 * previous page, every page by number, the current one marked aria-current, and the next. Nothing for one page.
 */
export function Pagination({ list, pageNumber, pageCount, label }: PaginationProps) {
  const t = useT()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1)
  return (
    <nav aria-label={label} className={styles.nav} data-testid="pagination">
      <ul className={styles.list}>
        {pageNumber > 1 && (
          <li>
            <Link to={listPagePath(list, pageNumber - 1)} rel="prev" className={styles.link}>
              {t("Previous page")}
            </Link>
          </li>
        )}
        {pages.map(page => (
          <li key={page}>
            <Link
              to={listPagePath(list, page)}
              className={styles.link}
              aria-current={page === pageNumber ? "page" : undefined}
              aria-label={t("Page {n}", { n: String(page) })}
            >
              {page}
            </Link>
          </li>
        ))}
        {pageNumber < pageCount && (
          <li>
            <Link to={listPagePath(list, pageNumber + 1)} rel="next" className={styles.link}>
              {t("Next page")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
