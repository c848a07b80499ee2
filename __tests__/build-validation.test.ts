/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { spawnSync } from "child_process"

const ROOT = path.join(__dirname, "..")
// The node_modules in use: the repository's own, or the one above a copy that has none (scripts/editor-changes.mjs).
const NODE_MODULES = path.dirname(path.dirname(require.resolve("gatsby/package.json")))

/**
 * `gatsby build` validates content before anything else: a broken data file stops it with a message naming
 * file, entry and field, and a non-zero exit code. Runs a real build on a copy with one broken file; it stops
 * in onPreInit, so it takes seconds, not minutes.
 */
test("a broken data file fails the build, naming file, entry and field", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "broken-build-"))
  try {
    for (const f of ["gatsby-config.ts", "gatsby-node.ts", "package.json", "tsconfig.json"])
      fs.copyFileSync(path.join(ROOT, f), path.join(dir, f))
    fs.cpSync(path.join(ROOT, "src"), path.join(dir, "src"), { recursive: true })
    fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true, filter: src => !/\.(jpe?g|png)$/i.test(src) })
    fs.symlinkSync(NODE_MODULES, path.join(dir, "node_modules"))
    const gamePath = path.join(dir, "data", "games", "boxing.en.json")
    const game = JSON.parse(fs.readFileSync(gamePath, "utf8"))
    game.pricing.fromPerMonth = "two thousand"
    fs.writeFileSync(gamePath, JSON.stringify(game))

    const result = spawnSync(path.join(NODE_MODULES, ".bin", "gatsby"), ["build"], {
      cwd: dir,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
      timeout: 120_000,
    })
    const output = (result.stdout + result.stderr).replace(/\s+/g, " ")
    expect(result.status).not.toBe(0)
    expect(output).toContain(
      'data/games/boxing.en.json: entry "boxing", field "pricing.fromPerMonth": expected a whole number, got "two thousand"',
    )
    expect(fs.existsSync(path.join(dir, "public", "index.html"))).toBe(false)
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 180_000)
