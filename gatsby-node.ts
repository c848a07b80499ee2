import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatError, validateContent } from "./src/node/validate"
import { createContentTypes } from "./src/node/content-types"
import { configureWebpack } from "./src/node/webpack"
import { createGamePages } from "./src/node/pages/games"
import { createNewsPages } from "./src/node/pages/news"
import { createFocusPages } from "./src/node/pages/focus"
import { createServicePages } from "./src/node/pages/services"
import { createSportPages } from "./src/node/pages/sports"
import { createBlogPages } from "./src/node/pages/blog"
import { describeReport, runPostBuild } from "./src/node/post-build"
import { buildAdmin } from "./src/node/admin/build-admin"
import { cmsBackendFromEnv } from "./src/node/admin/cms-backend"
import config from "./gatsby-config"

const dataDir = path.join(__dirname, "data")

/** Content is checked before Gatsby reads it; every problem is reported at once and the build stops. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { errors, fileCount } = validateContent(dataDir, __dirname)
  if (errors.length > 0) {
    reporter.panic(
      `Content validation failed: ${errors.length} problem(s)\n${errors.map(e => `  ✖ ${formatError(e)}`).join("\n")}\n` +
        "Fix the fields named above (data/schemas/ describes every field), or run `npm run validate`.",
    )
  }
  reporter.info(`Content OK: ${fileCount} data files checked`)
  try {
    cmsBackendFromEnv(process.env)
  } catch (error) {
    reporter.panic(`Content manager: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = args => createContentTypes(args, dataDir)

export const createPages: GatsbyNode["createPages"] = async args => {
  await Promise.all([
    createGamePages(args),
    createNewsPages(args),
    createFocusPages(args),
    createServicePages(args),
    createSportPages(args),
    createBlogPages(args),
  ])
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args => configureWebpack(args, __dirname)

/**
 * After Gatsby has written the pages: the content manager (part of every production build, however it is
 * started), then the one step that edits the written pages: scripts start after the first paint, every page
 * is checked, and public/_headers is written from what the pages contain (src/node/post-build/). A page in a
 * shape the step does not know stops the build, naming the page.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, basePath, pathPrefix }) => {
  try {
    const admin = await buildAdmin({ root: __dirname, outDir: path.join(__dirname, "public", "admin"), pathPrefix })
    const backend = cmsBackendFromEnv(process.env)
    reporter.info(
      `Content manager: public/admin/ written in ${admin.ms} ms, ` +
        (backend ? `editing ${backend.repo} (${backend.branch})` : "no live backend (set CMS_REPO to edit on the live site)"),
    )
  } catch (error) {
    reporter.panicOnBuild(`Could not build the content manager (/admin/): ${error instanceof Error ? error.stack : String(error)}`)
    return
  }
  try {
    const report = runPostBuild({ projectDir: __dirname, trailingSlash: config.trailingSlash ?? "always", basePath: basePath ?? "" })
    reporter.info(describeReport(report))
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
  }
}
