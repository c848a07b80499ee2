/**
 * The Decap CMS configuration, derived from the same JSON Schemas and content model the validator uses, so
 * the editing form and the validation rules cannot drift apart. Pure: schemas in, config object out;
 * ./build-admin.ts writes it as public/admin/config.yml on every build (nothing generated is committed).
 * How each schema property becomes a form field: ./cms-fields.ts.
 */
import { collections, entryRoute, singletons, type CollectionModel } from "../content-model"
import type { SchemaSet } from "../json-schema"
import type { CmsBackend } from "./cms-backend"
import { dropUndefined, objectFields, type CmsField } from "./cms-fields"
import { COLLECTION_LABELS, humanize, identifierFor, singular } from "./cms-labels"

export interface CmsCollection {
  name: string
  label: string
  [option: string]: unknown
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

/** Fields of an entry, with "$schema" first and pointing at the schema the way the existing files do. */
function entryFields(schemas: SchemaSet, schemaFile: string, schemaPath: string, dir?: string): CmsField[] {
  const schema = schemas[schemaFile]
  if (!schema) throw new Error(`Unknown schema ${schemaFile}`)
  const fields = objectFields(schema, { schemas, file: schemaFile, dir, path: "" })
  const rest = fields.filter(f => f.name !== "$schema")
  return [{ name: "$schema", label: "Schema", widget: "hidden", default: schemaPath }, ...rest]
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
