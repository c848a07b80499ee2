// What each language costs the browser tests: sums the durations in test-results/playwright.json (written by
// every `npm test` run) by the language a test is about, so the rule of issue 14 (Hindi adds at most 25% to the
// suite's time) can be checked after any run instead of by rerunning an old commit.
//
//   npx tsx scripts/suite-by-locale.ts [test-results/playwright.json]
//
// A test counts for a language other than the default (the languages are src/shared/routes.ts's) when its title or its
// file names that language: a route under its prefix ("/hi", "/hi/about"), the language's English name ("Hindi",
// from Intl), or a spec file named after it
// (e2e/hindi.spec.ts). Everything else counts for the default language and the site as a whole. Durations are
// summed over both projects (desktop and mobile) and every retry; the suite runs two workers, so its wall time
// is about half the sum.
import { readFileSync } from "node:fs"
import { defaultLocale, localePrefix, locales } from "../src/shared/routes"

type Suite = { title: string; file?: string; specs?: Spec[]; suites?: Suite[] }
type Spec = { title: string; file?: string; tests: { results: { duration: number }[] }[] }

const englishName = new Intl.DisplayNames(["en"], { type: "language" })
/** Every language but the default, with its English name ("Hindi") and how a test names it. */
const others = locales
  .filter(locale => locale !== defaultLocale)
  .map(locale => {
    const name = englishName.of(locale) ?? locale
    return {
      locale,
      name,
      test: new RegExp(`(^|[\\s"'\`(])${localePrefix(locale)}(/|\\b)|\\b${name}\\b`, "i"),
      file: new RegExp(`(^|/)${name}\\.spec\\.`, "i"),
    }
  })
const file = process.argv[2] ?? "test-results/playwright.json"
const report = JSON.parse(readFileSync(file, "utf8")) as { suites: Suite[]; stats: { duration: number } }

const totals: Record<string, { seconds: number; tests: number }> = {}
const byFile: Record<string, number> = {}
function add(locale: string, specFile: string, ms: number) {
  totals[locale] ??= { seconds: 0, tests: 0 }
  totals[locale].seconds += ms / 1000
  totals[locale].tests += 1
  const key = `${specFile} (${locale})`
  byFile[key] = (byFile[key] ?? 0) + ms / 1000
}

function walk(suite: Suite, titles: string[], specFile?: string) {
  for (const spec of suite.specs ?? []) {
    const title = [...titles, spec.title].join(" › ")
    const where = spec.file ?? specFile ?? ""
    const match = others.find(p => p.file.test(where) || p.test.test(title))
    for (const test of spec.tests) for (const result of test.results) add(match?.locale ?? "site", where, result.duration)
  }
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title], child.file ?? specFile)
}
for (const suite of report.suites) walk(suite, [], suite.file)

const site = totals.site?.seconds ?? 0
console.log(`browser tests in ${file}, durations summed over projects and retries:`)
console.log(`  site (English and both languages): ${site.toFixed(0)} s in ${totals.site?.tests ?? 0} runs`)
for (const { locale, name } of others) {
  const t = totals[locale] ?? { seconds: 0, tests: 0 }
  console.log(
    `  ${name}: ${t.seconds.toFixed(0)} s in ${t.tests} runs, ${site ? ((100 * t.seconds) / site).toFixed(1) : "?"}% on top of the rest`,
  )
}
console.log(`  wall time of the whole run: ${(report.stats.duration / 1000).toFixed(0)} s`)
console.log(`by file:`)
for (const [key, seconds] of Object.entries(byFile).sort((a, b) => b[1] - a[1]))
  console.log(`  ${seconds.toFixed(0).padStart(6)} s  ${key}`)
