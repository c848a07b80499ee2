import React from "react"
import * as styles from "./faq-list.module.css"

interface Faq {
  question: string
  answer: string
}

/** Questions as native disclosures: keyboard, screen readers and find-in-page work with no script. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      {items.map(item => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
