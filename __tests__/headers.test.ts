/**
 * @jest-environment node
 */
import { execFileSync } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CLOUDFLARE_LIMITS,
  EMAILJS_DEFAULT_ORIGIN,
  GENERATED_MARKER,
  HeadersLimitError,
  VIDEO_EMBED_ORIGIN,
  assertWithinLimits,
  buildCsp,
  buildRules,
  emailJsOrigin,
  extractInlineContent,
  hashSource,
  limitProblems,
  pageHashes,
  renderHeaders,
  servedPaths,
  toOrigin,
  writeHeadersFile,
  type HeaderRule,
  type PageHashes,
} from "../src/node/headers"
import { privacyEmbedUrl } from "../src/lib/video-embed"
import { adminCsp, adminPaths } from "../src/node/admin/admin-csp"

const SERVE = path.join(__dirname, "..", "scripts", "serve.mjs")

/**
 * The headers scripts/serve.mjs --headers (which follows Cloudflare Pages: all matching rules apply,
 * repeated headers are joined, `! Name` detaches) sends for each path. serve.mjs is an ES module,
 * which this Jest set-up cannot import, so a child node process answers.
 */
function served(text: string, paths: string[]): Record<string, Record<string, string>> {
  const program = `
    import { parseHeadersFile, headersFor } from ${JSON.stringify(SERVE)}
    const { text, paths } = JSON.parse(process.argv[1])
    const rules = parseHeadersFile(text)
    console.log(JSON.stringify(Object.fromEntries(paths.map(p => [p, headersFor(rules, p)]))))`
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", program, JSON.stringify({ text, paths })], { encoding: "utf8" })
  return JSON.parse(out)
}

const page = (html: string) => `<!DOCTYPE html><html><head>${html}</head><body></body></html>`
const pagePathScript = (p: string) => `<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="${p}";/*]]>*/</script>`
const SHARED = `<style data-identity="gatsby-global-css">body{margin:0}</style><script>window.___webpackCompilationHash="abc";</script><script src="/app-1.js" async></script>`

describe("hashing inline content", () => {
  test("hashes exactly as CSP does (the CSP spec's example)", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='")
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
  })

  test("hashes UTF-8 text", () => {
    expect(hashSource("é")).not.toBe(hashSource("e"))
    expect(hashSource("é")).toBe(`'sha256-${crypto.createHash("sha256").update(Buffer.from("é", "utf8")).digest("base64")}'`)
  })

  test("finds inline scripts and styles with their exact text, whitespace included; a <noscript> style counts too: a browser without scripts applies it", () => {
    const html = page(`
      <style>a{color:red}</style>
      <noscript><style>.x{opacity:1}</style></noscript>
      <script type="module">const e=1;</script>
      <script id="gatsby-chunk-mapping">
            window.___chunkMapping="{}";
          </script>
      <script>window.a=1</script >`)
    expect(extractInlineContent(html)).toEqual({
      scripts: ["const e=1;", `\n            window.___chunkMapping="{}";\n          `, "window.a=1"],
      styles: ["a{color:red}", ".x{opacity:1}"],
    })
  })

  test("skips external scripts, data blocks and commented-out elements", () => {
    const html = page(`
      <script src="/app.js" async></script>
      <script async src='/x.js'>ignored()</script>
      <script type="application/ld+json">{"@type":"Organization"}</script>
      <!-- <script>commented()</script> <style>.c{}</style> -->
      <script type="text/javascript">kept()</script>
      <noscript><img src="/a.jpg"></noscript>`)
    expect(extractInlineContent(html)).toEqual({ scripts: ["kept()"], styles: [] })
  })

  test("a '>' inside a quoted attribute does not end the tag", () => {
    const html = page(`<script data-x="a>b" type="module">one()</script><style media="(min-width:1px)" data-y='>'>p{}</style>`)
    expect(extractInlineContent(html)).toEqual({ scripts: ["one()"], styles: ["p{}"] })
  })

  test("does not mistake <scripts> or <noscript> for <script>, and ends at the first closing tag", () => {
    const html = page(`<scripts>no()</scripts><noscript>no()</noscript><script>a="</scr"+"ipt>"</script>`)
    expect(extractInlineContent(html).scripts).toEqual([`a="</scr"+"ipt>"`])
  })

  test("hashes LF text for CRLF files, as the browser's parser does", () => {
    expect(extractInlineContent("<script>a()\r\nb()\rc()</script>").scripts).toEqual(["a()\nb()\nc()"])
  })

  test("pageHashes keeps each distinct hash once", () => {
    const image = `<script type="module">loadImages()</script>`
    const hashes = pageHashes(page(image + image + pagePathScript("/a")), "a/index.html", ["/a"])
    expect(hashes.scripts).toEqual([hashSource("loadImages()"), hashSource(`/*<![CDATA[*/window.pagePath="/a";/*]]>*/`)])
  })
})

describe("the policy", () => {
  const csp = buildCsp({
    scriptHashes: ["'sha256-A='", "'sha256-B='"],
    styleHashes: ["'sha256-S='"],
    connectOrigins: ["https://api.emailjs.com"],
    frameOrigins: [VIDEO_EMBED_ORIGIN],
  })
  const directives = Object.fromEntries(csp.split("; ").map(d => [d.split(" ")[0], d.split(" ").slice(1)]))

  test("allows exactly what the site uses", () => {
    expect(directives).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'sha256-A='", "'sha256-B='"],
      "style-src": ["'self'", "'sha256-S='"],
      "style-src-attr": ["'unsafe-inline'"],
      "img-src": ["'self'", "data:"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://api.emailjs.com"],
      "frame-src": ["https://www.youtube-nocookie.com"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    })
  })

  test("never allows inline script or eval, and has no upgrade-insecure-requests (tests run over http)", () => {
    expect(directives["script-src"]).not.toContain("'unsafe-inline'")
    expect(csp).not.toMatch(/unsafe-eval|upgrade-insecure-requests/)
    expect(directives["style-src"]).not.toContain("'unsafe-inline'")
  })

  test("frames nothing when no frame origin is given", () => {
    expect(buildCsp({ scriptHashes: [], styleHashes: [], connectOrigins: [], frameOrigins: [] })).toContain("frame-src 'none'")
  })

  test("takes the origin of the EmailJS setting and rejects what is not an http(s) URL", () => {
    expect(toOrigin("http://127.0.0.1:9330/", "GATSBY_EMAILJS_ORIGIN")).toBe("http://127.0.0.1:9330")
    expect(toOrigin("https://api.emailjs.com/api/v1.0", "X")).toBe("https://api.emailjs.com")
    expect(() => toOrigin("api.emailjs.com", "GATSBY_EMAILJS_ORIGIN")).toThrow(/GATSBY_EMAILJS_ORIGIN="api.emailjs.com" is not a URL/)
    expect(() => toOrigin("javascript:alert(1)", "GATSBY_EMAILJS_ORIGIN")).toThrow(/must be an http\(s\) origin/)
  })

  test("its constants match what the site's code really uses", () => {
    expect(new URL(privacyEmbedUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).origin).toBe(VIDEO_EMBED_ORIGIN)
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- reads the library's own default, which it does not export
    expect(require("@emailjs/browser/cjs/store/store").store.origin).toBe(EMAILJS_DEFAULT_ORIGIN)
  })
})

describe("serving paths", () => {
  test("follow Gatsby's trailingSlash option", () => {
    expect(servedPaths("index.html", "never")).toEqual(["/"])
    expect(servedPaths("about/index.html", "never")).toEqual(["/about"])
    expect(servedPaths("game/tennis/index.html", "always")).toEqual(["/game/tennis/"])
    expect(servedPaths("about/index.html", "ignore")).toEqual(["/about", "/about/"])
    expect(servedPaths("404.html", "never")).toEqual(["*"])
    expect(servedPaths("offline.html", "never")).toEqual(["/offline", "/offline.html"])
  })

  test("refuse paths a rule cannot name exactly", () => {
    expect(() => servedPaths("a:b/index.html", "never")).toThrow(/cannot name exactly/)
    expect(() => servedPaths("a b/index.html", "never")).toThrow(/cannot name exactly/)
  })
})

describe("rules and the _headers file", () => {
  const pages: PageHashes[] = [
    pageHashes(page(SHARED + pagePathScript("/404.html")), "404.html", ["*"]),
    pageHashes(page(SHARED + pagePathScript("/")), "index.html", ["/"]),
    pageHashes(page(SHARED + `<script type="module">img()</script>` + pagePathScript("/about")), "about/index.html", ["/about"]),
    pageHashes(page(SHARED + pagePathScript("/game/404")), "game/404/index.html", ["/game/404"]),
  ]
  const rules = buildRules({ pages, emailJsOrigin: "http://127.0.0.1:9330" })
  const text = renderHeaders(rules)
  const hashOfPagePath = (p: string) => hashSource(`/*<![CDATA[*/window.pagePath="${p}";/*]]>*/`)

  test("global rules first, then one rule per page that replaces the global CSP", () => {
    expect(rules.map(r => r.path)).toEqual(["/*", "/static/*", "/*.js", "/*.css", "/*.ics", "/", "/about", "/game/404"])
    for (const rule of rules.slice(5)) {
      expect(rule.detach).toEqual(["Content-Security-Policy"])
      expect(rule.headers.map(([name]) => name)).toEqual(["Content-Security-Policy"])
    }
    expect(text.startsWith(GENERATED_MARKER)).toBe(true)
  })

  test("calendar files are served as text/calendar in UTF-8, with the site's other headers", () => {
    const got = served(text, ["/event/some-camp.ics", "/hi/event/some-camp.ics"])
    for (const p of ["/event/some-camp.ics", "/hi/event/some-camp.ics"]) {
      expect(got[p]["Content-Type"]).toBe("text/calendar; charset=utf-8")
      expect(got[p]["X-Content-Type-Options"]).toBe("nosniff")
    }
  })

  test("hashes shared by every page come first in each page's script-src", () => {
    const aboutCsp = rules.find(r => r.path === "/about")!.headers[0][1]
    const sources = / script-src ([^;]+)/.exec(aboutCsp)![1].split(" ")
    expect(sources.slice(0, 2)).toEqual(["'self'", hashSource(`window.___webpackCompilationHash="abc";`)])
    expect(sources.slice(2).sort()).toEqual([hashSource("img()"), hashOfPagePath("/about")].sort())
  })

  test("each page gets exactly its own policy, unknown paths get 404.html's", () => {
    const got = served(text, ["/", "/about", "/game/404", "/game/no-such-game", "/no-such-page", "/404.html"])
    const cspOf = (p: string) => got[p]["Content-Security-Policy"]
    for (const p of ["/", "/about", "/game/404"]) {
      expect(cspOf(p)).toContain(hashOfPagePath(p))
      expect(cspOf(p).match(/default-src/g)).toHaveLength(1) // one policy, not two joined with ", "
    }
    expect(cspOf("/about")).not.toContain(hashOfPagePath("/"))
    for (const p of ["/game/no-such-game", "/no-such-page", "/404.html"]) {
      expect(cspOf(p)).toContain(hashOfPagePath("/404.html"))
      expect(cspOf(p).match(/default-src/g)).toHaveLength(1)
    }
    expect(cspOf("/about")).toContain("connect-src 'self' http://127.0.0.1:9330")
  })

  test("security headers everywhere, caching per Gatsby's guidance", () => {
    const got = served(text, [
      "/about",
      "/static/abc/hero.avif",
      "/app-123.js",
      "/styles.abc.css",
      "/page-data/about/page-data.json",
      "/page-data/app-data.json",
      "/app-data.json",
      "/favicon.svg",
    ])
    for (const headers of Object.values(got)) {
      expect(headers["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains")
      expect(headers["X-Content-Type-Options"]).toBe("nosniff")
      expect(headers["X-Frame-Options"]).toBe("DENY")
      expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin")
      expect(headers["Permissions-Policy"]).toMatch(/^camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/)
      expect(headers["Permissions-Policy"]).toContain(`fullscreen=(self "https://www.youtube-nocookie.com")`)
    }
    expect(got["/about"]["Cache-Control"]).toBe(CACHE_REVALIDATE)
    expect(got["/page-data/about/page-data.json"]["Cache-Control"]).toBe(CACHE_REVALIDATE)
    expect(got["/page-data/app-data.json"]["Cache-Control"]).toBe(CACHE_REVALIDATE)
    expect(got["/favicon.svg"]["Cache-Control"]).toBe(CACHE_REVALIDATE)
    for (const p of ["/static/abc/hero.avif", "/app-123.js", "/styles.abc.css"]) expect(got[p]["Cache-Control"]).toBe(CACHE_IMMUTABLE)
  })

  test("the file has the layout hosts parse: unindented paths, two-space headers, # comments", () => {
    for (const line of text.split("\n")) {
      if (line === "" || line.startsWith("#")) continue
      expect(line).toMatch(/^(\/\S*| {2}! [A-Za-z-]+| {2}[A-Za-z-]+: \S.*)$/)
    }
  })

  test("two documents served at one path are an error", () => {
    const twice = [pages[1], { ...pages[2], paths: ["/"], file: "other/index.html" }]
    expect(() => buildRules({ pages: twice })).toThrow(/other\/index.html and index.html are both served at \//)
  })

  test("without a 404.html, unknown paths get a policy with no inline allowance at all", () => {
    const csp = buildRules({ pages: pages.slice(1) })[0].headers[0][1]
    expect(csp).toContain("script-src 'self';")
  })
})

describe("Cloudflare's limits", () => {
  const rule = (p: string, value = "x"): HeaderRule => ({
    path: p,
    detach: ["Content-Security-Policy"],
    headers: [["Content-Security-Policy", value]],
  })

  test("100 rules of up to 2,000 characters a line are fine", () => {
    const rules = Array.from({ length: 100 }, (_, i) => rule(`/p${i}`, "a".repeat(2000 - "  Content-Security-Policy: ".length)))
    const text = renderHeaders(rules)
    expect(Math.max(...text.split("\n").map(l => l.length))).toBe(CLOUDFLARE_LIMITS.maxLineLength)
    expect(limitProblems(rules, text)).toEqual([])
  })

  test("a 101st rule fails, naming the count and the limit", () => {
    const rules = Array.from({ length: 101 }, (_, i) => rule(`/p${i}`))
    expect(limitProblems(rules, renderHeaders(rules))).toEqual([
      "101 rules, over Cloudflare Pages' limit of 100 (101 page rules + 0 site-wide rules): the host ignores every rule past the limit.",
    ])
  })

  test("a line over 2,000 characters fails, naming the header and the path", () => {
    const rules = [rule("/ok"), rule("/game/long", "a".repeat(2001))]
    const problems = limitProblems(rules, renderHeaders(rules))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^line \d+ \(Content-Security-Policy for \/game\/long\) is 2028 characters, over Cloudflare Pages' limit of 2000 per line\.$/,
    )
    expect(() => assertWithinLimits(rules, renderHeaders(rules))).toThrow(HeadersLimitError)
    expect(() => assertWithinLimits(rules, renderHeaders(rules))).toThrow(
      /public\/_headers would not work on Cloudflare Pages:\n {2}✖ line/,
    )
  })
})

describe("the EmailJS origin", () => {
  test("comes from the environment, then .env.<env>, then the library default", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
    try {
      expect(emailJsOrigin(dir, { GATSBY_EMAILJS_ORIGIN: "http://127.0.0.1:9330" })).toBe("http://127.0.0.1:9330")
      expect(emailJsOrigin(dir, {})).toBe(EMAILJS_DEFAULT_ORIGIN)
      fs.writeFileSync(path.join(dir, ".env.production"), `# mock\nGATSBY_EMAILJS_ORIGIN="https://mail.example.com"\n`)
      expect(emailJsOrigin(dir, {})).toBe("https://mail.example.com")
      expect(emailJsOrigin(dir, { GATSBY_EMAILJS_ORIGIN: "https://env.example.com" })).toBe("https://env.example.com")
      expect(emailJsOrigin(dir, { GATSBY_ACTIVE_ENV: "staging" })).toBe(EMAILJS_DEFAULT_ORIGIN)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the content manager's own policy", () => {
  const pages: PageHashes[] = [
    pageHashes(page(SHARED + pagePathScript("/404.html")), "404.html", ["*"]),
    pageHashes(page(SHARED + pagePathScript("/404.html")), "about/index.html", ["/about"]),
  ]
  const policy = adminCsp({ authUrl: "https://auth.example.com/oauth" })
  const rules = buildRules({ pages, sections: [{ paths: adminPaths(), policy, comment: "admin" }] })
  const text = renderHeaders(rules)

  test("/admin and /admin/* come last, each detaching the site-wide policy", () => {
    expect(rules.map(r => r.path).slice(-2)).toEqual(["/admin", "/admin/*"])
    for (const rule of rules.slice(-2)) {
      expect(rule.detach).toEqual(["Content-Security-Policy"])
      expect(rule.headers).toEqual([["Content-Security-Policy", policy]])
    }
  })

  test("the admin is served with exactly its policy (one policy), the pages with theirs, and the other headers stay", () => {
    const got = served(text, ["/admin/", "/admin", "/admin/config.yml", "/about", "/no-such-page"])
    for (const p of ["/admin/", "/admin", "/admin/config.yml"]) {
      expect(got[p]["Content-Security-Policy"]).toBe(policy)
      expect(got[p]["X-Frame-Options"]).toBe("DENY")
      expect(got[p]["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains")
    }
    for (const p of ["/about", "/no-such-page"]) {
      expect(got[p]["Content-Security-Policy"]).not.toContain("unsafe-eval")
      expect(got[p]["Content-Security-Policy"].match(/default-src/g)).toHaveLength(1)
    }
  })

  test("under a path prefix every rule but /* carries it", () => {
    const prefixed = buildRules({ pages, basePath: "/site", sections: [{ paths: adminPaths("/site"), policy, comment: "admin" }] })
    expect(prefixed.map(r => r.path)).toEqual([
      "/*",
      "/site/static/*",
      "/site/*.js",
      "/site/*.css",
      "/site/*.ics",
      "/site/admin",
      "/site/admin/*",
    ])
  })

  test("a page at an admin path is an error, not a silent override", () => {
    const clash = [...pages, pageHashes(page(`<script>x()</script>`), "admin.html", ["/admin"])]
    expect(() => buildRules({ pages: clash, sections: [{ paths: adminPaths(), policy, comment: "admin" }] })).toThrow(
      /admin.html is served at \/admin/,
    )
  })

  test("the directives: the CMS's needs, 'unsafe-eval' only here, the OAuth origin from CMS_AUTH_URL", () => {
    const directives = Object.fromEntries(policy.split("; ").map(d => [d.split(" ")[0], d.split(" ").slice(1)]))
    expect(directives).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", "'unsafe-eval'"],
      "style-src": ["'self'", "'unsafe-inline'"],
      "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
      "font-src": ["'self'"],
      "connect-src": ["'self'", "https://api.github.com", "https://auth.example.com"],
      "frame-src": ["'none'"],
      "frame-ancestors": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "object-src": ["'none'"],
    })
    expect(adminCsp()).toContain("connect-src 'self' https://api.github.com https://api.netlify.com;")
    expect(adminCsp({ authUrl: "" })).toContain("https://api.netlify.com")
    expect(adminCsp({ inlineScripts: ["go()"] })).toContain(`script-src 'self' 'unsafe-eval' ${hashSource("go()")};`)
    expect(() => adminCsp({ authUrl: "auth.example.com" })).toThrow(/CMS_AUTH_URL="auth.example.com" is not a URL/)
  })

  test("no local backend unless given: the published configuration names none", () => {
    expect(adminCsp()).not.toMatch(/127\.0\.0\.1|localhost/)
    expect(adminCsp({ localBackendUrl: "http://127.0.0.1:9999/api/v1" })).toContain("http://127.0.0.1:9999")
  })
})

test("the marker every generated _headers starts with is the one writeHeadersFile recognises, old or new", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"))
  try {
    for (const marker of [GENERATED_MARKER, "# Generated by src/node/headers.ts after every build. Do not edit: edit the generator."]) {
      fs.writeFileSync(path.join(dir, "_headers"), `${marker}\n`)
      expect(() => writeHeadersFile(dir, `${GENERATED_MARKER}\n/*\n`)).not.toThrow()
    }
    fs.writeFileSync(path.join(dir, "_headers"), "/*\n  X-Test: 1\n")
    expect(() => writeHeadersFile(dir, `${GENERATED_MARKER}\n`)).toThrow(/was not written by src\/node\/headers\//)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
})
