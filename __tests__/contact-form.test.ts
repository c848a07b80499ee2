import {
  contactFormReducer,
  EMPTY_FIELDS,
  FIELD_LIMITS,
  initialState,
  isEmail,
  parseDraft,
  STATUS_TEXT,
  statusText,
  statusTone,
  validate,
  type ContactFields,
  type ContactFormState,
} from "../src/lib/contact-form"

const filled: ContactFields = {
  user_name: "Asha Meena",
  user_email: "asha@example.com",
  user_phone: "",
  user_subject: "",
  user_message: "Trial class for my son, please.",
}

const withFields = (fields: Partial<ContactFields>): ContactFormState => ({ ...initialState, fields: { ...EMPTY_FIELDS, ...fields } })

describe("validate", () => {
  it("requires name, e-mail and message, and nothing else", () => {
    expect(Object.keys(validate(EMPTY_FIELDS)).sort()).toEqual(["user_email", "user_message", "user_name"])
    expect(validate(filled)).toEqual({})
  })

  it("treats whitespace-only as empty", () => {
    expect(validate({ ...filled, user_name: "   " }).user_name).toMatch(/name/)
  })

  it.each(["asha", "asha@", "asha@example", "a b@example.com", "asha@@example.com", "@example.com", "asha@example."])(
    "rejects the e-mail %p",
    email => {
      expect(isEmail(email)).toBe(false)
      expect(validate({ ...filled, user_email: email }).user_email).toMatch(/valid e-mail/)
    },
  )

  it.each(["asha@example.com", "a.b+c@mail.example.co.in", " asha@example.com "])("accepts the e-mail %p", email => {
    expect(isEmail(email)).toBe(true)
  })
})

describe("contactFormReducer", () => {
  it("refuses a submit with empty required fields: warning, errors per field, nothing to send", () => {
    const state = contactFormReducer(withFields({ user_email: "asha@example.com" }), { type: "submit" })
    expect(state.status).toBe("invalid")
    expect(Object.keys(state.errors).sort()).toEqual(["user_message", "user_name"])
    expect(state.attempts).toBe(1)
    expect(statusText(state)).toBe(STATUS_TEXT.required)
    expect(statusTone(state.status)).toBe("warning")
  })

  it("refuses an invalid e-mail with its own message", () => {
    const state = contactFormReducer(withFields({ ...filled, user_email: "asha@example" }), { type: "submit" })
    expect(state.status).toBe("invalid")
    expect(Object.keys(state.errors)).toEqual(["user_email"])
    expect(statusText(state)).toBe(STATUS_TEXT.email)
    expect(statusTone(state.status)).toBe("warning")
  })

  it("goes idle → sending → success and clears every field", () => {
    const sending = contactFormReducer(withFields(filled), { type: "submit" })
    expect(sending.status).toBe("sending")
    const done = contactFormReducer(sending, { type: "sent" })
    expect(done.status).toBe("success")
    expect(done.fields).toEqual(EMPTY_FIELDS)
    expect(statusText(done)).toBe(STATUS_TEXT.success)
    expect(statusTone(done.status)).toBe("success")
  })

  it("keeps every field on failure", () => {
    const all = { ...filled, user_phone: "+91 98290 00000", user_subject: "Trial" }
    const failed = contactFormReducer(contactFormReducer(withFields(all), { type: "submit" }), { type: "failed" })
    expect(failed.status).toBe("error")
    expect(failed.fields).toEqual(all)
    expect(statusText(failed)).toBe(STATUS_TEXT.error)
    expect(statusTone(failed.status)).toBe("error")
  })

  it("ignores a second submit, edits and restores while sending", () => {
    const sending = contactFormReducer(withFields(filled), { type: "submit" })
    expect(contactFormReducer(sending, { type: "submit" })).toBe(sending)
    expect(contactFormReducer(sending, { type: "change", name: "user_name", value: "x" })).toBe(sending)
    expect(contactFormReducer(sending, { type: "restore", fields: EMPTY_FIELDS })).toBe(sending)
  })

  it("re-checks a field in error as it is corrected, and returns to idle when all are fixed", () => {
    let state = contactFormReducer(withFields({ user_name: "Asha", user_message: "Hi" }), { type: "submit" })
    expect(state.errors.user_email).toBeDefined()
    state = contactFormReducer(state, { type: "change", name: "user_email", value: "asha@" })
    expect(state.errors.user_email).toMatch(/valid e-mail/)
    state = contactFormReducer(state, { type: "change", name: "user_email", value: "asha@example.com" })
    expect(state.errors).toEqual({})
    expect(state.status).toBe("idle")
  })

  it("cuts values at the field's limit", () => {
    const state = contactFormReducer(initialState, { type: "change", name: "user_message", value: "x".repeat(5000) })
    expect(state.fields.user_message).toHaveLength(FIELD_LIMITS.user_message)
  })
})

describe("parseDraft", () => {
  it("reads a stored draft", () => {
    expect(parseDraft(JSON.stringify(filled))).toEqual(filled)
  })

  it.each([null, "", "not json", "[]", "42", JSON.stringify({ user_name: 7 }), JSON.stringify(EMPTY_FIELDS)])("ignores %p", raw => {
    expect(parseDraft(raw)).toBeNull()
  })
})
