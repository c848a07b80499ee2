import fs from "fs"
import path from "path"
import { escapeAttribute } from "./html"

/** The boot script's source, relative to the project: plain browser JavaScript that the linter reads. */
export const BOOT_SCRIPT_FILE = "src/boot/gatsby-boot.js"

export const BOOT_SCRIPT_ID = "gatsby-boot"

/** What Gatsby's inline scripts held, carried by the boot script's attributes (read in src/boot/gatsby-boot.js). */
export const BOOT_ATTRIBUTES = {
  /** The async script URLs, in Gatsby's order, separated by spaces. */
  sources: "data-src",
  /** window.pagePath (Gatsby's gatsby-script-loader script). */
  pagePath: "data-page-path",
  /** window.___webpackCompilationHash (the scripts slice). */
  compilationHash: "data-compilation-hash",
  /** window.___chunkMapping (the scripts slice's gatsby-chunk-mapping script). */
  chunkMapping: "data-chunk-mapping",
} as const

export interface BootData {
  sources: string[]
  pagePath: string
  compilationHash: string
  chunkMapping: string
}

/** The boot script's text as it goes into every page: src/boot/gatsby-boot.js, minified for ES2017 browsers. */
export function bootScriptText(projectDir: string): string {
  const file = path.join(projectDir, BOOT_SCRIPT_FILE)
  const source = fs.readFileSync(file, "utf8")
  // Loaded here, not at the top: esbuild refuses to load in jsdom, where the boot script's own tests run.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily: esbuild refuses to load in jsdom
  const { transformSync } = require("esbuild") as typeof import("esbuild")
  const { code } = transformSync(source, { loader: "js", minify: true, target: "es2017", legalComments: "none", sourcefile: file })
  const text = code.trim()
  // The text sits between <script> and </script>: it may not end the element early.
  if (/<\/script|<!--/i.test(text))
    throw new Error(`${BOOT_SCRIPT_FILE} contains "</script" or "<!--", which would end or corrupt the inline element`)
  return text
}

export function bootScriptTag(data: BootData, text: string): string {
  const attributes: [string, string][] = [
    ["id", BOOT_SCRIPT_ID],
    [BOOT_ATTRIBUTES.sources, data.sources.join(" ")],
    [BOOT_ATTRIBUTES.pagePath, data.pagePath],
    [BOOT_ATTRIBUTES.compilationHash, data.compilationHash],
    [BOOT_ATTRIBUTES.chunkMapping, data.chunkMapping],
  ]
  return `<script ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(" ")}>${text}</script>`
}
