import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

export const createServicePages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allService",
    template: "src/templates/service.tsx",
    route: slug => `/service/${slug}`,
    notFound: { path: "/service/404", matchPath: "/service/*" },
  })
