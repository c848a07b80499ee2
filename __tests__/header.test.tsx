import React from "react"
import { act, render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useStaticQuery } from "gatsby"
import { Header } from "../src/components/layout/header"
import { siteShellData } from "./fixtures/site-shell"
import { installMatchMedia } from "./fixtures/match-media"

let media: ReturnType<typeof installMatchMedia>

beforeEach(() => {
  ;(useStaticQuery as jest.Mock).mockReturnValue(siteShellData)
  media = installMatchMedia(375)
})

const menuButton = () => screen.getByRole("button", { name: "Menu" })
const nav = () => document.getElementById("main-navigation")!

test("the header has every link the spec names, none pointing to #", () => {
  render(<Header pathname="/about" />)
  const labels = screen.getAllByRole("link", { hidden: true }).map(a => a.textContent)
  expect(labels).toEqual(expect.arrayContaining(["Home", "About", "Services", "Projects", "Coaches", "Gallery", "Contact Us", "Sports Meditation", "Badminton", "Cricket (Women)"]))
  for (const a of screen.getAllByRole("link", { hidden: true })) expect(a.getAttribute("href")).not.toMatch(/^#?$/)
  expect(screen.getByRole("link", { name: "Coaches" })).toHaveAttribute("href", "/#coaches")
})

test("the current page's link is marked", () => {
  render(<Header pathname="/gallery" />)
  expect(screen.getByRole("link", { name: "Gallery" })).toHaveAttribute("aria-current", "page")
  expect(screen.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current")
})

test("the mobile menu button toggles the navigation", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  expect(nav()).toHaveAttribute("data-open", "false")
  await user.click(menuButton())
  expect(menuButton()).toHaveAttribute("aria-expanded", "true")
  expect(nav()).toHaveAttribute("data-open", "true")
  await user.click(menuButton())
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
})

test("Escape closes the menu and returns focus to its button", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  await user.tab()
  await user.keyboard("{Escape}")
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
  expect(menuButton()).toHaveFocus()
})

test("the menu closes when the window becomes wider than 768 px", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  await user.click(menuButton())
  act(() => media.resize(1024))
  expect(menuButton()).toHaveAttribute("aria-expanded", "false")
})

test("the SPORTS dropdown is a disclosure with its entries", async () => {
  const user = userEvent.setup()
  render(<Header pathname="/" />)
  const sports = screen.getByRole("button", { name: "Sports" })
  expect(sports).toHaveAttribute("aria-expanded", "false")
  expect(document.getElementById("sports-menu")).not.toBeVisible()
  await user.click(sports)
  expect(sports).toHaveAttribute("aria-expanded", "true")
  expect(document.getElementById("sports-menu")).toBeVisible()
  await user.keyboard("{Escape}")
  expect(sports).toHaveAttribute("aria-expanded", "false")
  expect(sports).toHaveFocus()
})
