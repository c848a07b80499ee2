// ESLint (flat config) over the site, its build scripts and its tests. Formatting is Prettier's job
// (.prettierrc.json); eslint-config-prettier switches off every rule that would disagree with it.
// `npm run lint` runs ESLint and `prettier --check`; `npm test` runs it as a stage.
import fs from "node:fs"
import path from "node:path"
import js from "@eslint/js"
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs"
import { defineConfig, globalIgnores } from "eslint/config"
import prettier from "eslint-config-prettier"
import importX, { createNodeResolver } from "eslint-plugin-import-x"
import jsxA11y from "eslint-plugin-jsx-a11y"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import ts from "typescript"

/**
 * "_blank" may appear only where a rule below checks what goes with it: as the target of a JSX element
 * (react/jsx-no-target-blank) or as window.open's target with "noopener,noreferrer" (the selector after it).
 */
const BLANK_OUTSIDE_CHECKED_PLACES = {
  selector: `Literal[value="_blank"]:not(JSXAttribute[name.name="target"] Literal):not(CallExpression[callee.property.name="open"] > Literal.arguments)`,
  message: `Open new tabs with <a target="_blank" rel="noopener noreferrer"> (or window.open(url, "_blank", "noopener,noreferrer")), so a rule can check the rel.`,
}
const WINDOW_OPEN_WITHOUT_NOOPENER = {
  selector: `CallExpression[callee.property.name="open"][arguments.1.value="_blank"]:not([arguments.2.value=/noopener/][arguments.2.value=/noreferrer/])`,
  message: `window.open(url, "_blank") must pass "noopener,noreferrer": the new page must not reach this one.`,
}

const ROOT = import.meta.dirname

/**
 * The layers, as import-x/no-restricted-paths zones (a zone's `target` files may not import from its `from`).
 * src/shared/ holds what the build and the browser both use (the content model's routes and collection table,
 * the languages, dates and text) and imports nothing of either. In the browser, src/lib/ (pure helpers) sits on
 * it, the hooks on those, and the components, templates, pages and the admin's previews on all three. The build
 * (src/node/, gatsby-node.ts, gatsby-config.ts) uses src/shared/ and nothing of the browser's; nothing the
 * browser loads (nor gatsby-ssr.tsx, which webpack bundles with the pages) imports the build, so build-only
 * code never reaches a page.
 */
const VIEWS = ["src/components", "src/templates", "src/pages", "src/cms"]
const BROWSER = [...VIEWS, "src/hooks", "src/lib", "src/boot", "gatsby-browser.tsx", "gatsby-ssr.tsx"]
const BUILD = ["src/node", "gatsby-node.ts", "gatsby-config.ts"]
const LAYERS = [
  {
    target: ["src/shared"],
    from: [...BROWSER, ...BUILD],
    message: "src/shared/ is what the build and the browser both use: it imports only src/shared/ and packages.",
  },
  {
    target: ["src/lib", "src/hooks", ...BUILD],
    from: VIEWS,
    message:
      "Pure modules, hooks and the build import no components, templates or pages: move what they need into src/lib/, src/hooks/ or src/shared/.",
  },
  { target: ["src/lib", ...BUILD], from: ["src/hooks"], message: "src/lib/ and the build are below the hooks: they use no React state." },
  {
    target: BUILD,
    from: ["src/lib", "src/boot"],
    message: "The build uses src/shared/, not the browser's modules: move what both need into src/shared/.",
  },
  {
    target: BROWSER,
    from: BUILD,
    message: "The build (src/node/, gatsby-node.ts, gatsby-config.ts) never reaches the browser: what both need belongs in src/shared/.",
  },
]

const SOURCE_EXTENSIONS = [".ts", ".tsx", ".mjs", ".js", ".cjs"]
function isFile(file) {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false // missing, or a path through a file ("x.module.css/index.ts")
  }
}

/** The source file a relative import names, or undefined (packages, stylesheets and other assets). */
function resolveRelative(importer, specifier) {
  if (!specifier.startsWith(".")) return undefined
  const base = path.resolve(path.dirname(importer), specifier)
  const candidates = [base, ...SOURCE_EXTENSIONS.map(e => base + e), ...SOURCE_EXTENSIONS.map(e => path.join(base, `index${e}`))]
  return candidates.find(file => SOURCE_EXTENSIONS.includes(path.extname(file)) && isFile(file))
}

/** Every relative import of a file (type-only, re-exports and import() included), resolved; cached by mtime. */
const importsCache = new Map()
function importsOf(file, text) {
  const mtime = text === undefined ? fs.statSync(file).mtimeMs : undefined
  const cached = importsCache.get(file)
  if (mtime !== undefined && cached?.mtime === mtime) return cached.imports
  const source = text ?? fs.readFileSync(file, "utf8")
  const imports = ts.preProcessFile(source, true, true).importedFiles.flatMap(({ fileName, pos, end }) => {
    const target = resolveRelative(file, fileName)
    return target ? [{ target, pos, end }] : []
  })
  if (mtime !== undefined) importsCache.set(file, { mtime, imports })
  return imports
}

/** The shortest chain of imports from `start` back to `goal` (both included), or undefined. */
function chainBack(start, goal) {
  const previous = new Map([[start, undefined]])
  for (const queue = [start]; queue.length > 0;) {
    const file = queue.shift()
    if (file === goal) {
      const chain = []
      for (let at = file; at !== undefined; at = previous.get(at)) chain.unshift(at)
      return chain
    }
    for (const { target } of importsOf(file))
      if (!previous.has(target)) {
        previous.set(target, file)
        queue.push(target)
      }
  }
  return undefined
}

/**
 * No import cycles, type-only imports included: import-x/no-cycle skips those, and a circle of types still
 * ties two modules into one (neither can move or be read alone). Follows relative imports only.
 */
const noImportCycle = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles, type-only imports included" },
    schema: [],
    messages: { cycle: "Import cycle: {{chain}}. Move what both sides need into a module of its own." },
  },
  create(context) {
    const file = context.physicalFilename
    const { sourceCode } = context
    return {
      Program() {
        for (const { target, pos, end } of importsOf(file, sourceCode.text)) {
          const chain = chainBack(target, file)
          if (!chain) continue
          context.report({
            loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) },
            messageId: "cycle",
            data: { chain: [file, ...chain].map(f => path.relative(ROOT, f)).join(" → ") },
          })
        }
      },
    }
  },
}

export default defineConfig([
  globalIgnores([
    "public/",
    ".cache/",
    "src/gatsby-types.d.ts", // generated by Gatsby from the queries
    "test-results/",
    "playwright-report/",
    "coverage/",
    "scripts/bare-gatsby/public/",
    "scripts/bare-gatsby/.cache/",
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  // Gatsby compiles JSX with the classic runtime (gatsby-config sets no jsxRuntime): React must be in scope.
  react.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      // Every inline exception says why, after "--".
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: [] }],
      "@eslint-community/eslint-comments/no-unlimited-disable": "error",
      // Raw HTML only where a comment beside it says why it is safe (an inline disable with its reason).
      "react/no-danger": "error",
      // Links that open a new tab cut the new page off from this one, spread and conditional targets included.
      "react/jsx-no-target-blank": [
        "error",
        { allowReferrer: false, enforceDynamicLinks: "always", warnOnSpreadAttributes: true, links: true, forms: true },
      ],
      // The rules of hooks. The plugin's React Compiler rules (refs, purity, set-state-in-effect, ...) are left
      // out: the site is not compiled by React Compiler, and they read a hook's returned object that holds a
      // ref (form.formRef) as a ref itself.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Types come from TypeScript; React 18's prop-types are not used.
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      eqeqeq: ["error", "always", { null: "ignore" }],
    },
  },
  {
    // The site's code (what the browser and the build run): the checks that replace __tests__/static-safety.
    files: ["src/**", "gatsby-*.ts", "gatsby-*.tsx"],
    rules: {
      "no-restricted-syntax": ["error", BLANK_OUTSIDE_CHECKED_PLACES, WINDOW_OPEN_WITHOUT_NOOPENER],
      // A value import from gatsby-plugin-image puts its whole browser module in every page's JavaScript.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "gatsby-plugin-image",
              allowTypeImports: true,
              message: "Use getImage/getSrc from src/lib/image-data.ts and src/components/ui/picture.tsx; types are fine.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    plugins: { local: { rules: { "no-import-cycle": noImportCycle } } },
    rules: { "local/no-import-cycle": "error" },
  },
  {
    files: ["src/**", "gatsby-*.ts", "gatsby-*.tsx"],
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createNodeResolver({ extensions: SOURCE_EXTENSIONS })] },
    rules: { "import-x/no-restricted-paths": ["error", { basePath: ROOT, zones: LAYERS }] },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Playwright's fixture API: a fixture that uses no other fixture must still destructure "{}", and its
    // "use" callback is Playwright's, not React's use().
    files: ["e2e/**"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Plain JavaScript run by Node (CommonJS config files and the ESM scripts).
    files: ["**/*.js", "**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  prettier,
])
