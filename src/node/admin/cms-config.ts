/**
 * The Decap CMS configuration, derived from the same JSON Schemas and content model the validator uses, so
 * the editing form and the validation rules cannot drift apart. Pure: schemas in, config object out;
 * ./build-admin.ts writes it as public/admin/config.yml on every build (nothing generated is committed).
 * How each schema property becomes a form field: ./cms-fields.ts.
 */
import {
  collections,
  defaultLocale,
  entryRoute,
  locales,
  singletons,
  type CollectionModel,
  type SingletonModel,
} from "../../shared/content-model"
import { I18N_STRUCTURE } from "../data-files"
import type { SchemaSet } from "../json-schema"
import type { CmsBackend } from "./cms-backend"
import { objectFields, type CmsField } from "./cms-fields"
import { COLLECTION_LABELS, dropUndefined, humanize, identifierFor, singular } from "./cms-labels"

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
  i18n: { structure: string; locales: string[]; default_locale: string }
  collections: CmsCollection[]
}

export interface CmsConfigOptions {
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
  // Copied into every language's file, so each names its schema (and Decap tells site from home by it).
  return [{ name: "$schema", label: "Schema", widget: "hidden", default: schemaPath, i18n: "duplicate" }, ...rest]
}

function folderCollection(schemas: SchemaSet, model: CollectionModel, siteUrl?: string): CmsCollection {
  const [label, labelSingular] = COLLECTION_LABELS[model.dir] ?? [humanize(model.dir), singular(humanize(model.dir))]
  const schema = schemas[model.schema]
  const props = schema.properties ?? {}
  const identifier = identifierFor(schemas, model)
  const dated = ["date", "completed", "startDate"].find(f => f in props)
  const sortable = ["order", "date", "completed", "startDate", identifier].filter(f => f in props)
  return dropUndefined({
    name: model.dir,
    label,
    label_singular: labelSingular,
    description: schema.description,
    folder: `data/${model.dir}`,
    extension: "json",
    format: "json",
    create: true,
    i18n: true,
    // File names are slugs: a new entry's file is named after its identifier field, lowercased and hyphenated.
    slug: "{{slug}}",
    identifier_field: identifier,
    summary: dated ? `{{${identifier}}} ({{${dated}}})` : undefined,
    sortable_fields: sortable,
    preview_path: siteUrl && model.pages ? entryRoute(model.dir, "{{slug}}").replace(/^\//, "") : undefined,
    // Images are stored beside the entry: data/games/badminton.en.json uses data/games/badminton.jpg.
    media_folder: "",
    public_folder: "",
    fields: entryFields(schemas, model.schema, `../schemas/${model.schema}`, model.dir),
  })
}

/**
 * The singletons, as folder collections that list existing entries and create none: Decap translates only
 * folder collections one file per language (a "files" collection must keep every language in one file).
 * data/site.en.json and data/home.en.json share the folder data/ and are told apart by their "$schema".
 */
function singletonCollections(schemas: SchemaSet): CmsCollection[] {
  const fixed = { extension: "json", format: "json", create: false, delete: false, i18n: true }
  const single = (model: SingletonModel, label: string, description?: string): CmsCollection => ({
    name: model.file!,
    label,
    description: description ?? schemas[model.schema].description,
    folder: "data",
    filter: { field: "$schema", value: `./schemas/${model.schema}` },
    // The one entry's name in the list: the collection's own (the file has no title field).
    summary: label,
    ...fixed,
    // Shared pictures of the home and fixed pages live in data/pages/images.
    media_folder: "pages/images",
    public_folder: "pages/images",
    fields: entryFields(schemas, model.schema, `./schemas/${model.schema}`),
  })
  const [site, home, pages] = ["site", "home", "pages"].map(name => singletons.find(s => (s.file ?? s.dir) === name)!)
  return [
    single(home, "Home page", "The home page's texts and slides."),
    single(site, "Site settings", "The brand, contacts, social links and footer shown on every page."),
    dropUndefined({
      name: "pages",
      label: "Page texts",
      label_singular: "Page",
      description: schemas[pages.schema].description,
      folder: `data/${pages.dir}`,
      ...fixed,
      identifier_field: "title",
      media_folder: "images",
      public_folder: "images",
      fields: entryFields(schemas, pages.schema, `../schemas/${pages.schema}`),
    }),
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
    // Every entry in every language, side by side: data/games/badminton.en.json and .hi.json (../data-files.ts).
    // Which fields are translated: ./cms-fields.ts (the texts of the schemas, as src/node/translations.ts reads them).
    i18n: { structure: I18N_STRUCTURE, locales: [...locales], default_locale: defaultLocale },
    collections: [...collections.map(model => folderCollection(schemas, model, options.siteUrl)), ...singletonCollections(schemas)],
  })
}
