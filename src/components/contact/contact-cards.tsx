import type { SiteData } from "../../hooks/use-site-data"
import React from "react"
import { useT } from "../i18n/locale"
import type { Lang } from "../../shared/locale"
import { ContactIcon, type IconName } from "./contact-icon"
import "../ui/stylesheet-order"
import * as styles from "./contact-cards.module.css"

type Contact = SiteData["contact"]
type Address = Contact["addresses"][number]

/** WhatsApp click-to-chat for the number in data/site.en.json (digits with the country code). */
export const whatsappUrl = (number: string) => `https://wa.me/${number}`

const mapsUrl = (lines: readonly string[]) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(", "))}`

/** A field's lang mark, by its path inside the site's contact ("addresses[0].label"): langsOf(site, "contact"). */
type LangOf = (field: string) => Lang

function ContactCard({ icon, title, children, titleLang }: { icon: IconName; title: string; children: React.ReactNode; titleLang?: Lang }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <ContactIcon name={icon} />
      </span>
      <h3 className={styles.title} lang={titleLang}>
        {title}
      </h3>
      {children}
    </li>
  )
}

interface AddressCardProps {
  icon: IconName
  address: Address
  hours?: string | null
  /** The address's own fields ("label", "lines[0]") and the hours. */
  lang: LangOf
  hoursLang: Lang
}

function AddressCard({ icon, address, hours, lang, hoursLang }: AddressCardProps) {
  const t = useT()
  return (
    <ContactCard icon={icon} title={address.label} titleLang={lang("label")}>
      <address className={styles.address}>
        {address.lines.map((line, i) => (
          <span key={line} lang={lang(`lines[${i}]`)}>
            {line}
          </span>
        ))}
      </address>
      {hours && (
        <p className={styles.hours} lang={hoursLang}>
          <ContactIcon name="clock" size={18} />
          {hours}
        </p>
      )}
      <a className={styles.more} href={mapsUrl(address.lines)} target="_blank" rel="noopener noreferrer">
        {t("Get directions")}
        <span className="visually-hidden">{` ${t("to the {label} (opens in a new tab)", { label: address.label })}`}</span>
      </a>
    </ContactCard>
  )
}

/** Phone, e-mail, registered office and corporate office, then WhatsApp click-to-chat. */
export function ContactCards({ contact, lang = () => undefined }: { contact: Contact; lang?: LangOf }) {
  const office = contact.addresses.find(a => a.kind === "registered")
  const corporate = contact.addresses.find(a => a.kind === "corporate")
  const t = useT()
  const addressLang = (address: Address) => (field: string) => lang(`addresses[${contact.addresses.indexOf(address)}].${field}`)
  return (
    <>
      <ul className={styles.cards}>
        <ContactCard icon="phone" title={t("Call Us")}>
          <ul className={styles.lines}>
            {contact.phones.map((p, i) => (
              <li key={p.tel}>
                <span className={styles.label} lang={lang(`phones[${i}].label`)}>
                  {p.label}
                </span>
                <a className={styles.link} href={`tel:${p.tel}`}>
                  {p.display}
                </a>
              </li>
            ))}
          </ul>
        </ContactCard>
        <ContactCard icon="mail" title={t("E-mail Us")}>
          <p className={styles.label}>{t("Write to us any time")}</p>
          <a className={styles.link} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </ContactCard>
        {office && (
          <AddressCard
            icon="pin"
            address={office}
            hours={contact.hours.office}
            lang={addressLang(office)}
            hoursLang={lang("hours.office")}
          />
        )}
        {corporate && (
          <AddressCard
            icon="building"
            address={corporate}
            hours={corporate.hours ?? contact.hours.corporate}
            lang={addressLang(corporate)}
            hoursLang={corporate.hours ? addressLang(corporate)("hours") : lang("hours.corporate")}
          />
        )}
      </ul>
      <p className={styles.whatsapp}>
        <span>{t("Prefer to chat? Send us a message on WhatsApp.")}</span>
        <a className={styles.whatsappLink} href={whatsappUrl(contact.whatsapp)} target="_blank" rel="noopener noreferrer">
          <ContactIcon name="whatsapp" />
          {t("Chat on WhatsApp")}
          <span className="visually-hidden">{` (${t("opens in a new tab")})`}</span>
        </a>
      </p>
    </>
  )
}
