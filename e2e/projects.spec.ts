import type { Page } from "@playwright/test"

import { entries, pagesOf } from "./content"
import type { Project } from "./entry-types"
import { CLIENT_TYPE_LABELS, filterProjects, projectFilterRoute, projectFilters, type ClientType } from "../src/shared/projects"
import { PROJECTS_PAGE } from "../src/shared/lists"
import { expect, test } from "./fixtures"
import { clickSettled, open } from "./open"

// The projects portfolio: /projects and its filter pages, each a list of PROJECTS_PAGE projects a page, newest first,
// its other pages linked as numbered static pages. npm test builds from a fixture copy of data/ with two projects
// (scripts/fixture-data.mjs), so the list and its filters always run here; that every project is on exactly one
// numbered page of each list is read from the build (__tests__/project-lists.contract.ts) and unit-tested beyond
// one page (__tests__/project-pages.test.ts). The specification's empty state (data/projects ships empty) is checked
// where it needs no build: __tests__/projects.test.tsx renders it, and the editors' proof checks the published
// empty state. Without scripts: e2e/no-js.spec.ts.

const achievements = entries<{ title: string; value: string; description: string }>(`achievements`)

/** No horizontal scrolling at either width. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test.describe(`projects`, () => {
  const projects = pagesOf<Project>(`projects`)
  const games = entries<{ title: string }>(`games`)
  /** The first page of a list: its first PROJECTS_PAGE projects, newest first. */
  const firstPage = (list: typeof projects) => list.slice(0, PROJECTS_PAGE).map(p => p.title)

  test(`with projects: newest first, filtered by sport and by client through the links, with JavaScript`, async ({ page }) => {
    expect(projects.length, `projects in the content (npm test's fixture copy has two)`).toBeGreaterThan(1)
    const titles = page.locator(`#projects article h3`)
    const nav = page.getByRole(`navigation`, { name: `Filter projects` })
    await open(page, `/projects`)
    await expect(page.locator(`#empty`)).toHaveCount(0)
    await expect(titles).toHaveText(firstPage(filterProjects(projects)))
    const filters = projectFilters(
      projects,
      games.map(g => g.slug),
    )
    for (const kind of [`sport`, `client`] as const) {
      const filter = filters.find(f => f.kind === kind)!
      const name = kind === `sport` ? games.find(g => g.slug === filter.value)!.title : CLIENT_TYPE_LABELS[filter.value as ClientType]
      // A plain link: the page works without JavaScript (the contract and the editors' proof read it as HTML);
      // with JavaScript it is a client-side navigation to the same page.
      await nav.getByRole(`link`, { name, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${projectFilterRoute(filter)}$`))
      await expect(nav.getByRole(`link`, { name, exact: true })).toHaveAttribute(`aria-current`, `page`)
      await expect(titles).toHaveText(firstPage(filterProjects(projects, filter)))
      await nav.getByRole(`link`, { name: kind === `sport` ? `All sports` : `All clients` }).click()
      await expect(page).toHaveURL(/\/projects$/)
      await expect(titles).toHaveText(firstPage(filterProjects(projects)))
    }
  })

  test(`numbered pages: PROJECTS_PAGE projects a page, plain links with the current page marked`, async ({ page }) => {
    const all = filterProjects(projects)
    const pageCount = Math.max(1, Math.ceil(all.length / PROJECTS_PAGE))
    await open(page, `/projects`)
    const pages = page.getByRole(`navigation`, { name: `Projects pages` })
    if (pageCount === 1) {
      await expect(pages).toHaveCount(0)
      return
    }
    await expect(pages.getByRole(`link`, { name: `Page 1` })).toHaveAttribute(`aria-current`, `page`)
    await clickSettled(pages.getByRole(`link`, { name: `Page ${pageCount}` }))
    await expect(page).toHaveURL(new RegExp(`/projects/page/${pageCount}/?$`))
    await expect(page.locator(`#projects article h3`)).toHaveText(all.slice((pageCount - 1) * PROJECTS_PAGE).map(p => p.title))
    await expect(pages.getByRole(`link`, { name: `Page ${pageCount}` })).toHaveAttribute(`aria-current`, `page`)
  })

  test(`the achievements follow the projects, the value as the big number, within the width`, { tag: `@phone` }, async ({ page }) => {
    await open(page, `/projects`)
    const cards = page.locator(`#achievements li`)
    await expect(cards).toHaveCount(achievements.length)
    for (const [i, a] of achievements.entries()) {
      await expect(cards.nth(i).getByRole(`heading`)).toHaveText(a.title)
      await expect(cards.nth(i)).toContainText(a.value)
      await expect(cards.nth(i)).toContainText(a.description)
    }
    // The value is the big number.
    const sizes = await cards.first().evaluate(card => ({
      value: parseFloat(getComputedStyle(card.querySelector(`p`)!).fontSize),
      title: parseFloat(getComputedStyle(card.querySelector(`h3`)!).fontSize),
    }))
    expect(sizes.value).toBeGreaterThan(sizes.title * 1.5)
    await expectNoHorizontalScroll(page)
  })
})
