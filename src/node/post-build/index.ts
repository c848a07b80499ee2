import fs from "fs"
import path from "path"
import { ADMIN_DIR, adminCsp, adminPaths } from "../admin/admin-csp"
import {
  assertHeadersWritable,
  CLOUDFLARE_LIMITS,
  emailJsOrigin,
  findHtmlFiles,
  generateHeaders,
  pageHashes,
  servedPaths,
  writeHeadersFile,
  type PageHashes,
  type TrailingSlash,
} from "../headers"
import { holdPageScripts, isRunnable, LOADER_ATTRIBUTE, loaderScript, SCRIPTS_DIR } from "./external-scripts"
import { attribute, elements, inlineContent, parseHtml } from "./html"
import { SEARCH_DIR } from "./search-index"

/**
 * The one step that edits the written site after `gatsby build` (gatsby-node.ts, onPostBuild):
 *
 * 1. every script of every page is held until the first paint, and started then by one small script
 *    (./external-scripts.ts, src/boot/start-scripts.js, inline); inline ones become files named by their content
 *    first, so one Content-Security-Policy with one script hash serves the whole site; files no page refers to go;
 * 2. every page is checked: the loader its only inline script and the only script the browser runs, no GatsbyImage;
 * 3. public/_headers is written from what the pages really contain (src/node/headers/), with the content
 *    manager's own policy for /admin/ (src/node/admin/admin-csp.ts).
 *
 * The step reads no script's text and no marker of Gatsby's: it works on whatever inline scripts a page has.
 * Nothing is written unless every page passes. __tests__/build-output.contract.ts checks the same promises on
 * a real build from the outside.
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
  /** Pages whose inline scripts were moved to files in this build (the others had none: not rendered again). */
  changed: number
  /** Script files the pages refer to, and how many unreferenced ones were removed. */
  scriptFiles: number
  removed: number
  rules: number
  longestLine: number
}

export class PostBuildError extends Error {
  constructor(problems: string[]) {
    const shown = problems.slice(0, 8)
    super(
      `The post-build step (src/node/post-build/) stopped the build before changing anything:\n${shown.map(p => `  ✖ ${p}`).join("\n")}` +
        (problems.length > shown.length ? `\n  … and ${problems.length - shown.length} more` : ""),
    )
    this.name = "PostBuildError"
  }
}

/** What must hold for every page once its scripts are held; empty when it does. */
function checkPage(html: string, loader: string): string[] {
  const document = parseHtml(html)
  const problems: string[] = []
  for (const text of inlineContent(document).scripts.filter(text => text !== loader)) {
    problems.push(`an inline script is left besides the loader: ${text.trim().slice(0, 100)}${text.trim().length > 100 ? "…" : ""}`)
  }
  const loaders = elements(document.root).filter(e => attribute(e, LOADER_ATTRIBUTE) !== undefined)
  if (loaders.length !== 1) problems.push(`${loaders.length} loader scripts, expected exactly one`)
  const runnable = elements(document.root).filter(isRunnable)
  if (runnable.length) problems.push(`scripts left to run on their own: ${runnable.map(e => attribute(e, "src") ?? "(inline)").join(", ")}`)
  if (elements(document.root).some(e => attribute(e, "data-gatsby-image-ssr") !== undefined)) {
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

  const files = findHtmlFiles(publicDir, [ADMIN_DIR])
  if (files.length === 0) throw new PostBuildError([`public/ holds no HTML page (looked in ${publicDir})`])

  const problems: string[] = []
  const pages: { file: string; html: string; changed: boolean }[] = []
  const loader = loaderScript(projectDir)
  const scripts = new Map<string, string>()
  const referenced = new Set<string>()
  for (const file of files) {
    const before = fs.readFileSync(path.join(publicDir, file), "utf8")
    const result = holdPageScripts(before, loader, basePath)
    const found = checkPage(result.html, loader)
    if (found.length) {
      problems.push(...found.map(p => `public/${file}: ${p}`))
      continue
    }
    for (const script of result.scripts) scripts.set(script.file, script.text)
    for (const name of result.referenced) referenced.add(name)
    pages.push({ file, html: result.html, changed: result.html !== before })
  }
  for (const name of referenced) {
    if (!scripts.has(name) && !fs.existsSync(path.join(publicDir, name))) problems.push(`a page refers to ${name}, which no build wrote`)
  }
  if (problems.length) throw new PostBuildError(problems)

  // Every page's policy allows WebAssembly ('wasm-unsafe-eval', which allows no eval of script text): the search
  // pages and the blog's list pages run Pagefind, and a policy of their own on each of them put _headers over the
  // 100 rules Cloudflare Pages reads once the blog had a few years of months and categories (a page's own rule is
  // for inline content that differs from the site's, src/node/headers/rules.ts).
  const hashes: PageHashes[] = pages.map(p => ({ ...pageHashes(p.html, p.file, servedPaths(p.file, trailingSlash)), wasm: true }))
  const adminPage = path.join(publicDir, ADMIN_DIR, "index.html")
  const hasAdmin = fs.existsSync(adminPage)
  const result = generateHeaders({
    pages: hashes,
    emailJsOrigin: emailJsOrigin(projectDir, env),
    basePath,
    wasmFolders: [`/${SEARCH_DIR}/*`],
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
  const scriptsDir = path.join(publicDir, SCRIPTS_DIR)
  fs.mkdirSync(scriptsDir, { recursive: true })
  for (const [name, text] of scripts) fs.writeFileSync(path.join(publicDir, name), text)
  for (const page of pages) if (page.changed) fs.writeFileSync(path.join(publicDir, page.file), page.html)
  // Files of pages that are gone, or of scripts Gatsby writes differently now.
  let removed = 0
  for (const name of fs.readdirSync(scriptsDir)) {
    if (referenced.has(`${SCRIPTS_DIR}/${name}`)) continue
    fs.rmSync(path.join(scriptsDir, name))
    removed++
  }
  writeHeadersFile(publicDir, result.text)
  return {
    pages: pages.length,
    changed: pages.filter(p => p.changed).length,
    scriptFiles: referenced.size,
    removed,
    rules: result.rules.length,
    longestLine: result.longestLine,
  }
}

/** One line for the build log. */
export function describeReport(report: PostBuildReport): string {
  return (
    `Post-build: ${report.pages} page(s) start their scripts after the first paint (${report.changed} changed in this build); ` +
    `${report.scriptFiles} script file(s) in public/${SCRIPTS_DIR}/ (${report.removed} unused removed); public/_headers: ${report.rules} rules (Cloudflare allows ${CLOUDFLARE_LIMITS.maxRules}), ` +
    `longest line ${report.longestLine} characters (allows ${CLOUDFLARE_LIMITS.maxLineLength})`
  )
}
