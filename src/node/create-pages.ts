import path from "path"
import type { CreatePagesArgs, CreatePageArgs } from "gatsby"
import { collections, entryRoute, fixedRoute, localizedPath, locales, type CollectionModel } from "../shared/content-model"
import { variants } from "../shared/template-variants"
import { uiStrings } from "./ui-strings"
import { projectFilterRoute, projectFilters } from "../shared/projects"
import { indiaToday } from "../shared/events"

/**
 * Every page that is not a file of src/pages: one per entry of each collection with pages, as the content
 * model describes, the site's not-found page and the five template demos, in every language.
 */
export async function createSitePages(args: CreatePagesArgs, root: string): Promise<void> {
  const { createPage } = args.actions
  // The host answers every unknown address with the one 404.html; once its scripts run, the view shows the
  // language and the collection's text that the address implies (src/components/not-found/not-found-view.tsx),
  // so the not-found pages carry every language's strings in their page data. No match paths: Gatsby would
  // list every page they cover in the JavaScript every page loads.
  const stringsByLocale = Object.fromEntries(locales.map(locale => [locale, uiStrings(root, locale)]))
  for (const locale of locales) {
    createPage({
      path: fixedRoute("/404", locale),
      component: path.join(root, "src/templates/not-found.tsx"),
      context: { locale, strings: stringsByLocale[locale], stringsByLocale },
    })
    for (const variant of variants) {
      createPage({
        path: fixedRoute(`/template-${variant}`, locale),
        component: path.join(root, "src/templates/template-demo.tsx"),
        context: { locale, strings: stringsByLocale[locale], variant },
      })
    }
  }
  await Promise.all([...collections.filter(c => c.pages).map(c => createPagesOf(c, args, root)), createProjectFilterPages(args, root)])
}

/**
 * The filters of /projects as pages of their own (/projects/sport/badminton, /projects/client/school, in every
 * language), drawn by the projects page itself with the filter in its context: plain links that work without
 * JavaScript on any static host. Only filters that have projects; none at all while there are no projects.
 */
async function createProjectFilterPages({ graphql, actions, reporter }: CreatePagesArgs, root: string): Promise<void> {
  const result = await graphql<{
    allProject: { nodes: { games: string[]; clientType: string; completed: string }[] }
    allGame: { nodes: { slug: string }[] }
  }>(`{
    allProject(filter: { locale: { eq: "${locales[0]}" } }) { nodes { games clientType completed } }
    allGame(filter: { locale: { eq: "${locales[0]}" } }, sort: { order: ASC }) { nodes { slug } }
  }`)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the projects for the filter pages of /projects", result.errors)
    return
  }
  const filters = projectFilters(
    result.data.allProject.nodes,
    result.data.allGame.nodes.map(g => g.slug),
  )
  const component = path.join(root, "src/pages/projects.tsx")
  for (const locale of locales)
    for (const filter of filters)
      actions.createPage({
        path: projectFilterRoute(filter, locale),
        component,
        context: { locale, strings: uiStrings(root, locale), filter, today: indiaToday() },
      })
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
  const sort = { order: "{ order: ASC }", date: "{ date: DESC }", completed: "{ completed: DESC }", startDate: "{ startDate: ASC }" }[
    pages.sort
  ]
  const result = await graphql<Record<string, { nodes: { id: string; slug: string; locale: string }[] }>>(
    `{ ${allField}(sort: ${sort}) { nodes { id slug locale } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not query ${allField} for the pages of data/${model.dir}`, result.errors)
    return
  }
  const component = path.join(root, "src/templates", pages.template)
  if (result.data[allField].nodes.length === 0)
    // Gatsby then warns that the template's query "will not be run", as if page creation had failed: say why first.
    reporter.info(
      `data/${model.dir} has no entries yet, so no ${pages.pattern} pages are made; Gatsby's warning that ` +
        `src/templates/${pages.template}'s query will not be run is expected until one is added.`,
    )
  for (const locale of locales) {
    // Each language has its own node of every entry (src/node/content-nodes.ts), in the same order.
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
          // The day in India the page is built on: which events it shows as upcoming (src/shared/events.ts).
          today: indiaToday(),
        },
      })
    })
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
      context: { ...page.context, locale, strings: uiStrings(root, locale), today: indiaToday() },
    })
}
