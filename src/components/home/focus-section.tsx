import React from "react"
import { Section } from "../ui/section"
import { EntryCards, type EntryCardData } from "../ui/entry-cards"
import { useT } from "../i18n/locale"

interface FocusSectionProps {
  heading: Queries.HomeHeadingFragment
  areas: readonly EntryCardData[]
}

/** Focus Areas: the three programmes, each to its page. Part of "services" for the scroll-spy. */
export function FocusSection({ heading, areas }: FocusSectionProps) {
  const t = useT()
  return (
    <Section id="focus-areas" title={heading.title} intro={heading.intro} tone="sand">
      <EntryCards entries={areas} min={280} linkLabel={t("Explore programme")} decorative />
    </Section>
  )
}
