// Which path a push takes to the live site: "content" when every changed file is under data/ (what editors
// and the CMS change: JSON and its images), "code" otherwise. Content changes are validated, built and
// checked page by page (npm run check:content) and then deployed; code changes run the whole suite first.
//
//   npx tsx scripts/change-scope.ts BASE [HEAD]     prints content or code
//
// Anything uncertain counts as code, the safe side: no base (a new branch pushes 0000…), a base git does
// not know (a force push), or no changed file at all.
import { spawnSync } from "node:child_process"

export type Scope = "content" | "code"

/** The path for a change, from its changed files (relative to the repository root). */
export function scopeOf(paths: string[]): Scope {
  if (paths.length === 0) return "code"
  return paths.every(p => p.startsWith("data/") && !p.startsWith("data/schemas/")) ? "content" : "code"
}

/** Files changed between base and head, or null when git cannot tell. */
export function changedFiles(base: string | undefined, head = "HEAD"): string[] | null {
  if (!base || /^0+$/.test(base)) return null
  const diff = spawnSync("git", ["diff", "--name-only", "--no-renames", `${base}...${head}`], { encoding: "utf8" })
  if (diff.status !== 0) return null
  return diff.stdout.split("\n").filter(Boolean)
}

if (require.main === module) {
  const [base, head] = process.argv.slice(2)
  const files = changedFiles(base, head)
  const scope = files ? scopeOf(files) : "code"
  console.error(files ? `${files.length} changed file(s): ${scope}` : `no usable base (${base || "none"}): code`)
  console.log(scope)
}
