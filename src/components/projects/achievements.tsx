import React from "react"
import "../ui/stylesheet-order"
import * as styles from "./projects.module.css"

export interface Achievement {
  title: string
  value: string
  description: string
}

/** Headline numbers: the value large, then what it counts and a line of detail. */
export function Achievements({ items }: { items: readonly Achievement[] }) {
  return (
    <ul className={styles.achievements}>
      {items.map(a => (
        <li key={a.title} className={styles.achievement}>
          <p className={styles.value}>{a.value}</p>
          <h3 className={styles.achievementTitle}>{a.title}</h3>
          <p className={styles.achievementText}>{a.description}</p>
        </li>
      ))}
    </ul>
  )
}
