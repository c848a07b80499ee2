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
import { UpcomingEvents } from "../components/events/upcoming-events"
import { HOME_EVENTS } from "../shared/lists"
import { useT } from "../components/i18n/locale"
import { useScrollSpy } from "../hooks/use-scroll-spy"
import { useSectionArrival } from "../hooks/use-section-arrival"
import { langsOf } from "../shared/locale"
import { HOME_SECTIONS, type SectionArrivalState } from "../lib/section-scroll"

type HomePageProps = PageProps<Queries.HomePageQuery, { today?: string }, SectionArrivalState | null>

export default function HomePage({ data, location, pageContext }: HomePageProps) {
  const t = useT()
  const home = data.homePage!
  const { hero, about, sections } = home
  const heading = (name: string) => langsOf(home, `sections.${name}`)
  const activeSection = useScrollSpy(HOME_SECTIONS)
  useSectionArrival(location.state)
  const games = useMemo(() => new Map(data.allGame.nodes.map(g => [g.slug, g])), [data.allGame.nodes])

  return (
    <Layout pathname={location.pathname} activeSection={activeSection}>
      <Hero hero={hero} lang={langsOf(home, "hero")} />
      <AboutSection about={about} lang={langsOf(home, "about")} />
      <GamesSection heading={sections.games} headingLang={heading("games")} games={data.allGame.nodes} />
      <FocusSection heading={sections.focus} headingLang={heading("focus")} areas={data.allFocusArea.nodes} />
      <CoachesSection heading={sections.coaches} headingLang={heading("coaches")} coaches={data.allCoach.nodes} />
      <ResultsSection heading={sections.results} headingLang={heading("results")} results={data.allMatchResult.nodes} games={games} />
      <UpcomingEvents
        events={data.allSportsEvent.nodes}
        buildDay={pageContext.today}
        limit={HOME_EVENTS}
        title={t("Upcoming events")}
        tone="sand"
      />
      <NewsSection heading={sections.news} headingLang={heading("news")} articles={data.allNewsArticle.nodes} />
    </Layout>
  )
}

export function Head({ location }: HeadProps) {
  return <Seo pathname={location.pathname} business />
}

export const query = graphql`
  query HomePage(
    $locale: String!
    $newsLimit: Int!
    $eventIds: [String!]!
    $gamesLimit: Int!
    $focusLimit: Int!
    $coachesLimit: Int!
    $resultsLimit: Int!
  ) {
    homePage(locale: { eq: $locale }) {
      untranslated
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
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: $gamesLimit) {
      nodes {
        ...HomeGame
      }
    }
    allFocusArea(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: $focusLimit) {
      nodes {
        ...EntryCard
      }
    }
    allCoach(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: $coachesLimit) {
      nodes {
        ...HomeCoach
      }
    }
    allMatchResult(filter: { locale: { eq: $locale } }, sort: { order: ASC }, limit: $resultsLimit) {
      nodes {
        ...HomeResult
      }
    }
    allNewsArticle(filter: { locale: { eq: $locale } }, sort: { date: DESC }, limit: $newsLimit) {
      nodes {
        ...HomeNews
      }
    }
    # The next events not over on the build's day (src/node/create-pages.ts); the visitor's clock may hide more of them.
    allSportsEvent(filter: { id: { in: $eventIds } }, sort: [{ startDate: ASC }, { endDate: ASC }]) {
      nodes {
        ...EventCard
      }
    }
  }
`
