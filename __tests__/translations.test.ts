import path from "path"
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

describe("translation files", () => {
  test("sit in a folder named after their language, beside their entry", () => {
    expect(translationOf("games/hi/badminton.json")).toEqual({ base: "games/badminton.json", locale: "hi" })
    expect(translationOf("hi/site.json")).toEqual({ base: "site.json", locale: "hi" })
    expect(translationOf("games/badminton.json")).toBeUndefined()
    expect(translationOf("games/en/badminton.json")).toBeUndefined()
    expect(translationOf("pages/images/x.json")).toBeUndefined()
    expect(translationFile("pages/about.json", "hi")).toBe("pages/hi/about.json")
    expect(translationFile("site.json", "hi")).toBe("hi/site.json")
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
      features: ["एक", "दो", "तीन"],
      order: 2,
      nickname: "x",
    })
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "title", message: "should be text (the translation of the English)" },
        { field: "features", message: "has 3 items; the English has 2" },
        { field: "order", message: "is the same in every language; leave it out of the translation" },
        { field: "nickname", message: "is not a field of the English entry" },
      ]),
    )
  })
})
