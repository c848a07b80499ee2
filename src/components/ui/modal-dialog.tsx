import React, { useEffect, useRef } from "react"
import { flushSync } from "react-dom"
import "./stylesheet-order"
import * as styles from "./modal-dialog.module.css"

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

interface ModalDialogProps {
  open: boolean
  /** Called for Escape, a click on the backdrop, or any other native close; the parent then sets open=false. */
  onClose: () => void
  /** id of the element that names the dialog (usually its heading). */
  labelledBy: string
  describedBy?: string
  /** Element to focus when the dialog opens; defaults to the first focusable element inside. */
  initialFocus?: React.RefObject<HTMLElement>
  onKeyDown?: (event: React.KeyboardEvent<HTMLDialogElement>) => void
  className?: string
  children: React.ReactNode
}

/**
 * A modal dialog on the native <dialog> element (WAI-ARIA APG dialog pattern): showModal() makes the rest of
 * the page inert and puts the dialog in the top layer; focus moves in on open, Tab wraps inside, Escape and a
 * click on the backdrop close it, and focus goes back to the element that opened it.
 */
export function ModalDialog({ open, onClose, labelledBy, describedBy, initialFocus, onKeyDown, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLElement | null>(null)
  const pressStartedOnBackdrop = useRef(false)
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const openRef = useRef(open)
  openRef.current = open

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      // Read before showModal(), while the layout is clean: does the page's scrollbar take room (a desktop's
      // classic scrollbars)? Then its gutter stays while the page is locked, and the page behind keeps its width.
      const scrollbarTakesRoom = window.innerWidth > document.documentElement.clientWidth
      dialog.showModal()
      document.documentElement.classList.add(styles.locked)
      if (scrollbarTakesRoom) document.documentElement.classList.add(styles.keepGutter)
      const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open, initialFocus])

  // Leaving the page with the dialog open must not leave the page locked.
  useEffect(
    () => () => {
      document.documentElement.classList.remove(styles.locked, styles.keepGutter)
      if (ref.current?.open) ref.current.close()
    },
    [],
  )

  // One place for everything that follows a close, however it was closed. The browser fires the close event
  // as a task of its own, after the dialog has closed: a key pressed in between may already have opened it
  // again, and then this late event is about a dialog that is no longer closed.
  const handleClose = () => {
    if (ref.current?.open) return
    document.documentElement.classList.remove(styles.locked, styles.keepGutter)
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
    // Commit open=false now. Left to React's scheduler, a reopen from the opener right away (Space on the
    // button just focused) could be batched with it: open would stay true, the effect above would not run
    // again, and the dialog would stay closed.
    if (openRef.current) flushSync(() => onCloseRef.current())
  }

  // The dialog element itself is the target only outside its content box, i.e. on the backdrop. A press that
  // starts inside the content and ends on the backdrop (selecting text, dragging) does not close.
  const handlePointerDown = (event: React.PointerEvent<HTMLDialogElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget
  }
  const handleClick = (event: React.MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget
    // Keyboard "clicks" have no pointerdown; they never land on the dialog element itself anyway.
    if (onBackdrop && (pressStartedOnBackdrop.current || event.detail === 0)) onCloseRef.current()
    pressStartedOnBackdrop.current = false
  }

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab") wrapTab(event)
    // Escape closes through the state, at once, and the <dialog> follows (the effect above); the browser's own
    // Escape would close the element first and tell React only with the later close event, so a Space pressed
    // right after, on the opener that has its focus back, found the state still open and was lost.
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault()
      flushSync(() => onCloseRef.current())
    }
    onKeyDown?.(event)
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- WAI-ARIA dialog pattern: Escape and Tab on the dialog, a click on its backdrop closes it (the close button is the keyboard's way)
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ""}`}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-modal="true"
      onClose={handleClose}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  )
}

/** Keeps Tab inside the dialog: past the last control it goes to the first, and Shift+Tab the other way. */
function wrapTab(event: React.KeyboardEvent<HTMLDialogElement>) {
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(el => el.getClientRects().length > 0)
  if (focusable.length === 0) return
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
