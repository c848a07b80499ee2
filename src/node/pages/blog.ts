import type { CreatePagesArgs } from "gatsby"
import { createCollectionPages } from "./create-collection-pages"

export const createBlogPages = (args: CreatePagesArgs) =>
  createCollectionPages(args, {
    allField: "allBlogPost",
    sort: "{ date: DESC }",
    template: "src/templates/blog-post.tsx",
    route: slug => `/blog/${slug}`,
  })
