/**
 * @jest-environment node
 */
// The content nodes (src/node/content-nodes.ts) against a small stand-in for Gatsby's node store that behaves as
// Gatsby 5 does: a changed File node loses its children before onCreateNode sees it again, a deleted one takes its
// children with it, createNode with an existing id replaces the node. Real entries of data/ are copied to a
// temporary data folder, picked by position (whatever data/ holds), then added, edited and deleted as editors do.
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import {
  contentNode,
  isContentFile,
  onContentFileNode,
  refreshContentNodes,
  watchDeletedTranslations,
  type DataFileNode,
  type NodeTools,
} from "../src/node/content-nodes"
import { isEntryFile, slugOf } from "../src/node/data-files"
import { loadSchemas } from "../src/node/json-schema"
import { collections } from "../src/shared/content-model"

const realData = path.join(__dirname, "..", "data")
const GAME = fs
  .readdirSync(path.join(realData, "games"))
  .filter(f => isEntryFile(`games/${f}`))
  .sort()
  .map(f => slugOf(f))[0]
const english = JSON.parse(fs.readFileSync(path.join(realData, "games", `${GAME}.en.json`), "utf8")) as Record<string, unknown>
const hindi = JSON.parse(fs.readFileSync(path.join(realData, "games", `${GAME}.hi.json`), "utf8")) as Record<string, unknown>

interface StoredNode {
  id: string
  parent?: string | null
  children: string[]
  locale?: string
  title?: string
  untranslated?: string[]
  internal: { type: string; contentDigest: string }
  [key: string]: unknown
}

/** Gatsby's node store, as far as these nodes meet it. */
class FakeGatsby {
  nodes = new Map<string, StoredNode>()
  errors: string[] = []
  constructor(readonly dataDir: string) {}

  tools: NodeTools = {
    actions: {
      createNode: ((node: StoredNode) => {
        const old = this.nodes.get(node.id)
        if (old && old.internal.contentDigest !== node.internal.contentDigest) old.children.forEach(c => this.remove(c))
        this.nodes.set(node.id, { ...node, children: old?.children ?? node.children })
      }) as never,
      createParentChildLink: (({ parent, child }: { parent: StoredNode; child: StoredNode }) => {
        const stored = this.nodes.get(parent.id)!
        if (!stored.children.includes(child.id)) stored.children.push(child.id)
      }) as never,
    },
    createNodeId: (input: string) => `id:${input}`,
    createContentDigest: (input: unknown) => crypto.createHash("md5").update(JSON.stringify(input)).digest("hex"),
    getNodesByType: (type: string) => [...this.nodes.values()].filter(n => n.internal.type === type),
    reporter: {
      panic: ((message: string) => {
        throw new Error(message)
      }) as never,
      panicOnBuild: ((message: string) => void this.errors.push(message)) as never,
    },
  }

  private remove(id: string): void {
    const node = this.nodes.get(id)
    if (!node) return
    node.children.forEach(c => this.remove(c))
    this.nodes.delete(id)
  }

  private fileNode(relativePath: string): DataFileNode & StoredNode {
    const absolutePath = path.join(this.dataDir, relativePath)
    return {
      id: `file:${relativePath}`,
      relativePath,
      absolutePath,
      extension: path.extname(relativePath).slice(1),
      sourceInstanceName: "data",
      parent: null,
      children: [],
      internal: { type: "File", contentDigest: fs.readFileSync(absolutePath, "utf8") },
    }
  }

  /** What gatsby-source-filesystem does for an added or changed file, and Gatsby after it. */
  fileSaved(relativePath: string): void {
    const node = this.fileNode(relativePath)
    const old = this.nodes.get(node.id)
    if (old?.internal.contentDigest === node.internal.contentDigest) return
    old?.children.forEach(c => this.remove(c))
    this.nodes.set(node.id, node)
    if (isContentFile(node)) onContentFileNode(this.tools, this.dataDir, node)
  }

  /** What gatsby-source-filesystem does for a deleted file (in a build: the File node goes once sourcing is done). */
  fileDeleted(relativePath: string): void {
    this.remove(`file:${relativePath}`)
  }

  entry(type: string, locale: string): StoredNode | undefined {
    return [...this.nodes.values()].find(n => n.internal.type === type && n.locale === locale)
  }
}

let dataDir: string
const write = (rel: string, value: unknown) => {
  fs.mkdirSync(path.dirname(path.join(dataDir, rel)), { recursive: true })
  fs.writeFileSync(path.join(dataDir, rel), `${JSON.stringify(value, null, 2)}\n`)
}
const EN = `games/${GAME}.en.json`
const HI = `games/${GAME}.hi.json`

beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "content-nodes-")), "data")
  fs.cpSync(path.join(realData, "schemas"), path.join(dataDir, "schemas"), { recursive: true })
  write(EN, english)
  write(HI, hindi)
})

afterEach(() => fs.rmSync(path.dirname(dataDir), { recursive: true, force: true }))

test("only data files named <slug>.<locale>.json are content files", () => {
  const file = (relativePath: string, extra = {}) => ({
    internal: { type: "File" },
    sourceInstanceName: "data",
    relativePath,
    extension: path.extname(relativePath).slice(1),
    ...extra,
  })
  expect(isContentFile(file("games/x.en.json"))).toBe(true)
  expect(isContentFile(file("games/x.hi.json"))).toBe(true)
  expect(isContentFile(file("site.en.json"))).toBe(true)
  expect(isContentFile(file("games/x.jpg"))).toBe(false)
  expect(isContentFile(file("games/x.json"))).toBe(false)
  expect(isContentFile(file("games/x.en.json", { sourceInstanceName: "other" }))).toBe(false)
  expect(isContentFile({ internal: { type: "Game" }, relativePath: "games/x.en.json" })).toBe(false)
})

test("an entry's English file makes its node in every language, children of that File node, the Hindi translated", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  const en = gatsby.entry("Game", "en")!
  const hi = gatsby.entry("Game", "hi")!
  expect(en).toMatchObject({ title: english.title, parent: `file:${EN}`, untranslated: [] })
  expect(hi).toMatchObject({ title: hindi.title, parent: `file:${EN}` })
  expect(en.$schema).toBeUndefined()
  expect(gatsby.nodes.get(`file:${EN}`)!.children.sort()).toEqual([en.id, hi.id].sort())
})

test("a translation met before its entry waits for it: the entry's turn reads it", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(HI)
  expect(gatsby.entry("Game", "hi")).toBeUndefined()
  gatsby.fileSaved(EN)
  expect(gatsby.entry("Game", "hi")?.title).toBe(hindi.title)
})

test("saving the English file makes both languages again (gatsby develop: the File node's children were dropped)", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  write(EN, { ...english, pricing: { ...(english.pricing as object), fromPerMonth: 12345 } })
  gatsby.fileSaved(EN)
  expect(gatsby.entry("Game", "en")).toMatchObject({ title: english.title, pricing: { fromPerMonth: 12345 } })
  expect(gatsby.entry("Game", "hi")).toMatchObject({ title: hindi.title, pricing: { fromPerMonth: 12345 } })
})

test("saving only the Hindi file reaches the entry's Hindi node; the English node stays as it was", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  const enBefore = gatsby.entry("Game", "en")
  write(HI, { ...hindi, title: `${hindi.title as string} (नया)` })
  gatsby.fileSaved(HI)
  expect(gatsby.entry("Game", "hi")?.title).toBe(`${hindi.title as string} (नया)`)
  expect(gatsby.entry("Game", "en")).toBe(enBefore)
})

test("saving both files, in either order, shows both edits", () => {
  for (const order of [
    [EN, HI],
    [HI, EN],
  ]) {
    const gatsby = new FakeGatsby(dataDir)
    write(EN, english)
    write(HI, hindi)
    gatsby.fileSaved(EN)
    gatsby.fileSaved(HI)
    write(EN, { ...english, title: "Edited" })
    write(HI, { ...hindi, title: "बदला" })
    for (const file of order) gatsby.fileSaved(file)
    expect(gatsby.entry("Game", "en")?.title).toBe("Edited")
    expect(gatsby.entry("Game", "hi")?.title).toBe("बदला")
  }
})

test("a deleted entry goes in every language; its leftover translation makes nothing", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  fs.rmSync(path.join(dataDir, EN))
  gatsby.fileDeleted(EN)
  expect(gatsby.entry("Game", "en")).toBeUndefined()
  expect(gatsby.entry("Game", "hi")).toBeUndefined()
  write(HI, { ...hindi, title: "बदला" })
  gatsby.fileSaved(HI)
  expect(gatsby.entry("Game", "hi")).toBeUndefined()
})

test("a warm build's sourceNodes skips File nodes of deleted files (their data is gone from disk) instead of failing", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  // The cache still holds the File node; Gatsby drops it (and its children) only after sourceNodes.
  fs.rmSync(path.join(dataDir, EN))
  fs.rmSync(path.join(dataDir, HI))
  expect(() => refreshContentNodes(gatsby.tools, dataDir)).not.toThrow()
  expect(gatsby.errors).toEqual([])
})

test("a deleted translation is noticed at the next build: the Hindi node shows the English and lists it untranslated", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  fs.rmSync(path.join(dataDir, HI))
  gatsby.fileDeleted(HI)
  refreshContentNodes(gatsby.tools, dataDir)
  expect(gatsby.entry("Game", "hi")).toMatchObject({ title: english.title, untranslated: expect.arrayContaining(["title"]) })
})

test("sourceNodes leaves unchanged nodes as they are (same digest) and stops when no data file was sourced", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  const before = gatsby.entry("Game", "hi")!.internal.contentDigest
  refreshContentNodes(gatsby.tools, dataDir)
  expect(gatsby.entry("Game", "hi")!.internal.contentDigest).toBe(before)
  expect(() => refreshContentNodes(new FakeGatsby(dataDir).tools, dataDir)).toThrow(/No data files were sourced/)
})

test("a file that is not JSON (a half-saved edit under gatsby develop) is reported by name, not thrown", () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  fs.writeFileSync(path.join(dataDir, HI), "{ not json")
  expect(() => gatsby.fileSaved(HI)).not.toThrow()
  expect(gatsby.errors.join("\n")).toContain(`data/games/${GAME}.en.json`)
  expect(gatsby.errors.join("\n")).toMatch(new RegExp(`games/${GAME}\\.hi\\.json is not valid JSON`))
})

test("under gatsby develop, a translation deleted while the dev server runs leaves its entry's page in English", async () => {
  const gatsby = new FakeGatsby(dataDir)
  gatsby.fileSaved(EN)
  gatsby.fileSaved(HI)
  refreshContentNodes(gatsby.tools, dataDir, true)
  const stop = watchDeletedTranslations(gatsby.tools, dataDir) // the watcher sourceNodes started, to close it
  try {
    fs.rmSync(path.join(dataDir, HI))
    gatsby.fileDeleted(HI)
    for (let i = 0; i < 50 && gatsby.entry("Game", "hi")?.title !== english.title; i++) await new Promise(r => setTimeout(r, 100))
    expect(gatsby.entry("Game", "hi")).toMatchObject({ title: english.title, untranslated: expect.arrayContaining(["title"]) })
    expect(gatsby.entry("Game", "en")?.title).toBe(english.title)
  } finally {
    stop()
  }
})

test("an entry named by another field than title (a coach's name) carries it as title too, marked untranslated with it", () => {
  const model = collections.find(c => c.dir === "coaches")!
  expect(model.pages?.title).toBe("name")
  const schemas = loadSchemas(path.join(realData, "schemas"))
  const tools = { createNodeId: (input: string) => `id:${input}`, createContentDigest: (o: unknown) => JSON.stringify(o) }
  const coach = { name: "Fixture Coach", role: "Coach", order: 1, image: "./x.jpg", imageAlt: "A coach", specialty: "Fixture" }
  expect(contentNode(tools, schemas, model, { id: "f" }, coach, "en", undefined)).toMatchObject({
    name: "Fixture Coach",
    title: "Fixture Coach",
  })
  expect(contentNode(tools, schemas, model, { id: "f" }, coach, "hi", { name: "फ़िक्स्चर कोच" })).toMatchObject({
    title: "फ़िक्स्चर कोच",
    untranslated: ["imageAlt", "specialty"],
  })
  const untranslated = contentNode(tools, schemas, model, { id: "f" }, coach, "hi", {}).untranslated
  expect(untranslated).toEqual(expect.arrayContaining(["name", "title"]))
})
