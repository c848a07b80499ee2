/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import type { CreateWebpackConfigArgs } from "gatsby"
import {
  CssOrderGuard,
  configureWebpack,
  packageFileTest,
  SIDE_EFFECT_FREE,
  STYLES_DIGEST_CONSTANT,
  stylesDigest,
} from "../src/node/webpack"

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "styles-"))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  return root
}

describe("the CSS digest that makes a warm build re-render pages after a CSS edit", () => {
  const files = {
    "src/styles/tokens.css": ":root { --sp-3: 0.75rem; }",
    "src/components/ui/button.module.css": ".button { color: red; }",
    "src/pages/index.tsx": "export default () => null",
    "package-lock.json": `{"packages":{"node_modules/@fontsource/inter":{"version":"5.2.5"}}}`,
  }
  let root: string
  beforeEach(() => (root = site(files)))
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  test("is stable while nothing changes", () => {
    expect(stylesDigest(root)).toBe(stylesDigest(root))
    expect(stylesDigest(root)).toMatch(/^[0-9a-f]{16}$/)
  })

  test("changes with any stylesheet under src, a new one, or the packages that make the CSS", () => {
    const before = stylesDigest(root)
    fs.writeFileSync(path.join(root, "src/components/ui/button.module.css"), ".button { color: blue; }")
    const edited = stylesDigest(root)
    expect(edited).not.toBe(before)
    fs.writeFileSync(path.join(root, "src/components/ui/card.module.css"), ".card {}")
    const added = stylesDigest(root)
    expect(added).not.toBe(edited)
    fs.writeFileSync(path.join(root, "package-lock.json"), `{"packages":{"node_modules/@fontsource/inter":{"version":"5.2.6"}}}`)
    expect(stylesDigest(root)).not.toBe(added)
  })

  test("ignores files that are not CSS", () => {
    const before = stylesDigest(root)
    fs.writeFileSync(path.join(root, "src/pages/index.tsx"), "export default () => 1")
    expect(stylesDigest(root)).toBe(before)
  })

  test("is defined in the HTML renderer's bundle only", () => {
    const setWebpackConfig = jest.fn()
    const define = jest.fn((values: Record<string, string>) => ({ define: values }))
    const args = (stage: string) => ({ stage, actions: { setWebpackConfig }, plugins: { define } }) as unknown as CreateWebpackConfigArgs
    configureWebpack(args("build-html"), root)
    expect(setWebpackConfig).toHaveBeenCalledWith({
      plugins: [{ define: { [STYLES_DIGEST_CONSTANT]: JSON.stringify(stylesDigest(root)) } }],
    })
    setWebpackConfig.mockClear()
    define.mockClear()
    configureWebpack(args("build-javascript"), root)
    expect(setWebpackConfig).toHaveBeenCalledTimes(1)
    expect(define).not.toHaveBeenCalled()
    expect(setWebpackConfig.mock.calls[0][0].plugins).toEqual([expect.any(CssOrderGuard)])
  })
})

describe("the files marked free of side effects in the browser bundle (SIDE_EFFECT_FREE)", () => {
  test.each(SIDE_EFFECT_FREE)("%s exists and still requires gatsby; the rule matches its path and no other", file => {
    // When a package update moves the file or stops requiring "gatsby" there, this fails: the rule is then
    // pointless and goes (the contract test of the build tells whether the entry is tree-shaken without it).
    const resolved = require.resolve(file)
    expect(fs.readFileSync(resolved, "utf8")).toMatch(/require\(["']gatsby["']\)/)
    expect(packageFileTest(file).test(resolved)).toBe(true)
    expect(packageFileTest(file).test(resolved.replace(/\.js$/, ".mjs"))).toBe(false)
    expect(packageFileTest(file).test(resolved.replace(/[\\/]node_modules[\\/]/, "/src/"))).toBe(false)
  })

  test("are marked for the browser's JavaScript only, not the HTML renderer", () => {
    const setWebpackConfig = jest.fn()
    const args = (stage: string) =>
      ({ stage, actions: { setWebpackConfig }, plugins: { define: jest.fn() } }) as unknown as CreateWebpackConfigArgs
    configureWebpack(args("build-javascript"), os.tmpdir())
    const rules = setWebpackConfig.mock.calls[0][0].module.rules
    expect(rules).toEqual(SIDE_EFFECT_FREE.map(() => ({ test: expect.any(RegExp), sideEffects: false })))
    expect(rules.map((r: { test: RegExp }) => r.test.test(require.resolve(SIDE_EFFECT_FREE[0])))).toContain(true)
    setWebpackConfig.mockClear()
    configureWebpack(args("build-html"), os.tmpdir())
    expect(setWebpackConfig.mock.calls[0][0].module).toBeUndefined()
  })
})

describe("CssOrderGuard", () => {
  test('fails the JavaScript build on mini-css-extract-plugin\'s "Conflicting order" warning, and only on that', () => {
    let afterCompile: (compilation: { warnings: Error[]; errors: Error[] }) => void = () => {}
    new CssOrderGuard().apply({ hooks: { afterCompile: { tap: (_name, run) => (afterCompile = run) } } })
    const conflict = new Error("chunk styles [mini-css-extract-plugin]\nConflicting order. Following module has been added: ...")
    const other = new Error("some other warning")
    const compilation = { warnings: [other, conflict], errors: [] as Error[] }
    afterCompile(compilation)
    expect(compilation.errors).toEqual([conflict])
    expect(compilation.warnings).toEqual([other])
  })
})
