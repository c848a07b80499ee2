import { useCallback, useEffect, useRef, useState } from "react"
import { type BlogFilters, filtersFromSearch, filtersToSearch, hasActiveFilters, noFilters, toggleValue } from "../../lib/blog-filter"

interface Known {
  categories: readonly string[]
  months: readonly string[]
}

/**
 * The blog list's filters, mirrored in the address (?q=…&category=…&month=…) so a filtered list can be
 * bookmarked, shared and linked to. The first render is always unfiltered, as in the static HTML; filters
 * from the address apply right after hydration.
 */
export function useBlogFilters(search: string, known: Known) {
  const [filters, setFilters] = useState<BlogFilters>(noFilters)
  const knownRef = useRef(known)
  const hydrated = useRef(false)

  useEffect(() => {
    const fromUrl = filtersFromSearch(search, knownRef.current)
    setFilters(current => (hasActiveFilters(fromUrl) || hasActiveFilters(current) ? fromUrl : current))
  }, [search])

  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true
      return
    }
    const { pathname, hash } = window.location
    window.history.replaceState(window.history.state, "", `${pathname}${filtersToSearch(filters)}${hash}`)
  }, [filters])

  return {
    filters,
    setQuery: useCallback((query: string) => setFilters(f => ({ ...f, query })), []),
    toggleCategory: useCallback((category: string) => setFilters(f => ({ ...f, categories: toggleValue(f.categories, category) })), []),
    toggleMonth: useCallback((month: string) => setFilters(f => ({ ...f, months: toggleValue(f.months, month) })), []),
    clear: useCallback(() => setFilters(noFilters), []),
  }
}
