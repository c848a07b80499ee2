import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { contentModels } from "./content-model"
import { loadSchemas } from "./json-schema"
import { schemaToSdl } from "./schema-to-sdl"

/** Explicit GraphQL types for every content model, derived from data/schemas. */
export function createContentTypes({ actions }: CreateSchemaCustomizationArgs, dataDir: string): void {
  actions.createFieldExtension({
    name: "fileName",
    extend: () => ({
      resolve(
        source: { parent: string },
        _args: unknown,
        context: { nodeModel: { getNodeById: (q: { id: string }) => { name: string } } },
      ) {
        return context.nodeModel.getNodeById({ id: source.parent }).name
      },
    }),
  })
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  actions.createTypes(contentModels.map(m => schemaToSdl(schemas, m.schema, m.typeName, true)).join("\n\n"))
}
