import path from "path"
import type { CreatePagesArgs, CreatePageArgs } from "gatsby"
import {
  collections,
  entryRoute,
  fixedRoute,
  localePrefix,
  localizedPath,
  locales,
  patternFolder,
  type CollectionModel,
} from "./content-model"
import { variants } from "../components/template-demo/variants"
import { uiStrings } from "./ui-strings"

/**
 * Every page that is not a file of src/pages: one per entry of each collection with pages, as the content
 * model describes, the site's not-found page and the five template demos, in every language.
 */
export async function createSitePages(args: CreatePagesArgs, root: string): Promise<void> {
  const { createPage } = args.actions
  for (const locale of locales) {
    // A language's own 404 page answers every unknown address under its prefix (/hi/anything), after the
    // host's 404.html; the default language's is 404.html itself.
    const prefix = localePrefix(locale)
    createPage({
      path: fixedRoute("/404", locale),
      ...(prefix ? { matchPath: `${prefix}/*` } : {}),
      component: path.join(root, "src/templates/not-found.tsx"),
      context: { locale, strings: uiStrings(root, locale) },
    })
    for (const variant of variants) {
      createPage({
        path: fixedRoute(`/template-${variant}`, locale),
        component: path.join(root, "src/templates/template-demo.tsx"),
        context: { locale, strings: uiStrings(root, locale), variant },
      })
    }
  }
  await Promise.all(collections.filter(c => c.pages).map(c => createPagesOf(c, args, root)))
}

/** The entries each page links to at its end: the next `count` in the collection's order, wrapping, never itself. */
export function relatedIds(ids: readonly string[], index: number, count: number): string[] {
  const related = new Set<string>()
  for (let step = 1; step <= count; step++) related.add(ids[(index + step) % ids.length])
  related.delete(ids[index])
  return [...related]
}

async function createPagesOf(model: CollectionModel, { graphql, actions, reporter }: CreatePagesArgs, root: string): Promise<void> {
  const pages = model.pages!
  const allField = `all${model.typeName}`
  const sort = pages.sort === "date" ? "{ date: DESC }" : "{ order: ASC }"
  const result = await graphql<Record<string, { nodes: { id: string; slug: string; locale: string }[] }>>(
    `{ ${allField}(sort: ${sort}) { nodes { id slug locale } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not query ${allField} for the pages of data/${model.dir}`, result.errors)
    return
  }
  const component = path.join(root, "src/templates", pages.template)
  const folder = patternFolder(pages)
  for (const locale of locales) {
    // Each language has its own node of every entry (src/node/source-content.ts), in the same order.
    const nodes = result.data[allField].nodes.filter(n => n.locale === locale)
    const ids = nodes.map(n => n.id)
    nodes.forEach((node, index) => {
      actions.createPage({
        path: entryRoute(model.dir, node.slug, locale),
        component,
        context: {
          id: node.id,
          slug: node.slug,
          locale,
          strings: uiStrings(root, locale),
          relatedIds: relatedIds(ids, index, pages.related),
        },
      })
    })
    // An unknown id under the folder gets the collection's not-found text (static hosts serve 404.html, and the
    // runtime then renders this match-path page over it).
    if (pages.notFound && folder) {
      const base = entryRoute(model.dir, "", locale)
      actions.createPage({
        path: `${base}404`,
        matchPath: `${base}*`,
        component: path.join(root, "src/templates/not-found.tsx"),
        context: { locale, strings: uiStrings(root, locale) },
      })
    }
  }
}

/**
 * Pages of src/pages are written once and published in every language: Gatsby creates the English page, and
 * this replaces it with one page per language, each with its `locale` in the context (page queries filter by it).
 */
export function localizeFixedPage({ page, actions }: CreatePageArgs, root: string): void {
  if (page.context?.locale || !page.component.startsWith(path.join(root, "src/pages") + path.sep)) return
  actions.deletePage(page)
  for (const locale of locales)
    actions.createPage({
      ...page,
      path: localizedPath(page.path, locale),
      context: { ...page.context, locale, strings: uiStrings(root, locale) },
    })
}
