import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

export const createGamePages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allGame",
    template: "src/templates/game.tsx",
    route: slug => `/game/${slug}`,
    notFound: { path: "/game/404", matchPath: "/game/*" },
  })
