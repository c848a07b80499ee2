import React from "react"
import { langOf } from "../../shared/locale"
import "../ui/stylesheet-order"
import * as styles from "./projects.module.css"

export interface Achievement {
  title: string
  value: string
  description: string
  untranslated?: readonly string[] | null
}

/** Headline numbers: the value large, then what it counts and a line of detail. */
export function Achievements({ items }: { items: readonly Achievement[] }) {
  return (
    <ul className={styles.achievements}>
      {items.map(a => (
        <li key={a.title} className={styles.achievement}>
          <p className={styles.value} lang={langOf(a, "value")}>
            {a.value}
          </p>
          <h3 className={styles.achievementTitle} lang={langOf(a, "title")}>
            {a.title}
          </h3>
          <p className={styles.achievementText} lang={langOf(a, "description")}>
            {a.description}
          </p>
        </li>
      ))}
    </ul>
  )
}
