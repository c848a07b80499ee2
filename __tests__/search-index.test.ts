/**
 * The search index step on a folder of two pages: it indexes what the layout marks, per language, and finds the
 * pagefind package from a project folder that has no node_modules of its own (the editors' proof builds a copy
 * under .cache/, which finds the repository's packages by walking up, as Node does).
 */
import fs from "fs"
import path from "path"
import { writeSearchIndex } from "../src/node/post-build/search-index"

const page = (lang: string, text: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${text}</title></head><body><header>menu</header><main data-pagefind-body><h1>${text}</h1><p>${text} coaching</p></main></body></html>`

test("indexes the marked pages of each language from a project folder without node_modules", () => {
  const cache = path.join(__dirname, "..", ".cache")
  fs.mkdirSync(cache, { recursive: true })
  const project = fs.mkdtempSync(path.join(cache, "search-index-test-"))
  try {
    const publicDir = path.join(project, "public")
    fs.mkdirSync(path.join(publicDir, "hi"), { recursive: true })
    fs.writeFileSync(path.join(publicDir, "index.html"), page("en-IN", "Badminton"))
    fs.writeFileSync(path.join(publicDir, "hi", "index.html"), page("hi", "बैडमिंटन"))
    expect(fs.existsSync(path.join(project, "node_modules"))).toBe(false)
    const report = writeSearchIndex(project)
    expect(report).toMatchObject({ pages: 2, languages: 2 })
    const written = fs.readdirSync(path.join(publicDir, "pagefind"))
    expect(written).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "pagefind-entry.json"]))
    // Pagefind's own interfaces, which the site never loads, are not deployed.
    expect(written.filter(f => /ui|highlight/.test(f))).toEqual([])
  } finally {
    fs.rmSync(project, { recursive: true, force: true })
  }
})
