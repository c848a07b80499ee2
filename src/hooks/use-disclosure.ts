import { useCallback, useEffect, useRef, useState } from "react"

/**
 * Open/closed state for a disclosure (WAI-ARIA): Escape closes it and returns focus to its button, and a
 * click or focus outside the container closes it.
 */
export function useDisclosure<C extends HTMLElement = HTMLElement, B extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false)
  const containerRef = useRef<C>(null)
  const buttonRef = useRef<B>(null)

  const close = useCallback((returnFocus = false) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])
  const toggle = useCallback(() => setOpen(o => !o), [])

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close(true)
    }
    const onPointer = (e: Event) => {
      if (containerRef.current && !containerRef.current.contains(e.target as Node)) close()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    document.addEventListener("focusin", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
      document.removeEventListener("focusin", onPointer)
    }
  }, [open, close])

  return { open, setOpen, toggle, close, containerRef, buttonRef }
}
