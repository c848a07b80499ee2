import React from "react"
import { Section, headingProps } from "../ui/section"
import { EntryCards, type EntryCardData } from "../ui/entry-cards"
import type { Lang } from "../../shared/locale"
import { useT } from "../i18n/locale"

interface FocusSectionProps {
  heading: Queries.HomeHeadingFragment
  /** The heading's lang marks: langsOf(home, "sections.<name>"). */
  headingLang?: (field: string) => Lang
  areas: readonly EntryCardData[]
}

/** Focus Areas: the three programmes, each to its page. Part of "services" for the scroll-spy. */
export function FocusSection({ heading, headingLang, areas }: FocusSectionProps) {
  const t = useT()
  return (
    <Section id="focus-areas" {...headingProps(heading, headingLang)} tone="sand">
      <EntryCards entries={areas} min={280} linkLabel={t("Explore programme")} decorative />
    </Section>
  )
}
