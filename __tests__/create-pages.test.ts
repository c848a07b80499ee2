/**
 * @jest-environment node
 */
import path from "path"
import type { CreatePagesArgs } from "gatsby"
import { createSitePages } from "../src/node/create-pages"
import { collections, locales } from "../src/shared/content-model"

const root = path.join(__dirname, "..")

/** A data layer where every collection has one entry per language, except the ones named empty. */
function args(empty: readonly string[]) {
  const info = jest.fn()
  const createPage = jest.fn()
  const graphql = jest.fn(async (query: string) => {
    const data: Record<string, { nodes: object[] }> = {}
    for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g)) {
      const typeName = field.replace(/^all/, "")
      const dir = collections.find(c => c.typeName === typeName)?.dir
      data[field] = {
        nodes:
          dir && empty.includes(dir)
            ? []
            : locales.map(locale => ({
                id: `${typeName}-${locale}`,
                slug: "one",
                locale,
                games: [],
                clientType: "school",
                completed: "2026-01-01",
                flooring: [],
                date: "2026-01-01",
                category: "Training",
                // An event's days (the events' archive groups them by year).
                startDate: "2026-01-01",
                endDate: "2026-01-01",
              })),
      }
    }
    return { data }
  })
  const reporter = { info, panicOnBuild: jest.fn() }
  return { info, createPage, all: { graphql, actions: { createPage }, reporter } as unknown as CreatePagesArgs }
}

describe("createSitePages", () => {
  it("says why a collection with no entries has no pages before Gatsby warns about its template", async () => {
    const { info, all, createPage } = args(["projects"])
    await createSitePages(all, root)
    expect(info).toHaveBeenCalledTimes(1)
    expect(info.mock.calls[0][0]).toMatch(/data\/projects has no entries yet.*\/project\/:slug.*src\/templates\/project\.tsx/)
    const paths = createPage.mock.calls.map(([page]) => page.path as string)
    expect(paths.some(p => p.startsWith("/project/"))).toBe(false)
    expect(paths).toContain("/game/one")
  })

  it("says nothing when every collection has entries", async () => {
    const { info, all } = args([])
    await createSitePages(all, root)
    expect(info).not.toHaveBeenCalled()
  })
})
