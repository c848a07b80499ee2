import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

export const createFocusPages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allFocusArea",
    template: "src/templates/focus-area.tsx",
    route: slug => `/focus/${slug}`,
    notFound: { path: "/focus/404", matchPath: "/focus/*" },
  })
