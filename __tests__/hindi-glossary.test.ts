/**
 * @jest-environment node
 */
import fs from "fs"
import os from "os"
import path from "path"
import { listFiles } from "../src/node/list-files"
import {
  IMAGE_DESCRIPTION_START,
  PRECOMPOSED_NUKTA,
  englishPattern,
  fixedSpellings,
  isImageDescription,
  loanwordGenders,
  missingTerms,
  requiredTerms,
  textsOf,
  wrongSpellings,
  type RequiredTerm,
  type WrongForm,
} from "../src/node/hindi-glossary"

const root = path.join(__dirname, "..")
const style = fs.readFileSync(path.join(root, "docs/hindi-style.md"), "utf8")
const wrongs = fixedSpellings(style)
const terms = requiredTerms(style)

/** The Hindi files under `dir` (a project root): data/**\/*.hi.json and i18n/strings.hi.json, relative to it. */
function hindiFiles(dir: string): string[] {
  const data = listFiles(path.join(dir, "data"), { match: f => f.endsWith(".hi.json") }).map(f => path.posix.join("data", f))
  return [...data, ...(fs.existsSync(path.join(dir, "i18n/strings.hi.json")) ? ["i18n/strings.hi.json"] : [])].sort()
}

/**
 * The English each text of a Hindi file translates, by JSON path: the same place in the .en.json beside it, or for
 * i18n/strings.hi.json the key itself (the English wording).
 */
function englishOf(dir: string, file: string, json: unknown): Map<string, string> {
  if (file === "i18n/strings.hi.json")
    return new Map(textsOf(Object.fromEntries(Object.keys(json as object).map(key => [key, key]))).map(t => [t.path, t.text]))
  const base = path.join(dir, file.replace(/\.hi\.json$/, ".en.json"))
  if (!fs.existsSync(base)) return new Map()
  return new Map(textsOf(JSON.parse(fs.readFileSync(base, "utf8"))).map(t => [t.path, t.text]))
}

/**
 * "file: path: "variant" (in "…word…"), use …" for each wrong variant in the Hindi files of `dir`, for each term the
 * English names that its Hindi text says some other way, and for each image description that does not begin the way
 * the style guide frames them.
 */
function glossaryProblems(dir: string, forms: readonly WrongForm[] = wrongs, required: readonly RequiredTerm[] = terms): string[] {
  return hindiFiles(dir).flatMap(file => {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"))
    const english = englishOf(dir, file, json)
    return textsOf(json).flatMap(({ path: at, text }) => [
      ...wrongSpellings(text, forms).map(
        ({ found, wrong }) => `${file}: ${at}: "${wrong.form}${wrong.stem ? "*" : ""}" (as "${found}"), use ${wrong.use}`,
      ),
      ...missingTerms(english.get(at) ?? "", text, required).map(
        ({ found, term }) => `${file}: ${at}: the English says "${found}"; say ${term.hindi.join(" or ")}`,
      ),
      ...(PRECOMPOSED_NUKTA.test(text) ? [`${file}: ${at}: a precomposed nukta letter; write the letter and ़ (U+093C)`] : []),
      ...(isImageDescription(at) && !text.startsWith(IMAGE_DESCRIPTION_START)
        ? [`${file}: ${at}: an image description; begin it "${IMAGE_DESCRIPTION_START}"`]
        : []),
    ])
  })
}

describe("docs/hindi-style.md", () => {
  test("has a Fixed spellings table the check can read", () => {
    expect(wrongs.length).toBeGreaterThan(20)
    expect(wrongs).toContainEqual({ form: "स्क्वैट", use: "स्क्वाट", stem: false })
    expect(wrongs).toContainEqual({ form: "गलत", use: "ग़लत, ग़लती, ग़लतियाँ", stem: true })
  })

  test("never lists a spelling both to use and not to use", () => {
    const rows = wrongs.map(w => w.use)
    for (const use of new Set(rows)) expect(wrongSpellings(use, wrongs).map(m => `${use} ← ${m.wrong.form}`)).toEqual([])
  })

  test("has a Required terms table whose Hindi forms the Fixed spellings allow", () => {
    expect(terms.length).toBeGreaterThan(5)
    expect(terms).toContainEqual({ english: ["warm-up", "warm up"], hindi: ["वार्म-अप"] })
    for (const term of terms)
      for (const form of term.hindi) expect(wrongSpellings(form, wrongs).map(m => `${form} ← ${m.wrong.form}`)).toEqual([])
  })

  test("gives each loanword one gender", () => {
    const genders = loanwordGenders(style)
    const words = genders.map(g => g.word)
    expect(new Set(words).size).toBe(words.length)
    for (const word of ["कोर्ट", "मैट", "फ़्लोरिंग", "अकादमी", "ट्रायल", "कैंप", "टूर्नामेंट", "फ़ीस"]) expect(words).toContain(word)
    expect(genders.find(g => g.word === "फ़्लोरिंग")?.gender).toBe("f.")
    expect(genders.find(g => g.word === "कोर्ट")?.gender).toBe("m.")
  })
})

describe("the matcher", () => {
  const form = (text: string) => ({ form: text.replace(/\*$/, ""), use: "?", stem: text.endsWith("*") })
  const found = (text: string, ...forms: string[]) => wrongSpellings(text, forms.map(form)).map(m => m.found)

  test("finds whole Devanagari words only", () => {
    expect(found("पहला कदम, फिर कदम-दर-कदम", "कदम")).toEqual(["कदम", "कदम", "कदम"])
    expect(found("पहला क़दम और कदमताल", "कदम")).toEqual([])
    expect(found("100 मीटर की दौड़", "मीट")).toEqual([])
    expect(found("एथलेटिक्स मीट में", "मीट")).toEqual(["मीट"])
  })

  test("reads a stem as every word that begins with it", () => {
    expect(found("गलती, गलतियाँ और गलत फ़ैसला; ग़लती नहीं", "गलत*")).toEqual(["गलती", "गलतियाँ", "गलत"])
  })

  test("sees a nukta letter the same whether typed precomposed or as letter and nukta sign", () => {
    const precomposed = "\u0915\u093C".normalize("NFC") === "\u0958".normalize("NFC")
    expect(precomposed).toBe(true)
    expect(found("\u0958दम", "कदम")).toEqual([])
    expect(found("पहला \u0915\u093Cदम", "क\u093Cदम")).toHaveLength(1)
    expect(found("पहला \u0958दम", "क\u093Cदम")).toHaveLength(1)
  })

  test("leaves a variant alone inside its own row's form to use", () => {
    const row = { form: "पानी की कमी", use: "शरीर में पानी की कमी", stem: false }
    const inText = (text: string) => wrongSpellings(text, [row]).map(m => m.found)
    expect(inText("गर्मी में शरीर में पानी की कमी से बचें")).toEqual([])
    expect(inText("जयपुर में पानी की कमी से बचें; शरीर में पानी की कमी")).toEqual(["पानी की कमी"])
  })

  test('finds a time\'s ":00" after any hour, and a phrase with signs in it', () => {
    expect(found("सुबह 6:30 से 9:00 बजे तक, शाम 10:00 बजे", ":00")).toEqual([":00", ":00"])
    expect(found("सुबह 6:30 से 9 बजे तक", ":00")).toEqual([])
    expect(found("40+ स्टैंडर्ड की गेंद", "40+ स्टैंडर्ड")).toHaveLength(1)
  })

  test("knows an image description by its key", () => {
    expect(["imageAlt", "hero.imageAlt", "items[2].alt"].every(isImageDescription)).toBe(true)
    expect(["imageAltNote", "title", "alternatives"].some(isImageDescription)).toBe(false)
  })

  test("finds an English term in any case and spacing, as whole words", () => {
    const finds = (form: string, text: string) => englishPattern(form).exec(text)?.[0]
    expect(finds("warm-up", "Report by 6:30 for registration and Warm up.")).toBe("Warm up")
    expect(finds("warm-up", "a warm-up of 10 minutes")).toBe("warm-up")
    expect(finds("certificate*", "school certificates of past results")).toBe("certificates")
    expect(finds("certificate*", "NIS-certified coaches")).toBeUndefined()
    expect(finds("hinge", "hinged doors")).toBeUndefined()
  })

  test("wants a required term's Hindi wherever its English is, in either nukta form", () => {
    const term = { english: ["warm-up"], hindi: ["वार्म-अप"] }
    const missing = (english: string, hindi: string) => missingTerms(english, hindi, [term]).map(m => m.found)
    expect(missing("registration and warm-up", "रजिस्ट्रेशन और तैयारी")).toEqual(["warm-up"])
    expect(missing("registration and warm-up", "रजिस्ट्रेशन और वार्म-अप")).toEqual([])
    expect(missing("registration", "रजिस्ट्रेशन और तैयारी")).toEqual([])
    const nukta = { english: ["plenty"], hindi: ["ख\u093Cूब"] }
    expect(missingTerms("plenty of shuttles", "\u0959ूब शटल", [nukta])).toEqual([])
  })

  test("matches a phrase across any spacing", () => {
    expect(found("हफ़्ते  के\nदिन", "हफ़्ते के दिन")).toHaveLength(1)
    expect(found("हफ़्ते के दिनों में", "हफ़्ते के दिन")).toEqual([])
  })
})

describe("a copy of the content with planted wrong spellings", () => {
  let dir: string
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "hindi-glossary-"))
    const write = (file: string, value: unknown) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), JSON.stringify(value))
    }
    write("data/games/powerlifting.en.json", { title: "Powerlifting", features: ["Squat", "Meet preparation"] })
    write("data/games/powerlifting.hi.json", { title: "पावरलिफ़्टिंग", features: ["सही स्क्वाट", "मीट की तैयारी"] })
    write("data/sports/boxing.hi.json", { detailedContent: { sections: [{ items: ["हल्की स्पारिंग", "पहला \u0958दम"] }] } })
    write("data/events/camp.en.json", {
      imageAlt: "A player jumping",
      times: { note: "Report by 6:30 AM for registration and warm-up." },
      body: "Every day at 7:00; drink after the session.",
    })
    write("data/events/camp.hi.json", {
      imageAlt: "कोर्ट पर उछलते खिलाड़ी का चित्र",
      times: { note: "रजिस्ट्रेशन और तैयारी के लिए सुबह 6:30 बजे तक पहुँचें।" },
      hero: { imageAlt: `${IMAGE_DESCRIPTION_START}कोर्ट पर उछलता खिलाड़ी` },
      body: "रोज़ सुबह 7:00 बजे; सेशन के बाद शरीर में पानी की कमी पूरी करें, क्योंकि जयपुर में पानी की कमी आम है।",
    })
    write("i18n/strings.hi.json", { Weekdays: "हफ़्ते के दिन", "Book a free trial": "फ़्री ट्रायल क्लास बुक करें" })
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  test("fails naming file, JSON path and variant of each, and nothing else", () => {
    expect(glossaryProblems(dir)).toEqual([
      `data/events/camp.hi.json: imageAlt: an image description; begin it "${IMAGE_DESCRIPTION_START}"`,
      `data/events/camp.hi.json: times.note: the English says "warm-up"; say वार्म-अप`,
      `data/events/camp.hi.json: body: ":00" (as ":00"), use ${wrongs.find(w => w.form === ":00")?.use}`,
      `data/events/camp.hi.json: body: "पानी की कमी" (as "पानी की कमी"), use ${wrongs.find(w => w.form === "पानी की कमी")?.use}`,
      `data/games/powerlifting.hi.json: features[1]: "मीट" (as "मीट"), use प्रतियोगिता`,
      `data/sports/boxing.hi.json: detailedContent.sections[0].items[0]: "स्पारिंग" (as "स्पारिंग"), use स्पैरिंग`,
      `data/sports/boxing.hi.json: detailedContent.sections[0].items[1]: a precomposed nukta letter; write the letter and ़ (U+093C)`,
      `i18n/strings.hi.json: Weekdays: "हफ़्ते के दिन" (as "हफ़्ते के दिन"), use सोमवार से शुक्रवार`,
    ])
  })
})

test("the Hindi texts use the glossary's fixed spellings (data/**/*.hi.json, i18n/strings.hi.json)", () => {
  expect(hindiFiles(root).length).toBeGreaterThan(50)
  expect(glossaryProblems(root)).toEqual([])
})
