import type { SiteData } from "../../hooks/use-site-data"
import React from "react"
import { useT } from "../i18n/locale"
import { ContactIcon, type IconName } from "./contact-icon"
import "../ui/stylesheet-order"
import * as styles from "./contact-cards.module.css"

type Contact = SiteData["contact"]
type Address = Contact["addresses"][number]

/** WhatsApp click-to-chat for the number in data/site.en.json (digits with the country code). */
export const whatsappUrl = (number: string) => `https://wa.me/${number}`

const mapsUrl = (lines: readonly string[]) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(lines.join(", "))}`

function ContactCard({ icon, title, children }: { icon: IconName; title: string; children: React.ReactNode }) {
  return (
    <li className={styles.card}>
      <span className={styles.icon}>
        <ContactIcon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      {children}
    </li>
  )
}

function AddressCard({ icon, address, hours }: { icon: IconName; address: Address; hours?: string | null }) {
  const t = useT()
  return (
    <ContactCard icon={icon} title={address.label}>
      <address className={styles.address}>
        {address.lines.map(line => (
          <span key={line}>{line}</span>
        ))}
      </address>
      {hours && (
        <p className={styles.hours}>
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
export function ContactCards({ contact }: { contact: Contact }) {
  const office = contact.addresses.find(a => a.kind === "registered")
  const corporate = contact.addresses.find(a => a.kind === "corporate")
  const t = useT()
  return (
    <>
      <ul className={styles.cards}>
        <ContactCard icon="phone" title={t("Call Us")}>
          <ul className={styles.lines}>
            {contact.phones.map(p => (
              <li key={p.tel}>
                <span className={styles.label}>{p.label}</span>
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
        {office && <AddressCard icon="pin" address={office} hours={contact.hours.office} />}
        {corporate && <AddressCard icon="building" address={corporate} hours={corporate.hours ?? contact.hours.corporate} />}
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
