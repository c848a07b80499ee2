import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { contentModels, entryRoute, locales, type Locale } from "./content-model"
import { slugOf } from "./data-files"
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
        context: { nodeModel: { getNodeById: (q: { id: string }) => { relativePath: string } } },
      ) {
        return slugOf(context.nodeModel.getNodeById({ id: source.parent }).relativePath)
      },
    }),
  })
  // Every entry of a collection with pages has its address as a field: components read `path` and never build one.
  actions.createFieldExtension({
    name: "entryPath",
    args: { dir: "String!" },
    extend: (options: { dir: string }) => ({
      // The page in the node's own language unless another is asked for (a language switch links the twin).
      args: { locale: { type: "String" } },
      resolve(
        source: { parent: string; locale: string },
        args: { locale?: string | null },
        context: { nodeModel: { getNodeById: (q: { id: string }) => { relativePath: string } } },
      ) {
        const locale = args.locale ?? source.locale
        if (!(locales as readonly string[]).includes(locale)) throw new Error(`path: unknown locale "${locale}"`)
        return entryRoute(options.dir, slugOf(context.nodeModel.getNodeById({ id: source.parent }).relativePath), locale as Locale)
      },
    }),
  })
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  actions.createTypes(
    contentModels
      .map(m => schemaToSdl(schemas, m.schema, m.typeName, true, m.kind === "collection" && m.pages ? m.dir : undefined))
      .join("\n\n"),
  )
}
