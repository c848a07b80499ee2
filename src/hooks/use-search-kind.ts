/**
 * The page's kind for the site search, or null for a page search leaves out:
 * decided at build time from the page's address (src/node/create-pages.ts puts it in every page's context) and
 * handed down by wrapPageElement, so no page carries the rule in its JavaScript. The layout writes it on <main>.
 */
import { createContext, useContext } from "react"
import type { SearchKind } from "../shared/search"

export const SearchKindContext = createContext<SearchKind | null>(null)

export const useSearchKind = (): SearchKind | null => useContext(SearchKindContext)
