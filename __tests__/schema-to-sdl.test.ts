/**
 * @jest-environment node
 */
import path from "path"
import { loadSchemas } from "../src/node/json-schema"
import { schemaToSdl } from "../src/node/schema-to-sdl"
import { contentModels } from "../src/shared/content-model"

const schemas = loadSchemas(path.join(__dirname, "..", "data", "schemas"))

test("a collection becomes a Node type with explicit fields, a file-name slug and image files", () => {
  const sdl = schemaToSdl(schemas, "game.schema.json", "Game", true)
  expect(sdl).toContain("type Game implements Node @dontInfer {")
  expect(sdl).toContain("  title: String!")
  expect(sdl).toContain("  image: File! @fileByRelativePath")
  expect(sdl).toContain("  features: [String!]!")
  expect(sdl).toContain("  pricing: GamePricing!")
  expect(sdl).toContain("  fromPerMonth: Int!")
  expect(sdl).toContain("  note: String\n")
  expect(sdl).toContain("  slug: String! @fileName")
  expect(sdl).not.toContain("$schema")
})

test("shared definitions become one type; optional sections stay nullable", () => {
  const sdl = schemaToSdl(schemas, "sport.schema.json", "Sport", true)
  expect(sdl.match(/^type SportSection /gm)).toHaveLength(1)
  expect(sdl).toContain("  detailedContent: SportDetailedContent\n")
  expect(sdl).toContain("  subComponents: [SportLeaf!]")
})

test("every content model converts", () => {
  for (const m of contentModels) {
    expect(() => schemaToSdl(schemas, m.schema, m.typeName, true)).not.toThrow()
  }
})

test("an entry with pages named by another field gets a title beside it; its optional fields stay nullable", () => {
  const sdl = schemaToSdl(schemas, "coach.schema.json", "Coach", true, { pagesOf: { dir: "coaches", teaser: "specialty", title: "name" } })
  expect(sdl).toContain("type Coach implements Node & EntryWithPage @dontInfer {")
  expect(sdl).toContain("  name: String!")
  expect(sdl).toContain("  title: String!")
  expect(sdl).toContain('  teaser: String! @proxy(from: "specialty")')
  expect(sdl).toContain("  credentials: [CoachCredentials!]\n")
  expect(sdl).toMatch(/type CoachCredentials \{\n {2}name: String!\n {2}issuer: String\n {2}year: Int\n\}/)
  expect(sdl).toContain("  yearsExperience: Int\n")
  expect(sdl).toContain("  batches: [String!]\n")
  // Without a title field of its own, no entry gets one.
  expect(
    schemaToSdl(schemas, "game.schema.json", "Game", true, { pagesOf: { dir: "games", teaser: "description" } }).match(/ title: /g),
  ).toHaveLength(1)
})
