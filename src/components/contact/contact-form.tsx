import type { SiteData } from "../../hooks/use-site-data"
import React from "react"
import { useT } from "../i18n/locale"
import type { ContactFormController } from "../../hooks/use-contact-form"
import { Button } from "../ui/button"
import { FormField } from "./form-field"
import { whatsappUrl } from "./contact-cards"
import { MessageRoutes } from "./message-routes"
import * as styles from "./contact-form.module.css"
import { ChangingText } from "../ui/changing-text"

/** The ways to reach us that the no-script note names. */
type Contact = Pick<SiteData["contact"], "phones" | "whatsapp" | "email">

/**
 * The message form. Checks are ours (noValidate) so every message reads the same in every browser;
 * the status region is always in the DOM so screen readers announce the text that appears in it.
 */
export function ContactForm({
  form,
  contact,
  labelledBy,
  onFocus,
}: {
  form: ContactFormController
  contact: Contact
  labelledBy?: string
  onFocus?: () => void
}) {
  const { field, status, sending, ready } = form
  const t = useT()
  return (
    <form
      id="contact-form"
      ref={form.formRef}
      className={styles.form}
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      onSubmit={form.onSubmit}
      onFocus={onFocus}
    >
      <div className={styles.grid}>
        <FormField label={t("Your name")} control={field("user_name")} required autoComplete="name" />
        <FormField label={t("E-mail address")} control={field("user_email")} required type="email" autoComplete="email" inputMode="email" />
        <FormField label={t("Phone number")} control={field("user_phone")} type="tel" autoComplete="tel" inputMode="tel" />
        <FormField label={t("Subject")} control={field("user_subject")} autoComplete="off" />
        <FormField label={t("Your message")} control={field("user_message")} required multiline className={styles.wide} />
      </div>

      {/* Honeypot: people never see or reach it; bots that fill every field get a pretend success. */}
      <div className={styles.trap} aria-hidden="true">
        <label htmlFor="contact-website">{t("Leave this field empty")}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" {...form.honeypot} />
      </div>

      <div
        role="status"
        aria-live="polite"
        aria-atomic="true"
        data-tone={status.tone ?? undefined}
        className={`${styles.status} ${status.tone ? styles[status.tone] : ""}`}
      >
        {/* Keyed by attempt so a repeated warning is a new node, announced again. */}
        {status.text && <span key={form.state.attempts}>{status.text}</span>}
      </div>
      {form.failure && <MessageRoutes contact={contact} fields={form.state.fields} />}

      <div className={styles.actions}>
        <Button type="submit" className={styles.submit} disabled={!ready || sending}>
          <ChangingText>{sending ? t("Sending Message...") : t("Send Message")}</ChangingText>
        </Button>
        <p className={styles.note}>{t("We reply within 2 hours during office hours.")}</p>
      </div>
      {/* Without scripts the button stays disabled: say so in one sentence, with the other ways to reach us. */}
      <noscript>
        <p className={styles.note}>
          {t("This form needs JavaScript to send: call us on")}{" "}
          {contact.phones.map((p, i) => (
            <React.Fragment key={p.tel}>
              {i > 0 && ` ${t("or")} `}
              <a href={`tel:${p.tel}`}>{p.display}</a>
            </React.Fragment>
          ))}
          {`, ${t("message us on")}`}{" "}
          <a href={whatsappUrl(contact.whatsapp)} rel="noopener noreferrer">
            WhatsApp
          </a>{" "}
          {`${t("or e-mail")} `}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
          {t(".")}
        </p>
      </noscript>
    </form>
  )
}
