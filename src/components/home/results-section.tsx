import React from "react"
import { graphql } from "gatsby"
import { Link, useLocale, useT } from "../i18n/locale"
import { formatDate } from "../../lib/text"
import { Section } from "../ui/section"
import * as home from "./home.module.css"
import * as styles from "./results-section.module.css"

interface ResultsSectionProps {
  heading: Queries.HomeHeadingFragment
  results: readonly Queries.HomeResultFragment[]
  /** Games by slug: the sport label on each card and the page GAME DETAILS leads to. */
  games: ReadonlyMap<string, { title: string; path: string }>
}

/** Section "results": sample match cards; GAME DETAILS leads to the page of the game played. */
export function ResultsSection({ heading, results, games }: ResultsSectionProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Section id="results" title={heading.title} intro={heading.intro} tone="navy" className={home.target}>
      <div className={styles.results}>
        {results.map(result => (
          <article key={result.slug} className={styles.result}>
            <p className={styles.resultMeta}>
              <span className={styles.sport}>{games.get(result.game)?.title ?? result.game}</span>
              <time dateTime={result.date}>{formatDate(result.date, locale)}</time>
            </p>
            <h3 className={styles.resultTitle}>{result.competition}</h3>
            <p className={styles.venue}>{result.venue}</p>
            <ul className={styles.score} aria-label={t("Score")}>
              {result.teams.map(team => (
                <li key={team.name}>
                  <span>{team.name}</span>
                  <strong>{team.score}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.summary}>{result.summary}</p>
            {/* The build checks that every result names an existing game (references in the content model). */}
            <Link to={games.get(result.game)!.path} className={styles.details}>
              {t("Game details")}
              <span className="visually-hidden">: {games.get(result.game)?.title ?? result.game}</span>
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
