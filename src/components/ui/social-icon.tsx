import React from "react"
import * as styles from "./social-icon.module.css"

const icons: Record<string, string | undefined> = {
  Instagram: styles.instagram,
  Facebook: styles.facebook,
  YouTube: styles.youtube,
  X: styles.x,
  LinkedIn: styles.linkedin,
}

/** A social network's mark (decorative: the link names the network); an unknown name shows Instagram's. */
export function SocialIcon({ name }: { name: string }) {
  return <span aria-hidden="true" className={`${styles.icon} ${icons[name] ?? styles.instagram}`} />
}
