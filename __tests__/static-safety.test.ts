/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { parse } from "@babel/parser"

/**
 * Source checks that no single component test would notice: raw HTML insertion stays rare and explained,
 * and every link that opens a new tab cuts the new page off from this one.
 */
const ROOT = path.join(__dirname, "..")

function sourceFiles(dir: string, extensions: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full, extensions)
    return extensions.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : []
  })
}

const rel = (file: string) => path.relative(ROOT, file)
const lineOf = (text: string, index: number) => text.slice(0, index).split("\n").length

const CODE = [
  ...sourceFiles(path.join(ROOT, "src"), /\.(ts|tsx)$/),
  ...fs.readdirSync(ROOT).filter(f => /^gatsby-(browser|ssr|node|config)\.tsx?$/.test(f)).map(f => path.join(ROOT, f)),
]
const TSX = sourceFiles(path.join(ROOT, "src"), /\.tsx$/)

test("finds the sources it checks", () => {
  expect(CODE.length).toBeGreaterThan(20)
  expect(TSX.length).toBeGreaterThan(20)
})

describe("dangerouslySetInnerHTML", () => {
  /** A comment on the same line or within the three lines above, saying why raw HTML is safe there. */
  const JUSTIFICATION = /(\/\/|\/\*|\{\s*\/\*)\s*\S/

  test("is used only where a comment beside it says why it is safe", () => {
    const unexplained: string[] = []
    const uses: string[] = []
    for (const file of CODE) {
      const lines = fs.readFileSync(file, "utf8").split("\n")
      lines.forEach((line, i) => {
        if (!line.includes("dangerouslySetInnerHTML")) return
        uses.push(`${rel(file)}:${i + 1}`)
        const context = lines.slice(Math.max(0, i - 3), i + 1)
        if (!context.some(l => JUSTIFICATION.test(l))) unexplained.push(`${rel(file)}:${i + 1}: ${line.trim()}`)
      })
    }
    expect(unexplained).toEqual([])
    // Today: JSON-LD in the page head, serialized with "<" escaped (src/lib/structured-data.ts), and
    // gatsby-ssr.tsx reading and rewriting Gatsby's own loader script (src/lib/page-path-script.ts).
    expect(uses.length).toBeLessThanOrEqual(5)
  })
})

describe('target="_blank"', () => {
  type Node = { type: string; [key: string]: unknown }
  const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string"

  function walk(node: unknown, visit: (node: Node) => void) {
    if (Array.isArray(node)) return node.forEach(child => walk(child, visit))
    if (!isNode(node)) return
    visit(node)
    for (const [key, value] of Object.entries(node)) {
      if (key !== "loc" && key !== "leadingComments" && key !== "trailingComments") walk(value, visit)
    }
  }

  /** Every string literal in an attribute value or property value ("_blank", or both branches of a ternary). */
  function strings(node: unknown): string[] {
    const found: string[] = []
    walk(node, n => {
      if (n.type === "StringLiteral") found.push(n.value as string)
      if (n.type === "TemplateLiteral") found.push(...(n.quasis as { value: { cooked: string } }[]).map(q => q.value.cooked))
    })
    return found
  }

  const relSafe = (values: string[]) => values.some(v => /\bnoopener\b/.test(v) && /\bnoreferrer\b/.test(v))

  test('every link that opens a new tab has rel="noopener noreferrer"', () => {
    const unsafe: string[] = []
    let checked = 0
    let literals = 0
    for (const file of TSX) {
      const text = fs.readFileSync(file, "utf8")
      const ast = parse(text, { sourceType: "module", plugins: ["typescript", "jsx"] })
      const where = (node: Node) => `${rel(file)}:${(node.loc as { start: { line: number } }).start.line}`
      walk(ast.program, node => {
        if ((node.type === "StringLiteral" && node.value === "_blank") || (node.type === "TemplateElement" && (node.value as { cooked: string }).cooked.includes("_blank"))) literals++
        // <a target="_blank" rel="noopener noreferrer">
        if (node.type === "JSXOpeningElement") {
          const attributes = (node.attributes as Node[]).filter(a => a.type === "JSXAttribute")
          const named = (name: string) => attributes.find(a => (a.name as { name: string }).name === name)
          const target = named("target")
          if (!target || !strings(target.value).includes("_blank")) return
          checked++
          const rel = named("rel")
          if (!rel || !relSafe(strings(rel.value))) unsafe.push(`${where(node)}: <${(node.name as { name: string }).name} target="_blank"> without rel="noopener noreferrer"`)
        }
        // {...{ target: "_blank", rel: "noopener noreferrer" }}, spread onto an element
        if (node.type === "ObjectExpression") {
          const properties = (node.properties as Node[]).filter(p => p.type === "ObjectProperty")
          const named = (name: string) =>
            properties.find(p => {
              const key = p.key as Node
              return (key.type === "Identifier" && key.name === name) || (key.type === "StringLiteral" && key.value === name)
            })
          const target = named("target")
          if (!target || !strings(target.value).includes("_blank")) return
          checked++
          const rel = named("rel")
          if (!rel || !relSafe(strings(rel.value))) unsafe.push(`${where(node)}: { target: "_blank" } without rel: "noopener noreferrer"`)
        }
        // window.open(url, "_blank", "noopener,noreferrer")
        if (node.type === "CallExpression" && (node.arguments as Node[]).some(a => a.type === "StringLiteral" && a.value === "_blank")) {
          checked++
          const features = (node.arguments as Node[])[2]
          if (!features || !strings(features).some(v => /noopener/.test(v) && /noreferrer/.test(v))) {
            unsafe.push(`${where(node)}: window.open(…, "_blank") without "noopener,noreferrer"`)
          }
        }
      })
    }
    expect(unsafe).toEqual([])
    // Every "_blank" in the code was in one of the forms above, so none went unchecked.
    expect(checked).toBe(literals)
    expect(checked).toBeGreaterThan(0)
  })
})
