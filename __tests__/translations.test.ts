import fs from "fs"
import path from "path"
import { dataFile, isEntryFile, parseDataFile, slugOf } from "../src/node/data-files"
import { loadSchemas } from "../src/node/json-schema"
import { localize, translationFile, translationOf } from "../src/node/translations"

const schemas = loadSchemas(path.join(__dirname, "..", "data", "schemas"))

const english = {
  title: "Badminton",
  order: 1,
  image: "./badminton.jpg",
  imageAlt: "A player",
  description: "Coaching",
  fullDescription: "Long text",
  features: ["Courts", "Coaches"],
  schedule: { weekdays: "Mon-Fri", weekends: "Sat", note: "24/7" },
  pricing: { fromPerMonth: 2000 },
  coach: { name: "Asha", credentials: "NIS" },
  startingAge: 6,
  levels: ["Beginner"],
}

describe("the files of an entry's languages (src/node/data-files.ts)", () => {
  test("one file per language beside each other: <slug>.<locale>.json", () => {
    expect(parseDataFile("games/badminton.en.json")).toEqual({ stem: "games/badminton", slug: "badminton", locale: "en" })
    expect(parseDataFile("site.hi.json")).toEqual({ stem: "site", slug: "site", locale: "hi" })
    expect(parseDataFile("games/badminton.json")).toBeUndefined()
    expect(parseDataFile("games/badminton.fr.json")).toBeUndefined()
    expect(parseDataFile("games/badminton.jpg")).toBeUndefined()
    expect(dataFile("pages/about")).toBe("pages/about.en.json")
    expect(dataFile("pages/about", "hi")).toBe("pages/about.hi.json")
    expect(isEntryFile("games/badminton.en.json")).toBe(true)
    expect(isEntryFile("games/badminton.hi.json")).toBe(false)
  })

  test("the slug is the file name without language and extension, whichever file it is read from", () => {
    expect(slugOf("games/table-tennis.en.json")).toBe("table-tennis")
    expect(slugOf("games/table-tennis.hi.json")).toBe("table-tennis")
    expect(slugOf("table-tennis.en.json")).toBe("table-tennis")
    // A file named after no language still names itself, so the validator can point at it.
    expect(slugOf("games/table-tennis.json")).toBe("table-tennis")
  })

  test("a translation sits beside its entry; translationOf and translationFile go back and forth", () => {
    expect(translationOf("games/badminton.hi.json")).toEqual({ base: "games/badminton.en.json", locale: "hi" })
    expect(translationOf("site.hi.json")).toEqual({ base: "site.en.json", locale: "hi" })
    expect(translationOf("games/badminton.en.json")).toBeUndefined()
    expect(translationOf("games/badminton.json")).toBeUndefined()
    expect(translationOf("games/hi/badminton.json")).toBeUndefined()
    expect(translationFile("pages/about.en.json", "hi")).toBe("pages/about.hi.json")
    expect(translationFile("site.en.json", "hi")).toBe("site.hi.json")
    for (const file of ["games/badminton.en.json", "site.en.json", "pages/about.en.json"])
      expect(translationOf(translationFile(file, "hi"))).toEqual({ base: file, locale: "hi" })
    expect(() => translationFile("games/badminton.json", "hi")).toThrow(/not named after a language/)
  })
})

describe("localize", () => {
  test("texts come from the translation, everything else from the English entry", () => {
    const { content, untranslated, problems } = localize(schemas, "game.schema.json", english, {
      title: "बैडमिंटन",
      features: ["कोर्ट", "कोच"],
      schedule: { weekdays: "सोम-शुक्र" },
    })
    expect(problems).toEqual([])
    expect(content.title).toBe("बैडमिंटन")
    expect(content.features).toEqual(["कोर्ट", "कोच"])
    expect(content.order).toBe(1)
    expect(content.image).toBe("./badminton.jpg")
    expect(content.pricing).toEqual({ fromPerMonth: 2000 })
    expect((content.schedule as { weekdays: string; weekends: string }).weekends).toBe("Sat")
    // Texts without letters ("24/7") read the same in every language and are not reported.
    expect(untranslated).toEqual([
      "imageAlt",
      "description",
      "fullDescription",
      "schedule.weekends",
      "coach.name",
      "coach.credentials",
      "levels[0]",
    ])
  })

  test("no translation file: the English entry, every text listed as untranslated", () => {
    const { content, untranslated } = localize(schemas, "game.schema.json", english, undefined)
    expect(content).toEqual(english)
    expect(untranslated).toContain("title")
    expect(untranslated).toContain("features[1]")
  })

  test("a translation in the wrong shape is an error naming the field", () => {
    const { problems } = localize(schemas, "game.schema.json", english, {
      title: ["a list"],
      features: "Courts",
      schedule: "Mon-Fri",
      nickname: "x",
    })
    expect(problems).toEqual([
      { field: "nickname", message: "is not a field of this kind of entry (data/schemas/)" },
      { field: "title", message: "should be text (the translation of the English)" },
      { field: "features", message: "should be a list, like the English" },
      { field: "schedule", message: "should be an object { ... }, like the English" },
    ])
    expect(localize(schemas, "game.schema.json", english, ["a list"]).problems).toEqual([
      { field: "(whole entry)", message: "should be an object { ... }, like the English" },
    ])
  })

  test("what the CMS writes is never an error: copies of numbers and pictures, items and fields the English lost", () => {
    const { content, problems, ignored, untranslated } = localize(schemas, "game.schema.json", english, {
      $schema: "../schemas/game.schema.json",
      // A copy of the English value (Decap's "duplicate" fields): not an error, not even a warning.
      order: 1,
      image: "./badminton.jpg",
      pricing: { fromPerMonth: 2000 },
      // Written before the English changed: a warning, the English is shown.
      startingAge: 8,
      // The English lost an item after it was translated: a warning, the item is not shown.
      features: ["कोर्ट", "कोच", "पुराना"],
      // Cleared in the Hindi pane (Decap saves "" or null): untranslated, like a missing text.
      title: "",
      description: null,
    })
    expect(problems).toEqual([])
    expect(ignored).toEqual([
      { field: "features", message: "has 3 items, the English 2: the items after 2 are not shown" },
      { field: "startingAge", message: "is the same in every language; the English 6 is shown" },
    ])
    expect(content.startingAge).toBe(6)
    expect(content.features).toEqual(["कोर्ट", "कोच"])
    expect(content.title).toBe("Badminton")
    expect(untranslated).toEqual(expect.arrayContaining(["title", "description"]))
  })

  test("a text of a field the English left empty is kept out, with a warning", () => {
    const withoutNote = { ...english, pricing: { fromPerMonth: 2000 } }
    const { problems, ignored } = localize(schemas, "game.schema.json", withoutNote, { pricing: { note: "नोट" } })
    expect(problems).toEqual([])
    expect(ignored).toEqual([{ field: "pricing.note", message: "is not shown: the English entry has no value for it" }])
  })

  test("a list whose items mix texts and other fields: the translation's items hold the texts, by position", () => {
    const home = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "data", dataFile("home")), "utf8"))
    const english = home.hero.slides as { image: string }[]
    const slides = english.map(() => ({ caption: "कैप्शन", imageAlt: "चित्र" }))
    const { content, problems, ignored, untranslated } = localize(schemas, "home.schema.json", home, { hero: { slides } })
    expect(problems).toEqual([])
    expect(ignored).toEqual([])
    const shown = (content.hero as { slides: { caption: string; image: string }[] }).slides
    expect(shown.map(s => s.caption)).toEqual(slides.map(s => s.caption))
    expect(shown.map(s => s.image)).toEqual(english.map(s => s.image))
    expect(untranslated.some(f => f.startsWith("hero.slides"))).toBe(false)
  })
})
