import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { serverRender as renderToString } from "./fixtures/server-render"
import { hydrateRoot } from "react-dom/client"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { Header } from "../src/components/layout/header"
import { siteShellData } from "./fixtures/site-shell"
import { installMatchMedia } from "./fixtures/match-media"
import { LocaleProvider } from "../src/components/i18n/locale"
import { siteShellDataBilingual } from "./fixtures/site-shell-hi"

let media: ReturnType<typeof installMatchMedia>

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellData)
  media = installMatchMedia(375)
})

// Native disclosures: <summary> has no ARIA role of its own (browsers expose it as an expandable button), so
// the tests find it by its text and read the state from its <details>.
const summary = (name: string) => screen.getByText(name, { selector: "summary" }) as HTMLElement
const menuButton = () => summary("Menu")
const menuOpen = () => (menuButton().parentElement as HTMLDetailsElement).open
const sportsButton = () => screen.getAllByText("Sports", { selector: "summary" })[0] as HTMLElement
const sportsOpen = () => (sportsButton().parentElement as HTMLDetailsElement).open
const nav = () => document.getElementById("main-navigation")!

test("the header has every link the spec names, none pointing to #", () => {
  render(<Header pathname="/about" />)
  const labels = screen.getAllByRole("link", { hidden: true }).map(a => a.textContent)
  expect(labels).toEqual(
    expect.arrayContaining([
      "Home",
      "About",
      "Services",
      "Projects",
      "Coaches",
      "Gallery",
      "Contact Us",
      "Sports Meditation",
      "Badminton",
      "Cricket (Women)",
    ]),
  )
  for (const a of screen.getAllByRole("link", { hidden: true })) expect(a.getAttribute("href")).not.toMatch(/^#?$/)
  expect(screen.getByRole("link", { name: "Coaches" })).toHaveAttribute("href", "/#coaches")
})

test("the current page's link is marked", () => {
  render(<Header pathname="/gallery" />)
  expect(screen.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page")
  expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current")
})

test("without scripts, Menu and SPORTS are native <details> disclosures in the server's HTML, closed", () => {
  const host = document.createElement("div")
  host.innerHTML = renderToString(<Header pathname="/" />)
  const disclosures = [...host.querySelectorAll("details")]
  expect(disclosures.map(d => d.querySelector(":scope > summary")?.textContent)).toEqual(["Menu", "Sports"])
  for (const d of disclosures) expect(d.open).toBe(false)
  // No button at all: nothing in the header waits for a script.
  expect(host.querySelector("button")).toBeNull()
  // The navigation follows the menu's <details> (CSS shows it from the disclosure's state, and always on desktops).
  const menu = disclosures[0]
  expect(menu.nextElementSibling?.id).toBe("main-navigation")
  expect(menu.contains(host.querySelector("#sports-menu"))).toBe(false)
  expect(disclosures[1].contains(host.querySelector("#sports-menu"))).toBe(true)
})

test("the mobile menu's summary toggles the navigation", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  expect(menuOpen()).toBe(false)
  expect(nav().previousElementSibling).toBe(menuButton().parentElement)
  await user.click(menuButton())
  expect(menuOpen()).toBe(true)
  await user.click(menuButton())
  expect(menuOpen()).toBe(false)
})

test("Escape closes the menu and returns focus to its summary", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  await user.tab()
  await user.keyboard("{Escape}")
  expect(menuOpen()).toBe(false)
  expect(menuButton()).toHaveFocus()
})

test("with the phone menu and SPORTS both open, Escape closes SPORTS first, then the menu", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  const sports = screen.getByText("Sports", { selector: "summary" })
  await user.click(sports)
  const sportsDetails = sports.parentElement as HTMLDetailsElement
  expect(sportsDetails.open).toBe(true)
  await user.keyboard("{Escape}")
  expect(sportsDetails.open).toBe(false)
  expect(menuOpen()).toBe(true)
  expect(sports).toHaveFocus()
  await user.keyboard("{Escape}")
  expect(menuOpen()).toBe(false)
  expect(menuButton()).toHaveFocus()
})

// The browser opens a <details> at once and tells React a task later (its toggle event); Escape in between (a
// quick keyboard user on a slow phone, or a busy test machine) closed nothing, since the document's Escape listener
// is added only once React knows the menu is open.
test("Escape closes the menu even before React has heard that it opened", () => {
  render(<Header pathname="/" />)
  const details = menuButton().parentElement as HTMLDetailsElement
  details.open = true // no toggle event has reached React yet
  fireEvent.keyDown(nav().querySelector("a")!, { key: "Escape" })
  expect(details.open).toBe(false)
  expect(menuButton()).toHaveFocus()
})

test("a menu opened before the scripts ran stays open at hydration, and then closes with Escape", async () => {
  const host = document.createElement("div")
  host.innerHTML = renderToString(<Header pathname="/" />)
  document.body.appendChild(host)
  const details = host.querySelector("details")!
  details.open = true // the visitor's tap, before hydration
  // React (in development) notes the attribute it did not render; production keeps the DOM as it is.
  const warn = jest.spyOn(console, "error").mockImplementation(() => undefined)
  await act(async () => {
    hydrateRoot(host, <Header pathname="/" />)
  })
  expect(details.open).toBe(true)
  expect(warn.mock.calls.map(c => String(c[0]))).toEqual([expect.stringMatching(/Extra attributes from the server/)])
  warn.mockRestore()
  const summaryEl = details.querySelector("summary")!
  act(() => {
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }))
  })
  expect(details.open).toBe(false)
  expect(summaryEl).toHaveFocus()
  host.remove()
})

test("the menu closes when the window becomes wider than 768 px", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  expect(menuOpen()).toBe(true)
  act(() => media.resize(1024))
  expect(menuOpen()).toBe(false)
})

test("following a link closes the menu", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  await user.click(sportsButton())
  expect(sportsOpen()).toBe(true)
  const badminton = screen.getByRole("link", { name: "Badminton" })
  badminton.addEventListener("click", e => e.preventDefault()) // jsdom cannot navigate
  await user.click(badminton)
  expect(sportsOpen()).toBe(false)
  expect(menuOpen()).toBe(false)
})

test("the SPORTS dropdown is a disclosure with its entries; Escape and a click outside close it", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  expect(sportsOpen()).toBe(false)
  await user.click(sportsButton())
  expect(sportsOpen()).toBe(true)
  expect(document.getElementById("sports-menu")).toBeVisible()
  await user.keyboard("{Escape}")
  expect(sportsOpen()).toBe(false)
  expect(sportsButton()).toHaveFocus()
  await user.click(sportsButton())
  expect(sportsOpen()).toBe(true)
  await user.click(screen.getByRole("link", { name: "About" }).closest("header")!)
  expect(sportsOpen()).toBe(false)
})

describe("the language switch", () => {
  const switchLink = () => document.querySelector<HTMLAnchorElement>("a[hreflang]")!

  test.each([
    ["/about", "/hi/about", "hi", "हिन्दी"],
    ["/hi/about", "/about", "en", "English"],
    ["/", "/hi", "hi", "हिन्दी"],
    ["/hi", "/", "en", "English"],
    ["/hi/", "/", "en", "English"],
    ["/game/badminton", "/hi/game/badminton", "hi", "हिन्दी"],
  ])("on %s it leads to %s", (pathname, href, lang, text) => {
    render(<Header pathname={pathname} />)
    const link = switchLink()
    expect(document.querySelectorAll("a[hreflang]")).toHaveLength(1)
    expect(link).toHaveAttribute("href", href)
    expect(link).toHaveAttribute("hreflang", lang)
    expect(link).toHaveAttribute("lang", lang)
    expect(link).toHaveTextContent(text)
    // In the navigation: in the header at desktop width and in the mobile menu.
    expect(nav()).toContainElement(link)
  })

  test("is a plain link reached by Tab, in the server's HTML too", async () => {
    const host = document.createElement("div")
    host.innerHTML = renderToString(<Header pathname="/about" />)
    expect(host.querySelector('a[hreflang="hi"]')?.getAttribute("href")).toBe("/hi/about")

    const user = userEvent.setup()
    render(<Header pathname="/about" />)
    const link = screen.getByRole("link", { name: "हिन्दी" })
    for (let i = 0; i < 20 && document.activeElement !== link; i++) await user.tab()
    expect(document.activeElement).toBe(link)
  })
})

describe("a Hindi page", () => {
  const strings = { Home: "होम", About: "हमारे बारे में", Menu: "मेन्यू", Sports: "खेल", "Contact Us": "संपर्क करें", "Sports Meditation": "खेल ध्यान" }

  test("has its labels in Hindi, localized links, the current page marked and the switch to English", () => {
    ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellDataBilingual)
    render(
      <LocaleProvider locale="hi" strings={strings}>
        <Header pathname="/hi/about" />
      </LocaleProvider>,
    )
    expect(screen.getByText("मेन्यू", { selector: "summary" })).toBeInTheDocument()
    expect(screen.getByText("खेल", { selector: "summary" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi")
    expect(screen.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("href", "/hi/about")
    expect(screen.getByRole("link", { name: "हमारे बारे में" })).toHaveAttribute("aria-current", "page")
    expect(screen.getByRole("link", { name: "संपर्क करें" })).toHaveAttribute("href", "/hi/contact")
    expect(screen.getByRole("link", { name: "खेल ध्यान", hidden: true })).toHaveAttribute("href", "/hi/sports-meditation")
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/about")
    expect(screen.getByRole("link", { name: "Badminton", hidden: true })).toHaveAttribute("href", "/hi/badminton")
  })
})
