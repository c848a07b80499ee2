import { useCallback, useEffect, useReducer, useRef } from "react"
import type React from "react"
import {
  centredRect,
  clampToViewport,
  dragRect,
  fitToViewport,
  minimizedRect,
  type Point,
  type Rect,
  type Size,
} from "../lib/dialog-geometry"

/** The fullscreen request waits this long after the click (SPEC §9). */
export const FULLSCREEN_DELAY_MS = 100
/** A press on the header that moves less than this is a click (which restores a minimized box), not a drag. */
export const DRAG_THRESHOLD_PX = 4

export type VideoDialogMode = "closed" | "open" | "minimized"

export interface VideoDialogState {
  mode: VideoDialogMode
  /** Where the dialog is and how big, in window pixels; null while closed. */
  rect: Rect | null
  fullscreen: boolean
  dragging: boolean
}

export type VideoDialogAction =
  | { type: "open" | "minimize" | "restore" | "resize"; viewport: Size }
  | { type: "close" | "dragEnd" }
  | { type: "dragStart" }
  | { type: "move"; rect: Rect }
  | { type: "fullscreen"; on: boolean }

export const closedState: VideoDialogState = { mode: "closed", rect: null, fullscreen: false, dragging: false }

/** The dialog's states (SPEC §4: closed, open, minimized, fullscreen, dragging) and how they change. */
export function videoDialogReducer(state: VideoDialogState, action: VideoDialogAction): VideoDialogState {
  switch (action.type) {
    case "open":
      return state.mode === "closed" ? { ...closedState, mode: "open", rect: centredRect(action.viewport) } : state
    case "close":
      return closedState
    case "minimize":
      return state.mode === "open" ? { ...state, mode: "minimized", dragging: false, rect: minimizedRect(action.viewport) } : state
    case "restore":
      return state.mode === "minimized" ? { ...state, mode: "open", rect: centredRect(action.viewport) } : state
    case "resize":
      if (!state.rect) return state
      if (state.mode === "minimized") return { ...state, rect: clampToViewport(state.rect, action.viewport) }
      return { ...state, rect: fitToViewport(state.rect, action.viewport) }
    case "dragStart":
      return state.mode !== "closed" && !state.fullscreen ? { ...state, dragging: true } : state
    case "move":
      return state.dragging ? { ...state, rect: action.rect } : state
    case "dragEnd":
      return { ...state, dragging: false }
    case "fullscreen":
      return state.mode === "closed" ? state : { ...state, fullscreen: action.on }
  }
}

/** The window's visible area, without scrollbars: what a position: fixed box is laid out in. */
export function viewportSize(): Size {
  const root = document.documentElement
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight }
}

const warn = (what: string) => (error?: unknown) => console.warn(`Video dialog: ${what}`, error ?? "")

/**
 * The floating video dialog: open/close with focus handed back to the opener, the rest of the page inert
 * while it is modal, minimize/restore, fullscreen (requested after FULLSCREEN_DELAY_MS; a refusal is only
 * logged), dragging by its header and keeping it inside the window, also when the window resizes.
 */
export function useVideoDialog() {
  const [state, dispatch] = useReducer(videoDialogReducer, closedState)
  const dialogRef = useRef<HTMLDivElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)
  // A press on the header becomes a drag once it moves a few pixels; a press that did not move is a click.
  const dragRef = useRef<{ start: Rect; from: Point; moved: boolean } | null>(null)
  const movedRef = useRef(false)
  const fullscreenTimer = useRef<number>(0)
  const modal = state.mode === "open"
  const isOpen = state.mode !== "closed"

  /** Opens the dialog; focus goes back to `opener` (default: what has focus now) when it closes. */
  const open = useCallback((opener?: HTMLElement | null) => {
    openerRef.current = opener ?? (document.activeElement as HTMLElement | null)
    dispatch({ type: "open", viewport: viewportSize() })
  }, [])

  const close = useCallback(() => {
    window.clearTimeout(fullscreenTimer.current)
    dragRef.current = null
    if (document.fullscreenElement && document.fullscreenElement === dialogRef.current) {
      document.exitFullscreen().catch(warn("could not leave full screen"))
    }
    dispatch({ type: "close" })
  }, [])

  const minimize = useCallback(() => dispatch({ type: "minimize", viewport: viewportSize() }), [])
  const restore = useCallback(() => dispatch({ type: "restore", viewport: viewportSize() }), [])

  const toggleFullscreen = useCallback(() => {
    window.clearTimeout(fullscreenTimer.current)
    if (document.fullscreenElement) {
      document.exitFullscreen().catch(warn("could not leave full screen"))
      return
    }
    fullscreenTimer.current = window.setTimeout(() => {
      const el = dialogRef.current
      if (!el || typeof el.requestFullscreen !== "function") return warn("full screen is not available")()
      el.requestFullscreen().catch(warn("full screen was refused"))
    }, FULLSCREEN_DELAY_MS)
  }, [])

  // Modal: the page behind is inert (no focus, no clicks, hidden from screen readers) and focus moves in.
  useEffect(() => {
    if (!modal) return
    const app = document.getElementById("___gatsby")
    app?.setAttribute("inert", "")
    dialogRef.current?.focus()
    return () => app?.removeAttribute("inert")
  }, [modal])

  // Closed again: focus goes back to what opened it (after the page above stopped being inert).
  const wasOpen = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !isOpen) openerRef.current?.focus()
    wasOpen.current = isOpen
  }, [isOpen])

  useEffect(() => {
    if (!isOpen) return
    const onResize = () => dispatch({ type: "resize", viewport: viewportSize() })
    const onFullscreenChange = () =>
      dispatch({ type: "fullscreen", on: !!dialogRef.current && document.fullscreenElement === dialogRef.current })
    window.addEventListener("resize", onResize)
    document.addEventListener("fullscreenchange", onFullscreenChange)
    return () => {
      window.removeEventListener("resize", onResize)
      document.removeEventListener("fullscreenchange", onFullscreenChange)
    }
  }, [isOpen])

  useEffect(() => () => window.clearTimeout(fullscreenTimer.current), [])

  const endDrag = useCallback(() => {
    const drag = dragRef.current
    if (!drag) return
    dragRef.current = null
    movedRef.current = drag.moved
    if (drag.moved) dispatch({ type: "dragEnd" })
  }, [])

  /** Spread on the dialog's header: dragging it with a mouse, pen or finger moves the dialog (in either size). */
  const dragHandleProps = {
    onPointerDown: (e: React.PointerEvent<HTMLElement>) => {
      movedRef.current = false
      if (state.mode === "closed" || state.fullscreen || !state.rect || e.button !== 0) return
      if ((e.target as Element).closest("button")) return
      e.currentTarget.setPointerCapture?.(e.pointerId)
      dragRef.current = { start: state.rect, from: { x: e.clientX, y: e.clientY }, moved: false }
    },
    onPointerMove: (e: React.PointerEvent<HTMLElement>) => {
      const drag = dragRef.current
      if (!drag) return
      const to = { x: e.clientX, y: e.clientY }
      if (!drag.moved) {
        if (Math.hypot(to.x - drag.from.x, to.y - drag.from.y) < DRAG_THRESHOLD_PX) return
        drag.moved = true
        dispatch({ type: "dragStart" })
      }
      dispatch({ type: "move", rect: dragRect(drag.start, drag.from, to, viewportSize()) })
    },
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onLostPointerCapture: endDrag,
    /** A click on the minimized box's header restores it; the click that ends a drag does not. */
    onClick: (e: React.MouseEvent<HTMLElement>) => {
      const dragged = movedRef.current
      movedRef.current = false
      if (dragged || state.mode !== "minimized" || (e.target as Element).closest("button")) return
      dispatch({ type: "restore", viewport: viewportSize() })
    },
  }

  const onVideoError = useCallback(() => warn("the video could not be loaded")(), [])

  return { ...state, dialogRef, open, close, minimize, restore, toggleFullscreen, dragHandleProps, onVideoError }
}
