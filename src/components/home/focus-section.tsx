import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { Section } from "../ui/section"
import { Card, CardGrid } from "../ui/card"
import { useT } from "../i18n/locale"

interface FocusSectionProps {
  heading: Queries.HomeHeadingFragment
  areas: readonly Queries.HomeFocusAreaFragment[]
}

/** Focus Areas: the three programmes, each to its page. Part of "services" for the scroll-spy. */
export function FocusSection({ heading, areas }: FocusSectionProps) {
  const t = useT()
  return (
    <Section id="focus-areas" title={heading.title} intro={heading.intro} tone="sand">
      <CardGrid min={280}>
        {areas.map(area => (
          <Card
            key={area.slug}
            title={area.title}
            text={area.description}
            to={area.path}
            linkLabel={t("Explore programme")}
            image={getImage(area.image.childImageSharp)}
            imageAlt=""
          />
        ))}
      </CardGrid>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeFocusArea on FocusArea {
    slug
    path
    title
    description
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.6)
      }
    }
  }
`
