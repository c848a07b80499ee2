import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { BlogExplorer } from "../src/components/blog/blog-explorer"
import type { BlogListPost, RecentPost } from "../src/components/blog/types"
import type { BlogList, BlogSidebar } from "../src/shared/blog"
import { LocaleProvider } from "../src/components/i18n/locale"
import { loadPagefind, type Pagefind } from "../src/components/search/search-box"
import { BLOG_PAGE } from "../src/shared/lists"

jest.mock("../src/components/ui/picture", () => ({
  Picture: ({ alt }: { alt: string }) => <img alt={alt} />,
}))
// The site search's script (Pagefind): the text box loads it when first used.
jest.mock("../src/components/search/search-box", () => ({ loadPagefind: jest.fn() }))

// The Hindi strings this list uses, as the Hindi pages receive them in their page context.
const HI: Record<string, string> = {
  "Latest Posts": "नई पोस्ट",
  "{count} post shown": "{count} पोस्ट दिख रही है",
  "{count} posts shown": "{count} पोस्ट दिख रही हैं",
  "Search the blog": "ब्लॉग में खोजें",
  "Title, topic or author": "शीर्षक, विषय या लेखक",
  Categories: "श्रेणियाँ",
  Archives: "पुरानी पोस्ट",
  "Read More": "और पढ़ें",
  comments: "टिप्पणियाँ",
  post: "पोस्ट",
  posts: "पोस्ट",
  Search: "खोजें",
  "Recent Posts": "हाल की पोस्ट",
  Training: "ट्रेनिंग",
  Health: "सेहत",
  Leadership: "नेतृत्व",
}

const post = (slug: string, date: string, category: string, title: string): BlogListPost => ({
  slug,
  date,
  category,
  title,
  author: "Asha Meena",
  excerpt: `About ${title.toLowerCase()}.`,
  path: `/blog/${slug}`,
  comments: 4,
  image: null,
  imageAlt: "",
})

const posts = [
  post("preventing-common-sports-injuries", "2026-09-10", "Health", "Preventing Common Sports Injuries"),
  post("building-mental-toughness", "2026-08-19", "Training", "Building Mental Toughness"),
  post("pre-season-conditioning-plan", "2026-06-12", "Training", "A Six-Week Pre-Season Conditioning Plan"),
]
const recent: RecentPost[] = posts.map(({ slug, title, date, path }) => ({ slug, title, date, path, thumb: null }))
const sidebar: BlogSidebar = {
  categories: [
    { name: "Training", count: 2 },
    { name: "Health", count: 1 },
    { name: "Leadership", count: 0 },
  ],
  months: [
    { key: "2026-09", count: 1 },
    { key: "2026-08", count: 1 },
    { key: "2026-06", count: 1 },
  ],
}

interface Props {
  list?: BlogList
  shown?: BlogListPost[]
  pageNumber?: number
  pageCount?: number
  search?: string
}
const explorer = ({ list = { kind: "all" }, shown = posts, pageNumber = 1, pageCount = 1, search = "" }: Props = {}) => (
  <BlogExplorer posts={shown} recent={recent} sidebar={sidebar} list={list} pageNumber={pageNumber} pageCount={pageCount} search={search} />
)
const postList = () => screen.getByRole("region", { name: "Latest Posts" })
const shownTitles = () =>
  within(postList())
    .queryAllByRole("heading", { level: 3 })
    .map(h => h.textContent)
const status = () => screen.getByRole("status")

/** A Pagefind whose blog search finds `found` (titles), each at /blog/<n>/. */
function pagefindFinding(found: string[]) {
  const search = jest.fn(async () => ({
    results: found.map((title, i) => ({
      id: String(i),
      data: async () => ({ url: `/blog/found-${i}/`, excerpt: `About <mark>${title}</mark>`, meta: { title } }),
    })),
  }))
  jest.mocked(loadPagefind).mockResolvedValue({ options: jest.fn(), search } as unknown as Pagefind)
  return search
}

beforeEach(() => jest.mocked(loadPagefind).mockReset())

describe("a blog list page", () => {
  it("shows its posts with their facts and Read More links, and says how many", () => {
    render(explorer())
    expect(shownTitles()).toEqual(posts.map(p => p.title))
    expect(status()).toHaveTextContent("3 posts shown")
    const link = within(postList()).getByRole("link", { name: /^Read More\s*:\s*Building Mental Toughness$/ })
    expect(link).toHaveAttribute("href", "/blog/building-mental-toughness")
    expect(within(postList()).getAllByText("4 comments")).toHaveLength(3)
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).not.toBeInTheDocument()
  })

  it("links its categories and months, with their counts, to their pages, and the recent posts to theirs", () => {
    render(explorer())
    const categories = within(screen.getByRole("navigation", { name: "Categories" })).getAllByRole("link")
    expect(categories.map(a => a.getAttribute("href"))).toEqual([
      "/blog/category/training",
      "/blog/category/health",
      "/blog/category/leadership",
    ])
    expect(categories[0]).toHaveAccessibleName("Training (2 posts)")
    expect(categories[2]).toHaveAccessibleName("Leadership (0 posts)")
    const months = within(screen.getByRole("navigation", { name: "Archives" })).getAllByRole("link")
    expect(months.map(a => a.firstChild?.textContent)).toEqual(["September 2026", "August 2026", "June 2026"])
    expect(months[0]).toHaveAccessibleName("September 2026 (1 post)")
    expect(months[1]).toHaveAttribute("href", "/blog/2026/08")
    expect(screen.queryAllByRole("link", { current: "page" })).toHaveLength(0)
    expect(within(screen.getByRole("navigation", { name: "Recent Posts" })).getAllByRole("link")[0]).toHaveAttribute("href", posts[0].path)
  })

  it("links the list's numbered pages", () => {
    render(explorer({ list: { kind: "category", category: "Training" }, pageNumber: 2, pageCount: 3 }))
    const pages = within(screen.getByRole("navigation", { name: "Blog pages" })).getAllByRole("link")
    expect(pages.map(a => a.getAttribute("href"))).toEqual([
      "/blog/category/training",
      "/blog/category/training",
      "/blog/category/training/page/2",
      "/blog/category/training/page/3",
      "/blog/category/training/page/3",
    ])
  })

  it("marks the category or month it shows as the current page", () => {
    const { unmount } = render(explorer({ list: { kind: "category", category: "Health" } }))
    expect(screen.getByRole("link", { current: "page" })).toHaveAttribute("href", "/blog/category/health")
    unmount()
    render(explorer({ list: { kind: "month", month: "2026-08", previous: "2026-06", next: "2026-09" } }))
    expect(screen.getByRole("link", { current: "page" })).toHaveAttribute("href", "/blog/2026/08")
  })

  it("links a month's page to the nearest older and newer months with posts", () => {
    render(explorer({ list: { kind: "month", month: "2026-06", previous: "2025-11", next: "2026-08" } }))
    const links = within(screen.getByRole("navigation", { name: "Other months" })).getAllByRole("link")
    expect(links.map(a => [a.textContent, a.getAttribute("href")])).toEqual([
      ["← Previous month: November 2025", "/blog/2025/11"],
      ["Next month: August 2026 →", "/blog/2026/08"],
    ])
  })

  it("says so when a list has no posts, and links every post", () => {
    render(explorer({ list: { kind: "category", category: "Leadership" }, shown: [] }))
    expect(screen.getByText("No posts match your filters.")).toBeInTheDocument()
    expect(status()).toHaveTextContent("0 posts shown")
    expect(screen.getByRole("link", { name: "Show all posts" })).toHaveAttribute("href", "/blog")
  })
})

describe("the text box", () => {
  it("is a GET form to the site search, so it finds any post without scripts", () => {
    render(explorer())
    const form = screen.getByRole("search", { name: "Search the blog" })
    expect(form).toHaveAttribute("action", "/search")
    expect(form).toHaveAttribute("method", "get")
    expect(within(form).getByRole("searchbox", { name: "Search" })).toHaveAttribute("name", "q")
    expect(loadPagefind).not.toHaveBeenCalled()
  })

  it("searches every blog post of the site search as the visitor types, in place of the list, until cleared", async () => {
    const search = pagefindFinding(["An Older Post"])
    render(explorer({ pageCount: 2 }))
    const box = screen.getByRole("searchbox", { name: "Search" })
    await act(async () => fireEvent.change(box, { target: { value: "older " } }))
    expect(search).toHaveBeenCalledWith("older", { filters: { kind: "blog" } })
    expect(shownTitles()).toEqual(["An Older Post"])
    expect(within(postList()).getByRole("link", { name: "An Older Post" })).toHaveAttribute("href", "/blog/found-0/")
    expect(within(postList()).getByText("An Older Post", { selector: "mark" })).toBeInTheDocument()
    expect(status()).toHaveTextContent("1 post found.")
    expect(screen.queryByRole("navigation", { name: "Blog pages" })).not.toBeInTheDocument()

    await act(async () => fireEvent.change(box, { target: { value: "" } }))
    expect(shownTitles()).toEqual(posts.map(p => p.title))
    expect(status()).toHaveTextContent("3 posts shown")
    expect(screen.getByRole("navigation", { name: "Blog pages" })).toBeInTheDocument()
  })

  it("shows at most a page of found posts, and counts them all", async () => {
    pagefindFinding(Array.from({ length: BLOG_PAGE + 3 }, (_, i) => `Found ${i}`))
    render(explorer())
    await act(async () => fireEvent.change(screen.getByRole("searchbox"), { target: { value: "found" } }))
    expect(shownTitles()).toHaveLength(BLOG_PAGE)
    expect(status()).toHaveTextContent(`${BLOG_PAGE + 3} posts found. The first ${BLOG_PAGE} are shown.`)
  })

  it("says when nothing matches, and clears back to the page's list", async () => {
    pagefindFinding([])
    render(explorer())
    await act(async () => fireEvent.change(screen.getByRole("searchbox"), { target: { value: "zzzz" } }))
    expect(shownTitles()).toEqual([])
    expect(screen.getByText("No posts match your filters.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Show all posts" }))
    expect(shownTitles()).toHaveLength(posts.length)
    expect(screen.getByRole("searchbox")).toHaveValue("")
    expect(screen.getByRole("searchbox")).toHaveFocus()
  })

  it("keeps the page's list when the search cannot load", async () => {
    jest.mocked(loadPagefind).mockRejectedValue(new Error("offline"))
    render(explorer())
    await act(async () => fireEvent.change(screen.getByRole("searchbox"), { target: { value: "turf" } }))
    expect(status()).toHaveTextContent("Search is not available right now.")
    expect(shownTitles()).toEqual(posts.map(p => p.title))
  })

  it("takes its query from the address (?q=, as the site search's form sends it)", async () => {
    const search = pagefindFinding(["Found"])
    await act(async () => render(explorer({ search: "?q=knee" })))
    expect(screen.getByRole("searchbox")).toHaveValue("knee")
    expect(search).toHaveBeenCalledWith("knee", { filters: { kind: "blog" } })
    expect(shownTitles()).toEqual(["Found"])
  })
})

describe("the former filters' addresses", () => {
  beforeEach(() => jest.mocked(navigate).mockReset())

  it("lead to the category's or month's page, in the page's language", () => {
    const { unmount } = render(explorer({ search: "?category=Health" }))
    expect(navigate).toHaveBeenCalledWith("/blog/category/health", { replace: true })
    unmount()
    render(
      <LocaleProvider locale="hi" strings={HI}>
        {explorer({ search: "?month=2026-08" })}
      </LocaleProvider>,
    )
    expect(navigate).toHaveBeenLastCalledWith("/hi/blog/2026/08", { replace: true })
  })
})

describe("on the Hindi site", () => {
  it("shows its labels, counts, dates and categories in Hindi, links in /hi/, and searches the Hindi site", () => {
    render(
      <LocaleProvider locale="hi" strings={HI}>
        {explorer({ list: { kind: "category", category: "Training" } })}
      </LocaleProvider>,
    )
    expect(screen.getByRole("heading", { name: "नई पोस्ट" })).toBeInTheDocument()
    expect(status()).toHaveTextContent("3 पोस्ट दिख रही हैं")
    expect(screen.getByRole("search", { name: "ब्लॉग में खोजें" })).toHaveAttribute("action", "/hi/search")
    expect(screen.getByPlaceholderText("शीर्षक, विषय या लेखक")).toBeInTheDocument()
    const categories = within(screen.getByRole("navigation", { name: "श्रेणियाँ" })).getAllByRole("link")
    expect(categories.map(a => a.firstChild?.textContent)).toEqual(["ट्रेनिंग", "सेहत", "नेतृत्व"])
    expect(categories[0]).toHaveAttribute("href", "/hi/blog/category/training")
    expect(categories[0]).toHaveAttribute("aria-current", "page")
    const months = within(screen.getByRole("navigation", { name: "पुरानी पोस्ट" })).getAllByRole("link")
    expect(months[0].firstChild?.textContent).toBe("सितंबर 2026")
    expect(months[0]).toHaveAttribute("href", "/hi/blog/2026/09")
    const region = screen.getByRole("region", { name: "नई पोस्ट" })
    expect(within(region).getByRole("link", { name: /^और पढ़ें\s*:\s*Building Mental Toughness$/ })).toHaveAttribute(
      "href",
      "/hi/blog/building-mental-toughness",
    )
    expect(within(region).getByText("19 अगस्त 2026")).toBeInTheDocument()
  })
})
