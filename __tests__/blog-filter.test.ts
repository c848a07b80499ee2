import {
  archiveMonths,
  categoryCounts,
  categoryHref,
  filterPosts,
  filtersFromSearch,
  filtersToSearch,
  formatMonth,
  hasActiveFilters,
  matchesQuery,
  monthKey,
  noFilters,
  recentPosts,
  resultLabel,
  toggleValue,
  type FilterablePost,
} from "../src/lib/blog-filter"
import { translate } from "../src/shared/locale"

const post = (slug: string, date: string, category: string, extra: Partial<FilterablePost> = {}): FilterablePost => ({
  slug,
  date,
  category,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  author: "Asha Meena",
  ...extra,
})

const posts: FilterablePost[] = [
  post("surface", "2026-11-05", "Equipment", { title: "Choosing the Right Court Surface", author: "Devendra Kumawat" }),
  post("wearables", "2026-10-14", "Technology", { title: "Wearable Tech for Training", excerpt: "Heart rate straps and timing gates." }),
  post("injuries", "2026-09-10", "Health", { title: "Preventing Common Sports Injuries", author: "Neha Meena" }),
  post("toughness", "2026-08-19", "Psychology", { title: "Building Mental Toughness" }),
  post("eat", "2026-07-08", "Nutrition", { title: "What Young Athletes Should Eat" }),
  post("conditioning", "2026-06-12", "Training", { title: "A Six-Week Pre-Season Conditioning Plan" }),
]

const slugs = (list: FilterablePost[]) => list.map(p => p.slug)

describe("matchesQuery", () => {
  const p = posts[1]

  it("matches anything for an empty or blank query", () => {
    expect(matchesQuery(p, "")).toBe(true)
    expect(matchesQuery(p, "   ")).toBe(true)
  })

  it("searches title, excerpt, category and author, ignoring case", () => {
    expect(matchesQuery(p, "WEARABLE")).toBe(true) // title
    expect(matchesQuery(p, "timing gates")).toBe(true) // excerpt
    expect(matchesQuery(p, "technology")).toBe(true) // category
    expect(matchesQuery(p, "asha")).toBe(true) // author
    expect(matchesQuery(p, "cricket")).toBe(false)
  })

  it("needs every word, in any field and any order", () => {
    expect(matchesQuery(p, "meena wearable")).toBe(true)
    expect(matchesQuery(p, "wearable cricket")).toBe(false)
  })

  it("matches as the visitor types (partial words)", () => {
    expect(matchesQuery(p, "wea")).toBe(true)
    expect(matchesQuery(p, "tech")).toBe(true)
  })
})

describe("filterPosts", () => {
  it("returns every post, in order, without filters", () => {
    expect(slugs(filterPosts(posts, noFilters))).toEqual(slugs(posts))
  })

  it("filters by search text", () => {
    expect(slugs(filterPosts(posts, { ...noFilters, query: "meena" }))).toEqual([
      "wearables",
      "injuries",
      "toughness",
      "eat",
      "conditioning",
    ])
    expect(slugs(filterPosts(posts, { ...noFilters, query: "kumawat" }))).toEqual(["surface"])
  })

  it("widens within a group: any selected category, any selected month", () => {
    expect(slugs(filterPosts(posts, { ...noFilters, categories: ["Health"] }))).toEqual(["injuries"])
    expect(slugs(filterPosts(posts, { ...noFilters, categories: ["Health", "Training"] }))).toEqual(["injuries", "conditioning"])
    expect(slugs(filterPosts(posts, { ...noFilters, months: ["2026-11", "2026-06"] }))).toEqual(["surface", "conditioning"])
  })

  it("narrows across groups and with the search text", () => {
    expect(slugs(filterPosts(posts, { query: "", categories: ["Health", "Training"], months: ["2026-06"] }))).toEqual(["conditioning"])
    expect(slugs(filterPosts(posts, { query: "injuries", categories: ["Health", "Training"], months: [] }))).toEqual(["injuries"])
    expect(filterPosts(posts, { query: "", categories: ["Health"], months: ["2026-06"] })).toEqual([])
  })

  it("gives nothing for a category without posts", () => {
    expect(filterPosts(posts, { ...noFilters, categories: ["Leadership"] })).toEqual([])
  })

  it("keeps the caller's post type", () => {
    const rich = posts.map(p => ({ ...p, comments: 3 }))
    expect(filterPosts(rich, noFilters)[0].comments).toBe(3)
  })
})

describe("archives and recent posts", () => {
  it("derives one month per month with posts, newest first, with counts", () => {
    const extra = [...posts, post("another", "2026-10-01", "Training")]
    expect(archiveMonths(extra)).toEqual([
      { key: "2026-11", label: "November 2026", count: 1 },
      { key: "2026-10", label: "October 2026", count: 2 },
      { key: "2026-09", label: "September 2026", count: 1 },
      { key: "2026-08", label: "August 2026", count: 1 },
      { key: "2026-07", label: "July 2026", count: 1 },
      { key: "2026-06", label: "June 2026", count: 1 },
    ])
  })

  it("formats month keys", () => {
    expect(monthKey("2026-08-19")).toBe("2026-08")
    expect(formatMonth("2026-01")).toBe("January 2026")
    expect(formatMonth("2025-12")).toBe("December 2025")
    expect(formatMonth("2026-08", "hi")).toBe("अगस्त 2026")
    expect(archiveMonths([{ date: "2026-10-26" }], "hi")).toEqual([{ key: "2026-10", label: "अक्टूबर 2026", count: 1 }])
  })

  it("takes the five newest posts whatever the input order", () => {
    const shuffled = [posts[3], posts[5], posts[0], posts[2], posts[4], posts[1]]
    expect(slugs(recentPosts(shuffled))).toEqual(["surface", "wearables", "injuries", "toughness", "eat"])
    expect(recentPosts(shuffled, 2)).toHaveLength(2)
  })

  it("counts posts per category, including empty categories", () => {
    const counts = categoryCounts(posts, ["Training", "Leadership"])
    expect(counts.Training).toBe(1)
    expect(counts.Leadership).toBe(0)
    expect(counts.Health).toBe(1)
  })
})

describe("toggles and state", () => {
  it("toggles a value in and out", () => {
    expect(toggleValue([], "Health")).toEqual(["Health"])
    expect(toggleValue(["Health", "Training"], "Health")).toEqual(["Training"])
    expect(toggleValue(["Training"], "Health")).toEqual(["Training", "Health"])
  })

  it("knows when anything is filtered", () => {
    expect(hasActiveFilters(noFilters)).toBe(false)
    expect(hasActiveFilters({ ...noFilters, query: "  " })).toBe(false)
    expect(hasActiveFilters({ ...noFilters, query: "turf" })).toBe(true)
    expect(hasActiveFilters({ ...noFilters, categories: ["Health"] })).toBe(true)
    expect(hasActiveFilters({ ...noFilters, months: ["2026-06"] })).toBe(true)
  })

  it("says how many posts are shown", () => {
    expect(resultLabel(0)).toBe("0 posts shown")
    expect(resultLabel(1)).toBe("1 post shown")
    expect(resultLabel(6)).toBe("6 posts shown")
    const hi: Record<string, string> = { "{count} post shown": "{count} पोस्ट दिख रही है", "{count} posts shown": "{count} पोस्ट दिख रही हैं" }
    const t = (key: string, values?: Readonly<Record<string, string | number>>) => translate(hi, key, values)
    expect(resultLabel(1, t)).toBe("1 पोस्ट दिख रही है")
    expect(resultLabel(6, t)).toBe("6 पोस्ट दिख रही हैं")
  })
})

describe("filters in the address", () => {
  const known = { categories: ["Health", "Training", "Leadership"], months: ["2026-06", "2026-09"] }

  it("round-trips through the query string", () => {
    const filters = { query: "knee pain", categories: ["Health", "Training"], months: ["2026-09"] }
    expect(filtersFromSearch(filtersToSearch(filters), known)).toEqual(filters)
  })

  it("writes nothing when nothing is filtered", () => {
    expect(filtersToSearch(noFilters)).toBe("")
    expect(filtersToSearch({ ...noFilters, query: "   " })).toBe("")
  })

  it("drops unknown categories and months, and duplicates", () => {
    expect(filtersFromSearch("?category=Cooking&category=Health&category=Health&month=1999-01", known)).toEqual({
      query: "",
      categories: ["Health"],
      months: [],
    })
  })

  it("links to a category", () => {
    expect(categoryHref("Health")).toBe("/blog?category=Health")
    expect(filtersFromSearch(categoryHref("Health").split("?")[1], known).categories).toEqual(["Health"])
  })
})
