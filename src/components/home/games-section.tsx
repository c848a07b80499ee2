import React from "react"
import { graphql } from "gatsby"
import { Link, useT } from "../i18n/locale"
import { getImage } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { Section, headingProps } from "../ui/section"
import { fixedRoute } from "../../shared/routes"
import * as home from "./home.module.css"
import { langOf, type Lang } from "../../shared/locale"
import * as styles from "./games-section.module.css"

interface GamesSectionProps {
  heading: Queries.HomeHeadingFragment
  /** The heading's lang marks: langsOf(home, "sections.<name>"). */
  headingLang?: (field: string) => Lang
  games: readonly Queries.HomeGameFragment[]
}

/** Section "services": the games as compact tiles (two to a row on a phone), each to its page, then the admissions page. */
export function GamesSection({ heading, headingLang, games }: GamesSectionProps) {
  const t = useT()
  return (
    <Section id="services" {...headingProps(heading, headingLang)} className={home.target}>
      <ul className={styles.games}>
        {games.map(game => {
          const image = getImage(game.image.childImageSharp)
          return (
            <li key={game.slug} className={styles.game}>
              {image && <Picture image={image} alt="" className={styles.gameImage} />}
              <h3 className={styles.gameTitle}>
                <Link to={game.path} className={styles.stretched} lang={langOf(game, "title")}>
                  {game.title}
                </Link>
              </h3>
            </li>
          )
        })}
      </ul>
      <p className={styles.gamesMore}>
        <Link to={fixedRoute("/admissions")}>{t("Fees, batches and free trials for every sport")}</Link>
      </p>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeHeading on HomePageHeading {
    title
    intro
  }
  fragment HomeGame on Game {
    untranslated
    slug
    path
    title
    image {
      childImageSharp {
        gatsbyImageData(
          width: 320
          aspectRatio: 1.25
          breakpoints: [360, 560]
          sizes: "(min-width: 1024px) 258px, (min-width: 640px) 33vw, calc(50vw - 22px)"
        )
      }
    }
  }
`
