/** The validator's sentences: one Ajv error turned into the field and message an editor can act on. */
import type { ErrorObject } from "ajv"

function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split("/").slice(1)
  if (extra) parts.push(extra)
  const field = parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), "")
  return field || "(whole entry)"
}

function describe(value: unknown): string {
  if (typeof value === "string") return value.length > 40 ? `"${value.slice(0, 37)}..."` : `"${value}"`
  if (Array.isArray(value)) return "a list"
  if (value === null) return "null"
  return typeof value === "object" ? "an object" : String(value)
}

/** Turns one Ajv error into a sentence an editor can act on. */
export function explain(err: ErrorObject): { field: string; message: string } {
  const schema = err.parentSchema as { description?: string } | undefined
  const hint = schema?.description ? ` (${schema.description})` : ""
  switch (err.keyword) {
    case "required":
      return {
        field: fieldPath(err.instancePath, (err.params as { missingProperty: string }).missingProperty),
        message: "is missing; it is required",
      }
    case "additionalProperties":
      return {
        field: fieldPath(err.instancePath, (err.params as { additionalProperty: string }).additionalProperty),
        message: "is not a known field; remove it or check its spelling",
      }
    case "type":
      return {
        field: fieldPath(err.instancePath),
        message: `expected ${err.params.type === "integer" ? "a whole number" : `a ${err.params.type}`}, got ${describe(err.data)}${hint}`,
      }
    case "minLength":
    case "pattern":
      if (typeof err.data === "string" && err.data.trim() === "")
        return { field: fieldPath(err.instancePath), message: "must not be empty" }
      return {
        field: fieldPath(err.instancePath),
        message: `got ${describe(err.data)}, expected${hint || ` text matching ${err.params.pattern}`}`,
      }
    case "enum":
      return {
        field: fieldPath(err.instancePath),
        message: `got ${describe(err.data)}, expected one of: ${(err.params as { allowedValues: unknown[] }).allowedValues.join(", ")}`,
      }
    case "format":
      return {
        field: fieldPath(err.instancePath),
        message: `got ${describe(err.data)}, expected ${err.params.format === "date" ? "a date written as YYYY-MM-DD" : `a valid ${err.params.format}`}`,
      }
    case "minItems":
      return { field: fieldPath(err.instancePath), message: `needs at least ${err.params.limit} item(s)` }
    case "maxItems":
      return { field: fieldPath(err.instancePath), message: `may have at most ${err.params.limit} item(s)` }
    case "minimum":
    case "maximum":
      return {
        field: fieldPath(err.instancePath),
        message: `got ${describe(err.data)}, expected a number ${err.params.comparison} ${err.params.limit}`,
      }
    default:
      return { field: fieldPath(err.instancePath), message: `${err.message ?? "is invalid"}${hint}` }
  }
}
