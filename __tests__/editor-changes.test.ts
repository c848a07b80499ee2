/**
 * @jest-environment node
 */
// scripts/editor-changes.mjs reuses its copy's Gatsby cache only when the last build there finished, in that same
// directory: a cache from another path (the repository's) or a half-written one broke the copy's build before
// ("The result of this StaticQuery could not be fetched").
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

const SCRIPT = path.join(__dirname, "..", "scripts", "editor-changes.mjs")

interface State {
  warm: boolean
  why: string
}

/** Runs `body` (ES module code with cacheState, prepareCopyDir, markBuilt and dir in scope) in a child process. */
function inChild<T>(dir: string, body: string): T {
  const program = `
    import { cacheState, prepareCopyDir, markBuilt, BUILT_MARK } from ${JSON.stringify(SCRIPT)}
    const dir = ${JSON.stringify(dir)}
    const out = await (async () => { ${body} })()
    process.stdout.write(JSON.stringify(out))
  `
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", program], { encoding: "utf8" })) as T
}

function copyWithBuild(): string {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-test-")), "copy")
  for (const sub of [".cache/redux", "public/page-data", "src", "data"]) fs.mkdirSync(path.join(dir, sub), { recursive: true })
  fs.writeFileSync(path.join(dir, ".cache/redux/redux.rest.state"), "state")
  fs.writeFileSync(path.join(dir, "public/index.html"), "<!doctype html>")
  fs.writeFileSync(path.join(dir, "src/page.tsx"), "old source")
  return dir
}

test("importing the script runs nothing: no copy is made", () => {
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-changes-test-")), "none")
  expect(inChild<State>(dir, "return cacheState(dir)")).toEqual({ warm: false, why: "no earlier build in the copy" })
  expect(fs.existsSync(dir)).toBe(false)
})

test("a finished build in the same directory is kept; sources and the mark go", () => {
  const dir = copyWithBuild()
  const [before, prepared, after] = inChild<State[]>(
    dir,
    "markBuilt(dir); const before = cacheState(dir); const prepared = prepareCopyDir(dir); return [before, prepared, cacheState(dir)]",
  )
  expect(before.warm).toBe(true)
  expect(prepared.warm).toBe(true)
  expect(fs.readdirSync(dir).sort()).toEqual([".cache", "public"])
  expect(fs.readFileSync(path.join(dir, ".cache/redux/redux.rest.state"), "utf8")).toBe("state")
  // Until this run's build finishes, the cache counts as half-written: a run stopped now starts fresh next time.
  expect(after).toEqual({ warm: false, why: "the last run's build did not finish (interrupted or failed)" })
})

test("a build that did not finish (no mark) is thrown away whole", () => {
  const dir = copyWithBuild()
  const state = inChild<State>(dir, "return prepareCopyDir(dir)")
  expect(state).toEqual({ warm: false, why: "the last run's build did not finish (interrupted or failed)" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("a cache made at another path is not reused (Gatsby's cache holds absolute paths)", () => {
  const dir = copyWithBuild()
  fs.writeFileSync(path.join(dir, "editor-changes-built.json"), JSON.stringify({ dir: "/elsewhere/copy", at: "2026-01-01T00:00:00Z" }))
  const state = inChild<State>(dir, "return prepareCopyDir(dir)")
  expect(state).toEqual({ warm: false, why: "the build cache was made in /elsewhere/copy" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("when the repository's Gatsby clears its .cache (files without a dot-segment), the copy's build is not trusted", () => {
  const dir = copyWithBuild()
  inChild(dir, "markBuilt(dir); return null")
  // Gatsby's cache reset: globby(".cache/**") without `dot`, then each file removed (gatsby/dist/services/initialize.js).
  const clear = (d: string): void => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue
      const full = path.join(d, entry.name)
      if (entry.isDirectory()) clear(full)
      else fs.rmSync(full)
    }
  }
  clear(dir)
  expect(fs.existsSync(path.join(dir, ".cache/redux/redux.rest.state"))).toBe(true) // the copy's own cache survives
  expect(inChild<State>(dir, "return cacheState(dir)")).toEqual({
    warm: false,
    why: "the last run's build did not finish (interrupted or failed)",
  })
})

test("--fresh throws a finished build away too", () => {
  const dir = copyWithBuild()
  const state = inChild<State>(dir, "markBuilt(dir); return prepareCopyDir(dir, { fresh: true })")
  expect(state).toEqual({ warm: false, why: "--fresh" })
  expect(fs.readdirSync(dir)).toEqual([])
})

test("no public/ beside the cache counts as no build", () => {
  const dir = copyWithBuild()
  fs.rmSync(path.join(dir, "public"), { recursive: true })
  expect(inChild<State>(dir, "markBuilt(dir); return cacheState(dir)")).toEqual({ warm: false, why: "no earlier build in the copy" })
})
