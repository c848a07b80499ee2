import React from "react"
import type { Lang } from "../../shared/locale"
import * as styles from "./detail.module.css"

interface DetailBodyProps {
  children: React.ReactNode
  aside?: React.ReactNode
}

/** Two-column body of a detail page: the article, and an aside that stacks below it on phones. */
export function DetailBody({ children, aside }: DetailBodyProps) {
  return (
    <div className={`container ${styles.body}`}>
      <div className={styles.main}>{children}</div>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  )
}

/** Label and value pairs; `lang` marks a value shown in English for want of a translation (langOf). */
export function FactList({ facts, label }: { facts: { label: string; value: React.ReactNode; lang?: Lang }[]; label: string }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(f => (
        <div key={f.label} className={styles.fact}>
          <dt>{f.label}</dt>
          <dd lang={f.lang}>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function ActionRow({ children }: { children: React.ReactNode }) {
  return <div className={styles.actions}>{children}</div>
}

export function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.panelTitle}>{title}</h2>
      {children}
    </section>
  )
}
