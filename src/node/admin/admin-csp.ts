import { hashSource } from "../headers"

/**
 * The Content-Security-Policy of the content manager at /admin/ (Decap CMS, GitHub backend), and nothing
 * else: the public pages keep their own, much stricter policy (src/node/headers/). The generated _headers
 * gives /admin and /admin/* this policy and detaches the site-wide one, so exactly one policy applies there.
 *
 * Each source is here because the CMS needs it (checked by e2e/admin.spec.ts, which loads /admin/ under the
 * real headers and fails on any violation):
 */

/** Where the admin is served, relative to the site root (without the path prefix). */
export const ADMIN_DIR = "admin"

/** The GitHub REST and GraphQL API, which the GitHub backend reads and commits through. */
export const GITHUB_API_ORIGIN = "https://api.github.com"
/** Editors' avatars in the CMS header. */
export const GITHUB_AVATARS_ORIGIN = "https://avatars.githubusercontent.com"
/** Images of the repository, shown in previews and the media library. */
export const GITHUB_RAW_ORIGIN = "https://raw.githubusercontent.com"
/**
 * Decap's GitHub backend signs in through a popup from this origin when no `base_url` is configured (Netlify's
 * GitHub OAuth provider). CMS_AUTH_URL (the OAuth service's base URL) replaces it.
 */
export const DEFAULT_AUTH_ORIGIN = "https://api.netlify.com"

export interface AdminPolicyOptions {
  /** CMS_AUTH_URL: the OAuth service's base URL; Decap's default (Netlify) when unset or empty. */
  authUrl?: string
  /** A local backend (decap-server) the config names; published builds have none (src/node/admin/cms-config.ts). */
  localBackendUrl?: string
  /** The text of the admin page's own inline scripts, allowed by hash (none, once the page has none). */
  inlineScripts?: readonly string[]
}

function origin(value: string, setting: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${setting}="${value}" is not a URL; expected an https origin such as https://auth.example.com`)
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`${setting}="${value}" must be an http(s) URL`)
  return url.origin
}

/** The admin's policy as [directive, ...sources] pairs, for the lead to read and adjust in one place. */
export function adminCspDirectives({ authUrl, localBackendUrl, inlineScripts = [] }: AdminPolicyOptions = {}): [string, ...string[]][] {
  const auth = authUrl ? origin(authUrl, "CMS_AUTH_URL") : DEFAULT_AUTH_ORIGIN
  const local = localBackendUrl ? [origin(localBackendUrl, "the local backend URL")] : []
  return [
    ["default-src", "'self'"],
    // 'unsafe-eval': Decap validates its configuration with ajv, which compiles validators with new Function();
    // without it the admin stops at "Error loading the CMS configuration" (e2e/admin.spec.ts proves it still
    // does, so this is dropped the day the CMS no longer needs it). Only here: no public page allows eval.
    ["script-src", "'self'", "'unsafe-eval'", ...inlineScripts.map(hashSource)],
    // The CMS (emotion, react-toastify, the editor) inserts <style> elements and style attributes at runtime.
    ["style-src", "'self'", "'unsafe-inline'"],
    // blob: is how the CMS shows an entry's pictures it loaded through the backend and the ones chosen in
    // the media library; data: its own small placeholder images.
    ["img-src", "'self'", "data:", "blob:", GITHUB_AVATARS_ORIGIN, GITHUB_RAW_ORIGIN],
    ["font-src", "'self'"],
    ["connect-src", "'self'", GITHUB_API_ORIGIN, auth, ...local],
    // The preview pane is an iframe the CMS writes itself (srcdoc), which frame-src does not govern; the
    // sign-in popup is a window, which no directive restricts, and it answers with postMessage.
    ["frame-src", "'none'"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ]
}

export function adminCsp(options: AdminPolicyOptions = {}): string {
  return adminCspDirectives(options)
    .map(directive => [...new Set(directive)].join(" "))
    .join("; ")
}

/** The _headers paths the admin policy covers, for a site served under basePath ("" or "/prefix"). */
export function adminPaths(basePath = ""): string[] {
  return [`${basePath}/${ADMIN_DIR}`, `${basePath}/${ADMIN_DIR}/*`]
}
