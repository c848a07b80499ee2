import React from "react"
import { render } from "@testing-library/react"
import { Bullets, Prose } from "../src/components/ui/prose"
import { Card } from "../src/components/ui/card"
import { SportSections } from "../src/components/sport/sport-sections"
import { serializeJsonLd } from "../src/lib/structured-data"

/**
 * Content comes from data/ (editors, and the CMS). Whatever an entry holds, it reaches the page as text:
 * markup in a value is shown, never parsed into elements.
 */
const PAYLOADS = [
  `<script>window.__pwned = 1</script>`,
  `<img src=x onerror="window.__pwned = 2">`,
  `"><svg onload="window.__pwned = 3">`,
  `<a href="javascript:alert(1)">click</a>`,
]
const ALL = PAYLOADS.join(" ")

/** No element or attribute that a payload could have created. */
function expectInert(container: HTMLElement) {
  expect(container.querySelector("script, img, svg, iframe, object, embed")).toBeNull()
  expect(container.querySelector('a[href^="javascript:"]')).toBeNull()
  for (const element of Array.from(container.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) expect(attribute.name).not.toMatch(/^on/i)
  }
  expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined()
}

test.each(PAYLOADS)("Prose shows %s as text", payload => {
  const { container } = render(<Prose text={`Before.\n\n${payload}\n\nAfter.`} />)
  expectInert(container)
  expect(Array.from(container.querySelectorAll("p"), p => p.textContent)).toEqual(["Before.", payload, "After."])
})

test("Bullets show markup in items as text", () => {
  const { container } = render(<Bullets items={PAYLOADS} />)
  expectInert(container)
  expect(Array.from(container.querySelectorAll("li"), li => li.textContent)).toEqual(PAYLOADS)
})

test("Card shows markup in its title, text and link label as text", () => {
  const { container } = render(
    <Card title={PAYLOADS[0]} text={PAYLOADS[1]} to="/service/admission" linkLabel={PAYLOADS[2]} linkOn="label" imageAlt={PAYLOADS[3]} />,
  )
  expectInert(container)
  expect(container.querySelector("h3")?.textContent).toBe(PAYLOADS[0])
  expect(container.querySelector("p")?.textContent).toBe(PAYLOADS[1])
  expect(container.querySelector("a")?.textContent).toContain(PAYLOADS[2])
  expect(container.querySelector("a")?.getAttribute("href")).toBe("/service/admission")
})

test("SportSections show markup anywhere in a sport's detailed content as text", () => {
  const { container } = render(
    <SportSections
      content={{
        introduction: ALL,
        sections: [
          {
            title: PAYLOADS[0],
            description: PAYLOADS[1],
            items: PAYLOADS,
            components: [{ title: PAYLOADS[2], items: [PAYLOADS[3]], subComponents: [{ title: PAYLOADS[1], description: PAYLOADS[0] }] }],
          },
        ],
        director: {
          name: PAYLOADS[0],
          role: PAYLOADS[1],
          experience: PAYLOADS[2],
          education: PAYLOADS,
          currentProjects: PAYLOADS,
          futureVision: PAYLOADS[3],
          qualifications: PAYLOADS,
        },
        conclusion: ALL,
      }}
    />,
  )
  expectInert(container)
  expect(container.textContent).toContain(ALL)
  expect(container.querySelector("h2#section-0")?.textContent).toBe(PAYLOADS[0])
  expect(container.querySelector("h4")?.textContent).toBe(PAYLOADS[1])
})

test("JSON-LD, the one place data goes into an element's raw text, cannot close its <script>", () => {
  const json = serializeJsonLd({ name: `</script><script>window.__pwned = 4</script>`, line: "a\u2028b" })
  expect(json).not.toMatch(/</)
  expect(json).not.toMatch(/\u2028/)
  expect(JSON.parse(json)).toEqual({ name: `</script><script>window.__pwned = 4</script>`, line: "a\u2028b" })
})
