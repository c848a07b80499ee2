import React from "react"
import { Section } from "../ui/section"
import { findBlock, type PageContent } from "../page/page-content"
import * as styles from "./about.module.css"

/** The mission values as numbered tiles on a dark band. */
export function MissionGrid({ page, id }: { page: PageContent; id: string }) {
  const block = findBlock(page, id)
  if (!block?.items) return null
  return (
    <Section id={id} title={block.title} tone="navy">
      <ol className={styles.mission}>
        {block.items.map((item, i) => (
          <li key={item.title} className={styles.value}>
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.valueTitle}>{item.title}</h3>
            <p className={styles.valueText}>{item.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
