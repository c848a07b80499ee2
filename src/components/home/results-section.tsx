import React from "react"
import { graphql } from "gatsby"
import { Link, useLocale, useT } from "../i18n/locale"
import { formatDate } from "../../shared/text"
import { Section, headingProps } from "../ui/section"
import * as home from "./home.module.css"
import { langOf, type Lang } from "../../shared/locale"
import * as styles from "./results-section.module.css"

interface ResultsSectionProps {
  heading: Queries.HomeHeadingFragment
  /** The heading's lang marks: langsOf(home, "sections.<name>"). */
  headingLang?: (field: string) => Lang
  results: readonly Queries.HomeResultFragment[]
  /** Games by slug: the sport label on each card and the page GAME DETAILS leads to. */
  games: ReadonlyMap<string, { title: string; path: string; untranslated?: readonly string[] | null }>
}

/** Section "results": sample match cards; GAME DETAILS leads to the page of the game played. */
export function ResultsSection({ heading, headingLang, results, games }: ResultsSectionProps) {
  const t = useT()
  const locale = useLocale()
  return (
    <Section id="results" {...headingProps(heading, headingLang)} tone="navy" className={home.target}>
      <div className={styles.results}>
        {results.map(result => (
          <article key={result.slug} className={styles.result}>
            <p className={styles.resultMeta}>
              <span className={styles.sport} lang={langOf(games.get(result.game), "title")}>
                {games.get(result.game)?.title ?? result.game}
              </span>
              <time dateTime={result.date}>{formatDate(result.date, locale)}</time>
            </p>
            <h3 className={styles.resultTitle} lang={langOf(result, "competition")}>
              {result.competition}
            </h3>
            <p className={styles.venue} lang={langOf(result, "venue")}>
              {result.venue}
            </p>
            <ul className={styles.score} aria-label={t("Score")}>
              {result.teams.map((team, i) => (
                <li key={team.name}>
                  <span lang={langOf(result, `teams[${i}].name`)}>{team.name}</span>
                  <strong>{team.score}</strong>
                </li>
              ))}
            </ul>
            <p className={styles.summary} lang={langOf(result, "summary")}>
              {result.summary}
            </p>
            {/* The build checks that every result names an existing game (references in the content model). */}
            <Link to={games.get(result.game)!.path} className={styles.details}>
              {t("Game details")}
              <span className="visually-hidden" lang={langOf(games.get(result.game), "title")}>
                : {games.get(result.game)?.title ?? result.game}
              </span>
            </Link>
          </article>
        ))}
      </div>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeResult on MatchResult {
    untranslated
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
