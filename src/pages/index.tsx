import React, { useMemo } from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Seo } from "../components/layout/seo"
import { Hero } from "../components/home/hero"
import { AboutSection } from "../components/home/about-section"
import { GamesSection } from "../components/home/games-section"
import { FocusSection } from "../components/home/focus-section"
import { CoachesSection } from "../components/home/coaches-section"
import { ResultsSection } from "../components/home/results-section"
import { NewsSection } from "../components/home/news-section"
import { useScrollSpy } from "../hooks/use-scroll-spy"
import { useSectionArrival } from "../hooks/use-section-arrival"
import { HOME_SECTIONS, type SectionArrivalState } from "../lib/section-scroll"

type HomePageProps = PageProps<Queries.HomePageQuery, object, SectionArrivalState | null>

export default function HomePage({ data, location }: HomePageProps) {
  const { hero, about, sections } = data.homePage!
  const activeSection = useScrollSpy(HOME_SECTIONS)
  useSectionArrival(location.state)
  const games = useMemo(() => new Map(data.allGame.nodes.map(g => [g.slug, g])), [data.allGame.nodes])

  return (
    <Layout pathname={location.pathname} activeSection={activeSection}>
      <Hero hero={hero} />
      <AboutSection about={about} />
      <GamesSection heading={sections.games} games={data.allGame.nodes} />
      <FocusSection heading={sections.focus} areas={data.allFocusArea.nodes} />
      <CoachesSection heading={sections.coaches} coaches={data.allCoach.nodes} />
      <ResultsSection heading={sections.results} results={data.allMatchResult.nodes} games={games} />
      <NewsSection heading={sections.news} articles={data.allNewsArticle.nodes} />
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} business />
}

export const query = graphql`
  query HomePage($locale: String!) {
    homePage(locale: { eq: $locale }) {
      hero {
        ...HomeHero
      }
      about {
        ...HomeAbout
      }
      sections {
        games {
          ...HomeHeading
        }
        focus {
          ...HomeHeading
        }
        coaches {
          ...HomeHeading
        }
        results {
          ...HomeHeading
        }
        news {
          ...HomeHeading
        }
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...HomeGame
      }
    }
    allFocusArea(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
    allCoach(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...HomeCoach
      }
    }
    allMatchResult(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        ...HomeResult
      }
    }
    allNewsArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }) {
      nodes {
        ...HomeNews
      }
    }
  }
`
