/**
 * What the admin changes in an entry just before Decap saves it, so that what it writes passes
 * `npm run validate` exactly like a file written by hand:
 *
 * - Decap writes an uploaded image as "badminton.jpg" (it joins public_folder "" and the file name with
 *   path.join, which drops a leading "./"). The validator and every existing file use "./badminton.jpg",
 *   so image fields get the "./" back. Paths that already start with "./", "../" or "/" or a URL are kept.
 * - A cleared optional field is saved as "" (or an empty list or object), which the schemas reject
 *   ("must not be empty"); it is removed instead, as if the editor had never filled it. Required fields
 *   cannot reach this point empty: Decap refuses to save them.
 */
export type Path = (string | number)[]

export type Edit = { path: Path; value: string } | { path: Path; remove: true }

const RELATIVE_OR_ABSOLUTE = /^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i

/** Every concrete path matching a pattern like ["hero", "slides", "*", "image"]. */
function expand(data: unknown, pattern: string[], at: Path = []): Path[] {
  if (pattern.length === 0) return [at]
  const [head, ...rest] = pattern
  if (head === "*") return Array.isArray(data) ? data.flatMap((item, i) => expand(item, rest, [...at, i])) : []
  if (data && typeof data === "object" && !Array.isArray(data) && head in data) {
    return expand((data as Record<string, unknown>)[head], rest, [...at, head])
  }
  return []
}

const get = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string | number, unknown>)[k] : undefined), data)

export function imagePathEdits(data: unknown, imageFields: string[][]): Edit[] {
  return imageFields.flatMap(pattern =>
    expand(data, pattern).flatMap(path => {
      const value = get(data, path)
      return typeof value === "string" && value !== "" && !RELATIVE_OR_ABSOLUTE.test(value) ? [{ path, value: `./${value}` }] : []
    }),
  )
}

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === "string" && value === "") ||
  (Array.isArray(value) && value.every(isEmpty)) ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value as object).every(isEmpty))

/** Removals for empty values, deepest and (within a list) last first, so earlier indexes stay valid. */
export function emptyValueEdits(data: unknown, at: Path = []): Edit[] {
  if (Array.isArray(data)) {
    const edits: Edit[] = []
    for (let i = data.length - 1; i >= 0; i--) {
      edits.push(...(isEmpty(data[i]) ? [{ path: [...at, i], remove: true as const }] : emptyValueEdits(data[i], [...at, i])))
    }
    return edits
  }
  if (data && typeof data === "object") {
    return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) =>
      isEmpty(value) ? [{ path: [...at, key], remove: true as const }] : emptyValueEdits(value, [...at, key]),
    )
  }
  return []
}

/** Image paths first (they change values, never positions), then removals (last index first). */
export function saveEdits(data: unknown, imageFields: string[][]): Edit[] {
  return [...imagePathEdits(data, imageFields), ...emptyValueEdits(data)]
}

/** Applies edits to plain data (the tests' view of what Decap's Immutable setIn/deleteIn do). */
export function applyEdits<T>(data: T, edits: Edit[]): T {
  const copy = JSON.parse(JSON.stringify(data)) as unknown
  for (const edit of edits) {
    const parent = get(copy, edit.path.slice(0, -1)) as Record<string | number, unknown> | unknown[]
    const last = edit.path[edit.path.length - 1]
    if ("remove" in edit) {
      if (Array.isArray(parent)) parent.splice(Number(last), 1)
      else delete (parent as Record<string | number, unknown>)[last]
    } else (parent as Record<string | number, unknown>)[last] = edit.value
  }
  return copy as T
}

/**
 * JSON as the existing files are written: the fields in the order the form shows them ("$schema" first),
 * any other keys after them in their old order, two-space indent. Decap adds the final newline.
 */
export function toOrderedJson(data: unknown, fieldOrder: string[] = []): string {
  if (!data || typeof data !== "object" || Array.isArray(data)) return JSON.stringify(data, null, 2)
  const record = data as Record<string, unknown>
  const keys = Object.keys(record)
  const ordered = [...fieldOrder.filter(k => k in record), ...keys.filter(k => !fieldOrder.includes(k))]
  return JSON.stringify(Object.fromEntries(ordered.map(k => [k, record[k]])), null, 2)
}
