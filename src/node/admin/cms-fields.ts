/**
 * The CMS's form fields, one per JSON Schema property (./cms-config.ts puts them into collections).
 * How a schema becomes a field:
 * - text (defs#/text) → "string", or "text" (a multi-line box) for the long fields in LONG_TEXT and for any
 *   field whose description mentions paragraphs; the site renders plain paragraphs split on blank lines.
 * - image (defs#/image, the site logo) → "image", saved beside the entry (see save-fixes in src/cms/).
 * - date → "datetime" with date only, saved as YYYY-MM-DD; month → "datetime" saved as YYYY-MM.
 * - integer → "number" (whole numbers) with the schema's minimum and maximum.
 * - enum → "select"; a cross-file reference (content-model `references`) → "relation" to that collection, with
 *   `multiple: true` for a list of references (a project's games and flooring products, an event's games).
 * - list of text → "list" of one text field; list of objects → "list" of those fields; object → "object".
 * - every pattern and format the validator checks → a Decap `pattern` with the sentence an editor reads.
 * - `"$schema"` → a hidden field that keeps the editor-autocompletion line in new files.
 * - a text (TEXT_DEFINITIONS) or a list or object holding one → `i18n: true`; anything else `false`: English only.
 */
import { addressReferences, collections, references } from "../../shared/content-model"
import { resolveRef, type JsonSchema, type SchemaSet } from "../json-schema"
import { TEXT_DEFINITIONS } from "../translations"
import {
  COLLECTION_LABELS,
  dropUndefined,
  IMAGE_HINT,
  IMAGE_TYPES,
  LONG_TEXT,
  humanize,
  identifierFor,
  joinHints,
  patternFor,
  rangeHint,
  singular,
} from "./cms-labels"

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

interface FieldContext {
  schemas: SchemaSet
  file: string
  /** Content-model folder of the collection, for cross-file references. */
  dir?: string
  /** Dotted path of the field from the entry's root, e.g. "pricing.fromPerMonth". */
  path: string
}

function fieldFor(name: string, raw: JsonSchema, required: boolean, ctx: FieldContext): CmsField {
  const field = dropUndefined(widgetFor(name, raw, required, ctx))
  const parts = [field.field, ...((field.fields as CmsField[] | undefined) ?? [])] as (CmsField | undefined)[]
  return { ...field, i18n: TEXT_DEFINITIONS.has(resolve(ctx.schemas, raw, ctx.file).def ?? "") || parts.some(f => f?.i18n === true) }
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
    const listedBy = identifierFor(
      ctx.schemas,
      collections.find(c => c.dir === reference.target)!,
    )
    const targets = (COLLECTION_LABELS[reference.target]?.[0] ?? reference.target).toLowerCase()
    return {
      ...base,
      widget: "relation",
      collection: reference.target,
      value_field: "{{slug}}",
      search_fields: [listedBy],
      display_fields: [listedBy],
      // A list of references is one picker of several (saved as a list of slugs, as the schema wants).
      ...(reference.many ? { multiple: true, ...(schema.minItems ? { min: schema.minItems } : {}) } : {}),
      // The schema's description speaks of file names, which the picker hides.
      hint: reference.many ? `Choose one or more of the ${targets}${schema.minItems ? "" : ", or none"}.` : `Choose one of the ${targets}.`,
    }
  }

  // One of the site's addresses (data/site.en.json, contact.addresses), picked by its label, saved as its kind.
  if (addressReferences.some(r => r.dir === ctx.dir && r.field === ctx.path)) {
    return {
      ...base,
      widget: "relation",
      collection: "site",
      value_field: "contact.addresses.*.kind",
      search_fields: ["contact.addresses.*.label"],
      display_fields: ["contact.addresses.*.label"],
      hint: "Choose one of the site's addresses (Site settings → Contact → Addresses).",
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

  if (def === "month") {
    // A date picker that saves only the month (YYYY-MM): any day of the month picks it.
    return {
      ...base,
      widget: "datetime",
      format: "YYYY-MM",
      date_format: "YYYY-MM",
      time_format: false,
      picker_utc: true,
      hint: joinHints(description),
    }
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

export function objectFields(schema: JsonSchema, ctx: FieldContext): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([key, prop]) =>
    fieldFor(key, prop, required.has(key), { ...ctx, path: ctx.path ? `${ctx.path}.${key}` : key }),
  )
}
