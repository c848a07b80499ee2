import React from "react"
import { graphql, Link } from "gatsby"
import { formatDate } from "../../lib/text"
import { Section } from "../ui/section"
import * as home from "./home.module.css"
import * as styles from "./results-section.module.css"

interface ResultsSectionProps {
  heading: Queries.HomeHeadingFragment
  results: readonly Queries.HomeResultFragment[]
  /** Game titles by slug, for the sport label on each card. */
  gameTitles: ReadonlyMap<string, string>
}

/** Section "results": sample match cards; GAME DETAILS leads to the page of the game played. */
export function ResultsSection({ heading, results, gameTitles }: ResultsSectionProps) {
  return (
    <Section id="results" title={heading.title} intro={heading.intro} tone="navy" className={home.target}>
      <div className={styles.results}>
        {results.map(result => (
          <article key={result.slug} className={styles.result}>
            <p className={styles.resultMeta}>
              <span className={styles.sport}>{gameTitles.get(result.game) ?? result.game}</span>
              <time dateTime={result.date}>{formatDate(result.date)}</time>
            </p>
            <h3 className={styles.resultTitle}>{result.competition}</h3>
            <p className={styles.venue}>{result.venue}</p>
            <ul className={styles.score} aria-label="Score">
              {result.teams.map(team => (
                <li key={team.name}>
                  <span>{team.name}</span>
                  <strong>{team.score}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.summary}>{result.summary}</p>
            <Link to={`/game/${result.game}`} className={styles.details}>
              Game details<span className="visually-hidden">: {gameTitles.get(result.game) ?? result.game}</span>
            </Link>
          </article>
        ))}
      </div>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeResult on MatchResult {
    slug
    competition
    date
    venue
    game
    teams {
      name
      score
    }
    summary
  }
`
