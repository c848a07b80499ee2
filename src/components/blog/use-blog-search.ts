import { useCallback, useRef, useState } from "react"
import { loadPagefind } from "../search/search-box"
import { BLOG_PAGE } from "../../shared/lists"

/** A post the text box found (Pagefind's result): its page, title and the excerpt with the matches marked. */
export interface FoundPost {
  url: string
  title: string
  excerpt: string
}

export type BlogSearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "done"; query: string; total: number; posts: FoundPost[] }
  | { status: "failed"; query: string }

/**
 * The blog's text box: every blog post of the page's language, through the site search's index (Pagefind, its
 * script fetched the first time the box is used; the index is per language, and the layout marks each page's kind
 * as a filter). At most BLOG_PAGE posts are shown, as a list page shows; the status counts them all. An empty
 * query is idle: the page's own list shows again.
 */
export function useBlogSearch() {
  const [state, setState] = useState<BlogSearchState>({ status: "idle" })
  const latest = useRef("")

  const search = useCallback((input: string) => {
    const query = input.trim()
    latest.current = query
    if (!query) {
      setState({ status: "idle" })
      return
    }
    setState({ status: "searching", query })
    loadPagefind()
      .then(pagefind => pagefind.search(query, { filters: { kind: "blog" } }))
      .then(async found => {
        const results = found?.results ?? []
        const data = await Promise.all(results.slice(0, BLOG_PAGE).map(r => r.data()))
        const posts = data.map(d => ({ url: d.url, title: d.meta.title ?? d.url, excerpt: d.excerpt }))
        // A later keystroke's search wins: results of an earlier query never replace it.
        if (latest.current === query) setState({ status: "done", query, total: results.length, posts })
      })
      .catch(() => {
        if (latest.current === query) setState({ status: "failed", query })
      })
  }, [])

  return { state, search }
}
