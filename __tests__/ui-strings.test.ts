/**
 * @jest-environment node
 */
import { uiStringKeys } from "../src/node/ui-strings"

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
