import React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import { BlogExplorer } from "../src/components/blog/blog-explorer"
import type { BlogListPost } from "../src/components/blog/types"
import { LocaleProvider } from "../src/components/i18n/locale"

jest.mock("../src/components/ui/picture", () => ({
  Picture: ({ alt }: { alt: string }) => <img alt={alt} />,
}))

// The Hindi strings this list uses, as the Hindi pages receive them in their page context.
const HI: Record<string, string> = {
  "Latest Posts": "नई पोस्ट",
  "{count} post shown": "{count} पोस्ट दिख रही है",
  "{count} posts shown": "{count} पोस्ट दिख रही हैं",
  "Filter posts": "पोस्ट छाँटें",
  "Title, topic or author": "शीर्षक, विषय या लेखक",
  Categories: "श्रेणियाँ",
  Archives: "पुरानी पोस्ट",
  "Read More": "और पढ़ें",
  comment: "टिप्पणी",
  comments: "टिप्पणियाँ",
  post: "पोस्ट",
  posts: "पोस्ट",
  "Clear filters": "फ़िल्टर हटाएँ",
  By: "लेखक:",
  Search: "खोजें",
  "Recent Posts": "हाल की पोस्ट",
  Training: "ट्रेनिंग",
  Nutrition: "पोषण",
  Psychology: "खेल मनोविज्ञान",
  Health: "सेहत",
  Technology: "टेक्नोलॉजी",
  Leadership: "नेतृत्व",
  Equipment: "खेल का सामान",
}

const CATEGORIES = ["Training", "Nutrition", "Psychology", "Health", "Technology", "Leadership", "Equipment"]

const post = (slug: string, date: string, category: string, title: string, author = "Asha Meena"): BlogListPost => ({
  slug,
  date,
  category,
  title,
  author,
  excerpt: `About ${title.toLowerCase()}.`,
  path: `/blog/${slug}`,
  comments: 4,
  image: null,
  thumb: null,
  imageAlt: "",
})

const posts = [
  post("choosing-the-right-court-surface", "2026-11-05", "Equipment", "Choosing the Right Court Surface", "Devendra Kumawat"),
  post("wearable-tech-for-training", "2026-10-14", "Technology", "Wearable Tech for Training"),
  post("preventing-common-sports-injuries", "2026-09-10", "Health", "Preventing Common Sports Injuries", "Neha Meena"),
  post("building-mental-toughness", "2026-08-19", "Psychology", "Building Mental Toughness"),
  post("what-young-athletes-should-eat", "2026-07-08", "Nutrition", "What Young Athletes Should Eat"),
  post("pre-season-conditioning-plan", "2026-06-12", "Training", "A Six-Week Pre-Season Conditioning Plan"),
]

const renderBlog = (search = "") => render(<BlogExplorer posts={posts} categories={CATEGORIES} search={search} />)
const postList = () => screen.getByRole("region", { name: "Latest Posts" })
const shownTitles = () =>
  within(postList())
    .queryAllByRole("heading", { level: 3 })
    .map(h => h.textContent)
const status = () => screen.getByRole("status")
const toggle = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name}\\s*\\(\\d+ posts?\\)$`) })

afterEach(() => window.history.replaceState(null, "", "/"))

describe("blog list", () => {
  it("shows every post with its facts and a Read More link to its page", () => {
    renderBlog()
    expect(shownTitles()).toHaveLength(6)
    expect(status()).toHaveTextContent("6 posts shown")
    const link = within(postList()).getByRole("link", { name: /^Read More\s*:\s*Building Mental Toughness$/ })
    expect(link).toHaveAttribute("href", "/blog/building-mental-toughness")
    expect(within(postList()).getAllByText("4 comments")).toHaveLength(6)
  })

  it("lists the five newest posts, 7 categories and 6 archive months", () => {
    renderBlog()
    const recent = screen.getByRole("navigation", { name: "Recent Posts" })
    const links = within(recent).getAllByRole("link")
    expect(links).toHaveLength(5)
    expect(links[0]).toHaveAttribute("href", "/blog/choosing-the-right-court-surface")
    expect(within(screen.getByRole("group", { name: "Categories" })).getAllByRole("button")).toHaveLength(7)
    expect(within(screen.getByRole("group", { name: "Archives" })).getAllByRole("button")).toHaveLength(6)
  })

  it("filters as the visitor types, case-insensitively, over title, excerpt, category and author", () => {
    renderBlog()
    const search = screen.getByRole("searchbox", { name: "Search" })
    fireEvent.change(search, { target: { value: "TOUGH" } })
    expect(shownTitles()).toEqual(["Building Mental Toughness"])
    expect(status()).toHaveTextContent("1 post shown")

    fireEvent.change(search, { target: { value: "meena" } })
    expect(shownTitles()).toHaveLength(5)
    fireEvent.change(search, { target: { value: "kumawat" } })
    expect(shownTitles()).toEqual(["Choosing the Right Court Surface"])
    fireEvent.change(search, { target: { value: "technology" } })
    expect(shownTitles()).toEqual(["Wearable Tech for Training"])
  })

  it("toggles categories and months with aria-pressed, combined with the search", () => {
    renderBlog()
    const health = toggle("Health")
    expect(health).toHaveAttribute("aria-pressed", "false")
    fireEvent.click(health)
    expect(health).toHaveAttribute("aria-pressed", "true")
    expect(shownTitles()).toEqual(["Preventing Common Sports Injuries"])

    fireEvent.click(toggle("Training"))
    expect(shownTitles()).toHaveLength(2)

    fireEvent.click(toggle("June 2026"))
    expect(shownTitles()).toEqual(["A Six-Week Pre-Season Conditioning Plan"])

    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "injuries" } })
    expect(shownTitles()).toEqual([])

    fireEvent.click(toggle("Health"))
    expect(toggle("Health")).toHaveAttribute("aria-pressed", "false")
  })

  it("shows a friendly message when nothing matches, and clears back to every post", () => {
    renderBlog()
    fireEvent.click(toggle("Leadership"))
    expect(shownTitles()).toEqual([])
    expect(screen.getByText("No posts match your filters.")).toBeInTheDocument()
    expect(status()).toHaveTextContent("0 posts shown")

    fireEvent.click(screen.getByRole("button", { name: "Show all posts" }))
    expect(shownTitles()).toHaveLength(6)
    expect(screen.getByRole("searchbox")).toHaveFocus()
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument()
  })

  it("offers Clear filters only while something is filtered", () => {
    renderBlog()
    expect(screen.queryByRole("button", { name: "Clear filters" })).not.toBeInTheDocument()
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "eat" } })
    fireEvent.click(toggle("Nutrition"))
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }))
    expect(screen.getByRole("searchbox")).toHaveValue("")
    expect(toggle("Nutrition")).toHaveAttribute("aria-pressed", "false")
    expect(shownTitles()).toHaveLength(6)
  })

  it("takes filters from the address and keeps the address in step", () => {
    renderBlog("?category=Health&month=2026-09")
    expect(toggle("Health")).toHaveAttribute("aria-pressed", "true")
    expect(toggle("September 2026")).toHaveAttribute("aria-pressed", "true")
    expect(shownTitles()).toEqual(["Preventing Common Sports Injuries"])

    fireEvent.click(toggle("Health"))
    expect(window.location.search).toBe("?month=2026-09")
    fireEvent.click(toggle("September 2026"))
    expect(window.location.search).toBe("")
  })
})

describe("blog list on the Hindi site", () => {
  const renderHindi = (search = "") =>
    render(
      <LocaleProvider locale="hi" strings={HI}>
        <BlogExplorer posts={posts} categories={CATEGORIES} search={search} />
      </LocaleProvider>,
    )

  it("shows its labels, counts, dates and categories in Hindi, links in /hi/", () => {
    renderHindi()
    expect(screen.getByRole("heading", { name: "नई पोस्ट" })).toBeInTheDocument()
    expect(status()).toHaveTextContent("6 पोस्ट दिख रही हैं")
    expect(screen.getByRole("search", { name: "पोस्ट छाँटें" })).toBeInTheDocument()
    expect(screen.getByPlaceholderText("शीर्षक, विषय या लेखक")).toBeInTheDocument()
    const categories = within(screen.getByRole("group", { name: "श्रेणियाँ" })).getAllByRole("button")
    expect(categories.map(b => b.firstChild?.textContent)).toEqual(CATEGORIES.map(c => HI[c]))
    const months = within(screen.getByRole("group", { name: "पुरानी पोस्ट" })).getAllByRole("button")
    expect(months[0].firstChild?.textContent).toBe("नवंबर 2026")
    const link = within(screen.getByRole("region", { name: "नई पोस्ट" })).getByRole("link", {
      name: /^और पढ़ें\s*:\s*Building Mental Toughness$/,
    })
    expect(link).toHaveAttribute("href", "/hi/blog/building-mental-toughness")
    expect(within(screen.getByRole("region", { name: "नई पोस्ट" })).getAllByText("4 टिप्पणियाँ")).toHaveLength(6)
    expect(within(screen.getByRole("region", { name: "नई पोस्ट" })).getByText("19 अगस्त 2026")).toBeInTheDocument()
  })

  it("keeps the category key in English in the address while its label is Hindi", () => {
    renderHindi()
    fireEvent.click(screen.getByRole("button", { name: /^ट्रेनिंग/ }))
    expect(window.location.search).toBe("?category=Training")
    expect(status()).toHaveTextContent("1 पोस्ट दिख रही है")
    expect(screen.getByRole("button", { name: "फ़िल्टर हटाएँ" })).toBeInTheDocument()
  })
})
