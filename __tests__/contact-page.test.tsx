/**
 * The contact page renders again only the part that changes: typing in the form and a refused submit render the
 * form and its column, not the layout (header and footer), the hero, the contact cards or the questions around
 * it. On a slow phone, rendering the whole page again was most of the time between the tap on Send and its answer
 * (`npm run bench:interactions`).
 */
import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { siteShellDataBilingual } from "./fixtures/site-shell-hi"
import { installMatchMedia } from "./fixtures/match-media"

const mockRenders: Record<string, number> = {}

/** Wraps a component of `path` so that its renders are counted under `name`. */
function mockCounted(path: string, name: string) {
  const actual = jest.requireActual(path)
  const Original = actual[name]
  const Counted = (props: object) => {
    mockRenders[name] = (mockRenders[name] ?? 0) + 1
    return <Original {...props} />
  }
  const memoised = Original.$$typeof === Symbol.for("react.memo")
  return { ...actual, [name]: memoised ? React.memo(Counted) : Counted }
}

jest.mock("../src/components/layout/layout", () => mockCounted("../src/components/layout/layout", "Layout"))
jest.mock("../src/components/contact/contact-cards", () => mockCounted("../src/components/contact/contact-cards", "ContactCards"))
jest.mock("../src/components/contact/faq-list", () => mockCounted("../src/components/contact/faq-list", "FaqList"))
jest.mock("../src/components/contact/contact-sidebar", () => mockCounted("../src/components/contact/contact-sidebar", "ContactSidebar"))
jest.mock("../src/components/contact/contact-form", () => mockCounted("../src/components/contact/contact-form", "ContactForm"))

// jest hoists the mocks above this import.
import ContactPage from "../src/pages/contact"
import * as sendMessage from "../src/lib/send-message"

const image: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1200,
  height: 500,
  images: { fallback: { src: "/x.webp", srcSet: "/x.webp 1200w", sizes: "100vw" }, sources: [] },
}
const block = (id: string, fields: object = {}) => ({
  id,
  title: `Title of ${id}`,
  text: `Text of ${id}.`,
  list: null,
  stats: null,
  items: null,
  cta: null,
  ...fields,
})

const data = {
  pageContent: {
    untranslated: [],
    title: "Contact",
    description: "How to reach us.",
    hero: {
      badge: null,
      title: "Contact us",
      subtitle: "We answer.",
      tags: null,
      stats: null,
      imageAlt: "A court",
      image: { childImageSharp: { gatsbyImageData: image } },
    },
    blocks: [block("form"), block("why", { list: ["One", "Two"] }), block("quick-response"), block("consultation"), block("faq")],
  },
  siteData: { emailjs: { serviceId: "", templateId: "", publicKey: "" } },
  allFaq: { nodes: [{ untranslated: [], question: "A question?", answer: "An answer." }] },
  allGame: { nodes: [{ slug: "badminton", title: "Badminton" }] },
  allService: { nodes: [] },
  allFocusArea: { nodes: [] },
  allSportsEvent: { nodes: [] },
} as unknown as Queries.ContactPageQuery

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellDataBilingual)
  installMatchMedia(1280)
  for (const name of Object.keys(mockRenders)) delete mockRenders[name]
})

test("typing and a refused submit render the form's column again, not the rest of the page", () => {
  const props = { data, location: { pathname: "/contact", search: "" }, pageContext: {} } as unknown as Parameters<typeof ContactPage>[0]
  render(<ContactPage {...props} />)
  const before = { ...mockRenders }
  expect(before).toMatchObject({ Layout: 1, ContactCards: 1, FaqList: 1, ContactSidebar: 1 })
  expect(before.ContactForm).toBeGreaterThanOrEqual(1)

  fireEvent.change(screen.getByLabelText(/your name/i), { target: { value: "Asha" } })
  fireEvent.click(screen.getByRole("button", { name: /send message/i }))
  expect(screen.getByRole("status")).toHaveTextContent("Please fill in all required fields")

  // The form answered (it rendered again) while everything around it stayed as it was.
  expect(mockRenders.ContactForm).toBeGreaterThan(before.ContactForm)
  expect(mockRenders).toMatchObject({ Layout: 1, ContactCards: 1, FaqList: 1, ContactSidebar: 1 })
})

test("the e-mail client is fetched after the focus that asks for it, not during it", () => {
  jest.useFakeTimers()
  try {
    const load = jest.spyOn(sendMessage, "loadEmailJs").mockResolvedValue({} as Awaited<ReturnType<typeof sendMessage.loadEmailJs>>)
    const props = { data, location: { pathname: "/contact", search: "" }, pageContext: {} } as unknown as Parameters<typeof ContactPage>[0]
    render(<ContactPage {...props} />)
    fireEvent.focus(screen.getByLabelText(/your name/i))
    expect(load).not.toHaveBeenCalled()
    jest.runOnlyPendingTimers()
    expect(load).toHaveBeenCalled()
  } finally {
    jest.restoreAllMocks()
    jest.useRealTimers()
  }
})
