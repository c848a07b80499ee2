/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"

/**
 * Every patch in patches/ (applied by patch-package on `npm install`, see README "Patched dependencies") is
 * applied to the installed package: a dependency upgrade that makes patch-package skip or reject a patch
 * fails here, instead of the build silently losing what the patch gave.
 */
const ROOT = path.join(__dirname, "..")
const PATCHES = path.join(ROOT, "patches")

interface FilePatch {
  file: string
  /** Each hunk's text after the patch: its context and added lines. */
  after: string[]
}

function parsePatch(text: string): FilePatch[] {
  const files: FilePatch[] = []
  let current: FilePatch | null = null
  let hunk: string[] | null = null
  const close = () => {
    if (current && hunk) current.after.push(hunk.join("\n"))
    hunk = null
  }
  for (const line of text.split("\n")) {
    const header = /^diff --git a\/(\S+) b\/(\S+)$/.exec(line)
    if (header) {
      close()
      current = { file: header[2], after: [] }
      files.push(current)
    } else if (line.startsWith("@@")) {
      close()
      hunk = []
    } else if (hunk && (line.startsWith(" ") || line.startsWith("+"))) hunk.push(line.slice(1))
    else if (hunk && line === "") hunk.push("")
  }
  close()
  return files
}

const patches = fs.readdirSync(PATCHES).filter(f => f.endsWith(".patch"))
// The node_modules in use: the repository's own, or the one above a copy that has none (scripts/editor-changes.mjs).
const NODE_MODULES = path.dirname(path.dirname(require.resolve("gatsby/package.json")))

test("patches/ holds the patches the README explains", () => {
  const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8")
  expect(patches.length).toBeGreaterThan(0)
  for (const patch of patches) expect(readme).toContain(`patches/${patch}`)
})

describe.each(patches)("%s", patchFile => {
  const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(patchFile)!
  const packageName = name.replace(/\+/g, "/")
  const installed = JSON.parse(fs.readFileSync(path.join(NODE_MODULES, packageName, "package.json"), "utf8")).version as string

  test("is for the installed version of the package", () => {
    // patch-package names the file after the version it was made against; on another version it may not apply.
    expect(`${packageName}@${installed}`).toBe(`${packageName}@${version}`)
  })

  test("is applied to node_modules", () => {
    const files = parsePatch(fs.readFileSync(path.join(PATCHES, patchFile), "utf8"))
    expect(files.length).toBeGreaterThan(0)
    for (const { file, after } of files) {
      // The patch names files as node_modules/<package>/...; read them from the node_modules in use.
      const text = fs.readFileSync(path.join(NODE_MODULES, file.replace(/^node_modules\//, "")), "utf8")
      for (const hunk of after) expect(text).toContain(hunk)
    }
  })
})

test("the sharp patch gives the AVIF encoder the effort it documents", () => {
  const processFile = fs.readFileSync(path.join(NODE_MODULES, "gatsby-plugin-sharp/process-file.js"), "utf8")
  expect(processFile).toMatch(/\.avif\(\{\s*quality: transformArgs\.quality,[^}]*effort: 2,/)
})
