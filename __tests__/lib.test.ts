import { formatDate, formatMonthlyPrice, monthNames, paragraphs } from "../src/shared/text"
import { locales } from "../src/shared/routes"
import { notFoundKindForPath, notFoundText, notFoundTexts } from "../src/lib/not-found"
import { isActiveLink, languageSwitch, mainLinks, sitePath } from "../src/lib/navigation"
import { shareOrCopy } from "../src/hooks/use-share"
import { CHUNK_LOAD_TIMEOUT_MS } from "../src/node/webpack"

describe("paragraphs", () => {
  test("splits on blank lines and joins wrapped lines", () => {
    expect(paragraphs("First line\ncontinues.\n\nSecond.\n  \n\nThird.")).toEqual(["First line continues.", "Second.", "Third."])
  })
  test("handles Windows line endings and empty input", () => {
    expect(paragraphs("A\r\n\r\nB")).toEqual(["A", "B"])
    expect(paragraphs("")).toEqual([])
    expect(paragraphs(null)).toEqual([])
  })
})

test("prices use Indian digit grouping", () => {
  expect(formatMonthlyPrice(2000)).toBe("₹2,000/month")
  expect(formatMonthlyPrice(150000)).toBe("₹1,50,000/month")
})

test("prices group digits as Intl's en-IN does, for every size", () => {
  const intl = new Intl.NumberFormat("en-IN")
  for (const n of [0, 5, 99, 100, 999, 1000, 1500, 12345, 99999, 100000, 1234567, 12345678, 123456789, -2500])
    expect(formatMonthlyPrice(n)).toBe(`₹${intl.format(n)}/month`)
})

test.each(locales)("month names in %s are Intl's, Western digits", locale => {
  const intl = new Intl.DateTimeFormat(`${locale}-IN`, { month: "long", timeZone: "UTC", numberingSystem: "latn" })
  expect(monthNames[locale]).toEqual(Array.from({ length: 12 }, (_, i) => intl.format(Date.UTC(2000, i, 1))))
})

test("dates read the same in every time zone", () => {
  expect(formatDate("2026-11-02")).toBe("2 November 2026")
})

test("in Hindi: month names in Hindi, Western digits, ₹ with Indian grouping and /माह", () => {
  expect(formatDate("2026-10-26", "hi")).toBe("26 अक्टूबर 2026")
  expect(formatDate("2026-01-05", "hi")).toBe("5 जनवरी 2026")
  expect(formatDate("2026-11-02", "en")).toBe("2 November 2026")
  expect(formatMonthlyPrice(2000, "hi")).toBe("₹2,000/माह")
  expect(formatMonthlyPrice(150000, "hi")).toBe("₹1,50,000/माह")
  expect(formatMonthlyPrice(2000, "en")).toBe("₹2,000/month")
})

describe("not-found kind", () => {
  test.each([
    ["/game/no-such-game", "game", "Game Not Found", "The requested game could not be found."],
    ["/news/old-story", "news", "Article Not Found", "The requested article could not be found."],
    ["/focus/x", "focus", "Focus Area Not Found", "The requested focus area could not be found."],
    ["/service/x/", "service", "Service Not Found", "The requested service could not be found."],
    ["/coach/no-such-coach", "coach", "Coach Not Found", "The requested coach could not be found."],
    ["/no-such-page", "page", "Page Not Found", expect.any(String)],
    ["/games/x", "page", "Page Not Found", expect.any(String)],
  ])("%s", (path, kind, title, sentence) => {
    const k = notFoundKindForPath(path)
    expect(k).toBe(kind)
    expect(notFoundTexts[k]).toMatchObject({ title, sentence })
  })
  test("honours a path prefix", () => {
    expect(notFoundKindForPath("/site/game/x", "/site")).toBe("game")
  })
  test("Hindi addresses get their collection's kind", () => {
    expect(notFoundKindForPath("/hi/game/no-such-game")).toBe("game")
    expect(notFoundKindForPath("/hi/service/x")).toBe("service")
    expect(notFoundKindForPath("/hi/coach/x")).toBe("coach")
    expect(notFoundKindForPath("/site/hi/news/x", "/site")).toBe("news")
    expect(notFoundKindForPath("/hi/no-such-page")).toBe("page")
    expect(notFoundKindForPath("/hi")).toBe("page")
  })
  test("texts are translatable: English by default, the page's t otherwise", () => {
    expect(notFoundText("service")).toEqual(notFoundTexts.service)
    const t = (s: string) => `hi:${s}`
    expect(notFoundText("service", t)).toEqual({
      title: "hi:Service Not Found",
      sentence: "hi:The requested service could not be found.",
      back: { label: "hi:Back to Services", to: "/services" },
    })
  })
  test("the sport text is the spec's", () => {
    expect(notFoundTexts.sport).toMatchObject({ title: "Sport Not Found", sentence: "The sport you are looking for does not exist." })
  })
})

describe("languages in addresses", () => {
  test("sitePath drops the language", () => {
    expect(sitePath("/hi/about")).toBe("/about")
    expect(sitePath("/hi")).toBe("/")
    expect(sitePath("/about")).toBe("/about")
    expect(sitePath("/hindi")).toBe("/hindi")
  })
  test("the switch leads to the twin", () => {
    expect(languageSwitch("/about")).toEqual({ locale: "hi", to: "/hi/about" })
    expect(languageSwitch("/hi/about")).toEqual({ locale: "en", to: "/about" })
    expect(languageSwitch("/")).toEqual({ locale: "hi", to: "/hi" })
    expect(languageSwitch("/hi")).toEqual({ locale: "en", to: "/" })
    expect(languageSwitch("/site/hi/news/x", "/site")).toEqual({ locale: "en", to: "/news/x" })
  })
  test("header links are active on the Hindi pages too", () => {
    expect(
      isActiveLink(
        mainLinks.find(l => l.label === "Gallery")!,
        "/hi/gallery",
      ),
    ).toBe(true)
    expect(
      isActiveLink(
        mainLinks.find(l => l.label === "Home")!,
        "/hi",
        null,
      ),
    ).toBe(true)
    expect(
      isActiveLink(
        mainLinks.find(l => l.label === "Coaches")!,
        "/hi/",
        "coaches",
      ),
    ).toBe(true)
  })
})

describe("active header link", () => {
  const link = (label: string) => mainLinks.find(l => l.label === label)!
  test("page links are active on their page and below it", () => {
    expect(isActiveLink(link("Gallery"), "/gallery")).toBe(true)
    expect(isActiveLink(link("Gallery"), "/gallery/")).toBe(true)
    expect(isActiveLink(link("About"), "/gallery")).toBe(false)
  })
  test("section links are active only on home, for their section", () => {
    expect(isActiveLink(link("Home"), "/", null)).toBe(true)
    expect(isActiveLink(link("Coaches"), "/", "coaches")).toBe(true)
    expect(isActiveLink(link("Home"), "/", "coaches")).toBe(false)
    expect(isActiveLink(link("Coaches"), "/about", "coaches")).toBe(false)
  })
})

describe("share", () => {
  const data = { title: "T", url: "https://example.com/news/x" }
  test("uses the Web Share API when present", async () => {
    const share = jest.fn().mockResolvedValue(undefined)
    expect(await shareOrCopy(data, { share } as unknown as Navigator)).toBe("shared")
    expect(share).toHaveBeenCalledWith(data)
  })
  test("a cancelled share is not an error", async () => {
    const share = jest.fn().mockRejectedValue(Object.assign(new Error("x"), { name: "AbortError" }))
    expect(await shareOrCopy(data, { share } as unknown as Navigator)).toBe("cancelled")
  })
  test("copies the link without Web Share", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    expect(await shareOrCopy(data, { clipboard: { writeText } } as unknown as Navigator)).toBe("copied")
    expect(writeText).toHaveBeenCalledWith(data.url)
  })
  test("reports failure when neither works", async () => {
    const writeText = jest.fn().mockRejectedValue(new Error("denied"))
    expect(await shareOrCopy(data, { clipboard: { writeText } } as unknown as Navigator)).toBe("failed")
  })
})

test("page pieces time out after 120 s (spec section 1)", () => {
  expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000)
})
