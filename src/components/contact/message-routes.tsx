import React from "react"
import { useLocale, useT } from "../i18n/locale"
import type { ContactFields } from "../../lib/contact-form"
import { messageRoutes } from "../../lib/message-routes"
import * as styles from "./message-routes.module.css"

/**
 * Shown when the form could not send: the same message, ready to go by WhatsApp or e-mail from the
 * visitor's own app. The links are rebuilt from the fields on every render, so later edits go with them.
 */
export function MessageRoutes({ contact, fields }: { contact: { whatsapp: string; email: string }; fields: ContactFields }) {
  const t = useT()
  // The message says which language the visitor wrote from ("Language: Hindi").
  const routes = messageRoutes(contact, fields, useLocale())
  return (
    <div className={styles.routes} data-testid="message-routes">
      <p className={styles.routesText}>{t("Your message is kept in the form. You can also send it yourself, exactly as typed:")}</p>
      <ul className={styles.routesList}>
        <li>
          <a href={routes.whatsapp} target="_blank" rel="noopener noreferrer" className={`${styles.route} ${styles.whatsapp}`}>
            {t("Send on WhatsApp")}
          </a>
        </li>
        <li>
          <a href={routes.email} className={styles.route}>
            {t("Send by e-mail")}
          </a>
        </li>
      </ul>
    </div>
  )
}
