/**
 * /admin/index.html: a plain page that works before (and without) the CMS. With a backend it says the
 * content manager is loading and its script starts Decap; without one it tells whoever deploys the site which
 * build variables to set, and the script leaves the CMS unstarted. No inline script or style: the admin's own
 * Content-Security-Policy (src/node/admin/admin-csp.ts) allows files from the site only.
 */
export interface AdminPageOptions {
  brand: string
  /** The admin's address with the path prefix and a trailing slash, e.g. "/admin/". */
  base: string
  /** cms-[hash].js and cms-[hash].css, relative to base. */
  script: string
  style: string
  /** The Decap bundle, relative to base. */
  decap: string
  configured: boolean
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

const NOT_CONFIGURED = `<h1>The content manager is not connected yet</h1>
<p>This build of the site has no live editing backend. To edit content on the live site, set these variables where the
site is built (the host's or the CI's environment settings), then build and deploy again:</p>
<dl>
<dt><code>CMS_REPO</code></dt><dd>the GitHub repository that holds the site, as <code>owner/name</code> (required)</dd>
<dt><code>CMS_BRANCH</code></dt><dd>the branch editors publish to (default <code>main</code>)</dd>
<dt><code>CMS_AUTH_URL</code></dt><dd>the address of the sign-in (OAuth) service for GitHub; not needed when the site is on Netlify</dd>
</dl>
<p>The deploying guide in the repository (<code>docs/deploying.md</code>, "Editing on the live site") shows each
step for Netlify and GitHub Pages. On your own computer, <code>npm run cms</code> edits the files directly.</p>`

const LOADING = `<h1>Content manager</h1>
<p class="cms-loading">Starting the content manager…</p>
<noscript><p>The content manager needs JavaScript. Turn it on for this site, or edit the JSON files in
<code>data/</code> directly.</p></noscript>`

export function adminPage({ brand, base, script, style, decap, configured }: AdminPageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content manager · ${esc(brand)}</title>
<link rel="icon" href="${esc(base)}../favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${esc(base)}admin.css">
<link rel="cms-config-url" type="text/yaml" href="${esc(base)}config.yml">
<meta name="cms-preview-style" content="${esc(base + style)}">
<script src="${esc(base + script)}" data-decap="${esc(base + decap)}" defer></script>
</head>
<body>
<main id="cms-notice" class="cms-notice"${configured ? "" : " data-not-configured"}>
${configured ? LOADING : NOT_CONFIGURED}
</main>
</body>
</html>
`
}

/** The notice's look: readable on a phone, in the site's palette; the CMS replaces the page once it starts. */
export const ADMIN_CSS = `body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1f2b;background:#f4f6fa}
.cms-notice{max-width:44rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgb(0 0 0/.12)}
.cms-notice h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
.cms-notice dt{font-weight:600;margin-top:.75rem}
.cms-notice dd{margin:0 0 0 1rem}
.cms-notice code{background:#eef1f6;padding:0 .25em;border-radius:3px}
`
