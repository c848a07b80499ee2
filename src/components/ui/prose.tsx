import React from "react"
import { paragraphs } from "../../lib/text"
import "./stylesheet-order"
import * as styles from "./prose.module.css"

/** Editor text rendered as paragraphs (split on blank lines). Always text, never HTML. */
export function Prose({ text, className }: { text?: string | null; className?: string }) {
  return (
    <div className={`${styles.prose} ${className ?? ""}`}>
      {paragraphs(text).map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </div>
  )
}

export function Bullets({ items, className }: { items?: readonly (string | null)[] | null; className?: string }) {
  if (!items?.length) return null
  return (
    <ul className={`${styles.bullets} ${className ?? ""}`}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  )
}
