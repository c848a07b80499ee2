/**
 * @jest-environment node
 */
import path from "path"
import { uiStrings, uiStringKeys } from "../src/node/ui-strings"
import { defaultLocale, locales } from "../src/shared/routes"

test("the strings the code asks for are the literal keys of t() and translate(), comments aside", () => {
  const source = [
    `/** t("In a comment") */`,
    `// t("Also a comment")`,
    `const a = t("Enroll Now") + t( "Say \\"hi\\"") + t("{title} Coaching in Jaipur", { title })`,
    `const b = translate(strings, "News") + translate(context.strings, "Services")`,
    `const c = t(variable)`,
  ].join("\n")
  expect(uiStringKeys([source])).toEqual(["{title} Coaching in Jaipur", "Enroll Now", "News", `Say "hi"`, "Services"].sort())
})

test.each(locales.filter(l => l !== defaultLocale))("the %s interface strings are read from where they are kept", locale => {
  // A wrong path would not fail the build (a missing translation is a warning): every page would fall back to English.
  expect(Object.keys(uiStrings(path.join(__dirname, ".."), locale) ?? {}).length).toBeGreaterThan(0)
})
