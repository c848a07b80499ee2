/**
 * The rules of public/_headers (the format Netlify and Cloudflare Pages read), written after every build by
 * the post-build step (src/node/post-build/): security headers for the whole site, cache headers per
 * Gatsby's caching guidance, and a Content-Security-Policy that allows each page's inline <script> and
 * <style> elements by sha256 and nothing else inline.
 *
 * One site-wide CSP: the post-build step leaves every page one inline script, the loader, the same on every page
 * (src/node/post-build/external-scripts.ts), so `/*` carries one script hash, whatever the number
 * of pages. A page whose inline styles differ gets a rule of its own, and the limits below are checked.
 * The content manager under /admin/ gets its own policy (src/node/admin/admin-csp.ts).
 *
 * How the rules combine, on both hosts:
 * - `/*` comes first and carries the global headers, the default Cache-Control and the CSP of 404.html
 *   (the document a static host answers unknown paths with, including the match-path fallbacks).
 * - Later, more specific rules replace a header of `/*` by detaching it (`! Name`, Cloudflare Pages; all
 *   matching rules apply there and repeated headers are joined with ", ") and setting their own. Netlify
 *   ignores the `!` line (its _headers parser skips a line without a colon) and lets the later matching
 *   rule's value win, so the same file works there. scripts/serve.mjs --headers follows Cloudflare.
 * - Cloudflare Pages allows 100 rules and 2,000 characters per line: the generator fails the build with a
 *   clear message rather than write a file the host would truncate or reject.
 */
export * from "./policy"
export * from "./rules"
export * from "./build"
