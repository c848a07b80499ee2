import path from "path"
import type { GatsbyNode } from "gatsby"
import { formatError, formatUntranslated, validateContent } from "./src/node/validate"
import { createContentTypes } from "./src/node/content-types"
import { isContentFile, onContentFileNode, refreshContentNodes, type DataFileNode } from "./src/node/content-nodes"
import { missingUiStrings } from "./src/node/ui-strings"
import { locales } from "./src/shared/content-model"
import { configureWebpack } from "./src/node/webpack"
import { createSitePages, localizeFixedPage } from "./src/node/create-pages"
import { describeReport, runPostBuild } from "./src/node/post-build"
import { describeSearchIndex, writeSearchIndex } from "./src/node/post-build/search-index"
import { buildAdmin } from "./src/node/admin/build-admin"
import { cmsBackendFromEnv } from "./src/node/admin/cms-backend"
import { EVENT_FILES_QUERY, writeEventCalendars } from "./src/node/event-files"
import { formatDateRange } from "./src/shared/events"
import { latestNewsResolver } from "./src/node/latest-news"
import type { Locale } from "./src/shared/routes"
import config from "./gatsby-config"

// SITE_DATA_DIR: the fixture copy npm test builds (scripts/fixture-data.mjs); gatsby-config.ts reads the same folder.
const dataDir = process.env.SITE_DATA_DIR ? path.resolve(process.env.SITE_DATA_DIR) : path.join(__dirname, "data")

/** Content is checked before Gatsby reads it; every problem is reported at once and the build stops. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const { errors, fileCount, untranslated, orphans, ignored } = validateContent(dataDir, __dirname)
  for (const line of formatUntranslated(untranslated, orphans, ignored)) reporter.warn(`Untranslated: ${line}`)
  for (const locale of locales) {
    const missing = missingUiStrings(__dirname, locale)
    if (missing.length)
      reporter.warn(
        `Untranslated: ${missing.length} interface string(s) not in i18n/strings.${locale}.json, shown in English: ${missing.join(" · ")}`,
      )
  }
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

/**
 * One node per entry and language, children of the entry's File node (src/node/content-nodes.ts): made when a data
 * file's File node is created or changed, and checked against the files on disk once per build or dev server start.
 */
export const shouldOnCreateNode: GatsbyNode["shouldOnCreateNode"] = ({ node }) => isContentFile(node)

export const onCreateNode: GatsbyNode["onCreateNode"] = args => onContentFileNode(args, dataDir, args.node as unknown as DataFileNode)

export const sourceNodes: GatsbyNode["sourceNodes"] = args => refreshContentNodes(args, dataDir)

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = args => createContentTypes(args, dataDir)

/**
 * An event's days as its language writes them ("14–24 December 2026"), resolved at build time, so that pages which
 * only name the days (the contact form's registration topics) ship no date formatting.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ...latestNewsResolver,
    SportsEvent: {
      dates: {
        type: "String!",
        resolve: (event: { startDate: string; endDate: string; locale: Locale }) =>
          formatDateRange(event.startDate, event.endDate, event.locale),
      },
    },
  })
}

/** Entry pages from the content model (src/shared/content-model.ts), the not-found page and the template demos. */
export const createPages: GatsbyNode["createPages"] = args => createSitePages(args, __dirname)

export const onCreatePage: GatsbyNode["onCreatePage"] = args => localizeFixedPage(args, __dirname)

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = args => configureWebpack(args, __dirname)

/**
 * After Gatsby has written the pages: the content manager (part of every production build, however it is
 * started), then the one step that edits the written pages: scripts start after the first paint, every page
 * is checked, and public/_headers is written from what the pages contain (src/node/post-build/). A page in a
 * shape the step does not know stops the build, naming the page. Last, Pagefind indexes the finished pages.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, basePath, pathPrefix, graphql }) => {
  // Each event's calendar file (.ics) beside its page, in every language.
  const events = await graphql<Parameters<typeof writeEventCalendars>[0]>(EVENT_FILES_QUERY)
  if (events.errors || !events.data) {
    reporter.panicOnBuild("Could not query the events for their calendar files", events.errors)
    return
  }
  try {
    const files = writeEventCalendars(events.data, path.join(__dirname, "public"))
    reporter.info(`Events: ${files.length} calendar file(s) written`)
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
    return
  }
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
    return
  }
  // Last, over the pages as they are served: the search index of each language (public/pagefind/).
  try {
    reporter.info(describeSearchIndex(writeSearchIndex(__dirname)))
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error))
  }
}
