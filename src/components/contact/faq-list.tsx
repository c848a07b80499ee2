import React from "react"
import { langOf } from "../../shared/locale"
import * as styles from "./faq-list.module.css"

interface Faq {
  question: string
  answer: string
  untranslated?: readonly string[] | null
}

/** Questions as native disclosures: keyboard, screen readers and find-in-page work with no script. */
export function FaqList({ items }: { items: readonly Faq[] }) {
  return (
    <div className={styles.list}>
      {items.map(item => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>
            <span lang={langOf(item, "question")}>{item.question}</span>
            <span className={styles.marker} aria-hidden="true" />
          </summary>
          <p className={styles.answer} lang={langOf(item, "answer")}>
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  )
}
