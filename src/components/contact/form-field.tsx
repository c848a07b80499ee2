import React from "react"
import { useT } from "../i18n/locale"
import type { ContactFormController } from "../../hooks/use-contact-form"
import * as styles from "./form-field.module.css"
import { ChangingText } from "../ui/changing-text"

type Control = ReturnType<ContactFormController["field"]>

interface FormFieldProps {
  label: string
  control: Control
  required?: boolean
  type?: "text" | "email" | "tel"
  autoComplete?: string
  inputMode?: React.HTMLAttributes<HTMLInputElement>["inputMode"]
  /** A textarea with a visible character counter. */
  multiline?: boolean
  className?: string
}

/** A labelled input or textarea with its own error message, tied to it with aria-describedby. */
export function FormField({ label, control, required, type = "text", autoComplete, inputMode, multiline, className }: FormFieldProps) {
  const { error, errorId, ...input } = control
  const t = useT()
  const countId = `${input.id}-count`
  const describedBy = [error ? errorId : null, multiline ? countId : null].filter(Boolean).join(" ") || undefined
  const shared = { ...input, required, "aria-describedby": describedBy, className: styles.control }
  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={input.id} className={styles.label}>
        {label}
        <span className={required ? styles.required : styles.optional}>{` (${required ? t("required") : t("optional")})`}</span>
      </label>
      {multiline ? <textarea {...shared} rows={6} /> : <input {...shared} type={type} autoComplete={autoComplete} inputMode={inputMode} />}
      {(error || multiline) && (
        <div className={styles.fieldFoot}>
          {error && (
            <p id={errorId} className={styles.fieldError}>
              <ChangingText>{error}</ChangingText>
            </p>
          )}
          {multiline && (
            <p id={countId} className={styles.count}>
              <ChangingText>{`${input.value.length} / ${input.maxLength}`}</ChangingText>
              <span className="visually-hidden">{` ${t("characters")}`}</span>
            </p>
          )}
        </div>
      )}
    </div>
  )
}
