// `npm run check:html`: the W3C Nu HTML checker (npm vnu-jar, run by Java) over every page of the build.
// Prints each error under its page and exits 1 when there is any, or when the build has no pages.
//
//   tsx scripts/check-html.ts [--dir public]
//
// Pages are the .html files of the build except Gatsby's slice fragments (_gatsby/, pieces of markup that
// Gatsby joins into the pages, which are checked whole) and page data (page-data/). Java comes from Debian's
// default-jre-headless (.ci/run installs it when it is missing).
import { spawnSync } from "child_process"
import path from "path"
import { parseArgs } from "util"
import { listFiles } from "../src/node/list-files"

const ROOT = path.join(__dirname, "..")
const VNU = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar")

interface NuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstColumn?: number
  message: string
}

export function pageFiles(dir: string): string[] {
  return listFiles(dir, { skipDir: d => d === "_gatsby" || d === "page-data", match: f => f.endsWith(".html") })
}

function main(): number {
  const { values } = parseArgs({ options: { dir: { type: "string", default: "public" } } })
  const dir = path.resolve(ROOT, values.dir)
  const pages = pageFiles(dir)
  if (!pages.length) {
    console.error(`check-html: no pages in ${path.relative(ROOT, dir) || "."}/ (build first: npx gatsby build)`)
    return 1
  }
  const result = spawnSync("java", ["-jar", VNU, "--errors-only", "--format", "json", ...pages.map(p => path.join(dir, p))], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.error) {
    console.error(`check-html: cannot run java (${result.error.message}); install Debian's default-jre-headless`)
    return 1
  }
  let messages: NuMessage[]
  try {
    // The checker writes its JSON report to stderr.
    messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages
  } catch {
    console.error(`check-html: the checker gave no report (exit ${result.status}):\n${result.stderr}${result.stdout}`)
    return 1
  }
  const errors = messages.filter(m => m.type === "error" || m.subType === "fatal" || m.type === "non-document-error")
  const byPage = new Map<string, NuMessage[]>()
  for (const m of errors) {
    const page = m.url ? path.relative(dir, decodeURI(new URL(m.url).pathname)) : "(checker)"
    byPage.set(page, [...(byPage.get(page) ?? []), m])
  }
  for (const [page, list] of byPage) {
    console.log(`${page}: ${list.length} error(s)`)
    for (const m of list) console.log(`  ${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}`)
  }
  console.log(`Nu HTML checker: ${errors.length} error(s) in ${byPage.size} of ${pages.length} page(s)`)
  return errors.length ? 1 : 0
}

if (require.main === module) process.exit(main())
