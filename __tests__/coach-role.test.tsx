import fs from "fs"
import path from "path"
import React from "react"
import { render, screen } from "@testing-library/react"
import { CoachesSection } from "../src/components/home/coaches-section"
import { LocaleProvider } from "../src/components/i18n/locale"
import { uiStrings } from "../src/node/ui-strings"

const root = path.join(__dirname, "..")
const hindi = uiStrings(root, "hi") ?? {}
/** The roles a coach can have: keys, the same in every language (data/schemas/coach.schema.json). */
const roles = (
  JSON.parse(fs.readFileSync(path.join(root, "data/schemas/coach.schema.json"), "utf8")) as {
    properties: { role: { enum: string[] } }
  }
).properties.role.enum

const coach = (slug: string, role: string): Queries.HomeCoachFragment => ({
  untranslated: [],
  slug,
  path: `/hi/coach/${slug}`,
  name: slug,
  role,
  specialty: "विशेषज्ञता",
  imageAlt: "",
  image: { childImageSharp: null },
})
const coaches = roles.map((role, i) => coach(`coach-${i}`, role))
const heading = { title: "हमारे कोच", intro: "" }

/** The card's role line: the line above the coach's name. */
const roleOf = (name: string) => screen.getByRole("heading", { name }).previousElementSibling as HTMLElement

test.each(roles)("the role %s has its Hindi in i18n/strings.hi.json", role => {
  expect(hindi[role]).toMatch(/\p{Script=Devanagari}/u)
})

test("a Hindi page prints each coach's role in Hindi, with no Latin letters", () => {
  render(
    <LocaleProvider locale="hi" strings={hindi}>
      <CoachesSection heading={heading} coaches={coaches} />
    </LocaleProvider>,
  )
  roles.forEach((role, i) => {
    const printed = roleOf(`coach-${i}`)
    expect(printed).toHaveTextContent(hindi[role])
    expect(printed.textContent).not.toMatch(/[A-Za-z]/)
  })
})

test("an English page prints the role as it is", () => {
  render(<CoachesSection heading={{ title: "Our Coaches", intro: "" }} coaches={coaches} />)
  roles.forEach((role, i) => expect(roleOf(`coach-${i}`)).toHaveTextContent(role))
})
