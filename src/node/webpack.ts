import crypto from "crypto"
import fs from "fs"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import { listFiles } from "./list-files"

/** Spec section 1: a page piece that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

/** The constant gatsby-ssr.tsx reads, so the HTML renderer's bundle changes whenever the site's CSS does. */
export const STYLES_DIGEST_CONSTANT = "__STYLES_DIGEST__"

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
  const files = listFiles(path.join(root, "src"), { match: f => f.endsWith(".css") }).map(f => path.join(root, "src", f))
  const lock = path.join(root, "package-lock.json")
  if (fs.existsSync(lock)) files.push(lock)
  for (const file of files) {
    hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0")
  }
  return hash.digest("hex").slice(0, 16)
}

/** The part of webpack's compiler that CssOrderGuard uses (webpack's own types are not a dependency here). */
interface Compiler {
  hooks: { afterCompile: { tap(name: string, run: (compilation: { warnings: Error[]; errors: Error[] }) => void): void } }
}

/**
 * Turns mini-css-extract-plugin's "Conflicting order" warning into a build error. Gatsby joins all CSS modules
 * into one stylesheet; when pages import them in different orders, which rule wins at equal specificity is
 * left to chance (src/components/ui/stylesheet-order.ts keeps the shared building blocks in one order).
 */
export class CssOrderGuard {
  apply(compiler: Compiler): void {
    compiler.hooks.afterCompile.tap("CssOrderGuard", compilation => {
      const conflicts = compilation.warnings.filter(w => /Conflicting order/.test(w.message))
      if (!conflicts.length) return
      compilation.warnings.splice(0, compilation.warnings.length, ...compilation.warnings.filter(w => !conflicts.includes(w)))
      compilation.errors.push(...conflicts)
    })
  }
}

/**
 * Files that import from "gatsby" with CommonJS's require() and are needed for nothing they export on this site.
 *
 * Why: webpack can only drop the unused exports of Gatsby's browser entry (`import … from "gatsby"`) and shorten
 * the names of the rest when every module that imports it says what it takes. One require("gatsby") anywhere in
 * the bundle counts as taking all of it: the whole entry then ships on every page, Slice and the error classes
 * it needs among it, under its full names. gatsby-plugin-manifest's get-manifest-pathname.js is that require;
 * its plugin's browser code calls it only for localised manifests, which this site does not configure, so the
 * call is compiled away and, marked free of side effects here, the file and its require go too (the plugin
 * keeps it whenever the call is compiled in). Measured: 1.9 KB less gzipped JavaScript on every page
 * (docs/decisions/0008-gatsby-entry-tree-shaking.md); __tests__/build-output.contract.ts checks the build.
 */
export const SIDE_EFFECT_FREE = ["gatsby-plugin-manifest/get-manifest-pathname.js"]

/** Webpack's test for a package's file, whichever separator the platform uses. */
export const packageFileTest = (file: string): RegExp =>
  new RegExp(
    `[\\\\/]node_modules[\\\\/]${file
      .split("/")
      .map(part => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("[\\\\/]")}$`,
  )

export function configureWebpack({ stage, actions, plugins }: CreateWebpackConfigArgs, root: string): void {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({
      output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
      plugins: [new CssOrderGuard()],
      module: { rules: SIDE_EFFECT_FREE.map(file => ({ test: packageFileTest(file), sideEffects: false })) },
    })
  }
  if (stage === "build-html") {
    actions.setWebpackConfig({ plugins: [plugins.define({ [STYLES_DIGEST_CONSTANT]: JSON.stringify(stylesDigest(root)) })] })
  }
}
