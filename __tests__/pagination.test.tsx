/**
 * @jest-environment node
 */
import path from "path"
import React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import type { CreatePagesArgs } from "gatsby"
import { Pagination } from "../src/components/ui/pagination"
import { createSitePages } from "../src/node/create-pages"
import { GALLERY_PAGE, listPageContext, listPagePath, pageCountOf } from "../src/shared/lists"
import { locales, localizedPath } from "../src/shared/content-model"

const root = path.join(__dirname, "..")

describe("numbered pages of a list", () => {
  test("page n of a list: its address, its slice and the number of pages", () => {
    expect(listPagePath("/gallery", 1)).toBe("/gallery")
    expect(listPagePath("/gallery", 3)).toBe("/gallery/page/3")
    expect(pageCountOf(0, 12)).toBe(1)
    expect(pageCountOf(12, 12)).toBe(1)
    expect(pageCountOf(13, 12)).toBe(2)
    expect(listPageContext(3, 12, 30)).toEqual({ limit: 12, skip: 24, pageNumber: 3, pageCount: 3 })
  })

  test("the navigation: a labelled nav of plain links, the current page marked, previous and next", () => {
    const html = renderToStaticMarkup(<Pagination list="/gallery" pageNumber={2} pageCount={3} label="Gallery pages" />)
    expect(html).toMatch(/^<nav aria-label="Gallery pages"/)
    const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map(m => m[1].replace(/(.)\/$/, "$1"))
    expect(hrefs).toEqual(["/gallery", "/gallery", "/gallery/page/2", "/gallery/page/3", "/gallery/page/3"])
    expect(html.match(/aria-current="page"/g)).toHaveLength(1)
    expect(html).toMatch(/href="\/gallery\/page\/2\/?"[^>]*aria-current="page"|aria-current="page"[^>]*href="\/gallery\/page\/2\/?"/)
    expect(renderToStaticMarkup(<Pagination list="/gallery" pageNumber={1} pageCount={1} label="Gallery pages" />)).toBe("")
  })

  test("a gallery larger than a page gets one static page per GALLERY_PAGE pictures, in every language", async () => {
    const total = GALLERY_PAGE * 2 + 1
    const createPage = jest.fn()
    const graphql = jest.fn(async (query: string) => {
      const data: Record<string, object> = {}
      for (const [, field] of query.matchAll(/\b(all\w+)\s*\(/g)) data[field] = { nodes: [], totalCount: total }
      return { data }
    })
    await createSitePages(
      { graphql, actions: { createPage }, reporter: { info: jest.fn(), panicOnBuild: jest.fn() } } as unknown as CreatePagesArgs,
      root,
    )
    const pages = createPage.mock.calls.map(([page]) => page).filter(page => page.component.endsWith("gallery.tsx"))
    expect(pages.map(p => p.path).sort()).toEqual(
      locales.flatMap(locale => [2, 3].map(n => localizedPath(`/gallery/page/${n}`, locale))).sort(),
    )
    for (const page of pages)
      expect(page.context).toMatchObject({ limit: GALLERY_PAGE, skip: (page.context.pageNumber - 1) * GALLERY_PAGE, pageCount: 3 })
  })
})
