import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Section } from "../ui/section"
import { Card, CardGrid } from "../ui/card"
import { useT } from "../i18n/locale"

export interface RelatedItem {
  to: string
  title: string
  text?: string | null
  image?: IGatsbyImageData | null
  imageAlt?: string | null
}

/** "More ..." cards at the end of a detail page, so no page is a dead end. */
export function RelatedCards({ title, items }: { title: string; items: RelatedItem[] }) {
  const t = useT()
  if (items.length === 0) return null
  return (
    <Section id="related" title={title} tone="sand" className="no-print">
      <CardGrid>
        {items.map(item => (
          <Card key={item.to} {...item} linkLabel={t("Read more")} />
        ))}
      </CardGrid>
    </Section>
  )
}
