/**
 * The content nodes: one per entry and language, typed by the content model (Game, NewsArticle, …). They are made
 * the way gatsby-transformer-json makes its nodes, in `onCreateNode` of the data file's File node, as its children
 * (createNode + createParentChildLink, digest of what they hold). Gatsby then keeps them in step with the files by
 * itself: a changed File node loses its children and is handed to onCreateNode again, a deleted one takes its
 * children with it, in `gatsby develop` and in warm and cold builds alike.
 *
 * Every language's node of an entry is a child of the entry's own File node (its English file,
 * data/games/badminton.en.json), so relative image paths and the slug resolve the same in every language
 * (src/node/content-types.ts reads the slug from the parent) and a deleted entry goes in every language at once.
 * The node of another language holds the English with its texts translated (./translations.ts), read from the
 * translation file beside it (badminton.hi.json) when the node is made. A translation file's own File node has
 * no children: when it is added or changed, its entry's node in that language is made again from both files.
 * Nothing tells a plugin that a translation file was deleted, so `refreshContentNodes` (sourceNodes, at the start
 * of every build and of `gatsby develop`) makes every entry's nodes again from the files on disk; an unchanged
 * node keeps its digest and costs nothing. Under `gatsby develop`, `watchDeletedTranslations` does the same for a
 * translation file deleted while the dev server runs.
 */
import fs from "fs"
import path from "path"
import type { Actions, NodePluginArgs, Reporter } from "gatsby"
import { defaultLocale, locales, modelForEntry, type ContentModel, type Locale } from "../shared/content-model"
import { dataFile, parseDataFile } from "./data-files"
import { loadSchemas, type SchemaSet } from "./json-schema"
import { localize, readTranslation } from "./translations"

/** The fields of a gatsby-source-filesystem File node this module reads. */
export interface DataFileNode {
  id: string
  relativePath: string
  absolutePath: string
  extension: string
  sourceInstanceName: string
  internal: { type: string }
  children?: string[]
}

/** What the node helpers need of Gatsby's API arguments (so unit tests can hand in plain fakes). */
export interface NodeTools {
  actions: Pick<Actions, "createNode" | "createParentChildLink">
  createNodeId: NodePluginArgs["createNodeId"]
  createContentDigest: NodePluginArgs["createContentDigest"]
  getNodesByType: (type: string) => unknown[]
  reporter: Pick<Reporter, "panic" | "panicOnBuild">
}

/** The source instance of gatsby-config.ts that reads data/. */
const SOURCE = "data"

/** Whether a node is a File of data/ named like an entry's file in some language (<slug>.<locale>.json). */
export function isContentFile(node: { internal?: { type?: string }; [key: string]: unknown }): boolean {
  return (
    node.internal?.type === "File" &&
    node.sourceInstanceName === SOURCE &&
    node.extension === "json" &&
    typeof node.relativePath === "string" &&
    parseDataFile(node.relativePath) !== undefined
  )
}

const schemaCache = new Map<string, SchemaSet>()
function schemasOf(dataDir: string): SchemaSet {
  let schemas = schemaCache.get(dataDir)
  if (!schemas) {
    schemas = loadSchemas(path.join(dataDir, "schemas"))
    schemaCache.set(dataDir, schemas)
  }
  return schemas
}

/** The id of an entry's node in a language, from its English File node (stable: the same file gives the same id). */
export const contentNodeId = (createNodeId: NodeTools["createNodeId"], fileId: string, locale: Locale) =>
  createNodeId(`${fileId} content ${locale}`)

/**
 * The entry's node in a language, without Gatsby: `english` is the parsed English file, `translation` the parsed
 * translation file (undefined when there is none or for the default language).
 */
export function contentNode(
  tools: Pick<NodeTools, "createNodeId" | "createContentDigest">,
  schemas: SchemaSet,
  model: ContentModel,
  file: Pick<DataFileNode, "id">,
  english: Record<string, unknown>,
  locale: Locale,
  translation: unknown,
) {
  const entry = { ...english }
  delete entry.$schema
  const { content, untranslated } =
    locale === defaultLocale ? { content: entry, untranslated: [] as string[] } : localize(schemas, model.schema, entry, translation)
  // An entry named by another field than `title` (a coach's name) carries it as `title` too, with its language mark.
  const titleField = model.kind === "collection" ? model.pages?.title : undefined
  if (titleField) {
    content.title = content[titleField]
    if (untranslated.includes(titleField)) untranslated.push("title")
  }
  return {
    ...content,
    id: contentNodeId(tools.createNodeId, file.id, locale),
    parent: file.id,
    children: [],
    locale,
    untranslated,
    internal: { type: model.typeName, contentDigest: tools.createContentDigest({ content, locale, untranslated }) },
  }
}

/** Reads a JSON file; undefined when it is gone (deleted after its File node was made). */
function readJsonIfPresent(file: string): Record<string, unknown> | undefined {
  let text: string
  try {
    text = fs.readFileSync(file, "utf8")
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined
    throw error
  }
  return JSON.parse(text) as Record<string, unknown>
}

/**
 * Makes (or makes again) the nodes of the entry whose English File node is `file`, in `only` the given languages
 * or in all. Reads both files from disk now. A file that is no longer there makes nothing: its File node is on
 * its way out and takes its children with it. A file that cannot be read as its entry is reported with its name
 * (in a build, validation has stopped it before; in `gatsby develop` it is an error and the dev server goes on).
 */
export function makeEntryNodes(tools: NodeTools, dataDir: string, file: DataFileNode, only: readonly Locale[] = locales): void {
  const parsed = parseDataFile(file.relativePath)
  if (!parsed || parsed.locale !== defaultLocale) return
  const model = modelForEntry(parsed.stem)
  if (!model) {
    tools.reporter.panicOnBuild(`data/${file.relativePath} is not part of any collection (src/shared/content-model.ts)`)
    return
  }
  const schemas = schemasOf(dataDir)
  try {
    const english = readJsonIfPresent(file.absolutePath)
    if (!english) return
    for (const locale of only) {
      const translation = locale === defaultLocale ? undefined : readTranslation(dataDir, file.relativePath, locale)
      const node = contentNode(tools, schemas, model, file, english, locale, translation)
      tools.actions.createNode(node)
      tools.actions.createParentChildLink({ parent: file as never, child: node as never })
    }
  } catch (error) {
    tools.reporter.panicOnBuild(`data/${file.relativePath}: could not be read as its entry: ${(error as Error).message}`)
  }
}

/** The English File node of the entry a data file belongs to (itself for an English file), if Gatsby has it. */
export function entryFileNode(tools: Pick<NodeTools, "getNodesByType">, relativePath: string): DataFileNode | undefined {
  const parsed = parseDataFile(relativePath)
  if (!parsed) return undefined
  const base = dataFile(parsed.stem)
  return (tools.getNodesByType("File") as DataFileNode[]).find(f => f.sourceInstanceName === SOURCE && f.relativePath === base)
}

/**
 * onCreateNode for a data file's File node: an English file makes its entry's nodes in every language; a
 * translation file makes its entry's node in its own language again (when the English File node is not there yet,
 * as in a cold build that meets the translation first, the English file's own turn reads the translation then).
 */
export function onContentFileNode(tools: NodeTools, dataDir: string, node: DataFileNode): void {
  if (!isContentFile(node as never)) return
  const parsed = parseDataFile(node.relativePath)!
  if (parsed.locale === defaultLocale) return makeEntryNodes(tools, dataDir, node)
  const entry = entryFileNode(tools, node.relativePath)
  if (entry) makeEntryNodes(tools, dataDir, entry, [parsed.locale])
}

/**
 * sourceNodes: every entry's nodes again from the files on disk (after gatsby-source-filesystem has made the File
 * nodes). Catches what no File node event reports, a deleted translation file; skips File nodes of deleted files,
 * which Gatsby removes, with their children, once sourcing is done. Under `gatsby develop` (`develop` true) it then
 * goes on watching for translation files deleted while the dev server runs (watchDeletedTranslations).
 */
export function refreshContentNodes(tools: NodeTools, dataDir: string, develop = process.env.gatsby_executing_command === "develop"): void {
  const files = (tools.getNodesByType("File") as DataFileNode[]).filter(f => isContentFile(f as never))
  if (files.length === 0)
    tools.reporter.panic("No data files were sourced from data/: gatsby-source-filesystem must run before the content is read")
  for (const file of files) makeEntryNodes(tools, dataDir, file)
  if (develop) watchDeletedTranslations(tools, dataDir)
}

/** Closes the watcher of watchDeletedTranslations, once it runs. */
let stopWatching: (() => void) | undefined

/**
 * gatsby develop only: when a translation file disappears, its entry's node in that language is made again (from
 * the English alone, its texts then listed as untranslated), as gatsby-source-filesystem's own watcher does for
 * the files it sources. Started once; the dev server's exit ends it, or the function returned.
 */
export function watchDeletedTranslations(tools: NodeTools, dataDir: string): () => void {
  if (stopWatching) return stopWatching
  const watcher = fs.watch(dataDir, { recursive: true }, (_event, name) => {
    const relativePath = name?.toString().split(path.sep).join("/")
    const parsed = relativePath ? parseDataFile(relativePath) : undefined
    if (!parsed || parsed.locale === defaultLocale || fs.existsSync(path.join(dataDir, relativePath!))) return
    const entry = entryFileNode(tools, relativePath!)
    if (entry) makeEntryNodes(tools, dataDir, entry, [parsed.locale])
  })
  watcher.unref()
  stopWatching = () => {
    watcher.close()
    stopWatching = undefined
  }
  return stopWatching
}
