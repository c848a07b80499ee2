import fs from "fs"
import path from "path"
import { alternateLinks, interpolate, langOf, langsOf, localeOfPath, localizeHref, translate, unlocalizedPath } from "../src/shared/locale"
import { loadSchemas } from "../src/node/json-schema"
import { localize } from "../src/node/translations"
import { modelForEntry } from "../src/shared/content-model"
import { isEntryFile, parseDataFile } from "../src/node/data-files"

test("a page's language comes from the first segment of its path", () => {
  expect(localeOfPath("/")).toBe("en")
  expect(localeOfPath("/game/badminton")).toBe("en")
  expect(localeOfPath("/hi")).toBe("hi")
  expect(localeOfPath("/hi/game/badminton")).toBe("hi")
  expect(localeOfPath("/hindi-news")).toBe("en")
  expect(localeOfPath("/site/hi/about", "/site")).toBe("hi")
})

test("internal links keep the visitor in the page's language", () => {
  expect(localizeHref("/contact", "en")).toBe("/contact")
  expect(localizeHref("/contact", "hi")).toBe("/hi/contact")
  expect(localizeHref("/", "hi")).toBe("/hi")
  expect(localizeHref("/#news", "hi")).toBe("/hi#news")
  expect(localizeHref("/contact?topic=trial:badminton", "hi")).toBe("/hi/contact?topic=trial:badminton")
  expect(localizeHref("/hi/game/badminton", "hi")).toBe("/hi/game/badminton")
  expect(localizeHref("https://example.com/x", "hi")).toBe("https://example.com/x")
  expect(localizeHref("tel:+91900", "hi")).toBe("tel:+91900")
})

test("strings: the translation where there is one, the English key otherwise, with values filled in", () => {
  const hi = { "Enroll Now": "अभी एडमिशन लें", "{title} Coaching in Jaipur": "जयपुर में {title} कोचिंग" }
  expect(translate(hi, "Enroll Now")).toBe("अभी एडमिशन लें")
  expect(translate(hi, "Contact Us")).toBe("Contact Us")
  expect(translate(undefined, "Enroll Now")).toBe("Enroll Now")
  expect(translate(hi, "{title} Coaching in Jaipur", { title: "टेनिस" })).toBe("जयपुर में टेनिस कोचिंग")
  expect(interpolate("{a} and {b}", { a: 1 })).toBe("1 and {b}")
})

test("a field shown in English for want of a translation is marked lang=en", () => {
  expect(langOf({ untranslated: ["title"] }, "title")).toBe("en")
  expect(langOf({ untranslated: ["title"] }, "description")).toBeUndefined()
  expect(langOf({ untranslated: [] }, "title")).toBeUndefined()
  expect(langOf(undefined, "title")).toBeUndefined()
})

test("every page lists itself and its twins in every language, with x-default on the English page", () => {
  const abs = (p: string) => `https://site.example${p === "/" ? "/" : p}`
  const links = [
    { lang: "en", url: "https://site.example/about" },
    { lang: "hi", url: "https://site.example/hi/about" },
    { lang: "x-default", url: "https://site.example/about" },
  ]
  expect(alternateLinks("/about", abs)).toEqual(links)
  expect(alternateLinks("/hi/about", abs)).toEqual(links)
  expect(alternateLinks("/hi", abs)).toEqual([
    { lang: "en", url: "https://site.example/" },
    { lang: "hi", url: "https://site.example/hi" },
    { lang: "x-default", url: "https://site.example/" },
  ])
  expect(unlocalizedPath("/hi/game/badminton")).toBe("/game/badminton")
  expect(unlocalizedPath("/game/badminton")).toBe("/game/badminton")
})

test("langOf and langsOf name fields the way the build lists them (every text of an entry without translation)", () => {
  const dataDir = path.join(__dirname, "..", "data")
  const schemas = loadSchemas(path.join(dataDir, "schemas"))
  const dir = path.join(dataDir, "games")
  const file = fs.readdirSync(dir).find(f => isEntryFile(`games/${f}`))!
  const english = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Record<string, unknown>
  const entry = localize(schemas, modelForEntry(parseDataFile(`games/${file}`)!.stem)!.schema, english, undefined)
  expect(entry.untranslated.length).toBeGreaterThan(1)
  for (const field of entry.untranslated) {
    expect(langOf(entry, field)).toBe("en")
    const item = /^(.*)\[(\d+)\]$/.exec(field)
    const dot = field.lastIndexOf(".")
    if (item) expect(langsOf(entry, item[1])(Number(item[2]))).toBe("en")
    else if (dot > 0) expect(langsOf(entry, field.slice(0, dot))(field.slice(dot + 1))).toBe("en")
  }
  expect(langOf({ ...entry, untranslated: [] }, entry.untranslated[0])).toBeUndefined()
  expect(langsOf({ untranslated: ["faqs[0].answer", "features[2]"] }, "faqs[0]")("answer")).toBe("en")
  expect(langsOf({ untranslated: ["faqs[0].answer", "features[2]"] }, "features")(2)).toBe("en")
  expect(langsOf({ untranslated: ["faqs[0].answer", "features[2]"] }, "features")(1)).toBeUndefined()
})
