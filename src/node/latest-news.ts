import { locales } from "../shared/routes"
import { FOOTER_NEWS } from "../shared/lists"

interface NewsNode {
  locale: string
  date: string
  id: string
}

interface FindAll {
  findAll(args: { type: string; query?: object }): Promise<{ entries: Iterable<NewsNode> }>
}

/** The newest `count` articles of each language, newest first, languages in the site's order. */
export function newestPerLocale<T extends NewsNode>(nodes: Iterable<T>, count: number): T[] {
  const sorted = [...nodes].sort((a, b) => (a.date === b.date ? a.id.localeCompare(b.id) : a.date < b.date ? 1 : -1))
  return locales.flatMap(locale => sorted.filter(n => n.locale === locale).slice(0, count))
}

/**
 * Query.latestNews: the footer's latest articles in every language, FOOTER_NEWS of each. The footer reads them
 * with a static query, which takes no variables; the bound is applied here so that the query result every page
 * loads stays the same size however many articles there are.
 */
export const latestNewsResolver = {
  Query: {
    latestNews: {
      type: "[NewsArticle!]!",
      resolve: async (_source: unknown, _args: unknown, context: { nodeModel: FindAll }) => {
        const { entries } = await context.nodeModel.findAll({ type: "NewsArticle" })
        return newestPerLocale(entries, FOOTER_NEWS)
      },
    },
  },
}
