import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { contentModels, entryRoute, locales, type Locale } from "./content-model"
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
  // Every entry of a collection with pages has its address as a field: components read `path` and never build one.
  actions.createFieldExtension({
    name: "entryPath",
    args: { dir: "String!" },
    extend: (options: { dir: string }) => ({
      args: { locale: { type: "String", defaultValue: locales[0] } },
      resolve(
        source: { parent: string },
        args: { locale: string },
        context: { nodeModel: { getNodeById: (q: { id: string }) => { name: string } } },
      ) {
        if (!(locales as readonly string[]).includes(args.locale)) throw new Error(`path: unknown locale "${args.locale}"`)
        return entryRoute(options.dir, context.nodeModel.getNodeById({ id: source.parent }).name, args.locale as Locale)
      },
    }),
  })
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  actions.createTypes(contentModels.map(m => schemaToSdl(schemas, m.schema, m.typeName, true, m.kind === "collection" && m.pages ? m.dir : undefined)).join("\n\n"))
}
