import React from "react"
import { Section } from "../ui/section"
import { blockLangs, findBlock, type PageContent } from "../page/page-content"
import * as styles from "./about.module.css"

/** The mission values as numbered tiles on a dark band. */
export function MissionGrid({ page, id }: { page: PageContent; id: string }) {
  const block = findBlock(page, id)
  if (!block?.items) return null
  const lang = blockLangs(page, block)
  return (
    <Section id={id} title={block.title} tone="navy" titleLang={lang("title")}>
      <ol className={styles.mission}>
        {block.items.map((item, i) => (
          <li key={item.title} className={styles.value}>
            <span className={styles.number} aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className={styles.valueTitle} lang={lang(`items[${i}].title`)}>
              {item.title}
            </h3>
            <p className={styles.valueText} lang={lang(`items[${i}].text`)}>
              {item.text}
            </p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
