/**
 * The live backend of the published CMS (Decap's GitHub backend), read from the build's environment, so
 * deploying never means editing code.
 */
/** Decap's GitHub backend: the repository editors commit to and, off Netlify, the OAuth service to sign in. */
export interface CmsBackend {
  name: "github"
  repo: string
  branch: string
  base_url?: string
}

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
const BRANCH = /^[A-Za-z0-9_./-]+$/

/**
 * The live backend from the build's environment, so deploying never means editing code:
 * CMS_REPO (owner/name, required), CMS_BRANCH (default main), CMS_AUTH_URL (the OAuth service's base address;
 * leave it out on Netlify, whose own GitHub provider Decap uses by default). Null without CMS_REPO.
 * A malformed value throws, naming the variable, so the build stops instead of publishing a broken login.
 */
export function cmsBackendFromEnv(env: Record<string, string | undefined>): CmsBackend | null {
  const repo = env.CMS_REPO?.trim()
  if (!repo) return null
  if (!REPO.test(repo)) throw new Error(`CMS_REPO must be a GitHub repository as owner/name, e.g. acme/website; got "${repo}"`)
  const branch = env.CMS_BRANCH?.trim() || "main"
  if (!BRANCH.test(branch)) throw new Error(`CMS_BRANCH must be a branch name, e.g. main; got "${branch}"`)
  const auth = env.CMS_AUTH_URL?.trim()
  if (!auth) return { name: "github", repo, branch }
  let url: URL
  try {
    url = new URL(auth)
  } catch {
    throw new Error(`CMS_AUTH_URL must be a full address, e.g. https://cms-auth.example.workers.dev; got "${auth}"`)
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1"
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    throw new Error(`CMS_AUTH_URL must start with https:// (sign-in tokens must not travel in clear); got "${auth}"`)
  }
  if (url.search || url.hash) throw new Error(`CMS_AUTH_URL is a base address, without ? or #; got "${auth}"`)
  return { name: "github", repo, branch, base_url: url.href.replace(/\/+$/, "") }
}
