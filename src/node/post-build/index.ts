import fs from "fs"
import path from "path"
import { ADMIN_DIR, adminCsp, adminPaths } from "../admin/admin-csp"
import {
  assertHeadersWritable,
  CLOUDFLARE_LIMITS,
  emailJsOrigin,
  findHtmlFiles,
  generateHeaders,
  hashSource,
  pageHashes,
  servedPaths,
  writeHeadersFile,
  type PageHashes,
  type TrailingSlash,
} from "../headers"
import { bootScriptText } from "./boot-script"
import { deferPageScripts, PageShapeError, type PageOutcome } from "./defer-scripts"
import { attribute, elements, inlineContent, isScript, parseHtml } from "./html"

/**
 * The one step that edits the written site after `gatsby build` (gatsby-node.ts, onPostBuild):
 *
 * 1. every page's Gatsby scripts become the boot script (./defer-scripts.ts, src/boot/gatsby-boot.js);
 * 2. every page is checked: exactly one inline script (the boot script), no async script tag left;
 * 3. public/_headers is written from what the pages really contain (src/node/headers/), with the content
 *    manager's own policy for /admin/ (src/node/admin/admin-csp.ts).
 *
 * Nothing is written unless every page passes: a page Gatsby wrote in a shape this step does not know stops
 * the build with the page and the reason, instead of shipping a page without JavaScript or without a CSP that
 * matches it. __tests__/build-output.contract.ts checks the same promises on a real build from the outside.
 */

export interface PostBuildOptions {
  /** The project (where gatsby-config.ts is); public/ is inside it unless publicDir says otherwise. */
  projectDir: string
  publicDir?: string
  /** gatsby-config's trailingSlash (Gatsby 5's default is "always"). */
  trailingSlash: TrailingSlash
  /** The path prefix the pages are served under: "" or "/repo" (Gatsby's basePath with --prefix-paths). */
  basePath: string
  env?: NodeJS.ProcessEnv
}

export interface PostBuildReport {
  pages: number
  outcomes: Record<PageOutcome, number>
  scriptHash: string
  rules: number
  longestLine: number
}

export class PostBuildError extends Error {
  constructor(problems: string[]) {
    const shown = problems.slice(0, 8)
    super(
      `The post-build step (src/node/post-build/) found the written pages in a shape it does not know, and stopped ` +
        `the build before changing anything:\n${shown.map(p => `  ✖ ${p}`).join("\n")}` +
        (problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : "") +
        "\nIf Gatsby or a plugin was upgraded, compare the page's HTML with what src/node/post-build/defer-scripts.ts " +
        "expects and update the step; shipping these pages would leave them without JavaScript or without a " +
        "Content-Security-Policy that matches them.",
    )
    this.name = "PostBuildError"
  }
}

/** What must hold for every page once it is rewritten; empty when it does. */
function checkPage(html: string, bootText: string): string[] {
  const document = parseHtml(html)
  const problems: string[] = []
  const { scripts } = inlineContent(document)
  const others = scripts.filter(text => text !== bootText)
  if (scripts.length - others.length !== 1) problems.push(`${scripts.length - others.length} boot scripts, expected exactly one`)
  for (const text of others) {
    problems.push(
      `an inline script besides the boot script would need a second CSP hash site-wide (${hashSource(text)}): ` +
        `${text.trim().slice(0, 100)}${text.trim().length > 100 ? "…" : ""}`,
    )
  }
  const all = elements(document.root)
  for (const element of all) {
    if (isScript(element) && attribute(element, "async") !== undefined && attribute(element, "src") !== undefined) {
      problems.push(`an async <script src="${attribute(element, "src")}"> is left, outside Gatsby's scripts slice`)
    }
  }
  if (all.some(e => attribute(e, "data-gatsby-image-ssr") !== undefined)) {
    problems.push(
      "the page renders GatsbyImage, whose fade-in needs gatsby-plugin-image's inline script (gatsby-ssr.tsx leaves " +
        "it out): render images with src/components/ui/picture.tsx",
    )
  }
  return problems
}

export function runPostBuild(options: PostBuildOptions): PostBuildReport {
  const { projectDir, trailingSlash, basePath } = options
  const env = options.env ?? process.env
  const publicDir = options.publicDir ?? path.join(projectDir, "public")
  const bootText = bootScriptText(projectDir)

  const files = findHtmlFiles(publicDir, [ADMIN_DIR])
  if (files.length === 0) throw new PostBuildError([`public/ holds no HTML page (looked in ${publicDir})`])

  const problems: string[] = []
  const outcomes: Record<PageOutcome, number> = { rewritten: 0, refreshed: 0, restitched: 0, unchanged: 0 }
  const pages: { file: string; html: string; changed: boolean }[] = []
  for (const file of files) {
    const before = fs.readFileSync(path.join(publicDir, file), "utf8")
    try {
      const result = deferPageScripts(before, bootText)
      const found = checkPage(result.html, bootText)
      if (found.length) {
        problems.push(...found.map(p => `public/${file}: ${p}`))
        continue
      }
      outcomes[result.outcome]++
      pages.push({ file, html: result.html, changed: result.html !== before })
    } catch (error) {
      if (!(error instanceof PageShapeError)) throw error
      problems.push(`public/${file}: ${error.message}`)
    }
  }
  if (problems.length) throw new PostBuildError(problems)

  const hashes: PageHashes[] = pages.map(p => pageHashes(p.html, p.file, servedPaths(p.file, trailingSlash)))
  const adminPage = path.join(publicDir, ADMIN_DIR, "index.html")
  const hasAdmin = fs.existsSync(adminPage)
  const result = generateHeaders({
    pages: hashes,
    emailJsOrigin: emailJsOrigin(projectDir, env),
    basePath,
    sections: hasAdmin
      ? [
          {
            paths: adminPaths(basePath),
            policy: adminCsp({
              authUrl: env.CMS_AUTH_URL,
              inlineScripts: inlineContent(parseHtml(fs.readFileSync(adminPage, "utf8"))).scripts,
            }),
            comment: "The content manager: its own policy (src/node/admin/admin-csp.ts) instead of the site's.",
          },
        ]
      : [],
  })

  assertHeadersWritable(publicDir)
  for (const page of pages) if (page.changed) fs.writeFileSync(path.join(publicDir, page.file), page.html)
  writeHeadersFile(publicDir, result.text)
  return { pages: pages.length, outcomes, scriptHash: hashSource(bootText), rules: result.rules.length, longestLine: result.longestLine }
}

/** One line for the build log. */
export function describeReport(report: PostBuildReport): string {
  const { rewritten, restitched, refreshed, unchanged } = report.outcomes
  return (
    `Post-build: ${report.pages} page(s) start their scripts after the first paint ` +
    `(${rewritten} rewritten, ${restitched} re-stitched by Gatsby, ${refreshed} refreshed, ${unchanged} up to date), ` +
    `one inline script hash site-wide; public/_headers: ${report.rules} rules (Cloudflare allows ${CLOUDFLARE_LIMITS.maxRules}), ` +
    `longest line ${report.longestLine} characters (allows ${CLOUDFLARE_LIMITS.maxLineLength})`
  )
}
