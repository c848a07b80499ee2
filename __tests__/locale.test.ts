import { alternateLinks, fallbackLang, interpolate, localeOfPath, localizeHref, translate, unlocalizedPath } from "../src/lib/locale"

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
  expect(fallbackLang({ untranslated: ["title"] }, "title")).toBe("en")
  expect(fallbackLang({ untranslated: ["title"] }, "description")).toBeUndefined()
  expect(fallbackLang({ untranslated: [] }, "title")).toBeUndefined()
  expect(fallbackLang(undefined, "title")).toBeUndefined()
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
