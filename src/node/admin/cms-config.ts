/**
 * The Decap CMS configuration, derived from the same JSON Schemas and content model the validator uses, so
 * the editing form and the validation rules cannot drift apart. Pure: schemas in, config object out;
 * ./build-admin.ts writes it as public/admin/config.yml on every build (nothing generated is committed).
 *
 * How a schema becomes a field:
 * - text (defs#/text) → "string", or "text" (a multi-line box) for the long fields in LONG_TEXT and for any
 *   field whose description mentions paragraphs; the site renders plain paragraphs split on blank lines.
 * - image (defs#/image, the site logo) → "image", saved beside the entry (see save-fixes in src/cms/).
 * - date → "datetime" with date only, saved as YYYY-MM-DD.
 * - integer → "number" (whole numbers) with the schema's minimum and maximum.
 * - enum → "select"; a cross-file reference (content-model `references`) → "relation" to that collection.
 * - list of text → "list" of one text field; list of objects → "list" of those fields; object → "object".
 * - every pattern and format the validator checks → a Decap `pattern` with the sentence an editor reads.
 * - `"$schema"` → a hidden field that keeps the editor-autocompletion line in new files.
 */
import { collections, entryRoute, references, singletons, type CollectionModel } from "../content-model"
import { resolveRef, type JsonSchema, type SchemaSet } from "../json-schema"

export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  default?: unknown
  pattern?: [string, string]
  [option: string]: unknown
}

export interface CmsCollection {
  name: string
  label: string
  [option: string]: unknown
}

/** Decap's GitHub backend: the repository editors commit to and, off Netlify, the OAuth service to sign in. */
export interface CmsBackend {
  name: "github"
  repo: string
  branch: string
  base_url?: string
}

export interface CmsConfig {
  backend: CmsBackend | { name: "github"; branch: string }
  local_backend?: { url: string }
  site_url?: string
  media_folder: string
  public_folder: string
  slug: Record<string, unknown>
  collections: CmsCollection[]
}

export interface CmsConfigOptions {
  /** File names (without .json) of data/pages/*.json: each becomes one file of the "Page texts" collection. */
  pageFiles: string[]
  /** The site's public address, for the CMS's "view live" links. */
  siteUrl?: string
  /**
   * Where the local proxy (decap-server, `npm run cms`) listens, when the admin edits files on this computer.
   * 127.0.0.1 rather than localhost: the server binds to IPv4 loopback only, and "localhost" may resolve to ::1.
   */
  localBackendUrl?: string
  /** The live backend (see cmsBackendFromEnv); without one the published admin explains how to set it. */
  backend?: CmsBackend
}

export const LOCAL_BACKEND_URL = "http://127.0.0.1:8081/api/v1"

const REPO = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/
const BRANCH = /^[A-Za-z0-9_./-]+$/

/**
 * The live backend from the build's environment, so deploying never means editing code:
 * CMS_REPO (owner/name, required), CMS_BRANCH (default main), CMS_AUTH_URL (the OAuth service's base address;
 * leave it out on Netlify, whose own GitHub provider Decap uses by default). Null without CMS_REPO.
 * A malformed value throws, naming the variable, so the build stops instead of publishing a broken login.
 */
export function cmsBackendFromEnv(env: Record<string, string | undefined>): CmsBackend | null {
  const repo = env.CMS_REPO?.trim()
  if (!repo) return null
  if (!REPO.test(repo)) throw new Error(`CMS_REPO must be a GitHub repository as owner/name, e.g. acme/website; got "${repo}"`)
  const branch = env.CMS_BRANCH?.trim() || "main"
  if (!BRANCH.test(branch)) throw new Error(`CMS_BRANCH must be a branch name, e.g. main; got "${branch}"`)
  const auth = env.CMS_AUTH_URL?.trim()
  if (!auth) return { name: "github", repo, branch }
  let url: URL
  try {
    url = new URL(auth)
  } catch {
    throw new Error(`CMS_AUTH_URL must be a full address, e.g. https://cms-auth.example.workers.dev; got "${auth}"`)
  }
  const local = url.hostname === "localhost" || url.hostname === "127.0.0.1"
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    throw new Error(`CMS_AUTH_URL must start with https:// (sign-in tokens must not travel in clear); got "${auth}"`)
  }
  if (url.search || url.hash) throw new Error(`CMS_AUTH_URL is a base address, without ? or #; got "${auth}"`)
  return { name: "github", repo, branch, base_url: url.href.replace(/\/+$/, "") }
}

/** Collection labels (plural, singular); folders not listed get their title-cased folder name. */
const COLLECTION_LABELS: Record<string, [string, string]> = {
  games: ["Games", "Game"],
  news: ["News", "News article"],
  focus: ["Focus areas", "Focus area"],
  services: ["Services", "Service"],
  sports: ["Sport articles", "Sport article"],
  blog: ["Blog posts", "Blog post"],
  gallery: ["Gallery", "Gallery image"],
  coaches: ["Coaches", "Coach"],
  results: ["Match results", "Match result"],
  faq: ["FAQ", "Question"],
  facilities: ["Facilities", "Facility"],
  flooring: ["Flooring products", "Flooring product"],
  achievements: ["Achievements", "Achievement"],
}

/** Fields an editor writes more than a line into. */
const LONG_TEXT = new Set([
  "description",
  "fullDescription",
  "fullContent",
  "content",
  "body",
  "answer",
  "excerpt",
  "summary",
  "text",
  "introduction",
  "conclusion",
  "futureVision",
  "experience",
  "about",
  "subtitle",
  "note",
  "credentials",
  "specialty",
])

const FIELD_LABELS: Record<string, string> = {
  $schema: "Schema",
  imageAlt: "Image description (alt text)",
  fromPerMonth: "Fee from (₹ per month)",
  readTime: "Reading time (minutes)",
  fullDescription: "Full description",
  fullContent: "Article text",
  navLabel: "Label in the SPORTS menu",
  ogImage: "Link preview image",
  siteUrl: "Site address",
  videoUrl: "Video address",
  communityUrl: "Community link",
  emailjs: "EmailJS ids",
  copyrightYear: "Copyright year",
  quickLinks: "Quick links",
  cta: "Button",
  tel: "Phone number for tel: links",
  whatsapp: "WhatsApp number",
  id: "Block id",
}

/** The candidates, in order, for the field an entry is listed by and its new file named after. */
const IDENTIFIER_CANDIDATES = ["title", "name", "question", "competition"]

const IMAGE_HINT = "Upload a picture, or choose one uploaded before."
const IMAGE_TYPES = "JPEG, PNG or WebP"

const humanize = (key: string): string =>
  FIELD_LABELS[key] ??
  key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase()
    .replace(/^\w/, c => c.toUpperCase())

const singular = (label: string): string => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "")

interface Resolved {
  schema: JsonSchema
  /** The name of the shared definition this came from (e.g. "text", "image"), if any. */
  def?: string
  /** The schema file the definition lives in, for resolving further local $refs. */
  file: string
}

function resolve(schemas: SchemaSet, schema: JsonSchema, file: string): Resolved {
  if (!schema.$ref) return { schema, file }
  const { schema: def, file: target, name } = resolveRef(schemas, schema.$ref, file)
  // The property's own description (next to the $ref) wins over the definition's.
  const inner = resolve(schemas, def, target)
  return { schema: { ...inner.schema, description: schema.description ?? def.description }, def: inner.def ?? name, file: inner.file }
}

/** A JSON Schema pattern or format as a Decap `pattern`: [regex, the sentence shown when it does not match]. */
function patternFor(schema: JsonSchema, def: string | undefined): [string, string] | undefined {
  if (def === "text" || def === "alt") return ["\\S", "Must not be empty or only spaces."]
  if (def === "slug") return [schema.pattern!, "Lowercase letters and digits, words joined by hyphens, e.g. table-tennis."]
  if (def === "internalPath") return [schema.pattern!, "A path on this site starting with /, e.g. /contact."]
  if (def === "url" || schema.format === "uri") return ["^https://\\S+$", "A full address starting with https://"]
  if (schema.format === "email") return ["^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$", "An e-mail address, e.g. hello@example.com"]
  if (schema.pattern) return [schema.pattern, schema.description ?? `Must match ${schema.pattern}`]
  return undefined
}

function rangeHint(schema: JsonSchema): string {
  const { minimum: min, maximum: max } = schema
  if (min !== undefined && max !== undefined) return `A whole number from ${min} to ${max}.`
  if (min !== undefined) return `A whole number, ${min} or more.`
  if (max !== undefined) return `A whole number up to ${max}.`
  return "A whole number."
}

const joinHints = (...parts: (string | undefined)[]): string | undefined => {
  const text = parts
    .filter((p): p is string => Boolean(p))
    .map(p => (/[.!?:)]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(" ")
  return text || undefined
}

interface FieldContext {
  schemas: SchemaSet
  file: string
  /** Content-model folder of the collection, for cross-file references. */
  dir?: string
  /** Dotted path of the field from the entry's root, e.g. "pricing.fromPerMonth". */
  path: string
}

function fieldFor(name: string, raw: JsonSchema, required: boolean, ctx: FieldContext): CmsField {
  return dropUndefined(widgetFor(name, raw, required, ctx))
}

function widgetFor(name: string, raw: JsonSchema, required: boolean, ctx: FieldContext): CmsField {
  const { schema, def, file } = resolve(ctx.schemas, raw, ctx.file)
  const label = humanize(name)
  const base = { name, label, ...(required ? {} : { required: false }) }
  // Definitions whose description only restates the rule ("Required text; ...") add nothing to the form.
  const description = def === "text" && !raw.description ? undefined : schema.description
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type

  if (name === "$schema") return { name, label, widget: "hidden" }

  const reference = references.find(r => r.dir === ctx.dir && r.field === ctx.path)
  if (reference) {
    return {
      ...base,
      widget: "relation",
      collection: reference.target,
      value_field: "{{slug}}",
      search_fields: [
        identifierFor(
          ctx.schemas,
          collections.find(c => c.dir === reference.target)!,
        ),
      ],
      display_fields: [
        identifierFor(
          ctx.schemas,
          collections.find(c => c.dir === reference.target)!,
        ),
      ],
      // The schema's description speaks of file names, which the picker hides.
      hint: `Choose one of the ${(COLLECTION_LABELS[reference.target]?.[0] ?? reference.target).toLowerCase()}.`,
    }
  }

  if (def === "image" || def === "logo" || name === "logo") {
    const types = schema.pattern?.includes("svg") ? "SVG or PNG" : IMAGE_TYPES
    return {
      ...base,
      widget: "image",
      choose_url: false,
      hint: joinHints(raw.description ?? (def === "image" ? undefined : description), `${IMAGE_HINT} ${types}.`),
    }
  }

  if (schema.enum) {
    return { ...base, widget: "select", options: schema.enum.map(String), hint: joinHints(description) }
  }

  if (def === "date" || schema.format === "date") {
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM-DD",
      date_format: "YYYY-MM-DD",
      time_format: false,
      picker_utc: true,
      hint: joinHints(description),
    }
  }

  if (type === "integer" || type === "number") {
    return {
      ...base,
      widget: "number",
      value_type: type === "integer" ? "int" : "float",
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      step: 1,
      hint: joinHints(description, def === "order" ? undefined : rangeHint(schema)),
    }
  }

  if (type === "array") {
    const items = resolve(ctx.schemas, schema.items ?? {}, file)
    const limits = {
      ...(schema.minItems ? { min: schema.minItems } : {}),
      ...(schema.maxItems ? { max: schema.maxItems } : {}),
    }
    const countHint =
      schema.minItems && schema.maxItems && schema.minItems === schema.maxItems
        ? `Exactly ${schema.minItems} items.`
        : schema.minItems
          ? `At least ${schema.minItems} item${schema.minItems > 1 ? "s" : ""}.`
          : undefined
    if (items.schema.properties) {
      const fields = objectFields(items.schema, { ...ctx, file: items.file, path: `${ctx.path}.*` })
      const first = fields.find(f => f.widget === "string" || f.widget === "select")
      return {
        ...base,
        widget: "list",
        ...limits,
        ...(first ? { summary: `{{fields.${first.name}}}` } : {}),
        fields,
        hint: joinHints(description, countHint),
      }
    }
    const itemField = fieldFor("item", schema.items ?? {}, true, { ...ctx, file, path: `${ctx.path}.*` })
    return {
      ...base,
      widget: "list",
      ...limits,
      field: { ...itemField, label: singular(label) },
      hint: joinHints(description, countHint),
    }
  }

  if (type === "object" || schema.properties) {
    return {
      ...base,
      widget: "object",
      collapsed: false,
      fields: objectFields(schema, { ...ctx, file }),
      hint: joinHints(description),
    }
  }

  const long = LONG_TEXT.has(name) || /paragraph/i.test(description ?? "")
  const pattern = patternFor(schema, def)
  return {
    ...base,
    widget: long ? "text" : "string",
    ...(pattern ? { pattern } : {}),
    hint: joinHints(description),
  }
}

function objectFields(schema: JsonSchema, ctx: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([key, prop]) =>
    fieldFor(key, prop, required.has(key), { ...ctx, path: ctx.path ? `${ctx.path}.${key}` : key }),
  )
}

/** Fields of an entry, with "$schema" first and pointing at the schema the way the existing files do. */
function entryFields(schemas: SchemaSet, schemaFile: string, schemaPath: string, dir?: string): CmsField[] {
  const schema = schemas[schemaFile]
  if (!schema) throw new Error(`Unknown schema ${schemaFile}`)
  const fields = objectFields(schema, { schemas, file: schemaFile, dir, path: "" })
  const rest = fields.filter(f => f.name !== "$schema")
  return [{ name: "$schema", label: "Schema", widget: "hidden", default: schemaPath }, ...rest]
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

function identifierFor(schemas: SchemaSet, model: CollectionModel): string {
  const props = schemas[model.schema]?.properties ?? {}
  const found = IDENTIFIER_CANDIDATES.find(name => name in props)
  if (!found) throw new Error(`${model.schema} has none of ${IDENTIFIER_CANDIDATES.join(", ")} to list entries by`)
  return found
}

function folderCollection(schemas: SchemaSet, model: CollectionModel, siteUrl?: string): CmsCollection {
  const [label, labelSingular] = COLLECTION_LABELS[model.dir] ?? [humanize(model.dir), singular(humanize(model.dir))]
  const schema = schemas[model.schema]
  const props = schema.properties ?? {}
  const identifier = identifierFor(schemas, model)
  const sortable = ["order", "date", identifier].filter(f => f in props)
  return dropUndefined({
    name: model.dir,
    label,
    label_singular: labelSingular,
    description: schema.description,
    folder: `data/${model.dir}`,
    extension: "json",
    format: "json",
    create: true,
    // File names are slugs: a new entry's file is named after its identifier field, lowercased and hyphenated.
    slug: "{{slug}}",
    identifier_field: identifier,
    summary: "date" in props ? `{{${identifier}}} ({{date}})` : undefined,
    sortable_fields: sortable,
    preview_path: siteUrl && model.pages ? entryRoute(model.dir, "{{slug}}").replace(/^\//, "") : undefined,
    // Images are stored beside the entry: data/games/badminton.json uses data/games/badminton.jpg.
    media_folder: "",
    public_folder: "",
    fields: entryFields(schemas, model.schema, `../schemas/${model.schema}`, model.dir),
  })
}

/** Singletons: data/site.json and data/home.json, and one collection of the fixed pages' texts. */
function fileCollections(schemas: SchemaSet, pageFiles: string[]): CmsCollection[] {
  const site = singletons.find(s => s.file === "site.json")!
  const home = singletons.find(s => s.file === "home.json")!
  const pages = singletons.find(s => s.dir === "pages")!
  // Shared pictures of the home and fixed pages live in data/pages/images.
  const fromData = { media_folder: "pages/images", public_folder: "pages/images" }
  return [
    {
      name: "settings",
      label: "Home page & site settings",
      description: "The home page's texts and slides, and the brand, contacts, social links and footer shown on every page.",
      extension: "json",
      format: "json",
      files: [
        {
          name: "home",
          label: "Home page",
          file: "data/home.json",
          ...fromData,
          fields: entryFields(schemas, home.schema, "./schemas/home.schema.json"),
        },
        {
          name: "site",
          label: "Site settings",
          description: schemas[site.schema].description,
          file: "data/site.json",
          ...fromData,
          fields: entryFields(schemas, site.schema, "./schemas/site.schema.json"),
        },
      ].map(dropUndefined),
    },
    {
      name: "pages",
      label: "Page texts",
      description: schemas[pages.schema].description,
      extension: "json",
      format: "json",
      files: [...pageFiles].sort().map(name => ({
        name,
        label: `${humanize(name)} page`,
        file: `data/pages/${name}.json`,
        media_folder: "images",
        public_folder: "images",
        fields: entryFields(schemas, pages.schema, "../schemas/page.schema.json"),
      })),
    },
  ]
}

export function buildCmsConfig(schemas: SchemaSet, options: CmsConfigOptions): CmsConfig {
  return dropUndefined({
    // Without a live backend the published admin page shows how to configure one and never starts the CMS.
    backend: options.backend ?? { name: "github", branch: "main" },
    // Only in the copies `npm run cms` and the browser tests build: the published admin never calls localhost.
    local_backend: options.localBackendUrl ? { url: options.localBackendUrl } : undefined,
    site_url: options.siteUrl,
    // Uploads from the Media page (not from an entry) go with the shared page pictures.
    media_folder: "data/pages/images",
    public_folder: "images",
    // New file names: ASCII, lowercase, accents dropped, so they pass the validator's slug rule.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      ...collections.map(model => folderCollection(schemas, model, options.siteUrl)),
      ...fileCollections(schemas, options.pageFiles),
    ],
  })
}

// ---------------------------------------------------------------------------------------------
// What the admin page needs besides the config

/**
 * Paths of the image fields of every collection ("games") and file ("settings/home"), as lists of keys where
 * "*" stands for every item of a list. src/cms/save-fixes.ts turns Decap's "badminton.jpg" into the
 * "./badminton.jpg" the validator and the existing files use.
 */
export function imageFieldPaths(config: CmsConfig): Record<string, string[][]> {
  const walk = (fields: CmsField[], at: string[]): string[][] =>
    fields.flatMap(f => {
      const here = [...at, f.name]
      if (f.widget === "image") return [here]
      // A list of single values: each item is the value itself.
      if (f.widget === "list" && f.field) return (f.field as CmsField).widget === "image" ? [[...here, "*"]] : []
      if (Array.isArray(f.fields)) return walk(f.fields as CmsField[], f.widget === "list" ? [...here, "*"] : here)
      return []
    })
  const result: Record<string, string[][]> = {}
  for (const c of config.collections) {
    if (Array.isArray(c.fields)) result[c.name] = walk(c.fields as CmsField[], [])
    for (const file of (c.files as { name: string; fields: CmsField[] }[] | undefined) ?? []) {
      result[`${c.name}/${file.name}`] = walk(file.fields, [])
    }
  }
  return result
}
