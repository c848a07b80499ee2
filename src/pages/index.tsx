import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { getImage } from "gatsby-plugin-image"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { PageHero } from "../components/ui/page-hero"
import { Section } from "../components/ui/section"
import { Card, CardGrid } from "../components/ui/card"

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const home = data.homePage!
  const slide = home.hero.slides[0]
  return (
    <Layout pathname={location.pathname}>
      <div id="home">
        <PageHero title={home.hero.title} subtitle={home.hero.subtitle} badge={home.hero.badge} image={getImage(slide.image.childImageSharp)} imageAlt={slide.imageAlt} />
      </div>
      <Section id="services" title={home.sections.games.title} intro={home.sections.games.intro}>
        <CardGrid>
          {data.allGame.nodes.map(g => (
            <Card key={g.slug} title={g.title} text={g.description} to={`/game/${g.slug}`} linkLabel="View programme" image={getImage(g.image.childImageSharp)} imageAlt={g.imageAlt} />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} />
}

export const query = graphql`
  query HomePage {
    homePage {
      hero {
        badge
        title
        subtitle
        slides { caption imageAlt image { childImageSharp { gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 1.78) } } }
      }
      sections { games { title intro } }
    }
    allGame(sort: { order: ASC }) {
      nodes { slug title description imageAlt image { childImageSharp { gatsbyImageData(width: 400, aspectRatio: 1.6) } } }
    }
  }
`
