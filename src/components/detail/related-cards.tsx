import React from "react"
import { Section } from "../ui/section"
import { EntryCards, type EntryCardData } from "../ui/entry-cards"
import { useT } from "../i18n/locale"

/** "More ..." cards at the end of a detail page, so no page is a dead end. */
export function RelatedCards({ title, entries }: { title: string; entries: readonly EntryCardData[] }) {
  const t = useT()
  if (entries.length === 0) return null
  return (
    <Section id="related" title={title} tone="sand" className="no-print">
      <EntryCards entries={entries} linkLabel={t("Read more")} />
    </Section>
  )
}
