import React from "react"
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { GalleryGrid } from "../src/components/gallery/gallery-grid"
import type { GalleryItem } from "../src/components/gallery/types"
import { serverRender } from "./fixtures/server-render"

jest.mock("../src/components/ui/picture", () => ({
  Picture: ({ alt }: { alt: string }) => <img alt={alt} />,
  ResponsivePicture: ({ alt }: { alt: string }) => <img alt={alt} />,
}))

// jsdom has <dialog> but not its methods; give it the parts the component relies on. Calls are recorded, in order.
const calls: string[] = []
beforeEach(() => {
  calls.length = 0
})
beforeAll(() => {
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    calls.push("show")
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    calls.push(this.hasAttribute("open") ? "showModal on an open dialog" : "showModal")
    this.setAttribute("open", "")
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return
    this.removeAttribute("open")
    this.dispatchEvent(new Event("close"))
  }
})

const image = { width: 1600, height: 1200, layout: "constrained" as const, images: { sources: [] } }
const TITLES = [
  "Floodlit Badminton Hall",
  "Under-14 Athletics Meet",
  "Volleyball Court Handover",
  "Kabaddi Mat Installation",
  "Table Tennis Academy",
  "School Sports Day",
  "Strength Session",
  "Boxing Ring Sparring",
  "Shooting Range",
  "Cricket Nets Evening",
]
const items: GalleryItem[] = TITLES.map((title, i) => ({
  slug: `image-${i + 1}`,
  title,
  alt: `Illustration number ${i + 1}`,
  thumb: image,
  large: { ...image, images: { sources: [], fallback: { src: `/static/image-${i + 1}-large.jpg` } } },
}))

const dialogElement = () => document.querySelector("dialog")!
const openDialog = () => screen.getByRole("dialog")
const tile = (title: string) => screen.getByRole("link", { name: `View larger: ${title}` })

function openImage(title: string) {
  const button = tile(title)
  button.focus()
  fireEvent.click(button)
  return button
}

describe("gallery grid", () => {
  it("shows every image as a link to its large image, named by its title, that opens the dialog", () => {
    render(<GalleryGrid items={items} />)
    TITLES.forEach((title, i) => {
      expect(tile(title)).toHaveAttribute("href", `/static/image-${i + 1}-large.jpg`)
      expect(tile(title)).toHaveAttribute("aria-haspopup", "dialog")
    })
    expect(dialogElement()).not.toHaveAttribute("open")
  })

  it("before the scripts run, the tiles are plain links with phrasing content only (valid inside <a>)", () => {
    const host = document.createElement("div")
    host.innerHTML = serverRender(<GalleryGrid items={items} />)
    const links = [...host.querySelectorAll("ul a")]
    expect(links).toHaveLength(TITLES.length)
    for (const a of links) {
      expect(a.getAttribute("href")).toMatch(/-large\.jpg$/)
      // No popup is promised until the script that opens it has run.
      expect(a.hasAttribute("aria-haspopup")).toBe(false)
      expect(a.querySelector("div, p, ul, li, figure, button")).toBeNull()
    }
    // The enlarged view's buttons sit in a closed <dialog>, never shown without script.
    for (const button of host.querySelectorAll("button")) expect(button.closest("dialog:not([open])")).not.toBeNull()
  })

  it("Space opens it too, as the button it replaced did", () => {
    render(<GalleryGrid items={items} />)
    const link = tile("Shooting Range")
    link.focus()
    fireEvent.keyDown(link, { key: " " })
    expect(dialogElement()).toHaveAttribute("open")
    expect(openDialog()).toHaveAccessibleName("Shooting Range")
  })

  it("a click with a modifier follows the link (a new tab) instead of opening the dialog", () => {
    render(<GalleryGrid items={items} />)
    const link = tile("Shooting Range")
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true })
    link.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
    expect(dialogElement()).not.toHaveAttribute("open")
    fireEvent.click(link)
    expect(dialogElement()).toHaveAttribute("open")
  })
})

describe("enlarged view", () => {
  it("opens the clicked image, labelled by its title, with its position and a focused close button", () => {
    render(<GalleryGrid items={items} />)
    openImage("Volleyball Court Handover")

    const dialog = openDialog()
    expect(dialog).toHaveAttribute("open")
    expect(dialog).toHaveAccessibleName("Volleyball Court Handover")
    expect(dialog).toHaveAccessibleDescription("3 of 10")
    expect(within(dialog).getByRole("img", { name: "Illustration number 3" })).toBeInTheDocument()
    expect(within(dialog).getByRole("button", { name: "Close" })).toHaveFocus()
  })

  it("is shown in the tap's task and made modal only after the next frame, keeping the focus, with no close", async () => {
    const onFrame: FrameRequestCallback[] = []
    const raf = jest.spyOn(window, "requestAnimationFrame").mockImplementation(cb => onFrame.push(cb))
    // The frame is drawn, then the task queued from it runs.
    const drawFrame = () =>
      act(async () => {
        onFrame.splice(0).forEach(cb => cb(performance.now()))
        await new Promise(resolve => setTimeout(resolve, 0))
      })
    try {
      render(<GalleryGrid items={items} />)
      const closed = jest.fn()
      dialogElement().addEventListener("close", closed)
      openImage("Kabaddi Mat Installation")
      expect(calls).toEqual(["show"])
      const close = within(openDialog()).getByRole("button", { name: "Close" })
      expect(close).toHaveFocus()
      await drawFrame()
      expect(calls).toEqual(["show", "showModal"])
      expect(dialogElement()).toHaveAttribute("open")
      expect(close).toHaveFocus()
      expect(closed).not.toHaveBeenCalled()

      // Closed before its frame: it is never made modal.
      fireEvent.click(close)
      calls.length = 0
      openImage("Kabaddi Mat Installation")
      fireEvent.keyDown(openDialog(), { key: "Escape" })
      await drawFrame()
      expect(calls).toEqual(["show"])
      expect(dialogElement()).not.toHaveAttribute("open")
    } finally {
      raf.mockRestore()
    }
  })

  it("moves with the previous/next buttons and the arrow keys, wrapping at both ends", () => {
    render(<GalleryGrid items={items} />)
    openImage("Cricket Nets Evening")
    const dialog = openDialog()
    expect(dialog).toHaveAccessibleDescription("10 of 10")

    fireEvent.click(within(dialog).getByRole("button", { name: "Next image" }))
    expect(dialog).toHaveAccessibleName("Floodlit Badminton Hall")
    expect(dialog).toHaveAccessibleDescription("1 of 10")

    fireEvent.click(within(dialog).getByRole("button", { name: "Previous image" }))
    expect(dialog).toHaveAccessibleDescription("10 of 10")

    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(dialog).toHaveAccessibleDescription("1 of 10")
    fireEvent.keyDown(dialog, { key: "ArrowRight" })
    expect(dialog).toHaveAccessibleName("Under-14 Athletics Meet")
    fireEvent.keyDown(dialog, { key: "ArrowLeft" })
    fireEvent.keyDown(dialog, { key: "ArrowLeft" })
    expect(dialog).toHaveAccessibleDescription("10 of 10")
    fireEvent.keyDown(dialog, { key: "Home" })
    expect(dialog).toHaveAccessibleDescription("1 of 10")
    fireEvent.keyDown(dialog, { key: "End" })
    expect(dialog).toHaveAccessibleDescription("10 of 10")
  })

  it("ignores arrow keys with a modifier (browser shortcuts)", () => {
    render(<GalleryGrid items={items} />)
    openImage("Shooting Range")
    fireEvent.keyDown(openDialog(), { key: "ArrowRight", altKey: true })
    expect(openDialog()).toHaveAccessibleDescription("9 of 10")
  })

  it("closes with the close button and returns focus to the image that opened it", () => {
    render(<GalleryGrid items={items} />)
    const opener = openImage("Strength Session")
    fireEvent.keyDown(openDialog(), { key: "ArrowRight" })

    fireEvent.click(within(openDialog()).getByRole("button", { name: "Close" }))
    expect(dialogElement()).not.toHaveAttribute("open")
    expect(opener).toHaveFocus()
  })

  it("closes on a click on the backdrop, not on a click inside", () => {
    render(<GalleryGrid items={items} />)
    const opener = openImage("School Sports Day")
    const dialog = dialogElement()

    const picture = within(dialog).getByRole("img", { name: "Illustration number 6" })
    fireEvent.pointerDown(picture)
    fireEvent.click(picture)
    fireEvent.click(within(dialog).getByRole("heading", { name: "School Sports Day" }))
    expect(dialog).toHaveAttribute("open")

    // A press that starts inside and is released over the backdrop (a drag) does not close either.
    fireEvent.pointerDown(picture)
    fireEvent.click(dialog, { detail: 1 })
    expect(dialog).toHaveAttribute("open")

    // Clicks on the backdrop reach the <dialog> element itself.
    fireEvent.pointerDown(dialog)
    fireEvent.click(dialog, { detail: 1 })
    expect(dialog).not.toHaveAttribute("open")
    expect(opener).toHaveFocus()
  })

  it("opens again at once when Space follows Escape, before the browser's close event arrives", async () => {
    // As browsers do: close() shuts the element now and fires "close" as a later task. It gives the focus back only
    // to the element focused when showModal() was called, which is inside the dialog (shown first, modal a frame
    // later), so here it gives it back to nothing.
    const syncClose = HTMLDialogElement.prototype.close
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.hasAttribute("open")) return
      this.removeAttribute("open")
      setTimeout(() => this.dispatchEvent(new Event("close")), 0)
    }
    try {
      render(<GalleryGrid items={items} />)
      const opener = openImage("Table Tennis Academy")
      const locked = document.documentElement.className // the class that keeps the page behind from scrolling
      expect(locked).not.toBe("")
      // A browser closes the dialog for Escape unless the keydown was cancelled.
      if (fireEvent.keyDown(dialogElement(), { key: "Escape" })) act(() => dialogElement().close())
      expect(dialogElement()).not.toHaveAttribute("open")
      // The focus is back on the opener at once, not with the close event: the Space goes to it.
      expect(opener).toHaveFocus()
      fireEvent.keyDown(document.activeElement!, { key: " " })
      await act(() => new Promise(resolve => setTimeout(resolve, 10))) // the close event's turn
      expect(dialogElement()).toHaveAttribute("open")
      expect(openDialog()).toHaveAccessibleName("Table Tennis Academy")
      expect(document.documentElement.className).toBe(locked) // the page behind stays locked
    } finally {
      HTMLDialogElement.prototype.close = syncClose
    }
  })

  it("follows a native close (Escape closes a modal <dialog> natively)", () => {
    render(<GalleryGrid items={items} />)
    const opener = openImage("Boxing Ring Sparring")
    act(() => dialogElement().close())
    expect(dialogElement()).not.toHaveAttribute("open")
    expect(opener).toHaveFocus()

    // And it opens again afterwards.
    openImage("Boxing Ring Sparring")
    expect(openDialog()).toHaveAccessibleName("Boxing Ring Sparring")
  })
})
