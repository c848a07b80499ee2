/**
 * Derives the GraphQL types Gatsby uses from the same JSON Schemas the validator checks, so the data layer
 * and the validation rules cannot drift apart. Types are explicit (@dontInfer): an editor's typo never
 * changes the schema, and an empty collection still has a type.
 */
import { resolveRef as resolveIn, type JsonSchema, type SchemaSet } from "./json-schema"

const pascal = (s: string) => s.replace(/(^|[-_\s])(\w)/g, (_, __, c: string) => c.toUpperCase()).replace(/^\w/, c => c.toUpperCase())

export interface SdlOptions {
  /** For a collection whose entries have pages, its folder and teaser field: its type then implements EntryWithPage
   * (src/node/content-types.ts), with `path` (the page's address) and `teaser` (the teaser field's text). */
  pagesOf?: { dir: string; teaser: string; title?: string }
  /** Further interfaces the node type implements (declared in src/node/content-types.ts). */
  interfaces?: string[]
}

export function schemaToSdl(schemas: SchemaSet, schemaFile: string, typeName: string, isNode: boolean, options: SdlOptions = {}): string {
  const { pagesOf, interfaces = [] } = options
  const out: string[] = []
  const defined = new Set<string>()

  const resolveRef = (ref: string, from: string) => resolveIn(schemas, ref, from)

  function fieldType(schema: JsonSchema, file: string, suggested: string, propName: string): string {
    if (schema.$ref) {
      const { schema: target, file: targetFile, name } = resolveRef(schema.$ref, file)
      if (name === "image" || name === "logo") return "File @fileByRelativePath"
      // A local definition with properties becomes one shared type; shared primitives are inlined.
      if (target.properties) return objectType(target, targetFile, `${typeName}${pascal(name)}`)
      return fieldType(target, targetFile, suggested, propName)
    }
    if (propName === "logo" || propName === "image") return "File @fileByRelativePath"
    if (schema.enum) return "String"
    const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
    switch (type) {
      case "string":
        return "String"
      case "integer":
        return "Int"
      case "number":
        return "Float"
      case "boolean":
        return "Boolean"
      case "array":
        return `[${fieldType(schema.items ?? {}, file, suggested, propName).replace(" @fileByRelativePath", "")}!]${schema.items && isFile(schema.items, file) ? " @fileByRelativePath" : ""}`
      case "object":
        return objectType(schema, file, suggested)
      default:
        return "JSON"
    }
  }

  function isFile(schema: JsonSchema, file: string): boolean {
    return Boolean(schema.$ref && ["image", "logo"].includes(resolveRef(schema.$ref, file).name))
  }

  function objectType(schema: JsonSchema, file: string, name: string, node = false): string {
    if (defined.has(name)) return name
    defined.add(name)
    const required = new Set(schema.required ?? [])
    const fields = Object.entries(schema.properties ?? {})
      .filter(([key]) => key !== "$schema")
      .map(([key, prop]) => {
        const [base, ...directives] = fieldType(prop, file, `${name}${pascal(key)}`, key).split(" ")
        return `  ${key}: ${base}${required.has(key) ? "!" : ""}${directives.length ? ` ${directives.join(" ")}` : ""}`
      })
    // Every node is one language of an entry (src/node/content-nodes.ts).
    if (node) fields.push("  slug: String! @fileName", "  locale: String!", "  untranslated: [String!]!")
    if (node && pagesOf) {
      fields.push(
        `  path: String! @entryPath(dir: "${pagesOf.dir}")`,
        `  teaser: String! @proxy(from: "${pagesOf.teaser}")`,
        `  teaserField: String! @constant(value: "${pagesOf.teaser}")`,
        // Named by another field (PagesModel.title): the node carries that text as `title` (src/node/content-nodes.ts).
        ...(pagesOf.title ? ["  title: String!"] : []),
      )
    }
    const implemented = ["Node", ...(pagesOf ? ["EntryWithPage"] : []), ...interfaces].join(" & ")
    out.push(`type ${name}${node ? ` implements ${implemented} @dontInfer` : ""} {\n${fields.join("\n")}\n}`)
    return name
  }

  const root = schemas[schemaFile]
  if (!root) throw new Error(`Unknown schema ${schemaFile}`)
  objectType(root, schemaFile, typeName, isNode)
  return out.join("\n\n")
}
