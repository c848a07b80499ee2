#!/usr/bin/env node
// Builds the CMS admin page into static/admin/, which `gatsby build` copies to public/admin/ and
// `gatsby develop` serves at /admin/. Runs before every `npm run build` and `npm run develop` (the
// prebuild/predevelop scripts) and as `npm run admin`.
//
// Why not gatsby-plugin-decap-cms: it bundles the CMS through Gatsby's webpack on every build (a clean build
// takes about twice as long, and warm builds redo it), ships a 21 MB source map in public/admin and adds a
// script to every public page. Here the CMS is decap-cms-app's own prebuilt bundle, copied as a file:
//
//   static/admin/
//     config.yml                 generated from data/schemas by src/node/cms-config.ts (committed)
//     index.html                 loads the four scripts below, in order; nothing else loads them
//     vendor/react-18.3.1.js     React's UMD builds (decap-cms-app 3.6 needs React 18 on window)
//     vendor/react-dom-18.3.1.js
//     vendor/decap-cms-app-3.6.4.js (+ its LICENSE.txt; the source map is not copied)
//     cms-[hash].js/.css, fonts/ src/cms/: previews in the site's look and save fixes, bundled by esbuild
//
// Every file is written only when its content changed, and files this script no longer produces are
// removed, so a warm build re-copies nothing. When none of the inputs changed since the last run (every file
// esbuild read, the schemas, the fixed pages, site.json and the vendor bundles, by size and time, recorded in
// .build-stamp.json), nothing is rebuilt at all: a warm build pays about a tenth of a second. Versioned and content-hashed names suit the host's
// "immutable" caching of *.js and *.css.
//
//   node scripts/build-admin.mjs [--out DIR] [--local-backend-url URL]
//
// --out writes somewhere else (the browser test builds its own copy); --local-backend-url points the
// config's local_backend at another decap-server (default http://127.0.0.1:8081/api/v1).
import { createHash } from "node:crypto"
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, relative, resolve, sep } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
// esbuild loads only when something is rebuilt: an up-to-date run stays quick.
const loadEsbuild = () => import("esbuild")

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
/** Files in static/admin that are sources, not output: never removed. */
const KEEP = new Set(["config.yml", ".gitignore", ".build-stamp.json"])
const STAMP = ".build-stamp.json"

/** Size and modification time of each input, the names in the folders whose new files matter, the options. */
function fingerprint(root, inputs, options) {
  const hash = createHash("sha1")
  hash.update(JSON.stringify(options))
  for (const dir of ["data/schemas", "data/pages"]) hash.update(`${dir}:${readdirSync(join(root, dir)).sort().join(",")}\n`)
  for (const file of [...inputs].sort()) {
    try {
      const { size, mtimeMs } = statSync(file)
      hash.update(`${file}:${size}:${mtimeMs}\n`)
    } catch {
      hash.update(`${file}:missing\n`)
    }
  }
  return hash.digest("hex")
}

/** The previous run's record, if it still describes what is on disk. */
function upToDate(root, outDir, options) {
  try {
    const stamp = JSON.parse(readFileSync(join(outDir, STAMP), "utf8"))
    if (!stamp.outputs.every(name => existsSync(join(outDir, name)))) return null
    return fingerprint(root, stamp.inputs, options) === stamp.fingerprint ? stamp : null
  } catch {
    return null
  }
}

/** Loads src/node/cms-config.ts (TypeScript) by bundling it for Node in memory. */
async function loadGenerator(root, inputs) {
  const esbuild = await loadEsbuild()
  const result = await esbuild.build({
    entryPoints: [join(root, "src/node/cms-config.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    write: false,
    logLevel: "silent",
    metafile: true,
  })
  for (const input of Object.keys(result.metafile.inputs)) if (!input.includes(":")) inputs.add(resolve(input))
  const code = result.outputFiles[0].text
  return import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)
}

function readJson(file) {
  return JSON.parse(readFileSync(file, "utf8"))
}

/** The inputs of the generator: every schema, the fixed pages' file names, the site's address. */
export function readContentModelInputs(root) {
  const schemaDir = join(root, "data/schemas")
  const schemas = Object.fromEntries(
    readdirSync(schemaDir)
      .filter(f => f.endsWith(".schema.json"))
      .sort()
      .map(f => [f, readJson(join(schemaDir, f))]),
  )
  const pageFiles = readdirSync(join(root, "data/pages"))
    .filter(f => f.endsWith(".json"))
    .map(f => f.replace(/\.json$/, ""))
    .sort()
  const site = readJson(join(root, "data/site.json"))
  return { schemas, pageFiles, siteUrl: site.siteUrl, brand: site.brand?.name ?? "Site" }
}

/** React plus JSX without Gatsby's webpack: "react" is the UMD build on window, JSX calls it. */
const reactFromWindow = {
  name: "react-from-window",
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx-runtime|\/jsx-dev-runtime)?$/ }, args => ({ path: args.path, namespace: "window-react" }))
    build.onLoad({ filter: /.*/, namespace: "window-react" }, args => ({
      loader: "js",
      contents:
        args.path === "react"
          ? "module.exports = window.React"
          : [
              "const React = window.React",
              "const withKey = (props, key) => (key === undefined ? props : { ...props, key })",
              "exports.Fragment = React.Fragment",
              "exports.jsx = exports.jsxs = exports.jsxDEV = (type, props, key) => React.createElement(type, withKey(props, key))",
            ].join("\n"),
    }))
  },
}

function html({ brand, scripts, previewStyle }) {
  const esc = s => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;")
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Content manager · ${esc(brand)}</title>
<link rel="icon" href="../favicon.svg" type="image/svg+xml">
<link rel="cms-config-url" type="text/yaml" href="config.yml">
<meta name="cms-preview-style" content="${esc(previewStyle)}">
<script>
// Every path on this page is relative to /admin/: send /admin to /admin/ (static hosts differ on this).
if (!/(\\/|\\.html)$/.test(location.pathname)) location.replace(location.pathname + "/" + location.search + location.hash)
</script>
</head>
<body>
${scripts.map(src => `<script src="${esc(src)}"></script>`).join("\n")}
</body>
</html>
`
}

/** Strips the source-map comment: the map is not shipped, and a dangling reference costs a 404. */
const withoutSourceMap = text => text.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "\n")

/**
 * Builds the admin page into outDir. Returns the files written (relative to outDir) and the time taken.
 * @param {{ root?: string, outDir?: string, localBackendUrl?: string, log?: (line: string) => void }} [options]
 */
export async function buildAdmin({ root = ROOT, outDir, localBackendUrl, log = () => {} } = {}) {
  const started = Date.now()
  outDir = resolve(outDir ?? join(root, "static/admin"))
  const where = relative(process.cwd(), outDir) || "."
  const options = { localBackendUrl: localBackendUrl ?? null, script: statSync(fileURLToPath(import.meta.url)).mtimeMs }
  const previous = upToDate(root, outDir, options)
  if (previous) {
    const ms = Date.now() - started
    log(`Admin: ${where}/ up to date, inputs unchanged (${ms} ms)`)
    return { outDir, written: [], removed: [], files: previous.outputs, ms }
  }
  const require = createRequire(join(root, "package.json"))
  const pkgDir = name => dirname(require.resolve(`${name}/package.json`))
  const pkgVersion = name => readJson(join(pkgDir(name), "package.json")).version
  /** @type {Map<string, Buffer | string>} */
  const files = new Map()

  // 1. config.yml from the schemas.
  const inputs = new Set([join(root, "data/site.json")])
  const generator = await loadGenerator(root, inputs)
  const { buildCmsConfig, imageFieldPaths, renderConfigYaml } = generator
  const model = readContentModelInputs(root)
  const config = buildCmsConfig(model.schemas, { pageFiles: model.pageFiles, siteUrl: model.siteUrl, localBackendUrl })
  for (const f of readdirSync(join(root, "data/schemas"))) inputs.add(join(root, "data/schemas", f))
  files.set("config.yml", renderConfigYaml(config))

  // 2. React and Decap as shipped by their packages.
  const react = pkgVersion("react")
  const decap = pkgVersion("decap-cms-app")
  const vendor = {
    [`vendor/react-${react}.js`]: join(pkgDir("react"), "umd/react.production.min.js"),
    [`vendor/react-dom-${pkgVersion("react-dom")}.js`]: join(pkgDir("react-dom"), "umd/react-dom.production.min.js"),
    [`vendor/decap-cms-app-${decap}.js`]: join(pkgDir("decap-cms-app"), "dist/decap-cms-app.js"),
  }
  for (const source of Object.values(vendor)) inputs.add(source)
  for (const [name, source] of Object.entries(vendor)) {
    files.set(name, withoutSourceMap(readFileSync(source, "utf8")).replace("decap-cms-app.js.LICENSE.txt", `decap-cms-app-${decap}.js.LICENSE.txt`))
  }
  files.set(`vendor/decap-cms-app-${decap}.js.LICENSE.txt`, readFileSync(join(pkgDir("decap-cms-app"), "dist/decap-cms-app.js.LICENSE.txt")))

  // 3. The previews and save fixes, with the site's CSS modules and fonts.
  const esbuild = await loadEsbuild()
  const bundle = await esbuild.build({
    entryPoints: { cms: join(root, "src/cms/index.tsx") },
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
    tsconfigRaw: "{}",
    loader: { ".woff2": "file", ".woff": "file" },
    define: { __CMS_IMAGE_FIELDS__: JSON.stringify(imageFieldPaths(config)), "process.env.NODE_ENV": '"production"' },
    plugins: [reactFromWindow],
    logLevel: "silent",
    metafile: true,
  })
  for (const input of Object.keys(bundle.metafile.inputs)) if (!input.includes(":")) inputs.add(resolve(input))
  let cmsJs = ""
  let cmsCss = ""
  for (const out of bundle.outputFiles) {
    const name = relative(outDir, out.path).split(sep).join("/")
    files.set(name, Buffer.from(out.contents))
    if (/^cms-[^/]+\.js$/.test(name)) cmsJs = name
    if (/^cms-[^/]+\.css$/.test(name)) cmsCss = name
  }

  files.set(
    "index.html",
    html({ brand: model.brand, scripts: [...Object.keys(vendor), cmsJs], previewStyle: cmsCss }),
  )

  // Write what changed; remove what is no longer produced.
  const written = []
  for (const [name, content] of files) {
    const target = join(outDir, name)
    const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content)
    if (existsSync(target) && readFileSync(target).equals(buffer)) continue
    mkdirSync(dirname(target), { recursive: true })
    writeFileSync(target, buffer)
    written.push(name)
  }
  const removed = []
  const sweep = dir => {
    if (!existsSync(dir)) return
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name)
      const name = relative(outDir, full).split(sep).join("/")
      if (entry.isDirectory()) {
        sweep(full)
        if (readdirSync(full).length === 0) rmSync(full, { recursive: true })
      } else if (!files.has(name) && !KEEP.has(name)) {
        rmSync(full)
        removed.push(name)
      }
    }
  }
  sweep(outDir)
  writeFileSync(join(outDir, STAMP), JSON.stringify({ outputs: [...files.keys()], inputs: [...inputs], fingerprint: fingerprint(root, inputs, options) }, null, 1))

  const ms = Date.now() - started
  if (written.length || removed.length) {
    log(`Admin: wrote ${written.length} file(s)${removed.length ? `, removed ${removed.length}` : ""} in ${where}/ (${ms} ms)`)
  } else log(`Admin: ${where}/ up to date (${ms} ms)`)
  return { outDir, written, removed, files: [...files.keys()], ms }
}

function parseArgs(argv) {
  const opts = {}
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2)
    const value = () => inline ?? argv[++i]
    if (flag === "--out") opts.outDir = value()
    else if (flag === "--local-backend-url") opts.localBackendUrl = value()
    else {
      console.error(`build-admin: unknown option ${argv[i]}\nusage: node scripts/build-admin.mjs [--out DIR] [--local-backend-url URL]`)
      process.exit(2)
    }
  }
  return opts
}

const invokedDirectly = process.argv[1] && pathToFileURL(resolve(process.argv[1])).href === import.meta.url
if (invokedDirectly) {
  buildAdmin({ ...parseArgs(process.argv.slice(2)), log: line => console.log(line) }).catch(error => {
    console.error(`build-admin: ${error.stack || error}`)
    process.exit(1)
  })
}
