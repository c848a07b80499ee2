/**
 * The page's kind for the site search, in its language ("Game", "खेल"), or null for a page search leaves out:
 * decided at build time from the page's address (src/node/create-pages.ts puts it in every page's context) and
 * handed down by wrapPageElement, so no page carries the rule in its JavaScript. The layout writes it on <main>.
 */
import { createContext, useContext } from "react"

export const SearchKindContext = createContext<string | null>(null)

export const useSearchKind = (): string | null => useContext(SearchKindContext)
