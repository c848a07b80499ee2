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
