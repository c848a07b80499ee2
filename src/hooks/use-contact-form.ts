import { useCallback, useEffect, useReducer, useRef, useState } from "react"
import type React from "react"
import {
  contactFormReducer,
  EMPTY_FIELDS,
  FIELD_LIMITS,
  FIELD_NAMES,
  firstInvalidField,
  hasContent,
  initialState,
  statusText,
  statusTone,
  validate,
  type ContactFields,
  type FieldName,
} from "../lib/contact-form"
import { readTopic, type TopicTable } from "../lib/enquiry"
import { describeFailure, MissingConfigError, SEND_TIMEOUT_MS, withTimeout, type Sender } from "../lib/send-message"
import { useSessionDraft } from "./use-session-draft"
import { layOutWholePage } from "../lib/whole-page"
import { useT } from "./use-locale"

type FieldElement = HTMLInputElement | HTMLTextAreaElement

export const fieldId = (name: FieldName) => `contact-${name.replace("user_", "")}`
export const errorId = (name: FieldName) => `${fieldId(name)}-error`

const submitButton = (form: HTMLFormElement | null) => form?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
}

/** The topics the page knows and the address's query string, which may name one of them. */
export interface EnquiryContext {
  topics: TopicTable
  search?: string
}

const NO_TOPICS: TopicTable = new Map()

/**
 * The contact form's behaviour: the reducer's state, the one-send-at-a-time guard, the 20 s time-out,
 * the session draft, the honeypot, focus management, and the topic named in the address (applied once the
 * page has hydrated, over the restored draft). `send` is injected so tests can mock it.
 */
export function useContactForm(send: Sender, timeoutMs = SEND_TIMEOUT_MS, enquiry?: EnquiryContext) {
  // The reducer keeps its messages as English keys; they are shown in the page's language.
  const t = useT()
  const topics = enquiry?.topics ?? NO_TOPICS
  const search = enquiry?.search ?? ""
  const [state, dispatch] = useReducer(contactFormReducer, initialState)
  const [honeypot, setHoneypot] = useState("")
  // Until hydration the submit button stays disabled, so an early click cannot post the form natively.
  const [ready, setReady] = useState(false)
  const inFlight = useRef(false)
  const mounted = useRef(true)
  // The submit button is disabled while sending, which drops its focus; it gets it back afterwards.
  const refocusSubmit = useRef(false)
  const fieldRefs = useRef<Partial<Record<FieldName, FieldElement | null>>>({})
  const formRef = useRef<HTMLFormElement>(null)

  useEffect(() => {
    mounted.current = true
    setReady(true)
    return () => {
      mounted.current = false
    }
  }, [])

  // What the visitor typed before hydration wins over an older draft; otherwise the draft comes back.
  const restore = useCallback((draft: ContactFields | null) => {
    const typed = { ...EMPTY_FIELDS }
    for (const name of FIELD_NAMES) typed[name] = fieldRefs.current[name]?.value ?? ""
    const fields = hasContent(typed) ? typed : draft
    if (fields) dispatch({ type: "restore", fields })
  }, [])
  useSessionDraft(state.fields, restore)

  // Declared after the draft's restore, so a topic in the address is applied over the restored draft.
  useEffect(() => {
    const topic = readTopic(search, topics)
    if (topic) dispatch({ type: "topic", topic, known: topics })
  }, [search, topics])

  // After a refused submit, focus goes to the first field in error, once its aria-invalid is rendered.
  useEffect(() => {
    if (state.attempts === 0) return
    const first = firstInvalidField(state.errors)
    if (first) fieldRefs.current[first]?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new attempt moves focus, not each correction the visitor makes afterwards
  }, [state.attempts])

  useEffect(() => {
    if (state.status === "sending" || !refocusSubmit.current) return
    refocusSubmit.current = false
    const active = document.activeElement
    if (!active || active === document.body) submitButton(formRef.current)?.focus({ preventScroll: true })
  }, [state.status])

  const onSubmit = useCallback(
    async (event?: React.FormEvent) => {
      event?.preventDefault()
      if (inFlight.current) return // a second click or Enter while sending sends nothing
      if (honeypot) {
        dispatch({ type: "sent" }) // a bot filled the hidden field: pretend, send nothing
        return
      }
      const fields = state.fields
      if (firstInvalidField(validate(fields))) {
        dispatch({ type: "submit" })
        return
      }
      inFlight.current = true
      refocusSubmit.current = document.activeElement === submitButton(formRef.current)
      dispatch({ type: "submit" })
      try {
        await withTimeout(send(fields), timeoutMs)
        if (mounted.current) dispatch({ type: "sent" })
      } catch (error) {
        console.error(`Contact form: the message could not be sent (${describeFailure(error)}).`, error)
        if (mounted.current) dispatch({ type: "failed", reason: error instanceof MissingConfigError ? "config" : "send" })
      } finally {
        inFlight.current = false
      }
    },
    [honeypot, send, state.fields, timeoutMs],
  )

  const field = useCallback(
    (name: FieldName) => {
      const error = state.errors[name]
      return {
        id: fieldId(name),
        name,
        value: state.fields[name],
        maxLength: FIELD_LIMITS[name],
        readOnly: state.status === "sending",
        "aria-invalid": error ? (true as const) : undefined,
        error: error && t(error),
        errorId: errorId(name),
        ref: (el: FieldElement | null) => {
          fieldRefs.current[name] = el
        },
        onChange: (e: React.ChangeEvent<FieldElement>) => dispatch({ type: "change", name, value: e.target.value }),
      }
    },
    [state.errors, state.fields, state.status, t],
  )

  /** Brings the form into view and puts the caret in its first field (the free-consultation button). */
  const focusForm = useCallback(() => {
    const first = fieldRefs.current[FIELD_NAMES[0]]
    layOutWholePage()
    formRef.current?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" })
    first?.focus({ preventScroll: true })
  }, [])

  /** Opens the form on a known topic from this page (the free-consultation button), then focuses it. */
  const chooseTopic = useCallback(
    (key: string) => {
      const topic = topics.get(key)
      if (topic) dispatch({ type: "topic", topic, known: topics })
      focusForm()
    },
    [focusForm, topics],
  )

  return {
    state,
    status: { text: t(statusText(state)), tone: statusTone(state.status, state.failure) },
    failure: state.status === "error" ? state.failure : null,
    sending: state.status === "sending",
    ready,
    field,
    honeypot: { value: honeypot, onChange: (e: React.ChangeEvent<HTMLInputElement>) => setHoneypot(e.target.value) },
    onSubmit,
    focusForm,
    chooseTopic,
    formRef,
  }
}

export type ContactFormController = ReturnType<typeof useContactForm>
