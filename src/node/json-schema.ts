import fs from "fs"
import path from "path"

/** The parts of JSON Schema that data/schemas uses, read by the GraphQL type and CMS config generators. */
export interface JsonSchema {
  type?: string | string[]
  title?: string
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  $ref?: string
  definitions?: Record<string, JsonSchema>
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  minLength?: number
  minItems?: number
  maxItems?: number
}

/** Every schema file of data/schemas by file name. */
export type SchemaSet = Record<string, JsonSchema>

/**
 * Reads every *.schema.json of `schemaDir` (data/schemas), by file name in name order: the one schema loader
 * behind the validation, the GraphQL types and the CMS configuration.
 */
export function loadSchemas(schemaDir: string): SchemaSet {
  return Object.fromEntries(
    fs
      .readdirSync(schemaDir)
      .filter(f => f.endsWith(".schema.json"))
      .sort()
      .map(f => [f, JSON.parse(fs.readFileSync(path.join(schemaDir, f), "utf8"))]),
  )
}

/** Follows one `$ref` ("defs.schema.json#/definitions/text" or "#/definitions/x") from the schema file `from`. */
export function resolveRef(schemas: SchemaSet, ref: string, from: string): { schema: JsonSchema; file: string; name: string } {
  const [refFile, pointer = ""] = ref.split("#")
  const file = refFile || from
  const name = pointer.split("/").pop()!
  const schema = schemas[file]?.definitions?.[name]
  if (!schema) throw new Error(`Cannot resolve $ref ${ref} in ${from}`)
  return { schema, file, name }
}
