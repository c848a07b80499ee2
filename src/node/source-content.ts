import fs from "fs"
import path from "path"
import type { SourceNodesArgs } from "gatsby"
import { defaultLocale, locales, modelForEntry } from "./content-model"
import { isEntryFile, parseDataFile } from "./data-files"
import { loadSchemas } from "./json-schema"
import { localize, readTranslation } from "./translations"

interface FileNode {
  id: string
  relativePath: string
  absolutePath: string
  extension: string
  sourceInstanceName: string
}

/**
 * One node per data file and language, typed by the content model. The English node holds the file as it is;
 * the node of another language holds the same entry with its texts translated (src/node/translations.ts) and
 * lists in `untranslated` the fields still in English. Both are children of the entry's File node (its English
 * file), so relative image paths and the slug resolve the same in every language, and images are processed once.
 * Translation files (data/<folder>/<slug>.hi.json) are read here, at every build, so an edited one is never stale.
 */
export function sourceContent(
  { actions, createNodeId, createContentDigest, getNodesByType, reporter }: SourceNodesArgs,
  dataDir: string,
): void {
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  const files = (getNodesByType("File") as unknown as FileNode[]).filter(
    f => f.sourceInstanceName === "data" && f.extension === "json" && isEntryFile(f.relativePath),
  )
  if (files.length === 0)
    reporter.panic("No data files were sourced from data/: gatsby-source-filesystem must run before the content is read")
  for (const file of files) {
    const model = modelForEntry(parseDataFile(file.relativePath)!.stem)
    if (!model) reporter.panic(`data/${file.relativePath} is not part of any collection (src/node/content-model.ts)`)
    const english = JSON.parse(fs.readFileSync(file.absolutePath, "utf8")) as Record<string, unknown>
    delete english.$schema
    for (const locale of locales) {
      const { content, untranslated } =
        locale === defaultLocale
          ? { content: english, untranslated: [] as string[] }
          : localize(schemas, model!.schema, english, readTranslation(dataDir, file.relativePath, locale))
      const node = {
        ...content,
        id: createNodeId(`${file.id} content ${locale}`),
        parent: file.id,
        children: [],
        locale,
        untranslated,
        internal: { type: model!.typeName, contentDigest: createContentDigest({ content, locale, untranslated }) },
      }
      actions.createNode(node)
      actions.createParentChildLink({ parent: file as never, child: node as never })
    }
  }
}
