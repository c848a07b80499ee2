import React, { useCallback } from "react"
import type { SiteData } from "../../hooks/use-site-data"
import { useContactForm, type EnquiryContext } from "../../hooks/use-contact-form"
import { loadEmailJs, type Sender } from "../../lib/send-message"
import { ContactForm } from "./contact-form"
import { ContactSidebar } from "./contact-sidebar"
import * as styles from "./contact-page.module.css"

type PageContent = Queries.PageContentFieldsFragment

/**
 * Fetches the e-mail client once the visitor is in the form, so pressing Send does not wait for it. It starts when
 * the browser is next idle, after the frame that answers the focus: a tap on Send also focuses the form, and
 * starting the script's download inside that tap made its answer 15 to 20 ms later at 4x CPU slowdown.
 */
const preloadEmailJs = () => {
  const load = () => void loadEmailJs().catch(() => undefined)
  if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 1000 })
  else window.setTimeout(load, 0)
}

/**
 * The message form and the sidebar beside it. The form's state lives here, not in the page: a keystroke or a
 * refused submit renders this part, while the header, the hero, the cards, the questions and the footer stay as
 * they are (the page's own elements, `intro` among them, are passed in and so are not rendered again). On a slow
 * phone that is most of the time between the tap on Send and its answer (`npm run bench:interactions`).
 */
export function MessageColumns({
  send,
  enquiry,
  page,
  contact,
  labelledBy,
  intro,
}: {
  send: Sender
  enquiry: EnquiryContext
  page: PageContent
  contact: SiteData["contact"]
  labelledBy: string
  /** The heading and text above the form. */
  intro: React.ReactNode
}) {
  const form = useContactForm(send, undefined, enquiry)
  const { chooseTopic } = form
  const onConsultation = useCallback(() => chooseTopic("consultation"), [chooseTopic])
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        {intro}
        <ContactForm form={form} contact={contact} labelledBy={labelledBy} onFocus={preloadEmailJs} />
      </div>
      <ContactSidebar page={page} onConsultation={onConsultation} />
    </div>
  )
}
