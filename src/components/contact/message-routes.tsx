import React from "react"
import type { ContactFields } from "../../lib/contact-form"
import { messageRoutes } from "../../lib/message-routes"
import * as styles from "./message-routes.module.css"

/**
 * Shown when the form could not send: the same message, ready to go by WhatsApp or e-mail from the
 * visitor's own app. The links are rebuilt from the fields on every render, so later edits go with them.
 */
export function MessageRoutes({ contact, fields }: { contact: { whatsapp: string; email: string }; fields: ContactFields }) {
  const routes = messageRoutes(contact, fields)
  return (
    <div className={styles.routes} data-testid="message-routes">
      <p className={styles.routesText}>Your message is kept in the form. You can also send it yourself, exactly as typed:</p>
      <ul className={styles.routesList}>
        <li>
          <a href={routes.whatsapp} target="_blank" rel="noopener noreferrer" className={`${styles.route} ${styles.whatsapp}`}>
            Send on WhatsApp
          </a>
        </li>
        <li>
          <a href={routes.email} className={styles.route}>
            Send by e-mail
          </a>
        </li>
      </ul>
    </div>
  )
}
