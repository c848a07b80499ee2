import type { CmsConfig } from "./cms-config"
import type { CmsField } from "./cms-fields"

/**
 * Paths of the image fields of every collection ("games", "home") and file of a files collection ("name/file"), as lists of keys where
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
