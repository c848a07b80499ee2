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
 * the page inert and puts the dialog in the top layer (one frame after it is shown: makeModalAfterPaint); focus
 * moves in on open, Tab wraps inside, Escape and a click on the backdrop close it, and focus goes back to the
 * element that opened it.
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
    if (!dialog) return undefined
    if (!open) {
      if (dialog.open) {
        dialog.close()
        // Everything that follows a close, now, in the task that closed it: the close event comes as a task of its
        // own, and a key pressed in between (Space on the opener, to open it again) would find the focus still on
        // the closed dialog's button. The browser gives the focus back itself only to the element focused when
        // showModal() was called, which is inside the dialog (makeModalAfterPaint).
        afterClose()
      }
      return undefined
    }
    if (!dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
      // Read before the dialog opens, while the layout is clean: does the page's scrollbar take room (a desktop's
      // classic scrollbars)? Then its gutter stays while the page is locked, and the page behind keeps its width.
      const scrollbarTakesRoom = window.innerWidth > document.documentElement.clientWidth
      // Shown at once, and made modal after the frame that shows it (makeModalAfterPaint, below).
      dialog.show()
      document.documentElement.classList.add(styles.locked)
      if (scrollbarTakesRoom) document.documentElement.classList.add(styles.keepGutter)
      const target = initialFocus?.current ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    }
    return makeModalAfterPaint(dialog)
  }, [open, initialFocus])

  // Leaving the page with the dialog open must not leave the page locked.
  useEffect(
    () => () => {
      document.documentElement.classList.remove(styles.locked, styles.keepGutter)
      if (ref.current?.open) ref.current.close()
    },
    [],
  )

  // What follows a close, however it was closed: the page unlocked and the focus back on the element that opened
  // the dialog. Once: the opener is forgotten.
  const afterClose = () => {
    document.documentElement.classList.remove(styles.locked, styles.keepGutter)
    const target = opener.current
    opener.current = null
    if (target?.isConnected) target.focus()
  }

  // The close event, after every close. For one the state asked for, the effect above has already done
  // afterClose (now a no-op); for a native one, this does it and tells the state. The browser fires it as a task
  // of its own, after the dialog has closed: a key pressed in between may already have opened it again, and then
  // this late event is about a dialog that is no longer closed.
  const handleClose = () => {
    if (ref.current?.open) return
    afterClose()
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
      // A dialog holds controls and what the page shows already: out of the site search's text.
      data-pagefind-ignore=""
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  )
}

/**
 * Makes the open, non-modal `dialog` modal once the frame that shows it has been painted; returns a function that
 * cancels this if the dialog closes first.
 *
 * Why in two steps: showModal() makes the rest of the page inert, and Chromium then restyles every element of the
 * page that is laid out, in the task that opens the dialog. On the gallery that is 30 to 35 ms of a 4x-slowed CPU,
 * and the tap's answer (its next paint) waited for it. Opened with show() first, styled exactly as the modal one
 * (modal-dialog.module.css), the dialog is painted without that work; the page behind becomes inert a frame later.
 * Measured in docs/architecture.md#machinery.
 *
 * The step from one to the other removes the open attribute and calls showModal() in one task, so nothing is drawn
 * in between. Not close(): that would fire a close event and send the focus back to the page on the way.
 */
function makeModalAfterPaint(dialog: HTMLDialogElement): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // A task queued from the frame's animation callback runs after that frame has been drawn.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (!dialog.open || dialog.matches(":modal")) return
      const focused = document.activeElement
      dialog.removeAttribute("open")
      dialog.showModal()
      // showModal() focuses the first control; keep the one that had the focus (the same one, unless a key moved it).
      if (focused instanceof HTMLElement && focused !== document.activeElement && dialog.contains(focused)) focused.focus()
    })
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
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
