import { useCallback, useEffect, useRef, useState } from "react"
import type React from "react"

/**
 * Open/closed state for a disclosure built on <details>/<summary>, so it opens and closes from the first
 * paint with no script (the browser toggles it and tells screen readers whether it is expanded). Once the
 * scripts run, this follows the element's state and adds what the native element lacks (WAI-ARIA): Escape
 * closes it and returns focus to its summary, and a click or focus outside the container (containerRef, else
 * the <details> itself) closes it.
 */
export function useDisclosure<C extends HTMLElement = HTMLElement>() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<C>(null)
  const buttonRef = useRef<HTMLElement>(null)
  const detailsRef = useRef<HTMLDetailsElement>(null)

  // Opened before hydration: the server's HTML was closed, so take over what the visitor did.
  useEffect(() => {
    const details = detailsRef.current
    if (details && details.open) setOpen(true)
  }, [])

  const close = useCallback((returnFocus = false) => {
    // The element first: React may not have seen it open yet (its toggle event comes a task later), and then
    // setting a state that is already false would leave the browser's own open <details> as it is.
    if (detailsRef.current) detailsRef.current.open = false
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  // Escape is heard from hydration on, and asks the element whether it is open, not React: the browser opens a
  // <details> at once and tells React a task later (its toggle event, then a render, then an effect), and on a
  // slow phone an Escape right after Enter fell in that gap and the menu stayed open.
  // One Escape closes one disclosure, the innermost: a disclosure open inside this one's container (the SPORTS menu
  // inside the phone menu) closes first, whichever listener hears the key first; the one that closes marks the event.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const details = detailsRef.current
      if (e.key !== "Escape" || e.defaultPrevented || !details?.open) return
      const inner = [...(containerRef.current?.querySelectorAll("details[open]") ?? [])].some(d => d !== details)
      if (inner) return
      e.preventDefault()
      close(true)
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [close])

  useEffect(() => {
    if (!open) return
    const onPointer = (e: Event) => {
      const container = containerRef.current || detailsRef.current
      if (container && !container.contains(e.target as Node)) close()
    }
    document.addEventListener("pointerdown", onPointer)
    document.addEventListener("focusin", onPointer)
    return () => {
      document.removeEventListener("pointerdown", onPointer)
      document.removeEventListener("focusin", onPointer)
    }
  }, [open, close])

  /** Spread on the <details>: the browser toggles it (a click, Enter or Space on its summary), React closes it. */
  const detailsProps = {
    ref: detailsRef,
    open,
    onToggle: (e: React.SyntheticEvent<HTMLDetailsElement>) => setOpen(e.currentTarget.open),
  }

  return { open, close, containerRef, buttonRef, detailsProps }
}
