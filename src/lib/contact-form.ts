/**
 * The contact form's state machine, as pure data and a reducer: idle → sending → success | error, with
 * "invalid" for a submit that failed the checks. No DOM, no timers, no network: the hook drives it.
 */

import { applyTopic, type Topic, type TopicTable } from "./enquiry"
import type { Locale } from "../shared/routes"

/**
 * The language the visitor wrote from, named in English for the business (EmailJS's user_language and the
 * "Language:" line of a WhatsApp or e-mail message).
 */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", hi: "Hindi" }

export const FIELD_NAMES = ["user_name", "user_email", "user_phone", "user_subject", "user_message"] as const
export type FieldName = (typeof FIELD_NAMES)[number]
export type ContactFields = Record<FieldName, string>
export type FieldErrors = Partial<Record<FieldName, string>>

export const REQUIRED_FIELDS: readonly FieldName[] = ["user_name", "user_email", "user_message"]

/** Generous upper bounds: long enough for any real entry, short enough to stop abuse. RFC 5321 caps e-mail at 254. */
export const FIELD_LIMITS: Record<FieldName, number> = {
  user_name: 100,
  user_email: 254,
  user_phone: 20,
  user_subject: 150,
  user_message: 2000,
}

export const EMPTY_FIELDS: ContactFields = {
  user_name: "",
  user_email: "",
  user_phone: "",
  user_subject: "",
  user_message: "",
}

/** The texts below are English keys: the view shows them through t() in the page's language. */
export const STATUS_TEXT = {
  required: "Please fill in all required fields",
  email: "Please enter a valid e-mail address",
  success: "Thank you for your message! We will get back to you soon.",
  error: "Sorry, there was an error sending your message. Please try again.",
  notConfigured:
    "Our online form is not connected yet, so it cannot send your message from here. Nothing is lost: please send it on WhatsApp or by e-mail below.",
} as const

const REQUIRED_TEXT: Partial<Record<FieldName, string>> = {
  user_name: "Please enter your name.",
  user_email: "Please enter your e-mail address.",
  user_message: "Please enter your message.",
}
const INVALID_EMAIL_TEXT = "Please enter a valid e-mail address, for example name@example.com."

// One "@", no spaces, a dot in the domain with a label after it: what a person can mistype, not RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim())
}

export function fieldError(name: FieldName, value: string): string | undefined {
  const empty = value.trim() === ""
  if (empty) return REQUIRED_TEXT[name]
  if (name === "user_email" && !isEmail(value)) return INVALID_EMAIL_TEXT
  return undefined
}

export function validate(fields: ContactFields): FieldErrors {
  const errors: FieldErrors = {}
  for (const name of FIELD_NAMES) {
    const error = fieldError(name, fields[name])
    if (error) errors[name] = error
  }
  return errors
}

export function firstInvalidField(errors: FieldErrors): FieldName | undefined {
  return FIELD_NAMES.find(name => errors[name])
}

export function hasContent(fields: ContactFields): boolean {
  return FIELD_NAMES.some(name => fields[name] !== "")
}

/** Accepts only a well-formed draft; anything else (old format, hand-edited storage) is ignored. */
export function parseDraft(raw: string | null): ContactFields | null {
  if (!raw) return null
  try {
    const data: unknown = JSON.parse(raw)
    if (!data || typeof data !== "object") return null
    const fields = { ...EMPTY_FIELDS }
    for (const name of FIELD_NAMES) {
      const value = (data as Record<string, unknown>)[name]
      if (value === undefined) continue
      if (typeof value !== "string") return null
      fields[name] = value.slice(0, FIELD_LIMITS[name])
    }
    return hasContent(fields) ? fields : null
  } catch {
    return null
  }
}

export type Status = "idle" | "invalid" | "sending" | "success" | "error"
export type Tone = "warning" | "error" | "success"
/** Why a send failed: the provider or the network ("send"), or the form's ids are not set up ("config"). */
export type FailureReason = "send" | "config"

export interface ContactFormState {
  status: Status
  fields: ContactFields
  errors: FieldErrors
  /** Counts refused submits, so the view can move focus to the first invalid field after each one. */
  attempts: number
  /** Set with the error status; the view then offers WhatsApp and e-mail. */
  failure: FailureReason | null
}

export const initialState: ContactFormState = { status: "idle", fields: EMPTY_FIELDS, errors: {}, attempts: 0, failure: null }

export type Action =
  | { type: "change"; name: FieldName; value: string }
  | { type: "restore"; fields: ContactFields }
  | { type: "submit" }
  | { type: "sent" }
  | { type: "failed"; reason?: FailureReason }
  | { type: "topic"; topic: Topic; known: TopicTable }

export function contactFormReducer(state: ContactFormState, action: Action): ContactFormState {
  switch (action.type) {
    case "change": {
      if (state.status === "sending") return state // fields are read-only while a message is on its way
      const value = action.value.slice(0, FIELD_LIMITS[action.name])
      const fields = { ...state.fields, [action.name]: value }
      // An error shown for a field is re-checked as the visitor corrects it; new errors wait for the next submit.
      const errors = { ...state.errors }
      if (errors[action.name]) {
        const error = fieldError(action.name, value)
        if (error) errors[action.name] = error
        else delete errors[action.name]
      }
      const status = state.status === "invalid" && !firstInvalidField(errors) ? "idle" : state.status
      return { ...state, fields, errors, status }
    }
    case "restore":
      if (state.status === "sending") return state
      return { ...state, fields: { ...action.fields } }
    case "topic":
      if (state.status === "sending") return state
      return { ...state, fields: applyTopic(state.fields, action.topic, action.known) }
    case "submit": {
      if (state.status === "sending") return state
      const errors = validate(state.fields)
      if (firstInvalidField(errors)) return { ...state, status: "invalid", errors, attempts: state.attempts + 1 }
      return { ...state, status: "sending", errors: {}, failure: null }
    }
    case "sent":
      return { ...state, status: "success", fields: EMPTY_FIELDS, errors: {}, failure: null }
    case "failed":
      return { ...state, status: "error", failure: action.reason ?? "send" }
  }
}

export function statusText(state: ContactFormState): string {
  switch (state.status) {
    case "invalid":
      return REQUIRED_FIELDS.some(name => state.fields[name].trim() === "") ? STATUS_TEXT.required : STATUS_TEXT.email
    case "success":
      return STATUS_TEXT.success
    case "error":
      return state.failure === "config" ? STATUS_TEXT.notConfigured : STATUS_TEXT.error
    default:
      return ""
  }
}

export function statusTone(status: Status, failure?: FailureReason | null): Tone | null {
  if (status === "invalid") return "warning"
  if (status === "error") return failure === "config" ? "warning" : "error"
  if (status === "success") return "success"
  return null
}
