import React from "react"
import { act, fireEvent, render, renderHook, screen } from "@testing-library/react"
import { centredRect, clampToViewport, dialogSize, dragRect, fitToViewport, minimizedRect } from "../src/lib/dialog-geometry"
import { closedState, FULLSCREEN_DELAY_MS, useVideoDialog, videoDialogReducer, type VideoDialogState } from "../src/hooks/use-video-dialog"
import { privacyEmbedUrl } from "../src/lib/video-embed"
import { VideoDialog } from "../src/components/home/video-dialog"

// jsdom has no PointerEvent; React reads clientX/clientY and button from the native event.
class TestPointerEvent extends MouseEvent {
  pointerId: number
  pointerType: string
  constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string } = {}) {
    super(type, init)
    this.pointerId = init.pointerId ?? 1
    this.pointerType = init.pointerType ?? "mouse"
  }
}
;(window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent

const desktop = { width: 1280, height: 800 }
const phone = { width: 375, height: 812 }

describe("dialog geometry", () => {
  test("at most 800 x 500 and at most 90% of the window's width and 70% of its height", () => {
    expect(dialogSize(desktop)).toEqual({ width: 800, height: 500 })
    expect(dialogSize(phone)).toEqual({ width: 337, height: 500 })
    expect(dialogSize({ width: 700, height: 600 })).toEqual({ width: 630, height: 420 })
  })

  test("opens centred", () => {
    expect(centredRect(desktop)).toEqual({ x: 240, y: 150, width: 800, height: 500 })
    expect(centredRect(phone)).toEqual({ x: 19, y: 156, width: 337, height: 500 })
  })

  test("clamping keeps the whole box inside the window", () => {
    const box = { x: 0, y: 0, width: 800, height: 500 }
    expect(clampToViewport({ ...box, x: -50, y: -10 }, desktop)).toMatchObject({ x: 0, y: 0 })
    expect(clampToViewport({ ...box, x: 900, y: 400 }, desktop)).toMatchObject({ x: 480, y: 300 })
    expect(clampToViewport({ ...box, x: 100, y: 100 }, desktop)).toMatchObject({ x: 100, y: 100 })
    // Larger than the window: the top-left corner stays visible.
    expect(clampToViewport({ ...box, x: 30, y: 30 }, { width: 600, height: 400 })).toMatchObject({ x: 0, y: 0 })
  })

  test("dragging moves by the pointer's travel, never out of the window", () => {
    const start = centredRect(desktop)
    expect(dragRect(start, { x: 500, y: 170 }, { x: 450, y: 200 }, desktop)).toMatchObject({ x: 190, y: 180 })
    expect(dragRect(start, { x: 500, y: 170 }, { x: -2000, y: -900 }, desktop)).toMatchObject({ x: 0, y: 0 })
    expect(dragRect(start, { x: 500, y: 170 }, { x: 5000, y: 5000 }, desktop)).toMatchObject({ x: 480, y: 300 })
  })

  test("minimized: 300 x 200, 320 px from the right edge and 20 px from the top", () => {
    expect(minimizedRect(desktop)).toEqual({ x: 960, y: 20, width: 300, height: 200 })
    expect(minimizedRect(phone)).toEqual({ x: 55, y: 20, width: 300, height: 200 })
    expect(minimizedRect({ width: 310, height: 600 })).toEqual({ x: 0, y: 20, width: 300, height: 200 })
  })

  test("after a resize the dialog takes the size the window allows and stays inside it", () => {
    const moved = { x: 470, y: 290, width: 800, height: 500 }
    expect(fitToViewport(moved, { width: 1000, height: 700 })).toEqual({ x: 200, y: 210, width: 800, height: 490 })
    expect(fitToViewport(moved, phone)).toEqual({ x: 38, y: 290, width: 337, height: 500 })
  })
})

describe("video dialog states", () => {
  const open = videoDialogReducer(closedState, { type: "open", viewport: desktop })

  test("open centres it; minimize moves it to the corner; restore centres it again", () => {
    expect(open).toEqual({ mode: "open", rect: centredRect(desktop), fullscreen: false, dragging: false })
    const dragged = [
      { type: "dragStart" as const },
      { type: "move" as const, rect: { ...open.rect!, x: 10, y: 10 } },
      { type: "dragEnd" as const },
    ].reduce(videoDialogReducer, open)
    expect(dragged.rect).toMatchObject({ x: 10, y: 10 })
    const minimized = videoDialogReducer(dragged, { type: "minimize", viewport: desktop })
    expect(minimized).toMatchObject({ mode: "minimized", rect: minimizedRect(desktop) })
    expect(videoDialogReducer(minimized, { type: "restore", viewport: desktop })).toMatchObject({
      mode: "open",
      rect: centredRect(desktop),
    })
  })

  test("a minimized box stays minimized and inside the window when the window shrinks", () => {
    const minimized = videoDialogReducer(open, { type: "minimize", viewport: desktop })
    expect(videoDialogReducer(minimized, { type: "resize", viewport: phone })).toMatchObject({
      mode: "minimized",
      rect: { x: 75, y: 20, width: 300, height: 200 },
    })
  })

  test("no dragging while closed or in full screen", () => {
    expect(videoDialogReducer(closedState, { type: "dragStart" }).dragging).toBe(false)
    const fullscreen = videoDialogReducer(open, { type: "fullscreen", on: true })
    expect(videoDialogReducer(fullscreen, { type: "dragStart" }).dragging).toBe(false)
  })

  test("close resets every state", () => {
    const busy: VideoDialogState = { mode: "open", rect: { x: 1, y: 2, width: 3, height: 4 }, fullscreen: true, dragging: true }
    expect(videoDialogReducer(busy, { type: "close" })).toEqual(closedState)
    expect(videoDialogReducer(closedState, { type: "fullscreen", on: true })).toEqual(closedState)
  })
})

describe("privacyEmbedUrl", () => {
  test("turns YouTube links into youtube-nocookie embeds", () => {
    const embed = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"
    expect(privacyEmbedUrl(embed)).toBe(embed)
    expect(privacyEmbedUrl("https://www.youtube.com/watch?v=aqz-KE-bpKQ")).toBe(embed)
    expect(privacyEmbedUrl("https://youtu.be/aqz-KE-bpKQ")).toBe(embed)
    expect(privacyEmbedUrl("https://www.youtube.com/embed/aqz-KE-bpKQ?rel=0")).toBe(`${embed}?rel=0`)
    expect(privacyEmbedUrl("https://player.vimeo.com/video/1")).toBe("https://player.vimeo.com/video/1")
  })
})

const SRC = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"

function Harness() {
  const video = useVideoDialog()
  return (
    <>
      <div id="___gatsby">
        <button type="button" onClick={e => video.open(e.currentTarget)}>
          Watch Video
        </button>
      </div>
      {video.mode !== "closed" && <VideoDialog video={video} src={SRC} />}
    </>
  )
}

describe("video dialog", () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, "clientWidth", { configurable: true, value: 1280 })
    Object.defineProperty(document.documentElement, "clientHeight", { configurable: true, value: 800 })
  })

  test("the player exists only while the dialog is open", () => {
    render(<Harness />)
    expect(document.querySelector("iframe")).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Watch Video" }))
    const frame = document.querySelector("iframe")!
    expect(frame).toHaveAttribute("src", SRC)
    expect(frame).toHaveAttribute("title")
  })

  test("is a labelled modal dialog: focus moves in, Tab stays inside, Escape closes, focus returns", () => {
    render(<Harness />)
    const opener = screen.getByRole("button", { name: "Watch Video" })
    opener.focus()
    fireEvent.click(opener)
    const dialog = screen.getByRole("dialog", { name: "Watch Our Video" })
    expect(dialog).toHaveAttribute("aria-modal", "true")
    expect(document.activeElement).toBe(dialog)
    expect(document.getElementById("___gatsby")).toHaveAttribute("inert")
    expect(dialog).toHaveStyle({ left: "240px", top: "150px", width: "800px", height: "500px" })

    const close = screen.getByRole("button", { name: "Close video" })
    const frame = dialog.querySelector("iframe")!
    frame.focus()
    fireEvent.keyDown(frame, { key: "Tab" })
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Full screen" }))
    fireEvent.keyDown(document.activeElement!, { key: "Tab", shiftKey: true })
    expect(document.activeElement).toBe(frame)
    // Tab out of the player's frame lands on the sentinel, which sends focus back to the first control.
    act(() => (dialog.querySelector("[data-focus-sentinel]") as HTMLElement).focus())
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Full screen" }))
    expect(close).toBeInTheDocument()

    fireEvent.keyDown(document.activeElement!, { key: "Escape" })
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(document.querySelector("iframe")).toBeNull()
    expect(document.getElementById("___gatsby")).not.toHaveAttribute("inert")
    expect(document.activeElement).toBe(opener)
  })

  test("minimize puts a non-modal 300 x 200 box in the top right; clicking it restores it centred", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Watch Video" }))
    fireEvent.click(screen.getByRole("button", { name: "Minimize video" }))
    const dialog = screen.getByRole("dialog", { name: "Watch Our Video" })
    expect(dialog).toHaveStyle({ left: "960px", top: "20px", width: "300px", height: "200px" })
    expect(dialog).toHaveAttribute("aria-modal", "false")
    expect(document.getElementById("___gatsby")).not.toHaveAttribute("inert")

    fireEvent.click(screen.getByRole("heading", { name: "Watch Our Video" }))
    expect(dialog).toHaveStyle({ left: "240px", top: "150px", width: "800px", height: "500px" })
    expect(dialog).toHaveAttribute("aria-modal", "true")
  })

  test("drags by its header, never out of the window; a drag of the minimized box does not restore it", () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole("button", { name: "Watch Video" }))
    const dialog = screen.getByRole("dialog")
    const title = screen.getByRole("heading", { name: "Watch Our Video" })
    const drag = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(title, { clientX: from[0], clientY: from[1], button: 0 })
      fireEvent.pointerMove(title, { clientX: (from[0] + to[0]) / 2, clientY: (from[1] + to[1]) / 2 })
      fireEvent.pointerMove(title, { clientX: to[0], clientY: to[1] })
      fireEvent.pointerUp(title, { clientX: to[0], clientY: to[1] })
      fireEvent.click(title)
    }
    drag([300, 170], [250, 200])
    expect(dialog).toHaveStyle({ left: "190px", top: "180px", width: "800px", height: "500px" })
    drag([300, 200], [-3000, -3000])
    expect(dialog).toHaveStyle({ left: "0px", top: "0px" })
    drag([300, 20], [5000, 5000])
    expect(dialog).toHaveStyle({ left: "480px", top: "300px" })
    // A press that barely moves is no drag.
    drag([600, 320], [602, 321])
    expect(dialog).toHaveStyle({ left: "480px", top: "300px" })

    fireEvent.click(screen.getByRole("button", { name: "Minimize video" }))
    drag([1000, 40], [900, 140])
    expect(dialog).toHaveStyle({ left: "860px", top: "120px", width: "300px", height: "200px" })
    expect(screen.getByRole("button", { name: "Restore video" })).toBeInTheDocument()
  })

  test("requests fullscreen 100 ms after the click; a refusal only logs a warning", async () => {
    jest.useFakeTimers()
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {})
    try {
      render(<Harness />)
      fireEvent.click(screen.getByRole("button", { name: "Watch Video" }))
      const dialog = screen.getByRole("dialog")
      const request = jest.fn().mockRejectedValue(new TypeError("Permissions check failed"))
      dialog.requestFullscreen = request
      fireEvent.click(screen.getByRole("button", { name: "Full screen" }))
      act(() => void jest.advanceTimersByTime(FULLSCREEN_DELAY_MS - 1))
      expect(request).not.toHaveBeenCalled()
      act(() => void jest.advanceTimersByTime(1))
      expect(request).toHaveBeenCalled()
      await act(async () => {})
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("full screen"), expect.any(TypeError))
      expect(screen.getByRole("button", { name: "Full screen" })).toBeInTheDocument()
      expect(dialog).toHaveStyle({ left: "240px", top: "150px" })
    } finally {
      warn.mockRestore()
      jest.useRealTimers()
    }
  })

  test("close resets everything: reopening starts centred and full size", () => {
    const { result } = renderHook(() => useVideoDialog())
    act(() => result.current.open())
    act(() => result.current.minimize())
    act(() => result.current.close())
    expect(result.current.mode).toBe("closed")
    expect(result.current.rect).toBeNull()
    act(() => result.current.open())
    expect(result.current.rect).toEqual(centredRect(desktop))
  })
})
