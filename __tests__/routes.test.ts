import { collections, defaultLocale, entryRoute, fixedRoute, localePrefix, localizedPath, patternFolder } from "../src/shared/content-model"
import { relatedIds } from "../src/node/create-pages"
import { notFoundKindForPath } from "../src/lib/not-found"

describe("routes from the content model", () => {
  test("an entry's address is its collection's pattern with the slug, in the default language unprefixed", () => {
    for (const c of collections.filter(m => m.pages)) {
      expect(entryRoute(c.dir, "some-slug")).toBe(c.pages!.pattern.replace(":slug", "some-slug"))
      expect(entryRoute(c.dir, "some-slug", defaultLocale)).toBe(entryRoute(c.dir, "some-slug"))
    }
  })

  test("a collection without pages has no route", () => {
    const without = collections.find(m => !m.pages)!
    expect(() => entryRoute(without.dir, "x")).toThrow(/has no pages/)
  })

  test("fixed routes are checked against the list of fixed pages", () => {
    expect(fixedRoute("/contact")).toBe("/contact")
    expect(() => fixedRoute("/no-such-page")).toThrow(/not a fixed page/)
  })

  test("a language prefix enters in one place, and the home page of a prefixed language has no trailing slash", () => {
    expect(localePrefix(defaultLocale)).toBe("")
    expect(localizedPath("/", defaultLocale)).toBe("/")
    // A second language is a prefix before every address (the function is written for it today).
    const other = "hi" as unknown as typeof defaultLocale
    expect(localePrefix(other)).toBe("/hi")
    expect(localizedPath("/", other)).toBe("/hi")
    expect(localizedPath("/game/badminton", other)).toBe("/hi/game/badminton")
  })

  test("the folder of a pattern is what unknown ids fall under; root-level entries have none", () => {
    expect(patternFolder({ pattern: "/game/:slug", template: "t", sort: "order", related: 3, teaser: "description" })).toBe("/game/")
    expect(patternFolder({ pattern: "/:slug", template: "t", sort: "order", related: 3, teaser: "description" })).toBeUndefined()
  })

  test("every collection with a not-found text answers for its folder", () => {
    for (const c of collections.filter(m => m.pages?.notFound)) {
      expect(notFoundKindForPath(`${patternFolder(c.pages!)}unknown-id`)).toBe(c.pages!.notFound)
    }
    expect(notFoundKindForPath("/somewhere-else")).toBe("page")
  })
})

describe("related entries", () => {
  test("the next ones in order, wrapping around, never the page itself", () => {
    const ids = ["a", "b", "c", "d", "e"]
    expect(relatedIds(ids, 0, 3)).toEqual(["b", "c", "d"])
    expect(relatedIds(ids, 3, 3)).toEqual(["e", "a", "b"])
    expect(relatedIds(["a", "b"], 0, 3)).toEqual(["b"])
    expect(relatedIds(["a"], 0, 3)).toEqual([])
  })
})
