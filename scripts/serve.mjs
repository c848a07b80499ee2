#!/usr/bin/env node
// Serves the production build the way a plain static host (Netlify, Cloudflare Pages,
// GitHub Pages) does: /x and /x/ are x/index.html, unknown paths get 404.html with status 404.
// Text (HTML, CSS, JS, JSON, SVG) is sent gzip-compressed when the client accepts it, as every CDN does.
// Unlike `gatsby serve` (which answers 200 for unknown paths), this exercises the match-path
// fallback pages exactly as visitors will meet them. No dependencies.
//
//   node scripts/serve.mjs [--dir public] [--port 9000] [--host 127.0.0.1] [--headers]
//
// --headers applies the rules in <dir>/_headers (Netlify/Cloudflare format).
import { createReadStream, readFileSync, realpathSync, statSync } from "node:fs"
import { createServer } from "node:http"
import { extname, isAbsolute, join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { parseArgs as parseArgsStrict } from "node:util"
import { gzipSync } from "node:zlib"

export const CONTENT_TYPES = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".ics": "text/calendar; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".otf": "font/otf",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
}

/** Types a CDN compresses; images, fonts and video are compressed already. */
export function compressible(type) {
  return /^(text\/|application\/(json|manifest\+json|xml|javascript)|image\/svg\+xml)/.test(type)
}

export function acceptsGzip(header = "") {
  return header.split(",").some(part => {
    const [coding, ...params] = part.trim().toLowerCase().split(";")
    const q = params.map(p => p.trim()).find(p => p.startsWith("q="))
    return (coding === "gzip" || coding === "*") && (!q || Number(q.slice(2)) > 0)
  })
}

export function contentType(file) {
  return CONTENT_TYPES[extname(file).toLowerCase()] || "application/octet-stream"
}

const OPTIONS = {
  dir: { type: "string", default: "public" },
  port: { type: "string", default: process.env.PORT || "9000" },
  host: { type: "string", default: "127.0.0.1" },
  headers: { type: "boolean", default: false },
  help: { type: "boolean", short: "h", default: false },
}

function parseArgs(argv) {
  let values
  try {
    values = parseArgsStrict({ args: argv, options: OPTIONS }).values
  } catch (error) {
    usage(error.message)
  }
  if (values.help) usage()
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`invalid port ${values.port}`)
  return { dir: values.dir, host: values.host, headers: values.headers, port }
}

function usage(error) {
  const text = "usage: node scripts/serve.mjs [--dir public] [--port 9000] [--host 127.0.0.1] [--headers]"
  if (error) {
    console.error(`serve: ${error}\n${text}`)
    process.exit(2)
  }
  console.log(text)
  process.exit(0)
}

// ---------------------------------------------------------------------------------------------
// _headers

/**
 * Parses a Netlify/Cloudflare `_headers` file: an unindented path pattern line, then indented
 * `Name: value` lines, or `! Name` to detach a header that another matching rule sets.
 * Lines starting with # are comments.
 */
export function parseHeadersFile(text) {
  const rules = []
  let current = null
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim()
    if (trimmed === "" || trimmed.startsWith("#")) return
    if (!/^\s/.test(line)) {
      current = { pattern: trimmed, matcher: compilePattern(trimmed), set: [], detach: [] }
      rules.push(current)
      return
    }
    if (!current) throw new Error(`_headers line ${index + 1}: header before any path`)
    if (trimmed.startsWith("!")) {
      current.detach.push(trimmed.slice(1).trim().toLowerCase())
      return
    }
    const colon = trimmed.indexOf(":")
    if (colon <= 0) throw new Error(`_headers line ${index + 1}: expected "Name: value", got "${trimmed}"`)
    current.set.push({ name: trimmed.slice(0, colon).trim(), value: trimmed.slice(colon + 1).trim() })
  })
  return rules
}

/** `*` matches anything (including /), `:name` matches one path segment. */
function compilePattern(pattern) {
  // A full URL pattern (https://host/path) only ever matches its path part here.
  const path = pattern.replace(/^https?:\/\/[^/]+/, "") || "/"
  const source = path
    .split(/(\*|:[A-Za-z_][A-Za-z0-9_]*)/)
    .map(part => {
      if (part === "*") return ".*"
      if (part.startsWith(":") && part.length > 1) return "[^/]+"
      return part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
    })
    .join("")
  return new RegExp(`^${source}$`)
}

/**
 * The headers for a request path. Values of the same header from several matching rules are
 * joined with ", " (as Cloudflare Pages does); `! Name` in a matching rule removes that header
 * as set by the other matching rules, so a per-path rule can replace a global one.
 */
export function headersFor(rules, pathname) {
  const matching = rules.filter(rule => rule.matcher.test(pathname))
  const result = new Map() // lower-case name -> { name, values }
  for (const rule of matching) {
    for (const { name, value } of rule.set) {
      const key = name.toLowerCase()
      const detachedByOther = matching.some(other => other !== rule && other.detach.includes(key))
      if (detachedByOther) continue
      if (!result.has(key)) result.set(key, { name, values: [] })
      result.get(key).values.push(value)
    }
  }
  return Object.fromEntries([...result.values()].map(({ name, values }) => [name, values.join(", ")]))
}

// ---------------------------------------------------------------------------------------------
// Files

function isFile(file) {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

function inside(root, file) {
  const rel = relative(root, file)
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel))
}

/** Maps a decoded URL path to a file under root, or null. Never leaves root. */
export function resolveFile(root, pathname) {
  if (pathname.includes("\0") || pathname.includes("\\")) return null
  const segments = pathname.split("/").filter(Boolean)
  if (segments.some(s => s === ".." || s === ".")) return null
  // The host's own configuration files are not published.
  if (segments.length === 1 && (segments[0] === "_headers" || segments[0] === "_redirects")) return null
  const base = join(root, ...segments)
  const candidates = pathname.endsWith("/") ? [join(base, "index.html")] : [base, join(base, "index.html"), `${base}.html`]
  for (const candidate of candidates) {
    if (!inside(root, candidate) || !isFile(candidate)) continue
    // Follow symlinks, but only to places inside root.
    const real = realpathSync(candidate)
    if (inside(root, real)) return real
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Server

export function createStaticServer({ dir = "public", headers = false } = {}) {
  const root = realpathSync(resolve(dir))
  let rules = []
  let rulesMtime = 0
  const headersFile = join(root, "_headers")
  const loadRules = () => {
    if (!headers) return []
    try {
      const mtime = statSync(headersFile).mtimeMs
      if (mtime !== rulesMtime) {
        rules = parseHeadersFile(readFileSync(headersFile, "utf8"))
        rulesMtime = mtime
      }
    } catch (error) {
      if (error.code === "ENOENT") rules = []
      else throw error
    }
    return rules
  }

  const gzipCache = new Map() // file -> { mtimeMs, body }
  const gzipped = file => {
    const { mtimeMs } = statSync(file)
    const cached = gzipCache.get(file)
    if (cached && cached.mtimeMs === mtimeMs) return cached.body
    const body = gzipSync(readFileSync(file))
    gzipCache.set(file, { mtimeMs, body })
    return body
  }

  return createServer((req, res) => {
    const send = (status, file, extra = {}) => {
      const type = contentType(file)
      if (compressible(type)) {
        const vary = { Vary: "Accept-Encoding" }
        if (acceptsGzip(req.headers["accept-encoding"])) {
          const body = gzipped(file)
          res.writeHead(status, { "Content-Type": type, "Content-Encoding": "gzip", "Content-Length": body.length, ...vary, ...extra })
          return res.end(req.method === "HEAD" ? undefined : body)
        }
        extra = { ...vary, ...extra }
      }
      const size = statSync(file).size
      res.writeHead(status, { "Content-Type": type, "Content-Length": size, ...extra })
      if (req.method === "HEAD") return res.end()
      createReadStream(file)
        .on("error", () => res.destroy())
        .pipe(res)
    }
    const plain = (status, text, extra = {}) => {
      res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...extra })
      res.end(req.method === "HEAD" ? undefined : `${text}\n`)
    }

    try {
      if (req.method !== "GET" && req.method !== "HEAD") return plain(405, "Method Not Allowed", { Allow: "GET, HEAD" })

      let pathname
      try {
        pathname = decodeURIComponent(new URL(req.url, "http://localhost").pathname)
      } catch {
        return plain(400, "Bad Request")
      }

      const extra = headers ? headersFor(loadRules(), pathname) : {}
      const file = resolveFile(root, pathname)
      if (file) return send(200, file, extra)

      const notFound = join(root, "404.html")
      if (isFile(notFound)) return send(404, notFound, extra)
      return plain(404, "Not Found", extra)
    } catch (error) {
      console.error(`serve: ${req.method} ${req.url}: ${error.stack || error}`)
      if (!res.headersSent) plain(500, "Internal Server Error")
      else res.destroy()
    }
  })
}

function main() {
  const opts = parseArgs(process.argv.slice(2))
  let server
  try {
    server = createStaticServer(opts)
  } catch (error) {
    console.error(`serve: cannot serve ${opts.dir}: ${error.message}`)
    process.exit(1)
  }
  server.on("error", error => {
    console.error(`serve: ${error.message}`)
    process.exit(1)
  })
  server.listen(opts.port, opts.host, () => {
    const { port } = server.address()
    const shownHost = opts.host.includes(":") ? `[${opts.host}]` : opts.host
    const shownDir = `${opts.dir.replace(/[\\/]+$/, "")}/`
    console.log(`Serving ${shownDir} at http://${shownHost}:${port}`)
  })
  const stop = () => {
    server.close(() => process.exit(0))
    server.closeAllConnections()
  }
  process.on("SIGINT", stop)
  process.on("SIGTERM", stop)
}

const invokedDirectly = (() => {
  try {
    return process.argv[1] !== undefined && pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url
  } catch {
    return false
  }
})()
if (invokedDirectly) main()
