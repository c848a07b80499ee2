/**
 * The glossary's fixed spellings (docs/hindi-style.md, "Fixed spellings": a table with the columns "use" and
 * "not") and a finder for the wrong variants in the Hindi texts. JavaScript's \b knows only ASCII letters, so a
 * word's edges are lookarounds on Devanagari letters and marks: "कदम" is found in "कदम-दर-कदम" but not inside
 * "क़दम" or "कदमताल". Texts and table are compared in NFC, which writes a nukta letter as its base letter plus
 * U+093C (क़ = क + ़) whichever way it was typed, the form the data files use.
 */

/** A letter, a mark (vowel signs, virama, nukta, anusvara) or a joiner: what continues a word. */
const WORD_CHAR = String.raw`[\p{L}\p{M}\u200C\u200D]`

/** One wrong variant of the table: as written, and whether it stands for a stem ("गलत*": गलत, गलती, गलतियाँ). */
export interface WrongForm {
  form: string
  use: string
  stem: boolean
}

export interface Gender {
  word: string
  gender: "m." | "f."
  example: string
}

const splitRow = (line: string) =>
  line
    .trim()
    .replace(/^\|/, "")
    .replace(/\|$/, "")
    .split("|")
    .map(cell => cell.trim())

/** The rows of the first markdown table after the heading `heading`, as objects keyed by the header's cells. */
export function markdownTable(markdown: string, heading: string): Record<string, string>[] {
  const lines = markdown.split(/\r?\n/)
  const start = lines.findIndex(line => /^#+\s/.test(line) && line.replace(/^#+\s*/, "").trim() === heading)
  if (start === -1) throw new Error(`docs/hindi-style.md has no heading "${heading}"`)
  const first = lines.findIndex((line, i) => i > start && line.trim().startsWith("|"))
  if (first === -1) throw new Error(`no table under the heading "${heading}"`)
  const header = splitRow(lines[first]).map(cell => cell.toLowerCase())
  const rows: Record<string, string>[] = []
  for (const line of lines.slice(first + 2)) {
    if (!line.trim().startsWith("|")) break
    const cells = splitRow(line)
    rows.push(Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""])))
  }
  return rows
}

const forms = (cell: string) =>
  cell
    .split(",")
    .map(form => form.replace(/`/g, "").trim().normalize("NFC"))
    .filter(Boolean)

/** The wrong variants of the "Fixed spellings" table, each with the spelling to use instead. */
export function fixedSpellings(markdown: string): WrongForm[] {
  return markdownTable(markdown, "Fixed spellings").flatMap(row => {
    if (!("use" in row) || !("not" in row)) throw new Error(`the "Fixed spellings" table needs the columns "use" and "not"`)
    const use = forms(row.use).join(", ")
    return forms(row.not).map(form => ({ form: form.replace(/\*$/, ""), use, stem: form.endsWith("*") }))
  })
}

/** The "Loanword genders" table. */
export function loanwordGenders(markdown: string): Gender[] {
  return markdownTable(markdown, "Loanword genders").map(row => {
    if (row.gender !== "m." && row.gender !== "f.") throw new Error(`gender of "${row.word}" should be "m." or "f.", not "${row.gender}"`)
    return { word: row.word.normalize("NFC"), gender: row.gender, example: row.example }
  })
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A pattern that finds `wrong` as a whole word (or as the start of one, for a stem); spaces match any spacing. */
export function wordPattern(wrong: Pick<WrongForm, "form" | "stem">): RegExp {
  const body = wrong.form
    .split(/\s+/)
    .map(escape)
    .join(String.raw`\s+`)
  return new RegExp(`(?<!${WORD_CHAR})${body}${wrong.stem ? `${WORD_CHAR}*` : `(?!${WORD_CHAR})`}`, "gu")
}

/**
 * The words of `text` that are wrong variants, as written in the text. A variant inside one of its own row's "use"
 * forms is right there: with "शरीर में पानी की कमी" to use and "पानी की कमी" not, only the bare phrase is found.
 */
export function wrongSpellings(text: string, wrongs: readonly WrongForm[]): { found: string; wrong: WrongForm }[] {
  const normalized = text.normalize("NFC")
  return wrongs.flatMap(wrong => {
    const allowed = wrong.use
      .split(", ")
      .filter(use => use.length > wrong.form.length && use.includes(wrong.form))
      .flatMap(use => [...normalized.matchAll(wordPattern({ form: use, stem: false }))].map(m => [m.index, m.index + m[0].length]))
    return [...normalized.matchAll(wordPattern(wrong))]
      .filter(match => !allowed.some(([from, to]) => match.index >= from && match.index + match[0].length <= to))
      .map(match => ({ found: match[0], wrong }))
  })
}

/** One row of the "Required terms" table: where the English says one of `english`, the Hindi says one of `hindi`. */
export interface RequiredTerm {
  english: string[]
  hindi: string[]
}

/** The "Required terms" table (columns "English" and "Hindi"; each cell comma-separated forms, `*` ending a stem). */
export function requiredTerms(markdown: string): RequiredTerm[] {
  return markdownTable(markdown, "Required terms").map(row => {
    if (!("english" in row) || !("hindi" in row)) throw new Error(`the "Required terms" table needs the columns "English" and "Hindi"`)
    return { english: forms(row.english), hindi: forms(row.hindi) }
  })
}

/**
 * A pattern that finds an English form in any case, as whole words: "warm-up" also finds "Warm up" and "warm-up",
 * "certificate*" finds "certificates" but not "certified".
 */
export function englishPattern(form: string): RegExp {
  const stem = form.endsWith("*")
  const body = form
    .replace(/\*$/, "")
    .split(/[\s-]+/)
    .map(escape)
    .join(String.raw`[\s-]+`)
  return new RegExp(String.raw`\b${body}${stem ? String.raw`\w*` : String.raw`\b`}`, "i")
}

/**
 * The terms whose English form `english` holds and whose Hindi forms `hindi` (the same text's translation) lacks:
 * the translation said it some other way ("तैयारी" where the English said warm-up and the glossary says वार्म-अप).
 */
export function missingTerms(english: string, hindi: string, terms: readonly RequiredTerm[]): { found: string; term: RequiredTerm }[] {
  const normalized = hindi.normalize("NFC")
  return terms.flatMap(term => {
    const found = term.english.map(form => englishPattern(form).exec(english)?.[0]).find(Boolean)
    if (!found) return []
    const said = term.hindi.some(form => wordPattern({ form: form.replace(/\*$/, ""), stem: form.endsWith("*") }).test(normalized))
    return said ? [] : [{ found, term }]
  })
}

/**
 * How every image description (an "imageAlt" or "alt" text) begins in Hindi (docs/hindi-style.md, "Image
 * descriptions"): one framing for all, so a screen reader user hears the same words before each picture.
 */
export const IMAGE_DESCRIPTION_START = "चित्र: "

/** Whether the JSON path `at` (as textsOf writes it) ends in an image description's key. */
export const isImageDescription = (at: string): boolean => /(?:^|\.)(?:imageAlt|alt)$/.test(at)

/** Devanagari letters written as one precomposed character (U+0958–U+095F: क़ ख़ ग़ ज़ ड़ ढ़ फ़ य़). */
export const PRECOMPOSED_NUKTA = /[\u0958-\u095F]/u

/** Every text of a parsed JSON value with its path: "features[2]", "faqs[0].answer", `["Weekdays"]`. */
export function textsOf(value: unknown, at = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path: at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${at}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => {
      if (key === "$schema") return []
      const step = /^[A-Za-z_$][\w$]*$/.test(key) ? (at ? `.${key}` : key) : `[${JSON.stringify(key)}]`
      return textsOf(item, `${at}${step}`)
    })
  return []
}
