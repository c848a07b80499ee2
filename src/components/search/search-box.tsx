import React, { useCallback, useEffect, useId, useState } from "react"
import { withPrefix } from "gatsby"
import { useT } from "../i18n/locale"
import { excerptParts, pagefindScript, queryOf } from "../../shared/search"
import * as styles from "./search.module.css"

/** What the page needs of Pagefind's browser API (/pagefind/pagefind.js, written by the build). */
export interface Pagefind {
  options(options: { baseUrl?: string }): Promise<void>
  /** `filters`: e.g. { kind: "blog" }, the kind the layout writes in data-pagefind-filter. */
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] } | null>
}

export interface PagefindData {
  url: string
  excerpt: string
  meta: Record<string, string | undefined>
}

export interface SearchResult {
  url: string
  title: string
  kind?: string
  status?: string
  excerpt: string
}

type State =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; total: number; results: SearchResult[] }
  | { status: "failed"; query: string }

/** Results shown at most: the rest would be past anyone's reading; a narrower query finds them. */
const MAX_RESULTS = 20

let loading: Promise<Pagefind> | undefined

/**
 * Pagefind's script, fetched the first time a search runs and never bundled: webpack leaves the import alone, so
 * the address is resolved by the browser against the site (and its index is fetched in pieces as searches need).
 */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ withPrefix(pagefindScript())) as Promise<Pagefind>).then(async pagefind => {
    await pagefind.options({ baseUrl: withPrefix("/") })
    return pagefind
  })
  loading.catch(() => (loading = undefined))
  return loading
}

/** The first results (Pagefind loads each one's excerpt on demand) and how many pages matched in all. */
async function runSearch(query: string): Promise<{ total: number; results: SearchResult[] }> {
  const pagefind = await loadPagefind()
  const found = (await pagefind.search(query))?.results ?? []
  const data = await Promise.all(found.slice(0, MAX_RESULTS).map(r => r.data()))
  const results = data.map(d => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    kind: d.meta.kind,
    status: d.meta.status,
    excerpt: d.excerpt,
  }))
  return { total: found.length, results }
}

/**
 * The search form: a plain GET form to this page (it works without scripts: the page then lists every page by
 * kind); with scripts it reads ?q=, searches the page's language's index and lists the results above the site map.
 */
export function SearchBox({ action }: { action: string }) {
  const t = useT()
  const inputId = useId()
  const [query, setQuery] = useState("")
  const [state, setState] = useState<State>({ status: "idle" })

  const search = useCallback((q: string) => {
    if (!q) {
      setState({ status: "idle" })
      return
    }
    setState({ status: "searching", query: q })
    runSearch(q).then(
      ({ total, results }) =>
        setState(current =>
          current.status === "searching" && current.query === q ? { status: "done", query: q, total, results } : current,
        ),
      () => setState({ status: "failed", query: q }),
    )
  }, [])

  useEffect(() => {
    const q = queryOf(window.location.search)
    setQuery(q)
    search(q)
  }, [search])

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = query.trim()
    const url = new URL(window.location.href)
    if (q) url.searchParams.set("q", q)
    else url.searchParams.delete("q")
    window.history.pushState(null, "", url)
    search(q)
  }

  const announcement =
    state.status === "searching"
      ? t("Searching…")
      : state.status === "failed"
        ? t("Search is not available right now. The site's main pages are listed below.")
        : state.status === "done"
          ? state.total === 0
            ? t("No results for “{query}”.", { query: state.query })
            : state.total === 1
              ? t("1 result for “{query}”.", { query: state.query })
              : t("{count} results for “{query}”.", { count: state.total, query: state.query }) +
                (state.total > state.results.length ? ` ${t("The first {shown} are shown.", { shown: state.results.length })}` : "")
          : ""

  return (
    <>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {t("Search the site")}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            value={query}
            onChange={e => setQuery(e.target.value)}
            className={styles.input}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className={styles.button}>
            {t("Search")}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {announcement}
      </p>
      {state.status === "done" && state.results.length > 0 && (
        <ol className={styles.results} aria-label={t("Search results")}>
          {state.results.map(result => (
            <li key={result.url} className={styles.result}>
              <a href={result.url} className={styles.resultTitle}>
                {result.title}
              </a>
              <p className={styles.meta}>
                {result.kind}
                {result.status ? ` · ${result.status}` : ""}
              </p>
              <p className={styles.excerpt}>
                {excerptParts(result.excerpt).map((part, i) =>
                  part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
