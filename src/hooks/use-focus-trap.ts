import { useCallback } from "react"
import type React from "react"

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(el => !el.hasAttribute("data-focus-sentinel"))
}

/**
 * Keeps Tab inside a modal dialog (WAI-ARIA APG): Tab on the last element goes to the first, Shift+Tab on
 * the first (or on the dialog itself) goes to the last. Tab inside an iframe never reaches the page, so a
 * sentinel after the content (`sentinelProps`) catches focus leaving the frame and sends it to the first.
 */
export function useFocusTrap(containerRef: React.RefObject<HTMLElement | null>, active: boolean) {
  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      const container = containerRef.current
      if (!active || event.key !== "Tab" || !container) return
      const items = focusables(container)
      if (items.length === 0) {
        event.preventDefault()
        return
      }
      const first = items[0]
      const last = items[items.length - 1]
      const current = document.activeElement
      if (event.shiftKey && (current === first || current === container)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && current === last) {
        event.preventDefault()
        first.focus()
      }
    },
    [containerRef, active],
  )

  const sentinelProps = {
    tabIndex: 0,
    "data-focus-sentinel": "",
    onFocus: () => {
      const container = containerRef.current
      if (container) (focusables(container)[0] ?? container).focus()
    },
  }

  return { onKeyDown, sentinelProps }
}
