/**
 * The content manager's preview of a coach (src/cms/previews.tsx): the page's parts in the site's look, from the
 * form's values, and nothing for an optional field left empty.
 */
import React from "react"
import { render, screen } from "@testing-library/react"
import { CoachPreview } from "../src/cms/previews"
import type { ImmutableLike, PreviewProps } from "../src/cms/decap"

/** The form's entry as Decap hands it to a preview: values under "data", read with getIn. */
function entryOf(data: Record<string, unknown>): ImmutableLike {
  const getIn = (path: readonly unknown[]) =>
    path.reduce<unknown>((v, k) => (v == null ? undefined : (v as Record<string, unknown>)[String(k)]), { data })
  return { getIn } as unknown as ImmutableLike
}
const preview = (data: Record<string, unknown>) =>
  ({ entry: entryOf(data), getAsset: (p: string) => `/assets/${p.replace("./", "")}` }) as unknown as PreviewProps

const required = {
  name: "Fixture Coach",
  role: "Trainer",
  image: "./fixture.jpg",
  imageAlt: "Fixture photo",
  specialty: "Fixture specialty",
}

test("every field the form holds", () => {
  render(
    <CoachPreview
      {...preview({
        ...required,
        bio: "Fixture biography.",
        yearsExperience: 1,
        credentials: [{ name: "Fixture Diploma", issuer: "Fixture Institute", year: 2020 }, { issuer: "Unnamed yet" }],
        playingRecord: "Fixture record.",
        games: ["fixture-game"],
        batches: ["Fixture batch"],
        languages: ["Hindi", "English"],
      })}
    />,
  )
  expect(screen.getByRole("heading", { level: 1, name: "Fixture Coach" })).toBeInTheDocument()
  expect(screen.getByAltText("Fixture photo")).toHaveAttribute("src", "/assets/fixture.jpg")
  for (const text of [
    "Trainer",
    "Fixture specialty",
    "Fixture biography.",
    "Fixture record.",
    "Fixture Institute, 2020",
    "1 year",
    "Hindi, English",
    "fixture-game",
    "Batches: Fixture batch",
  ])
    expect(screen.getByText(text)).toBeInTheDocument()
  // A credential still being typed (no name yet) is not shown.
  expect(screen.queryByText("Unnamed yet")).toBeNull()
})

test("only the required fields: no empty heading or panel", () => {
  render(<CoachPreview {...preview(required)} />)
  for (const heading of ["About the coach", "Playing record", "Qualifications and certifications", "At a glance", "Games and batches"])
    expect(screen.queryByRole("heading", { name: heading })).toBeNull()
  expect(document.querySelector("aside")).toBeNull()
})
