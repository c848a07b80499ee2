/**
 * @jest-environment node
 */
import fs from "fs"
import path from "path"
import { loadSchemas } from "../src/node/json-schema"
import { collections, defaultLocale, locales, singletons } from "../src/shared/content-model"
import { dataFile, isEntryFile, parseDataFile } from "../src/node/data-files"
import { cmsBackendFromEnv } from "../src/node/admin/cms-backend"
import { buildCmsConfig, type CmsCollection } from "../src/node/admin/cms-config"
import type { CmsField } from "../src/node/admin/cms-fields"
import { imageFieldPaths } from "../src/node/admin/image-field-paths"
import type { JsonSchema } from "../src/node/json-schema"
import { applyEdits, emptyValueEdits, imagePathEdits, saveEdits, toOrderedJson } from "../src/cms/save-fixes"

const ROOT = path.join(__dirname, "..")
const DATA = path.join(ROOT, "data")
const schemas = loadSchemas(path.join(DATA, "schemas")) as Record<string, JsonSchema>
const site = JSON.parse(fs.readFileSync(path.join(DATA, dataFile("site")), "utf8"))
const config = buildCmsConfig(schemas, { siteUrl: site.siteUrl })
/** The singleton collections and the schema of their entries. */
const SINGLETONS: [string, string][] = [
  ["home", "home.schema.json"],
  ["site", "site.schema.json"],
  ["pages", "page.schema.json"],
]

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
        i18n: true,
        slug: "{{slug}}",
        media_folder: "",
        public_folder: "",
      })
      expect(Object.keys(schemas[model.schema].properties!)).toContain(c.identifier_field)
    }
    expect(config.collections.map(c => c.name)).toEqual([...collections.map(m => m.dir), "home", "site", "pages"])
  })

  test("every language of an entry in its own file, side by side: Decap's multiple_files, from the content model", () => {
    expect(config.i18n).toEqual({ structure: "multiple_files", locales: [...locales], default_locale: defaultLocale })
    // Decap writes <folder>/<slug>.<locale>.json: what src/node/data-files.ts reads.
    expect(parseDataFile(`games/badminton.${defaultLocale}.json`)).toEqual({
      stem: "games/badminton",
      slug: "badminton",
      locale: defaultLocale,
    })
    for (const c of config.collections) expect(c.i18n).toBe(true)
  })

  test("the singletons are folder collections that create and delete nothing (Decap translates no file collection by file)", () => {
    expect(singletons.map(s => s.file ?? s.dir)).toEqual(["site", "home", "pages"])
    for (const [name] of SINGLETONS) expect(byName(name)).toMatchObject({ create: false, delete: false, i18n: true })
    // data/site.en.json and data/home.en.json share data/: their "$schema" tells them apart.
    expect(byName("home")).toMatchObject({ folder: "data", filter: { field: "$schema", value: "./schemas/home.schema.json" } })
    expect(byName("site")).toMatchObject({ folder: "data", filter: { field: "$schema", value: "./schemas/site.schema.json" } })
    expect(byName("pages")).toMatchObject({ folder: "data/pages", identifier_field: "title" })
    for (const stem of ["home", "site"])
      expect(JSON.parse(fs.readFileSync(path.join(DATA, dataFile(stem)), "utf8")).$schema).toBe(`./schemas/${stem}.schema.json`)
  })

  test("no repository and no local backend unless given: the published admin never calls localhost", () => {
    expect(config.local_backend).toBeUndefined()
    expect(config.backend).toEqual({ name: "github", branch: "main" })
    const local = buildCmsConfig(schemas, { localBackendUrl: "http://127.0.0.1:9999/api/v1" })
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
  for (const [name, schema] of SINGLETONS) expectSameShape(fieldsOf(byName(name)), schemas[schema], schema, "")
})

test("the texts are translated, everything else is the English file's alone", () => {
  const games = fieldsOf(byName("games"))
  expect(fieldAt(games, "$schema")).toMatchObject({ widget: "hidden", i18n: "duplicate" })
  expect(fieldAt(games, "title").i18n).toBe(true)
  expect(fieldAt(games, "imageAlt").i18n).toBe(true)
  expect(fieldAt(games, "features")).toMatchObject({ i18n: true, field: { i18n: true } })
  for (const other of ["order", "image", "pricing.fromPerMonth", "startingAge"]) expect(fieldAt(games, other).i18n).toBe(false)
  // A list whose items mix texts and other fields is translated; inside it, only the texts are.
  const home = fieldsOf(byName("home"))
  expect(fieldAt(home, "hero.slides").i18n).toBe(true)
  expect([fieldAt(home, "hero.slides.caption").i18n, fieldAt(home, "hero.slides.imageAlt").i18n]).toEqual([true, true])
  expect(fieldAt(home, "hero.slides.image").i18n).toBe(false)
  expect(fieldAt(fieldsOf(byName("site")), "social").i18n).toBe(false)
})

describe("widgets", () => {
  const games = fieldsOf(byName("games"))
  const news = fieldsOf(byName("news"))

  test("$schema is kept as a hidden field pointing at the schema, like the hand-written files", () => {
    expect(games[0]).toEqual({
      name: "$schema",
      label: "Schema",
      widget: "hidden",
      default: "../schemas/game.schema.json",
      i18n: "duplicate",
    })
    expect(fieldsOf(byName("home"))[0].default).toBe("./schemas/home.schema.json")
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
    const events = fieldsOf(byName("events"))
    for (const date of ["startDate", "endDate", "registrationOpens", "registrationDeadline"])
      expect(fieldAt(events, date)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
    expect(fieldAt(events, "registrationDeadline").required).toBe(false)
    expect(fieldAt(events, "games")).toMatchObject({
      widget: "relation",
      collection: "games",
      value_field: "{{slug}}",
      multiple: true,
      min: 1,
    })
    expect(fieldAt(events, "venue")).toMatchObject({ widget: "relation", collection: "site", value_field: "contact.addresses.*.kind" })
    expect(fieldAt(events, "kind")).toMatchObject({ widget: "select", options: ["camp", "trial", "tournament", "workshop"] })
    expect(fieldAt(events, "fee")).toMatchObject({ widget: "number", value_type: "int", required: false })
    expect(fieldAt(events, "times.start").pattern).toBeDefined()
    // Hindi side by side: the texts are translated, dates, references and numbers are the English file's.
    expect(byName("events")).toMatchObject({ i18n: true, summary: "{{title}} ({{startDate}})" })
    expect(fieldAt(events, "title").i18n).toBe(true)
    expect(fieldAt(events, "times.note").i18n).toBe(true)
    for (const name of ["startDate", "games", "venue", "fee", "kind"]) expect(fieldAt(events, name).i18n).toBe(false)
    const siteFields = fieldsOf(byName("site"))
    expect(fieldAt(siteFields, "contact.addresses.kind")).toMatchObject({
      widget: "select",
      options: ["registered", "corporate", "factory"],
    })
    expect(fieldAt(siteFields, "social.name")).toMatchObject({ widget: "select" })
    expect(fieldAt(siteFields, "brand.logo")).toMatchObject({ widget: "image", hint: expect.stringContaining("SVG or PNG") })
    expect(fieldAt(siteFields, "contact.phones.tel").pattern![0]).toBe("^\\+[1-9][0-9]{7,14}$")
  })

  test("projects: client type as a select, games and flooring as pickers of several, the month as a date picker, Hindi beside", () => {
    const projects = byName("projects")
    const fields = fieldsOf(projects)
    expect(projects).toMatchObject({ folder: "data/projects", i18n: true, create: true, summary: "{{title}} ({{completed}})" })
    expect(fieldAt(fields, "clientType")).toMatchObject({
      widget: "select",
      options: ["school", "club", "academy", "government", "residential", "corporate"],
      i18n: false,
    })
    expect(fieldAt(fields, "games")).toMatchObject({ widget: "relation", collection: "games", multiple: true, min: 1, i18n: false })
    expect(fieldAt(fields, "flooring")).toMatchObject({ widget: "relation", collection: "flooring", multiple: true, i18n: false })
    expect(fieldAt(fields, "flooring").min).toBeUndefined()
    expect(fieldAt(fields, "completed")).toMatchObject({ widget: "datetime", format: "YYYY-MM", time_format: false, i18n: false })
    expect(fieldAt(fields, "area")).toMatchObject({ widget: "number", value_type: "int", min: 1, i18n: false })
    expect(fieldAt(fields, "scope")).toMatchObject({ widget: "list", min: 1, i18n: true })
    expect(fieldAt(fields, "gallery")).toMatchObject({ widget: "list", required: false, i18n: true })
    expect(fieldAt(fields, "gallery.image")).toMatchObject({ widget: "image", i18n: false })
    expect(fieldAt(fields, "gallery.imageAlt")).toMatchObject({ widget: "string", i18n: true })
    for (const text of ["title", "city", "state", "summary", "body", "imageAlt"])
      expect(fieldAt(fields, text)).toMatchObject({ i18n: true })
  })

  test("coaches: the optional fields parents ask about, games as a picker of several, batches and credentials as lists, Hindi beside", () => {
    const coaches = byName("coaches")
    const fields = fieldsOf(coaches)
    expect(coaches).toMatchObject({ folder: "data/coaches", i18n: true, create: true })
    for (const name of ["bio", "yearsExperience", "credentials", "playingRecord", "games", "batches", "languages"])
      expect(fieldAt(fields, name).required).toBe(false)
    expect(fieldAt(fields, "games")).toMatchObject({ widget: "relation", collection: "games", multiple: true, i18n: false })
    expect(fieldAt(fields, "batches")).toMatchObject({ widget: "list", i18n: false })
    expect(fieldAt(fields, "yearsExperience")).toMatchObject({ widget: "number", value_type: "int", i18n: false })
    expect(fieldAt(fields, "credentials")).toMatchObject({ widget: "list", i18n: true, summary: "{{fields.name}}" })
    expect(fieldAt(fields, "credentials.name")).toMatchObject({ widget: "string", i18n: true })
    expect(fieldAt(fields, "credentials.name").required).not.toBe(false)
    expect(fieldAt(fields, "credentials.issuer")).toMatchObject({ required: false, i18n: true })
    expect(fieldAt(fields, "credentials.year")).toMatchObject({ widget: "number", required: false, i18n: false })
    for (const text of ["bio", "playingRecord"]) expect(fieldAt(fields, text)).toMatchObject({ widget: "text", i18n: true })
    expect(fieldAt(fields, "languages")).toMatchObject({ widget: "list", i18n: true })
  })

  test("image fields of every collection and file are known to the save fixes", () => {
    const paths = imageFieldPaths(config)
    expect(paths.games).toEqual([["image"]])
    expect(paths.faq).toEqual([])
    expect(paths.home).toEqual([
      ["hero", "slides", "*", "image"],
      ["about", "image"],
    ])
    expect(paths.site).toEqual([
      ["brand", "logo"],
      ["brand", "ogImage"],
    ])
    expect(paths.pages).toEqual([["hero", "image"]])
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
  const folders = [...collections.map(m => [m.dir, m.dir]), ["home", ""], ["site", ""], ["pages", "pages"]]
  for (const [name, dir] of folders) {
    const collection = byName(name)
    const filter = collection.filter as { field: string; value: string } | undefined
    if (!fs.existsSync(path.join(DATA, dir))) continue // a collection without entries yet (data/projects as shipped)
    for (const file of fs.readdirSync(path.join(DATA, dir)).filter(f => isEntryFile(dir ? `${dir}/${f}` : f))) {
      const entry = JSON.parse(fs.readFileSync(path.join(DATA, dir, file), "utf8"))
      if (!filter || entry[filter.field] === filter.value) check(fieldsOf(collection), entry, `${dir}/${file}: `)
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
