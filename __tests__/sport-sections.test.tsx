import React from "react"
import { render, screen } from "@testing-library/react"
import { SportSections, type DetailedContent } from "../src/components/sport/sport-sections"

const headings = (level: number) => screen.queryAllByRole("heading", { level }).map(h => h.textContent)

test("renders nothing when a sport has no detailed content", () => {
  const { container } = render(<SportSections content={null} />)
  expect(container).toBeEmptyDOMElement()
})

test("renders only the sections present, in order, as a proper outline", () => {
  const content: DetailedContent = {
    introduction: "Intro one.\n\nIntro two.",
    sections: [
      {
        title: "Path to Champion",
        description: "Why a schedule matters.",
        components: [
          { title: "Training Schedule: On-Court", items: ["Mon: footwork", "Tue: drills"] },
          { title: "Training Schedule: Off-Court", subComponents: [{ title: "Strength", items: ["Squats"] }] },
        ],
      },
      { title: "Key Components", items: ["Grip", "Footwork"] },
    ],
  }
  render(<SportSections content={content} />)
  expect(headings(2)).toEqual(["Introduction", "Path to Champion", "Key Components"])
  expect(headings(3)).toEqual(["Training Schedule: On-Court", "Training Schedule: Off-Court"])
  expect(headings(4)).toEqual(["Strength"])
  expect(screen.getByText("Intro two.")).toBeInTheDocument()
  expect(screen.getByText("Tue: drills")).toBeInTheDocument()
  expect(screen.queryByText("Conclusion")).toBeNull()
  expect(screen.queryByText("Meet the Director")).toBeNull()
})

test("renders the director profile and the conclusion when present", () => {
  render(
    <SportSections
      content={{
        director: {
          name: "Er. A. Example",
          role: "Founder",
          experience: "Twenty years.",
          education: ["B.E. Civil"],
          currentProjects: ["A school court"],
          futureVision: "More courts.",
          qualifications: ["Chartered engineer"],
        },
        conclusion: "Come and play.",
      }}
    />,
  )
  expect(headings(2)).toEqual(["Meet the Director", "Conclusion"])
  expect(headings(3)).toEqual(["Experience", "Education", "Current Projects", "Future Vision", "Qualifications"])
  expect(screen.getByText("A school court")).toBeInTheDocument()
})

test("text from data is rendered as text, never as HTML", () => {
  const { container } = render(<SportSections content={{ introduction: '<img src=x onerror="alert(1)"><script>alert(2)</script>' }} />)
  expect(container.querySelector("img, script")).toBeNull()
  expect(screen.getByText(/<script>alert\(2\)<\/script>/)).toBeInTheDocument()
})
