// What `npm run check:content` checks: every built page, and axe on the pages whose data changed since the base
// commit (see changed-pages.ts). No Playwright import: scripts/check-content.ts prints it, the spec runs it.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, resolve } from "node:path"

import { allRoutes } from "../content"
import { changedDataFiles, contentBase, diskIndex, pagesForChanges, withListPages, type ChangeImpact } from "./changed-pages"

export interface Plan {
  /** Every page of the build, as paths ("/", "/about", ...). */
  pages: string[]
  /** Pages axe runs on. */
  axe: string[]
  /** Why axe runs where it does, in a sentence. */
  axeReason: string
  /** The base commit the data was compared with, and how it was chosen; null without one. */
  base: { ref: string; how: string } | null
  impacts: ChangeImpact[]
  /** Pages the content model says must exist (one per entry of a collection with pages) but the build lacks. */
  missing: string[]
}

/** Folders of public/ that hold no pages of the site. */
const NOT_PAGES = new Set([`admin`, `page-data`, `static`, `icons`, `404`, `dev-404-page`, `~partytown`])

/** Every page the build wrote: each index.html under publicDir, as its path; 404 and match-path pages left out. */
export function builtPages(publicDir: string): string[] {
  const pages: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      if (entry.isDirectory()) {
        if (dir === publicDir && NOT_PAGES.has(entry.name)) continue
        // Match-path fallback pages (/game/404, ...) answer unknown ids with status 404; routes.spec tests them.
        if (entry.name === `404` || /[[\]*]/.test(entry.name)) continue
        walk(full)
      } else if (entry.name === `index.html`) {
        const path = `/${relative(publicDir, dir).split(/[\\/]/).join(`/`)}`
        pages.push(path === `/` ? `/` : path.replace(/\/$/, ``))
      }
    }
  }
  walk(publicDir)
  return pages.sort()
}

export function makePlan(root: string, publicDir = join(root, `public`), env = process.env): Plan {
  if (!existsSync(join(publicDir, `index.html`))) throw new Error(`no build in ${publicDir}: run gatsby build first`)
  const pages = builtPages(publicDir)
  const missing = allRoutes().filter(route => !pages.includes(route))
  if (env.CONTENT_CHECK_AXE === `all`) return { pages, axe: pages, axeReason: `CONTENT_CHECK_AXE=all`, base: null, impacts: [], missing }
  const base = contentBase(root, env)
  if (!base) {
    return {
      pages,
      axe: pages,
      axeReason: `no base commit to compare data/ with (no git, or a single commit): axe on every page`,
      base,
      impacts: [],
      missing,
    }
  }
  const { pages: changed, impacts } = pagesForChanges(changedDataFiles(root, base.ref), diskIndex(join(root, `data`)))
  if (changed === `all`) return { pages, axe: pages, axeReason: `a change reaches every page`, base, impacts, missing }
  const axe = withListPages(changed, pages).filter(p => pages.includes(p))
  return { pages, axe, axeReason: impacts.length ? `pages that show the changed data` : `no data changed`, base, impacts, missing }
}

/** The plan the script wrote (CONTENT_CHECK_PLAN), or a fresh one when the spec runs on its own. */
export function loadPlan(root: string): Plan {
  const file = process.env.CONTENT_CHECK_PLAN
  return file
    ? (JSON.parse(readFileSync(file, `utf8`)) as Plan)
    : makePlan(root, process.env.E2E_DIR ? resolve(root, process.env.E2E_DIR) : undefined)
}
