import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

/** Sport articles live at the site root (/badminton), keyed by the first segment of the path. */
export const createSportPages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allSport",
    template: "src/templates/sport-article.tsx",
    route: slug => `/${slug}`,
  })
