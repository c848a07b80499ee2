/**
 * @jest-environment node
 */
// scripts/serve.mjs stands in for the static host in the browser tests and the Lighthouse runs, so it must
// compress text the way every CDN does (otherwise each page's inline CSS would be measured uncompressed).
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { gunzipSync } from "zlib"

const SERVE = path.join(__dirname, "..", "scripts", "serve.mjs")

interface Answer {
  status: number
  headers: Record<string, string>
  body: string
}

/** Starts the server on a temporary build in a child process and answers each request there. */
function fetchAll(files: Record<string, string>, requests: { path: string; encoding?: string }[]): Answer[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "serve-test-"))
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    fs.writeFileSync(path.join(dir, name), text)
  }
  const program = `
    import http from "node:http"
    import { createStaticServer } from ${JSON.stringify(SERVE)}
    const { dir, requests } = JSON.parse(process.argv[1])
    const server = createStaticServer({ dir }).listen(0, "127.0.0.1", async () => {
      const { port } = server.address()
      const get = r => new Promise((resolve, reject) => {
        const headers = r.encoding === undefined ? {} : { "accept-encoding": r.encoding }
        http.get({ host: "127.0.0.1", port, path: r.path, headers }, res => {
          const chunks = []
          res.on("data", c => chunks.push(c))
          res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("base64") }))
        }).on("error", reject)
      })
      const out = []
      for (const r of requests) out.push(await get(r))
      console.log(JSON.stringify(out))
      server.close()
      server.closeAllConnections()
    })`
  try {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", program, JSON.stringify({ dir, requests })], {
      encoding: "utf8",
    })
    return (JSON.parse(out) as (Answer & { body: string })[]).map(a => {
      const raw = Buffer.from(a.body, "base64")
      return { ...a, body: a.headers["content-encoding"] === "gzip" ? gunzipSync(raw).toString("utf8") : raw.toString("utf8") }
    })
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const html = `<!DOCTYPE html><html><head><style>${"body{margin:0}".repeat(200)}</style></head><body>Hello</body></html>`

test("text is gzip-compressed for clients that accept it, and the same bytes arrive", () => {
  const [page, js, missing] = fetchAll({ "index.html": html, "app.js": "console.log(1)".repeat(50), "404.html": html }, [
    { path: "/", encoding: "gzip, deflate, br" },
    { path: "/app.js", encoding: "br;q=1, gzip;q=0.8" },
    { path: "/nowhere", encoding: "gzip" },
  ])
  expect(page.headers["content-encoding"]).toBe("gzip")
  expect(page.headers.vary).toBe("Accept-Encoding")
  expect(Number(page.headers["content-length"])).toBeLessThan(html.length / 5)
  expect(page.body).toBe(html)
  expect(js.headers["content-encoding"]).toBe("gzip")
  expect(missing.status).toBe(404)
  expect(missing.headers["content-encoding"]).toBe("gzip")
  expect(missing.body).toBe(html)
})

test("clients that do not accept gzip, and images, get the file as it is", () => {
  const [plain, refused, image] = fetchAll({ "index.html": html, "a.jpg": "JPEGDATA" }, [
    { path: "/" },
    { path: "/", encoding: "gzip;q=0, identity" },
    { path: "/a.jpg", encoding: "gzip" },
  ])
  expect(plain.headers["content-encoding"]).toBeUndefined()
  expect(plain.headers.vary).toBe("Accept-Encoding")
  expect(plain.body).toBe(html)
  expect(refused.headers["content-encoding"]).toBeUndefined()
  expect(image.headers["content-encoding"]).toBeUndefined()
  expect(image.body).toBe("JPEGDATA")
})
