import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatError, validateContent } from "./src/node/validate"
import { createContentTypes } from "./src/node/schema"
import { configureWebpack } from "./src/node/webpack"
import { createGamePages } from "./src/node/pages/games"
import { createNewsPages } from "./src/node/pages/news"
import { createFocusPages } from "./src/node/pages/focus"
import { createServicePages } from "./src/node/pages/services"
import { createSportPages } from "./src/node/pages/sports"
import { createBlogPages } from "./src/node/pages/blog"
import { writeSecurityHeaders } from "./src/node/headers"
import { deferScriptsInPublic } from "./src/node/defer-scripts"
import { buildAdmin } from "./src/node/admin/build-admin"
import { cmsBackendFromEnv } from "./src/node/admin/cms-config"

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

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = args =>
  createContentTypes(args, dataDir)

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

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = configureWebpack

/** Pages start their scripts after the first paint (src/node/defer-scripts.ts); then the CSP hashes what is served. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async (args, options) => {
  const { store, reporter, pathPrefix } = args
  // The content manager is part of every production build, however it is started (docs/deploying.md).
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
  const publicDir = path.join((store.getState() as { program: { directory: string } }).program.directory, "public")
  try {
    const changed = deferScriptsInPublic(publicDir)
    reporter.info(`Scripts start after the first paint on ${changed} page(s)`)
  } catch (error) {
    reporter.panicOnBuild(`Could not defer the page scripts: ${error instanceof Error ? error.message : String(error)}`)
    return
  }
  await writeSecurityHeaders?.(args, options, () => undefined)
}
