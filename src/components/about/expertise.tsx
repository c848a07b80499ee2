import React from "react"
import { Section } from "../ui/section"
import { Prose } from "../ui/prose"
import { findBlock, type PageContent } from "../page/page-content"
import * as styles from "./about.module.css"

/** The expertise story beside its four headline numbers. */
export function Expertise({ page, id }: { page: PageContent; id: string }) {
  const block = findBlock(page, id)
  if (!block) return null
  return (
    <Section id={id} title={block.title} tone="sand">
      <div className={styles.split}>
        <Prose text={block.text} />
        {block.stats && (
          <dl className={styles.stats}>
            {block.stats.map(s => (
              <div key={s.label} className={styles.stat}>
                <dt>{s.label}</dt>
                <dd>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Section>
  )
}
