import React, { memo } from "react"
import { useT } from "../i18n/locale"
import { blockLangs, findBlock } from "../page/page-content"
import { Bullets, Prose } from "../ui/prose"
import { contactHref } from "../../lib/enquiry"
import { ContactIcon } from "./contact-icon"
import * as styles from "./contact-sidebar.module.css"

type PageContent = Queries.PageContentFieldsFragment

/**
 * Why choose us, quick response and the free consultation. The consultation button is a link to the
 * form on the consultation topic, so it works before hydration too; once hydrated it fills the subject,
 * scrolls to the form and focuses the first field. Memoised: the form beside it renders again at each
 * keystroke, this does not.
 */
export const ContactSidebar = memo(function ContactSidebar({ page, onConsultation }: { page: PageContent; onConsultation: () => void }) {
  const why = findBlock(page, "why")
  const quick = findBlock(page, "quick-response")
  const consultation = findBlock(page, "consultation")
  const [whyLang, quickLang, consultationLang] = [why, quick, consultation].map(block => blockLangs(page, block))
  const t = useT()
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    e.preventDefault()
    onConsultation()
  }
  return (
    <aside className={styles.sidebar} aria-label={t("Why contact us")}>
      {why && (
        <section className={styles.panel} aria-labelledby="why-title">
          <h2 id="why-title" className={styles.title} lang={whyLang("title")}>
            {why.title}
          </h2>
          <Bullets items={why.list} className={styles.bullets} lang={i => whyLang(`list[${i}]`)} />
        </section>
      )}
      {quick && (
        <section className={`${styles.panel} ${styles.quick}`} aria-labelledby="quick-title">
          <h2 id="quick-title" className={styles.title} lang={quickLang("title")}>
            <ContactIcon name="clock" />
            {quick.title}
          </h2>
          <Prose text={quick.text} className={styles.text} lang={quickLang("text")} />
        </section>
      )}
      {consultation && (
        <section className={`${styles.panel} ${styles.consultation}`} aria-labelledby="consultation-title">
          <h2 id="consultation-title" className={styles.title} lang={consultationLang("title")}>
            {consultation.title}
          </h2>
          <Prose text={consultation.text} className={styles.text} lang={consultationLang("text")} />
          <a
            href={`${contactHref("consultation")}#contact-form`}
            className={styles.button}
            onClick={onClick}
            lang={consultation.cta ? consultationLang("cta.label") : undefined}
          >
            {consultation.cta?.label ?? t("Book a Free Consultation")}
          </a>
        </section>
      )}
    </aside>
  )
})
