// Builds the content manager's page on its own (every `gatsby build` also writes it to public/admin).
//
//   npm run admin -- [--out DIR] [--local-backend-url URL]
//
// --out             where to write (default public/admin)
// --local-backend-url  edit files on this computer through decap-server at URL (what `npm run cms` does)
// Without --local-backend-url the live backend comes from CMS_REPO, CMS_BRANCH and CMS_AUTH_URL.
import path from "path"
import { parseArgs } from "util"
import { buildAdmin } from "../src/node/admin/build-admin"

const ROOT = path.join(__dirname, "..")

async function main() {
  const { values } = parseArgs({
    options: { out: { type: "string" }, "local-backend-url": { type: "string" } },
    strict: true,
  })
  const outDir = path.resolve(values.out ?? path.join(ROOT, "public/admin"))
  const built = await buildAdmin({ root: ROOT, outDir, localBackendUrl: values["local-backend-url"] })
  console.log(
    `Admin: ${built.files.length} file(s) in ${path.relative(process.cwd(), outDir) || "."}/ (${built.ms} ms)` +
      (built.configured ? "" : "; no backend: the page explains CMS_REPO"),
  )
}

main().catch(error => {
  console.error(`build-admin: ${error instanceof Error ? error.message : error}`)
  process.exit(error?.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" ? 2 : 1)
})
