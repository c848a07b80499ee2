import { compareCodes } from "../../shared/text"
import {
  buildCsp,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CLOUDFLARE_LIMITS,
  EMAILJS_DEFAULT_ORIGIN,
  GENERATED_MARKER,
  GLOBAL_HEADERS,
  IMMUTABLE_PATHS,
  CONTENT_TYPE_PATHS,
  toOrigin,
  VIDEO_EMBED_ORIGIN,
  type PageHashes,
} from "./policy"

// ---------------------------------------------------------------------------------------------
// Rules

export interface HeaderRule {
  path: string
  comment?: string
  /** Headers of other matching rules that this rule removes (`! Name`). */
  detach: string[]
  headers: [string, string][]
}

export interface RulesOptions {
  /** Every HTML document; the one whose paths are ["*"] (404.html) gives the site-wide default CSP. */
  pages: readonly PageHashes[]
  emailJsOrigin?: string
  frameOrigins?: readonly string[]
  /** The path prefix the site is served under ("" or "/repo"), added to every rule's path but `/*`. */
  basePath?: string
  /**
   * Folders of files that run WebAssembly themselves (Pagefind's worker, "/pagefind/*"): a dedicated worker gets
   * the policy of its own response, so they get the site's policy with 'wasm-unsafe-eval'.
   */
  wasmFolders?: readonly string[]
  /** Paths served with a policy of their own (the content manager), after every page rule. */
  sections?: readonly { paths: readonly string[]; policy: string; comment: string }[]
}

/**
 * Orders each page's hashes so that the ones most pages share come first (then by text, for stable
 * output): the long common prefix makes the file easy to diff and compresses well, and any per-page
 * hash is at the end of the line.
 */
function sharedFirst(pages: readonly PageHashes[], pick: (page: PageHashes) => string[]): (hashes: string[]) => string[] {
  const counts = new Map<string, number>()
  for (const page of pages) for (const hash of pick(page)) counts.set(hash, (counts.get(hash) ?? 0) + 1)
  return hashes => [...hashes].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || compareCodes(a, b))
}

export function buildRules({
  pages,
  emailJsOrigin = EMAILJS_DEFAULT_ORIGIN,
  frameOrigins = [VIDEO_EMBED_ORIGIN],
  basePath = "",
  sections = [],
  wasmFolders = [],
}: RulesOptions): HeaderRule[] {
  const connectOrigins = [toOrigin(emailJsOrigin, "GATSBY_EMAILJS_ORIGIN")]
  const orderScripts = sharedFirst(pages, p => p.scripts)
  const orderStyles = sharedFirst(pages, p => p.styles)
  const csp = (page?: PageHashes) =>
    buildCsp({
      scriptHashes: orderScripts(page?.scripts ?? []),
      styleHashes: orderStyles(page?.styles ?? []),
      connectOrigins,
      frameOrigins,
      wasm: page?.wasm,
    })

  const fallback = pages.find(p => p.paths.includes("*"))
  const rules: HeaderRule[] = [
    {
      path: "/*",
      comment:
        "Every response. The CSP here is 404.html's, which a static host serves for unknown paths; each page below replaces it.\n" +
        "HTML, /page-data/* and /app-data.json revalidate on every visit.",
      detach: [],
      headers: [
        ["Content-Security-Policy", csp(fallback)],
        ...GLOBAL_HEADERS.map(([n, v]) => [n, v] as [string, string]),
        ["Cache-Control", CACHE_REVALIDATE],
      ],
    },
    ...IMMUTABLE_PATHS.map((p, i) => ({
      path: `${basePath}${p}`,
      comment: i === 0 ? "Content-hashed files never change under the same name." : undefined,
      detach: ["Cache-Control"],
      headers: [["Cache-Control", CACHE_IMMUTABLE]] as [string, string][],
    })),
    ...CONTENT_TYPE_PATHS.map(([p, type], i) => ({
      path: `${basePath}${p}`,
      comment: i === 0 ? "Calendar files (one an event) as text/calendar, whatever the host's table of extensions says." : undefined,
      detach: [],
      headers: [["Content-Type", type]] as [string, string][],
    })),
  ]

  const seen = new Map<string, string>()
  const documents = pages.filter(p => p !== fallback).sort((a, b) => (a.paths[0] < b.paths[0] ? -1 : a.paths[0] > b.paths[0] ? 1 : 0))
  const sitePolicy = csp(fallback)
  let first = true
  documents.forEach(page => {
    const policy = csp(page)
    for (const p of page.paths) {
      const earlier = seen.get(p)
      if (earlier) throw new Error(`${page.file} and ${earlier} are both served at ${p}`)
      seen.set(p, page.file)
      // The same inline content as 404.html: the site-wide policy of /* is this page's policy.
      if (policy === sitePolicy) continue
      rules.push({
        path: `${basePath}${p}`,
        comment: first ? "Pages whose inline scripts or styles differ from the site-wide ones get their own policy." : undefined,
        detach: ["Content-Security-Policy"],
        headers: [["Content-Security-Policy", policy]],
      })
      first = false
    }
  })
  wasmFolders.forEach((p, i) => {
    rules.push({
      path: `${basePath}${p}`,
      comment:
        i === 0
          ? "Site search (Pagefind): its worker compiles WebAssembly, as the search pages do. Its script and WebAssembly\n" +
            "keep their names from build to build (only the index pieces are named by content): revalidated, not immutable."
          : undefined,
      detach: ["Content-Security-Policy", "Cache-Control"],
      headers: [
        ["Content-Security-Policy", buildCsp({ scriptHashes: [], styleHashes: [], connectOrigins, frameOrigins, wasm: true })],
        ["Cache-Control", CACHE_REVALIDATE],
      ],
    })
  })
  // Last, so that on Netlify (where the last matching rule's value wins) nothing after them replaces their policy.
  for (const section of sections) {
    section.paths.forEach((p, i) => {
      const earlier = seen.get(p.slice(basePath.length))
      if (earlier) throw new Error(`${earlier} is served at ${p}, which has a policy of its own`)
      rules.push({
        path: p,
        comment: i === 0 ? section.comment : undefined,
        detach: ["Content-Security-Policy"],
        headers: [["Content-Security-Policy", section.policy]],
      })
    })
  }
  return rules
}

// ---------------------------------------------------------------------------------------------
// Rendering and limits

function ruleLines(rule: HeaderRule): string[] {
  return [rule.path, ...rule.detach.map(name => `  ! ${name}`), ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)]
}

export function renderHeaders(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(rule => {
    const comment = rule.comment ? rule.comment.split("\n").map(line => `# ${line}`) : []
    return [...comment, ...ruleLines(rule)].join("\n")
  })
  return `${GENERATED_MARKER}\n\n${blocks.join("\n\n")}\n`
}

/** Characters of a rule without its comment (its path line and header lines, with line breaks). */
export function ruleLength(rule: HeaderRule): number {
  return ruleLines(rule).join("\n").length
}

export interface Limits {
  maxRules: number
  maxLineLength: number
}

/** Every way `text` (rendered from `rules`) breaks the host's limits, as sentences; empty when it fits. */
export function limitProblems(rules: readonly HeaderRule[], text: string, limits: Limits = CLOUDFLARE_LIMITS): string[] {
  const problems: string[] = []
  if (rules.length > limits.maxRules) {
    const pages = rules.filter(r => r.detach.includes("Content-Security-Policy")).length
    problems.push(
      `${rules.length} rules, over Cloudflare Pages' limit of ${limits.maxRules} ` +
        `(${pages} page rules + ${rules.length - pages} site-wide rules): the host ignores every rule past the limit.`,
    )
  }
  let rule = "(top of file)"
  text.split("\n").forEach((line, index) => {
    if (line !== "" && !/^\s/.test(line) && !line.startsWith("#")) rule = line
    if (line.length > limits.maxLineLength) {
      const name = line.trim().split(":")[0]
      problems.push(
        `line ${index + 1} (${name} for ${rule}) is ${line.length} characters, over Cloudflare Pages' limit of ${limits.maxLineLength} per line.`,
      )
    }
  })
  return problems
}

export class HeadersLimitError extends Error {
  constructor(problems: string[]) {
    super(
      `public/_headers would not work on Cloudflare Pages:\n${problems.map(p => `  ✖ ${p}`).join("\n")}\n` +
        "Each HTML page needs its own CSP rule (its inline scripts differ). Fewer pages, fewer distinct inline " +
        "scripts or styles per page, or serving the CSP another way (e.g. a Pages middleware) would fix it; " +
        "a truncated _headers file would leave pages without their policy.",
    )
    this.name = "HeadersLimitError"
  }
}

export function assertWithinLimits(rules: readonly HeaderRule[], text: string, limits: Limits = CLOUDFLARE_LIMITS): void {
  const problems = limitProblems(rules, text, limits)
  if (problems.length) throw new HeadersLimitError(problems)
}
