import { formatMonth, foundLabel, legacyFilterTarget, resultLabel } from "../src/lib/blog-filter"
import { blogCategoryPath, blogListPath, blogMonthPath, categorySlug, isBlogListPath, monthKey } from "../src/shared/blog"
import { translate } from "../src/shared/locale"

const hi: Record<string, string> = {
  "{count} post shown": "{count} पोस्ट दिख रही है",
  "{count} posts shown": "{count} पोस्ट दिख रही हैं",
  "1 post found.": "1 पोस्ट मिली।",
  "{count} posts found.": "{count} पोस्ट मिलीं।",
  "The first {shown} are shown.": "पहले {shown} दिख रहे हैं।",
}
const t = (key: string, values?: Readonly<Record<string, string | number>>) => translate(hi, key, values)

describe("the blog lists' addresses", () => {
  it("names a category's page by the English name, lower-case with hyphens", () => {
    expect(categorySlug("Training")).toBe("training")
    expect(categorySlug("Sports Science & Recovery")).toBe("sports-science-recovery")
    expect(blogCategoryPath("Health")).toBe("/blog/category/health")
  })

  it("names a month's page by its year and month", () => {
    expect(monthKey("2026-08-19")).toBe("2026-08")
    expect(blogMonthPath("2026-08")).toBe("/blog/2026/08")
    expect(blogListPath({ kind: "month", month: "2025-12", previous: null, next: null })).toBe("/blog/2025/12")
    expect(blogListPath({ kind: "category", category: "Leadership" })).toBe("/blog/category/leadership")
    expect(blogListPath({ kind: "all" })).toBe("/blog")
  })

  it("knows the list pages (their text box runs the site search) from the posts' pages", () => {
    for (const path of [
      "/blog",
      "/blog/page/2",
      "/blog/category/health",
      "/blog/category/health/page/3",
      "/blog/2026/08",
      "/blog/2026/08/page/2",
    ])
      expect(isBlogListPath(path)).toBe(true)
    for (const path of ["/blog/building-mental-toughness", "/blogs", "/blog/2026", "/gallery/page/2", "/blog/category"])
      expect(isBlogListPath(path)).toBe(false)
  })
})

describe("the former filters' addresses", () => {
  const sidebar = {
    categories: [
      { name: "Health", count: 2 },
      { name: "Leadership", count: 0 },
    ],
    months: [{ key: "2026-09", count: 1 }],
  }

  it("lead to the category's or the month's page", () => {
    expect(legacyFilterTarget("?category=Health", sidebar)).toBe("/blog/category/health")
    expect(legacyFilterTarget("?category=Cooking&category=Leadership&month=2026-09", sidebar)).toBe("/blog/category/leadership")
    expect(legacyFilterTarget("?month=2026-09", sidebar)).toBe("/blog/2026/09")
  })

  it("leave the page alone for a query, an unknown filter or nothing", () => {
    expect(legacyFilterTarget("?q=turf", sidebar)).toBeNull()
    expect(legacyFilterTarget("?category=Cooking&month=1999-01", sidebar)).toBeNull()
    expect(legacyFilterTarget("", sidebar)).toBeNull()
  })
})

describe("texts", () => {
  it("formats month keys", () => {
    expect(formatMonth("2026-01")).toBe("January 2026")
    expect(formatMonth("2025-12")).toBe("December 2025")
    expect(formatMonth("2026-08", "hi")).toBe("अगस्त 2026")
  })

  it("says how many posts are shown", () => {
    expect(resultLabel(0)).toBe("0 posts shown")
    expect(resultLabel(1)).toBe("1 post shown")
    expect(resultLabel(6)).toBe("6 posts shown")
    expect(resultLabel(1, t)).toBe("1 पोस्ट दिख रही है")
    expect(resultLabel(6, t)).toBe("6 पोस्ट दिख रही हैं")
  })

  it("says how many posts the text box found, and when only the first are shown", () => {
    expect(foundLabel(1, 1)).toBe("1 post found.")
    expect(foundLabel(4, 4)).toBe("4 posts found.")
    expect(foundLabel(25, 10)).toBe("25 posts found. The first 10 are shown.")
    expect(foundLabel(25, 10, t)).toBe("25 पोस्ट मिलीं। पहले 10 दिख रहे हैं।")
  })
})
