import { useEffect, useRef } from "react"
import { hasContent, parseDraft, type ContactFields } from "../lib/contact-form"

export const DRAFT_KEY = "contact-form-draft"
export const DRAFT_DEBOUNCE_MS = 400

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage disabled by the browser's privacy settings: the form still works, without drafts
  }
}

function write(key: string, fields: ContactFields): void {
  try {
    if (hasContent(fields)) storage()?.setItem(key, JSON.stringify(fields))
    else storage()?.removeItem(key)
  } catch {
    // quota exceeded or storage refused: nothing to do but keep the form working
  }
}

/**
 * Keeps a draft of the form in sessionStorage so a reload or an accidental navigation loses nothing.
 * Writes are debounced and flushed when the page is hidden; an empty form (after a successful send)
 * removes the draft. `onRestore` gets the stored draft (or null) once, after mount, never during
 * hydration, so server and client render the same markup.
 */
export function useSessionDraft(fields: ContactFields, onRestore: (draft: ContactFields | null) => void, key = DRAFT_KEY): void {
  const latest = useRef(fields)
  const pending = useRef(false)
  const skipFirst = useRef(true)
  latest.current = fields

  useEffect(() => {
    let draft: ContactFields | null = null
    try {
      draft = parseDraft(storage()?.getItem(key) ?? null)
    } catch {
      draft = null
    }
    onRestore(draft)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per key, not per onRestore identity: a later call would put an old draft over new typing
  }, [key])

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false // the empty first render must not wipe a draft that is being restored
      return
    }
    if (!hasContent(fields)) {
      pending.current = false
      write(key, fields)
      return
    }
    pending.current = true
    const timer = setTimeout(() => {
      pending.current = false
      write(key, fields)
    }, DRAFT_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [fields, key])

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return
      pending.current = false
      write(key, latest.current)
    }
    window.addEventListener("pagehide", flush)
    return () => {
      window.removeEventListener("pagehide", flush)
      flush() // leaving the page through client-side navigation
    }
  }, [key])
}
