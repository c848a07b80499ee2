/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { loadSchemas } from "../src/node/json-schema"
import { collections, singletons } from "../src/node/content-model"
import { translationOf } from "../src/node/translations"
import { cmsBackendFromEnv } from "../src/node/admin/cms-backend"
import { buildCmsConfig, type CmsCollection } from "../src/node/admin/cms-config"
import type { CmsField } from "../src/node/admin/cms-fields"
import { imageFieldPaths } from "../src/node/admin/image-field-paths"
import type { JsonSchema } from "../src/node/json-schema"
import { applyEdits, emptyValueEdits, imagePathEdits, saveEdits, toOrderedJson } from "../src/cms/save-fixes"

const ROOT = path.join(__dirname, "..")
const DATA = path.join(ROOT, "data")
const schemas = loadSchemas(path.join(DATA, "schemas")) as Record<string, JsonSchema>
const pageFiles = fs
  .readdirSync(path.join(DATA, "pages"))
  .filter(f => f.endsWith(".json") && !translationOf(`pages/${f}`))
  .map(f => f.replace(/\.json$/, ""))
  .sort()
const site = JSON.parse(fs.readFileSync(path.join(DATA, "site.json"), "utf8"))
const config = buildCmsConfig(schemas, { pageFiles, siteUrl: site.siteUrl })

const byName = (name: string) => config.collections.find(c => c.name === name)!
const fieldsOf = (c: CmsCollection) => c.fields as CmsField[]
const fieldAt = (fields: CmsField[], dotted: string): CmsField => {
  const [head, ...rest] = dotted.split(".")
  const f = fields.find(x => x.name === head)
  if (!f) throw new Error(`no field ${head}`)
  return rest.length ? fieldAt((f.fields as CmsField[]) ?? [f.field as CmsField], rest.join(".")) : f
}

describe("collections", () => {
  test("one folder collection per content-model collection, writing JSON files named by slug", () => {
    for (const model of collections) {
      const c = byName(model.dir)
      expect(c).toMatchObject({
        folder: `data/${model.dir}`,
        extension: "json",
        format: "json",
        create: true,
        slug: "{{slug}}",
        media_folder: "",
        public_folder: "",
      })
      expect(Object.keys(schemas[model.schema].properties!)).toContain(c.identifier_field)
    }
    expect(config.collections.map(c => c.name)).toEqual([...collections.map(m => m.dir), "settings", "pages"])
  })

  test("file collections for data/site.json, data/home.json and every data/pages/*.json", () => {
    const files = (name: string) => (byName(name).files as { name: string; file: string }[]).map(f => f.file)
    expect(files("settings")).toEqual(["data/home.json", "data/site.json"])
    expect(files("pages")).toEqual(pageFiles.map(p => `data/pages/${p}.json`))
    expect(singletons.map(s => s.file ?? s.dir)).toEqual(["site.json", "home.json", "pages"])
  })

  test("no repository and no local backend unless given: the published admin never calls localhost", () => {
    expect(config.local_backend).toBeUndefined()
    expect(config.backend).toEqual({ name: "github", branch: "main" })
    const local = buildCmsConfig(schemas, { pageFiles, localBackendUrl: "http://127.0.0.1:9999/api/v1" })
    expect(local.local_backend).toEqual({ url: "http://127.0.0.1:9999/api/v1" })
  })
})

describe("the live backend comes from the build's environment", () => {
  test("nothing set: no backend", () => {
    expect(cmsBackendFromEnv({})).toBeNull()
    expect(cmsBackendFromEnv({ CMS_REPO: "  ", CMS_BRANCH: "live" })).toBeNull()
  })

  test("CMS_REPO alone: GitHub, branch main, Decap's default sign-in (Netlify's GitHub provider)", () => {
    expect(cmsBackendFromEnv({ CMS_REPO: "acme/site" })).toEqual({ name: "github", repo: "acme/site", branch: "main" })
  })

  test("CMS_BRANCH and CMS_AUTH_URL", () => {
    expect(
      cmsBackendFromEnv({ CMS_REPO: "acme/site.web", CMS_BRANCH: "content", CMS_AUTH_URL: "https://cms-auth.acme.workers.dev/" }),
    ).toEqual({
      name: "github",
      repo: "acme/site.web",
      branch: "content",
      base_url: "https://cms-auth.acme.workers.dev",
    })
  })

  test.each([
    [{ CMS_REPO: "acme" }, /CMS_REPO must be a GitHub repository as owner\/name.*got "acme"/],
    [{ CMS_REPO: "https://github.com/acme/site" }, /CMS_REPO/],
    [{ CMS_REPO: "acme/site", CMS_BRANCH: "a b" }, /CMS_BRANCH/],
    [{ CMS_REPO: "acme/site", CMS_AUTH_URL: "auth.example.com" }, /CMS_AUTH_URL must be a full address/],
    [{ CMS_REPO: "acme/site", CMS_AUTH_URL: "http://auth.example.com" }, /CMS_AUTH_URL must start with https/],
    [{ CMS_REPO: "acme/site", CMS_AUTH_URL: "https://auth.example.com/?x=1" }, /without \? or #/],
  ])("%j fails with a message naming the variable", (env, message) => {
    expect(() => cmsBackendFromEnv(env)).toThrow(message)
  })
})

/** Every property of the schema is a field with the same name, optional exactly when the schema says so. */
function expectSameShape(fields: CmsField[], schema: JsonSchema, file: string, at: string) {
  const resolveRef = (s: JsonSchema, from: string): [JsonSchema, string] => {
    if (!s.$ref) return [s, from]
    const [refFile, pointer] = s.$ref.split("#")
    const target = refFile || from
    return resolveRef(schemas[target].definitions![pointer.split("/").pop()!], target)
  }
  const [resolved, where] = resolveRef(schema, file)
  const props = resolved.properties ?? {}
  const expected = new Set(Object.keys(props))
  if (at === "") expected.add("$schema")
  expect({ at, names: fields.map(f => f.name).sort() }).toEqual({ at, names: [...expected].sort() })
  for (const f of fields) {
    if (f.name === "$schema") continue
    const required = (resolved.required ?? []).includes(f.name)
    expect({ field: `${at}${f.name}`, required: f.required !== false }).toEqual({ field: `${at}${f.name}`, required })
    const [prop, propFile] = resolveRef(props[f.name], where)
    if (Array.isArray(f.fields) && prop.type === "array")
      expectSameShape(f.fields as CmsField[], prop.items!, propFile, `${at}${f.name}[].`)
    else if (Array.isArray(f.fields)) expectSameShape(f.fields as CmsField[], prop, propFile, `${at}${f.name}.`)
  }
}

test("fields mirror the schemas, nested objects and lists included", () => {
  for (const model of collections) expectSameShape(fieldsOf(byName(model.dir)), schemas[model.schema], model.schema, "")
  for (const c of ["settings", "pages"]) {
    for (const file of byName(c).files as { name: string; fields: CmsField[] }[]) {
      const schema = c === "pages" ? "page.schema.json" : `${file.name}.schema.json`
      expectSameShape(file.fields, schemas[schema], schema, "")
    }
  }
})

describe("widgets", () => {
  const games = fieldsOf(byName("games"))
  const news = fieldsOf(byName("news"))

  test("$schema is kept as a hidden field pointing at the schema, like the hand-written files", () => {
    expect(games[0]).toEqual({ name: "$schema", label: "Schema", widget: "hidden", default: "../schemas/game.schema.json" })
    const home = (byName("settings").files as { name: string; fields: CmsField[] }[])[0]
    expect(home.fields[0].default).toBe("./schemas/home.schema.json")
  })

  test("text, long text, images, numbers, dates, selects, lists, objects and references", () => {
    expect(fieldAt(games, "title")).toMatchObject({ widget: "string", pattern: ["\\S", expect.any(String)] })
    expect(fieldAt(games, "fullDescription")).toMatchObject({ widget: "text", hint: expect.stringContaining("blank line") })
    expect(fieldAt(games, "image")).toMatchObject({ widget: "image", choose_url: false })
    expect(fieldAt(games, "pricing.fromPerMonth")).toMatchObject({ widget: "number", value_type: "int", min: 1 })
    expect(fieldAt(games, "pricing.note")).toMatchObject({ widget: "text", required: false })
    expect(fieldAt(games, "features")).toMatchObject({ widget: "list", min: 1, field: { name: "item", widget: "string" } })
    expect(fieldAt(games, "schedule")).toMatchObject({ widget: "object" })
    expect(fieldAt(news, "date")).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false })
    expect(fieldAt(news, "readTime")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 60 })
    expect(fieldAt(fieldsOf(byName("blog")), "category")).toMatchObject({
      widget: "select",
      options: ["Training", "Nutrition", "Psychology", "Health", "Technology", "Leadership", "Equipment"],
    })
    expect(fieldAt(fieldsOf(byName("coaches")), "role")).toMatchObject({ widget: "select", options: ["Trainer", "Coach"] })
    expect(fieldAt(fieldsOf(byName("results")), "game")).toMatchObject({ widget: "relation", collection: "games", value_field: "{{slug}}" })
    expect(fieldAt(fieldsOf(byName("results")), "teams")).toMatchObject({ widget: "list", min: 2, max: 2 })
    const siteFields = (byName("settings").files as { name: string; fields: CmsField[] }[])[1].fields
    expect(fieldAt(siteFields, "contact.addresses.kind")).toMatchObject({
      widget: "select",
      options: ["registered", "corporate", "factory"],
    })
    expect(fieldAt(siteFields, "social.name")).toMatchObject({ widget: "select" })
    expect(fieldAt(siteFields, "brand.logo")).toMatchObject({ widget: "image", hint: expect.stringContaining("SVG or PNG") })
    expect(fieldAt(siteFields, "contact.phones.tel").pattern![0]).toBe("^\\+[1-9][0-9]{7,14}$")
  })

  test("image fields of every collection and file are known to the save fixes", () => {
    const paths = imageFieldPaths(config)
    expect(paths.games).toEqual([["image"]])
    expect(paths.faq).toEqual([])
    expect(paths["settings/home"]).toEqual([
      ["hero", "slides", "*", "image"],
      ["about", "image"],
    ])
    expect(paths["settings/site"]).toEqual([
      ["brand", "logo"],
      ["brand", "ogImage"],
    ])
    expect(paths["pages/about"]).toEqual([["hero", "image"]])
  })
})

/**
 * The shipped content passes the form's own checks: otherwise an editor could not save an entry without
 * "fixing" text the validator accepts.
 */
test("every shipped data file passes the CMS's patterns, options and number ranges", () => {
  const problems: string[] = []
  const check = (fields: CmsField[], value: Record<string, unknown>, where: string) => {
    for (const f of fields) {
      const v = value[f.name]
      if (v === undefined) {
        if (f.required !== false && f.widget !== "hidden") problems.push(`${where}${f.name}: missing`)
        continue
      }
      if (f.pattern && typeof v === "string" && !new RegExp(f.pattern[0]).test(v))
        problems.push(`${where}${f.name}: "${v}" fails ${f.pattern[0]}`)
      if (f.widget === "select" && !(f.options as string[]).includes(String(v))) problems.push(`${where}${f.name}: "${v}" not an option`)
      if (
        f.widget === "number" &&
        ((f.min !== undefined && (v as number) < (f.min as number)) || (f.max !== undefined && (v as number) > (f.max as number)))
      )
        problems.push(`${where}${f.name}: ${v} out of range`)
      if (f.widget === "list" && Array.isArray(v)) {
        v.forEach((item, i) => {
          if (f.field) check([{ ...(f.field as CmsField), name: "x" }], { x: item }, `${where}${f.name}[${i}].`)
          else check(f.fields as CmsField[], item as Record<string, unknown>, `${where}${f.name}[${i}].`)
        })
      } else if (f.widget === "object") check(f.fields as CmsField[], v as Record<string, unknown>, `${where}${f.name}.`)
    }
  }
  for (const model of collections) {
    for (const file of fs.readdirSync(path.join(DATA, model.dir)).filter(f => f.endsWith(".json") && !translationOf(`${model.dir}/${f}`))) {
      check(fieldsOf(byName(model.dir)), JSON.parse(fs.readFileSync(path.join(DATA, model.dir, file), "utf8")), `${model.dir}/${file}: `)
    }
  }
  for (const c of ["settings", "pages"]) {
    for (const file of byName(c).files as { file: string; fields: CmsField[] }[]) {
      check(file.fields, JSON.parse(fs.readFileSync(path.join(ROOT, file.file), "utf8")), `${file.file}: `)
    }
  }
  expect(problems).toEqual([])
})

describe("save fixes (src/cms/save-fixes.ts)", () => {
  test("Decap's bare image names get the ./ the validator expects; other paths are kept", () => {
    const data = {
      image: "summer.jpg",
      hero: { slides: [{ image: "pages/images/a.jpg" }, { image: "./b.jpg" }, { image: "https://x.example/c.jpg" }] },
    }
    const edits = imagePathEdits(data, [["image"], ["hero", "slides", "*", "image"]])
    expect(applyEdits(data, edits)).toEqual({
      image: "./summer.jpg",
      hero: { slides: [{ image: "./pages/images/a.jpg" }, { image: "./b.jpg" }, { image: "https://x.example/c.jpg" }] },
    })
  })

  test("cleared optional fields are removed, not saved as empty text", () => {
    const data = {
      title: "T",
      schedule: { weekdays: "Mon", note: "" },
      pricing: { note: "" },
      list: ["a", "", "b"],
      blocks: [{ id: "x", items: [] }],
      n: 0,
    }
    expect(applyEdits(data, emptyValueEdits(data))).toEqual({
      title: "T",
      schedule: { weekdays: "Mon" },
      list: ["a", "b"],
      blocks: [{ id: "x" }],
      n: 0,
    })
  })

  test("both together, in an order that keeps list positions valid", () => {
    const data = {
      hero: {
        slides: [
          { caption: "", image: "", imageAlt: "" },
          { caption: "c", image: "b.jpg", imageAlt: "a" },
        ],
      },
    }
    expect(applyEdits(data, saveEdits(data, [["hero", "slides", "*", "image"]]))).toEqual({
      hero: { slides: [{ caption: "c", image: "./b.jpg", imageAlt: "a" }] },
    })
  })

  test("JSON is written in the form's field order, unknown keys last, with two-space indents", () => {
    const text = toOrderedJson({ title: "T", extra: 1, $schema: "../schemas/x.json", date: "2026-01-01" }, ["$schema", "title", "date"])
    expect(text).toBe('{\n  "$schema": "../schemas/x.json",\n  "title": "T",\n  "date": "2026-01-01",\n  "extra": 1\n}')
  })
})
