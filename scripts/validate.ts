/** `npm run validate`: checks every data file and prints all problems at once. */
import path from "path"
import { formatError, formatUntranslated, validateContent } from "../src/node/validate"

const dataDir = path.resolve(process.argv[2] ?? path.join(__dirname, "..", "data"))
const { errors, fileCount, untranslated, orphans, ignored } = validateContent(dataDir, process.cwd())

// Untranslated texts are warnings: an entry published in English only still builds and deploys.
for (const line of formatUntranslated(untranslated, orphans, ignored)) console.warn(`  ⚠ ${line}`)

if (errors.length > 0) {
  console.error(`Content validation failed: ${errors.length} problem(s) in ${new Set(errors.map(e => e.file)).size} file(s)\n`)
  for (const e of errors) console.error(`  ✖ ${formatError(e)}`)
  console.error("\nFix the fields named above; data/schemas/ describes every field.")
  process.exit(1)
}
console.log(`Content OK: ${fileCount} data files checked.`)
