import fs from "fs"
import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { contentModels } from "./content-model"
import type { SchemaSet } from "./json-schema"
import { schemaToSdl } from "./schema-to-sdl"

export function loadSchemas(schemaDir: string): SchemaSet {
  return Object.fromEntries(
    fs.readdirSync(schemaDir)
      .filter(f => f.endsWith(".schema.json"))
      .map(f => [f, JSON.parse(fs.readFileSync(path.join(schemaDir, f), "utf8"))]),
  )
}

/** Explicit GraphQL types for every content model, derived from data/schemas. */
export function createContentTypes({ actions }: CreateSchemaCustomizationArgs, dataDir: string): void {
  actions.createFieldExtension({
    name: "fileName",
    extend: () => ({
      resolve(source: { parent: string }, _args: unknown, context: { nodeModel: { getNodeById: (q: { id: string }) => { name: string } } }) {
        return context.nodeModel.getNodeById({ id: source.parent }).name
      },
    }),
  })
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  actions.createTypes(contentModels.map(m => schemaToSdl(schemas, m.schema, m.typeName, true)).join("\n\n"))
}
