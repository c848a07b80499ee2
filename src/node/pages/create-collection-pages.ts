import path from "path"
import type { CreatePagesArgs } from "gatsby"

export interface CollectionPagesOptions {
  /** GraphQL query field for all entries, e.g. allGame */
  allField: string
  /** GraphQL sort argument; entries with an order field sort by it, dated ones newest first. */
  sort?: string
  template: string
  route: (slug: string) => string
  /** A match path such as /game/* whose page shows the collection's not-found text for unknown ids. */
  notFound?: { path: string; matchPath: string }
}

/** Creates one page per entry of a collection, plus its not-found fallback. */
export async function createCollectionPages(
  { graphql, actions, reporter }: CreatePagesArgs,
  { allField, sort = "{ order: ASC }", template, route, notFound }: CollectionPagesOptions,
): Promise<void> {
  const result = await graphql<Record<string, { nodes: { id: string; slug: string }[] }>>(
    `{ ${allField}(sort: ${sort}) { nodes { id slug } } }`,
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild(`Could not query ${allField}`, result.errors)
    return
  }
  const nodes = result.data[allField].nodes
  nodes.forEach((node, index) => {
    actions.createPage({
      path: route(node.slug),
      component: path.resolve(template),
      context: {
        id: node.id,
        slug: node.slug,
        // Neighbouring entries, so every detail page links onwards.
        relatedIds: [1, 2, 3].map(step => nodes[(index + step) % nodes.length].id).filter(id => id !== node.id),
      },
    })
  })
  if (notFound) {
    actions.createPage({
      path: notFound.path,
      matchPath: notFound.matchPath,
      component: path.resolve("src/templates/not-found.tsx"),
      context: {},
    })
  }
}
