import React from "react"
import * as styles from "./contact-icon.module.css"

const icons = {
  phone: styles.phone,
  mail: styles.mail,
  pin: styles.pin,
  building: styles.building,
  whatsapp: styles.whatsapp,
  clock: styles.clock,
}

export type IconName = keyof typeof icons

/** Decorative icon: the text next to it says the same thing. */
export function ContactIcon({ name, size = 24 }: { name: IconName; size?: 18 | 24 }) {
  return <span aria-hidden="true" className={`${styles.icon} ${icons[name]}${size === 18 ? ` ${styles.small}` : ""}`} />
}
