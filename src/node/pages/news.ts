import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

export const createNewsPages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allNewsArticle",
    sort: "{ date: DESC }",
    template: "src/templates/news-article.tsx",
    route: slug => `/news/${slug}`,
    notFound: { path: "/news/404", matchPath: "/news/*" },
  })
