import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"

/** Spec section 1: a page piece that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The constant gatsby-ssr.tsx reads, so the HTML renderer's bundle changes whenever the site's CSS does. */
export const STYLES_DIGEST_CONSTANT = "__STYLES_DIGEST__"

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return cssFiles(full)
    return entry.name.endsWith(".css") ? [full] : []
  })
}

/**
 * A digest of everything that decides the CSS Gatsby inlines into every page: the site's stylesheets (src)
 * and the packages that provide or process CSS (package-lock.json: the @fontsource faces, css-loader).
 *
 * Why: with slices on (Gatsby 5's default), a warm build re-renders a page's HTML only when its data or the
 * HTML renderer changed, and a CSS edit changes neither: the pages kept the old stylesheet inlined, naming a
 * styles.<hash>.css the build no longer wrote (seen here with a cached .cache and public/, which CI keeps
 * between runs). Defining this digest in the renderer makes a CSS edit change the renderer, and Gatsby then
 * re-renders every page.
 */
export function stylesDigest(root: string): string {
  const hash = crypto.createHash("sha256")
  const files = cssFiles(path.join(root, "src")).sort()
  const lock = path.join(root, "package-lock.json")
  if (fs.existsSync(lock)) files.push(lock)
  for (const file of files) {
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0")
  }
  return hash.digest("hex").slice(0, 16)
}

/** onCreateWebpackConfig; `root` is the project directory (gatsby-node.ts passes its __dirname). */
export function configureWebpack({ stage, actions, plugins }: CreateWebpackConfigArgs, root: string): void {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } })
  }
  if (stage === "build-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ [STYLES_DIGEST_CONSTANT]: JSON.stringify(stylesDigest(root)) })] })
  }
}
