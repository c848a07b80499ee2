import path from "path"
import type { CreateSchemaCustomizationArgs } from "gatsby"
import { contentModels, entryRoute, locales, type Locale } from "../shared/content-model"
import { slugOf } from "./data-files"
import { loadSchemas } from "./json-schema"
import { schemaToSdl } from "./schema-to-sdl"

/** What every entry with a page offers the pages that link to it (cards: fragment EntryCard, src/components/ui/entry-cards.tsx). */
const ENTRY_WITH_PAGE = `interface EntryWithPage {
  untranslated: [String!]!
  path: String!
  title: String!
  teaser: String!
  teaserField: String!
  imageAlt: String!
  image: File!
}`

/** The collections that share data/schemas/showcase-item.schema.json (facilities, flooring), as one type for the
 * cards that show either (fragment ShowcaseCard, src/components/page/showcase.tsx). */
const SHOWCASE_ITEM = `interface ShowcaseItem {
  untranslated: [String!]!
  slug: String!
  title: String!
  description: String!
  facts: [String!]
  imageAlt: String!
  image: File!
}`

/** Interfaces a type implements because of the schema it shares with others. */
const sharedSchemaInterfaces: Record<string, string[]> = { "showcase-item.schema.json": ["ShowcaseItem"] }

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
  // A name fixed by the content model, e.g. the field `teaser` stands for (its lang: langOf(entry, teaserField)).
  actions.createFieldExtension({
    name: "constant",
    args: { value: "String!" },
    extend: (options: { value: string }) => ({ resolve: () => options.value }),
  })
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  actions.createTypes(
    [
      ENTRY_WITH_PAGE,
      SHOWCASE_ITEM,
      ...contentModels.map(m =>
        schemaToSdl(schemas, m.schema, m.typeName, true, {
          pagesOf: m.kind === "collection" && m.pages ? { dir: m.dir, teaser: m.pages.teaser, title: m.pages.title } : undefined,
          interfaces: sharedSchemaInterfaces[m.schema],
        }),
      ),
    ].join("\n\n"),
  )
}
