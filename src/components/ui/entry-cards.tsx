import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { Card, CardGrid, cardLangs } from "./card"

/** An entry with a page, as a card shows it (fragment EntryCard): title, teaser text, picture, address. */
export type EntryCardData = Queries.EntryCardFragment

interface EntryCardsProps<Entry extends EntryCardData> {
  entries: readonly Entry[]
  linkLabel: string
  /** The grid's narrowest column, px. */
  min?: number
  /** The picture only decorates (alt=""): the card's title names what it shows. */
  decorative?: boolean
  /** A line above the title, e.g. an article's date. */
  meta?: (entry: Entry) => React.ReactNode
}

/** A grid of cards, one an entry, each linking to the entry's page; a text shown in English is marked lang="en". */
export function EntryCards<Entry extends EntryCardData>({ entries, linkLabel, min, decorative = false, meta }: EntryCardsProps<Entry>) {
  return (
    <CardGrid min={min}>
      {entries.map(entry => (
        <Card
          key={entry.path}
          title={entry.title}
          text={entry.text}
          to={entry.path}
          linkLabel={linkLabel}
          image={getImage(entry.image.childImageSharp)}
          imageAlt={decorative ? "" : entry.imageAlt}
          meta={meta?.(entry)}
          {...cardLangs(entry, entry.teaserField)}
        />
      ))}
    </CardGrid>
  )
}

export const fragment = graphql`
  fragment EntryCard on EntryWithPage {
    untranslated
    path
    title
    text: teaser
    teaserField
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1.6, breakpoints: [360, 560, 800])
      }
    }
  }
`
