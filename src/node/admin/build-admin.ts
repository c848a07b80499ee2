/**
 * The content manager's page, /admin/, written by every build (gatsby-node's onPostBuild) into public/admin,
 * so every way of building the site publishes it: `gatsby build`, `npm run build`, the CI and Pages jobs,
 * Netlify. `npm run cms` and the browser tests build their own copy with the local backend.
 *
 *   admin/
 *     index.html                 the notice shown before the CMS starts (or instead of it, when the live
 *                                backend is not configured); loads cms-[hash].js and nothing else inline
 *     config.yml                 generated from data/schemas by ./cms-config.ts
 *     cms-[hash].js / .css       src/cms: previews in the site's look and the save fixes (one esbuild call)
 *     vendor/decap-cms-<v>/      the `decap-cms` package's standalone bundle (its own React) and its chunks
 *
 * Not gatsby-plugin-decap-cms: it bundles the CMS through Gatsby's webpack on every build, ships a 21 MB
 * source map and adds a script to every public page. Here the CMS stays outside the site's JavaScript.
 */
import fs from "fs"
import { createRequire } from "module"
import path from "path"
import YAML from "yaml"
import { loadSchemas } from "../json-schema"
import { dataFile } from "../data-files"
import { cmsBackendFromEnv, type CmsBackend } from "./cms-backend"
import { buildCmsConfig } from "./cms-config"
import { imageFieldPaths } from "./image-field-paths"
import { ADMIN_CSS, adminPage } from "./admin-page"

export interface BuildAdminOptions {
  /** The repository root (data/, src/cms, node_modules). */
  root: string
  /** Where to write; emptied first. */
  outDir: string
  /** The live backend; by default read from CMS_REPO, CMS_BRANCH and CMS_AUTH_URL. */
  backend?: CmsBackend | null
  /** decap-server's API (npm run cms, browser tests): the admin then edits files on this computer. */
  localBackendUrl?: string
  /** Gatsby's path prefix ("" or "/repo"), for the page's absolute links. */
  pathPrefix?: string
}

export interface BuiltAdmin {
  files: string[]
  configured: boolean
  ms: number
}

const CONFIG_HEADER =
  "# Generated from data/schemas by src/node/admin/cms-config.ts on every build. Do not edit: change the\n" +
  "# schemas, or set CMS_REPO, CMS_BRANCH and CMS_AUTH_URL when building (docs/deploying.md).\n"

const readJson = (file: string) => JSON.parse(fs.readFileSync(file, "utf8"))

function packageDir(root: string, name: string): string {
  // createRequire, not require.resolve: Gatsby's compiler for gatsby-node drops the latter.
  return path.dirname(createRequire(path.join(root, "package.json")).resolve(`${name}/package.json`))
}

/** The standalone bundle, its lazily loaded chunks and WebAssembly, without source maps. */
function decapFiles(root: string): { version: string; files: Map<string, Buffer | string> } {
  const dir = packageDir(root, "decap-cms")
  const { version } = readJson(path.join(dir, "package.json"))
  const dist = path.join(dir, "dist")
  const files = new Map<string, Buffer | string>()
  for (const name of fs.readdirSync(dist)) {
    if (!/^(\d+\.)?decap-cms\.js$|^decap-cms\.js\.LICENSE\.txt$|\.wasm$/.test(name)) continue
    const content = fs.readFileSync(path.join(dist, name))
    files.set(name, name.endsWith(".js") ? content.toString("utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n") : content)
  }
  if (!files.has("decap-cms.js")) throw new Error(`decap-cms ${version}: dist/decap-cms.js is missing (did its layout change?)`)
  return { version, files }
}

export async function buildAdmin(options: BuildAdminOptions): Promise<BuiltAdmin> {
  const started = Date.now()
  const { root, outDir, localBackendUrl, pathPrefix = "" } = options
  const backend = options.backend === undefined ? cmsBackendFromEnv(process.env) : options.backend
  const configured = Boolean(backend || localBackendUrl)
  const base = `${pathPrefix}/admin/`
  const files = new Map<string, Buffer | string>()

  const schemas = loadSchemas(path.join(root, "data/schemas"))
  const site = readJson(path.join(root, "data", dataFile("site")))
  const config = buildCmsConfig(schemas, { siteUrl: site.siteUrl, backend: backend ?? undefined, localBackendUrl })
  files.set("config.yml", CONFIG_HEADER + YAML.stringify(config, { lineWidth: 0 }))

  const decap = decapFiles(root)
  const vendorDir = `vendor/decap-cms-${decap.version}`
  for (const [name, content] of decap.files) files.set(`${vendorDir}/${name}`, content)

  const { build } = await import("esbuild")
  const bundle = await build({
    entryPoints: { cms: path.join(root, "src/cms/index.tsx") },
    bundle: true,
    write: false,
    outdir: outDir,
    entryNames: "[name]-[hash]",
    assetNames: "fonts/[name]-[hash]",
    format: "iife",
    target: ["es2020"],
    minify: true,
    legalComments: "none",
    jsx: "automatic",
    // Previews render with the CMS's own React (window.h), so "react" is never bundled.
    alias: { react: path.join(root, "src/cms/react-from-cms.ts"), "react/jsx-runtime": path.join(root, "src/cms/react-from-cms.ts") },
    tsconfigRaw: "{}",
    loader: { ".woff2": "file", ".woff": "file" },
    define: { __CMS_IMAGE_FIELDS__: JSON.stringify(imageFieldPaths(config)), "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  })
  let script = ""
  let style = ""
  for (const out of bundle.outputFiles) {
    const name = path.relative(outDir, out.path).split(path.sep).join("/")
    files.set(name, Buffer.from(out.contents))
    if (/^cms-[^/]+\.js$/.test(name)) script = name
    if (/^cms-[^/]+\.css$/.test(name)) style = name
  }
  files.set("admin.css", ADMIN_CSS)
  files.set(
    "index.html",
    adminPage({ brand: site.brand?.name ?? "Site", base, script, style, decap: `${vendorDir}/decap-cms.js`, configured }),
  )

  fs.rmSync(outDir, { recursive: true, force: true })
  for (const [name, content] of files) {
    const target = path.join(outDir, name)
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, content)
  }
  return { files: [...files.keys()].sort(), configured, ms: Date.now() - started }
}
