import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"

import { blogCategories, blogMonths, newestFirst, pagesOf, paragraphCount, translationOf } from "./content"
import { AXE_TAGS, expect, test } from "./fixtures"
import { clickSettled, open, richest } from "./open"
import { BLOG_MONTHS, BLOG_PAGE, BLOG_RECENT, listPagePath, pageCountOf } from "../src/shared/lists"
import { blogCategoryPath, blogMonthPath } from "../src/shared/blog"
import { locales, localizedPath, type Locale } from "../src/shared/routes"
import { formatMonth } from "../src/lib/blog-filter"

// The blog's lists (issue 45): /blog, each category's and month's page, in numbered pages of BLOG_PAGE posts linked
// by plain links; the sidebar's categories and months are links to their pages; the text box searches every post
// (the site search's index) in place of the list. Expectations come from data/ (e2e/content.ts): npm test's fixture
// content has more posts than a page and more months than the sidebar names. What every page of the lists carries
// is read from the build (__tests__/blog-pages.contract.ts); axe and valid HTML on every page are the site sweep's.

interface Post {
  body: string
  title: string
  date: string
  category: string
  author: string
  comments: number
  excerpt: string
}
const posts = newestFirst<Post>(`blog`).map(p => ({ ...p, path: pagesOf(`blog`).find(b => b.slug === p.slug)!.path }))
/** A post's title on a language's pages (its Hindi file's, else the English). */
const titleIn = (post: (typeof posts)[number], locale: Locale) => translationOf<Post>(`blog`, post.slug, locale).title ?? post.title
const titles = (list: typeof posts, locale: Locale = `en`) => list.map(p => titleIn(p, locale))
const pageOf = <T>(list: T[], n: number) => list.slice((n - 1) * BLOG_PAGE, n * BLOG_PAGE)
const pageCount = pageCountOf(posts.length, BLOG_PAGE)
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, `\\$&`)

const postList = (page: Page) => page.locator(`section[aria-labelledby="blog-posts-title"]`)
const shown = (page: Page) => postList(page).getByRole(`heading`, { level: 3 })
const status = (page: Page) => postList(page).getByRole(`status`)
const searchBox = (page: Page) => page.locator(`#blog-search`)
const sidebarLinks = (page: Page, id: `blog-categories` | `blog-archives`) => page.locator(`nav[aria-labelledby="${id}"] a`)
const pagination = (page: Page) => page.getByTestId(`pagination`)

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe(`the blog's first page`, () => {
  test(
    `its newest posts with their facts, the recent posts, every category and the newest months, each with its count`,
    { tag: `@phone` },
    async ({ page }) => {
      await open(page, `/blog`)
      const first = pageOf(posts, 1)
      await expect(shown(page)).toHaveText(titles(first))
      const cards = postList(page).locator(`article`)
      for (const [i, post] of first.entries()) {
        const card = cards.nth(i)
        await expect(card).toContainText(post.category)
        await expect(card).toContainText(`${post.comments} comments`)
        await expect(card).toContainText(post.excerpt)
        await expect(card).toContainText(post.author)
        await expect(card.locator(`time`)).toHaveAttribute(`datetime`, post.date)
        await expect(card.getByRole(`img`)).toHaveCount(1)
        const more = card.getByRole(`link`, { name: /^Read More/ })
        await expect(more).toBeVisible()
        await expect(more).toHaveAttribute(`href`, post.path)
      }
      await expect(status(page)).toHaveText(`${first.length} ${first.length === 1 ? `post` : `posts`} shown`)

      const recent = page.getByRole(`navigation`, { name: `Recent Posts` }).getByRole(`link`)
      await expect(recent).toHaveText(posts.slice(0, BLOG_RECENT).map(p => new RegExp(`^${escape(p.title)}`)))

      const count = (n: number) => `\\(${n} posts?\\)$`
      const categories = blogCategories()
      await expect(sidebarLinks(page, `blog-categories`)).toHaveText(
        categories.map(c => new RegExp(`^${escape(c)}.*${count(posts.filter(p => p.category === c).length)}`)),
      )
      for (const [i, c] of categories.entries())
        await expect(sidebarLinks(page, `blog-categories`).nth(i)).toHaveAttribute(`href`, blogCategoryPath(c))
      const months = blogMonths().slice(0, BLOG_MONTHS)
      await expect(sidebarLinks(page, `blog-archives`)).toHaveText(
        months.map(m => new RegExp(`^${formatMonth(m)}.*${count(posts.filter(p => p.date.startsWith(m)).length)}`)),
      )
      for (const [i, m] of months.entries())
        await expect(sidebarLinks(page, `blog-archives`).nth(i)).toHaveAttribute(`href`, blogMonthPath(m))
      await expect(page.locator(`main [aria-current="page"]`)).toHaveCount(pageCount > 1 ? 1 : 0) // page 1 of the numbered pages
      await expect(pagination(page).getByRole(`link`)).toHaveCount(pageCount > 1 ? pageCount + 1 : 0)
      await expectNoHorizontalScroll(page)
    },
  )
})

test.describe(`without JavaScript`, () => {
  test.use({ javaScriptEnabled: false })

  for (const locale of locales)
    test(`every numbered page, a category's and a month's page are reached by plain links (${locale})`, async ({ page }) => {
      const at = (path: string) => localizedPath(path, locale)
      await page.goto(at(`/blog`))
      await expect(shown(page)).toHaveText(titles(pageOf(posts, 1), locale))
      for (let n = 2; n <= pageCount; n++) {
        await clickSettled(
          pagination(page).locator(`a[href="${at(listPagePath(`/blog`, n))}"]:not([rel])`), // the page's number, not Next
        )
        await expect(page).toHaveURL(new RegExp(`${escape(at(listPagePath(`/blog`, n)))}$`))
        await expect(shown(page)).toHaveText(titles(pageOf(posts, n), locale))
        await expect(pagination(page).locator(`[aria-current="page"]`)).toHaveText(String(n))
      }

      // The oldest post's category, from the sidebar: its posts, newest first, and the link marked current.
      const category = posts[posts.length - 1].category
      await sidebarLinks(page, `blog-categories`)
        .and(page.locator(`[href="${at(blogCategoryPath(category))}"]`))
        .click()
      await expect(page).toHaveURL(new RegExp(`${escape(at(blogCategoryPath(category)))}$`))
      await expect(shown(page)).toHaveText(
        titles(
          pageOf(
            posts.filter(p => p.category === category),
            1,
          ),
          locale,
        ),
      )
      await expect(page.locator(`main [aria-current="page"]`).first()).toHaveAttribute(`href`, at(blogCategoryPath(category)))
      await expect(page.getByRole(`heading`, { level: 1 })).toHaveCount(1)

      // The oldest month the sidebar names, then older months through each page's link to the previous one.
      const months = blogMonths()
      const named = months.slice(0, BLOG_MONTHS)
      await clickSettled(sidebarLinks(page, `blog-archives`).last())
      for (const month of months.slice(named.length - 1)) {
        await expect(page).toHaveURL(new RegExp(`${escape(at(blogMonthPath(month)))}$`))
        await expect(shown(page)).toHaveText(
          titles(
            pageOf(
              posts.filter(p => p.date.startsWith(month)),
              1,
            ),
            locale,
          ),
        )
        const previous = page.locator(`main a[href="${at(blogMonthPath(months[months.indexOf(month) + 1] ?? `none`))}"]`)
        if (month !== months[months.length - 1]) await clickSettled(previous)
        else await expect(previous).toHaveCount(0)
      }
    })

  test(`the text box sends its words to the site search`, async ({ page }) => {
    await page.goto(`/hi/blog`)
    await searchBox(page).fill(`ट्रेनिंग`)
    await searchBox(page).press(`Enter`)
    await expect(page).toHaveURL(/\/hi\/search\?q=%E0/)
  })
})

test.describe(`the text box`, () => {
  // The oldest post: on the last numbered page, not on the first.
  const oldest = posts[posts.length - 1]
  for (const locale of locales)
    test(`finds a post that is not on the page, in place of the list, and clearing it brings the list back (${locale})`, async ({
      page,
    }) => {
      await open(page, localizedPath(`/blog`, locale))
      const title = titleIn(oldest, locale)
      await searchBox(page).fill(title)
      const found = postList(page).getByRole(`link`, { name: title, exact: true })
      await expect(found).toHaveAttribute(`href`, new RegExp(`${escape(localizedPath(oldest.path, locale))}/?$`))
      const count = await shown(page).count()
      expect(count).toBeLessThanOrEqual(BLOG_PAGE)
      await expect(status(page)).toContainText(String(count))
      await expect(pagination(page)).toHaveCount(0)
      if (locale === `en`) await expect(status(page)).toHaveText(/^\d+ posts? found\./)

      await searchBox(page).fill(``)
      await expect(shown(page)).toHaveText(titles(pageOf(posts, 1), locale))
    })

  test(`says when nothing matches, with no accessibility violations, and Show all posts clears it`, async ({ page }) => {
    await open(page, `/blog`)
    await searchBox(page).fill(`zzzzqqq`)
    await expect(page.getByText(`No posts match your filters.`)).toBeVisible()
    await expect(status(page)).toHaveText(`0 posts found.`)
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    expect(results.violations.map(v => `${v.id}: ${v.nodes.map(n => n.target.join(` `)).join(`, `)}`)).toEqual([])
    await page.getByRole(`button`, { name: `Show all posts` }).click()
    await expect(shown(page)).toHaveText(titles(pageOf(posts, 1)))
    await expect(searchBox(page)).toBeFocused()
  })
})

test.describe(`links into the lists`, () => {
  test(`a former filter's address leads to its category's page`, async ({ page }) => {
    const category = posts[posts.length - 1].category
    await open(page, `/blog?category=${encodeURIComponent(category)}`)
    await expect(page).toHaveURL(new RegExp(`${escape(blogCategoryPath(category))}$`))
    await expect(shown(page)).toHaveText(
      titles(
        pageOf(
          posts.filter(p => p.category === category),
          1,
        ),
      ),
    )
  })

  test(`Read More opens the post at its address, and its category links to the category's page`, async ({ page }) => {
    await open(page, `/blog`)
    const post = posts[2 % posts.length]
    await postList(page)
      .getByRole(`link`, { name: new RegExp(`^Read More\\W+${escape(post.title)}$`) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${escape(post.path)}$`))
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(post.title)
    const article = page.getByRole(`article`).first()
    await expect(article).toContainText(post.author)
    await expect(article).toContainText(`${post.comments} comments`)
    await expect(article.locator(`time`).first()).toHaveAttribute(`datetime`, post.date)
    if (posts.length > 1) await expect(page.locator(`#related`).getByRole(`link`)).not.toHaveCount(0)

    await article.getByRole(`link`, { name: new RegExp(`Category: ${escape(post.category)}`) }).click()
    await expect(page).toHaveURL(new RegExp(`${escape(blogCategoryPath(post.category))}$`))
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(`Blog: ${post.category}`)
    await expect(shown(page)).toHaveText(
      titles(
        pageOf(
          posts.filter(p => p.category === post.category),
          1,
        ),
      ),
    )
  })

  test(`recent posts open their pages`, async ({ page }) => {
    await open(page, `/blog`)
    await page.getByRole(`navigation`, { name: `Recent Posts` }).getByRole(`link`).first().click()
    await expect(page).toHaveURL(new RegExp(`${escape(posts[0].path)}$`))
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(posts[0].title)
  })

  // One post page in the browser (the longest); every post's page carrying its parts is read from the built HTML
  // (__tests__/entry-pages.contract.ts).
  const longest = richest(posts, p => paragraphCount(p.body))
  test(`the post template, on the longest post, renders the whole post`, { tag: `@phone` }, async ({ page }) => {
    const response = await open(page, longest.path)
    expect(response.status()).toBe(200)
    await expect(page.getByRole(`heading`, { level: 1 })).toHaveText(longest.title)
    const article = page.getByRole(`article`).first()
    await expect(article).toContainText(longest.category)
    await expect(article.getByRole(`img`).first()).toBeVisible()
    expect(await article.locator(`p`).count()).toBeGreaterThan(4)
    await expectNoHorizontalScroll(page)
  })
})
