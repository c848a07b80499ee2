import React from "react"
import { Section } from "../ui/section"
import { Prose } from "../ui/prose"
import { blockLangs, findBlock, type PageContent } from "../page/page-content"
import * as styles from "./about.module.css"

/** The expertise story beside its four headline numbers. */
export function Expertise({ page, id }: { page: PageContent; id: string }) {
  const block = findBlock(page, id)
  if (!block) return null
  const lang = blockLangs(page, block)
  return (
    <Section id={id} title={block.title} tone="sand" titleLang={lang("title")}>
      <div className={styles.split}>
        <Prose text={block.text} lang={lang("text")} />
        {block.stats && (
          <dl className={styles.stats}>
            {block.stats.map((s, i) => (
              <div key={s.label} className={styles.stat}>
                <dt lang={lang(`stats[${i}].label`)}>{s.label}</dt>
                <dd lang={lang(`stats[${i}].value`)}>{s.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Section>
  )
}
