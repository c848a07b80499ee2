import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link, useT } from "../components/i18n/locale"
import { DetailHead, DetailShell } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { Picture } from "../components/ui/picture"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { getImage } from "../lib/image-data"
import { coachGames } from "../lib/coaches"
import { coachPersonJsonLd } from "../lib/coach-json-ld"
import { fixedRoute } from "../shared/routes"
import * as styles from "../components/coach/coach.module.css"

/**
 * A coach's page: photo, name, role and specialty, then whatever else the entry has (biography, playing record,
 * credentials, experience, languages, games and batches); a field left out shows nothing, not even its heading.
 */
export default function CoachPage({ data, location }: PageProps<Queries.CoachPageQuery>) {
  const coach = data.coach!
  const t = useT()
  const photo = getImage(coach.portrait.childImageSharp)
  const { games, rest } = coachGames(coach, data.allGame.nodes, data.englishGames.nodes)
  const credentials = coach.credentials ?? []
  const languages = coach.languages ?? []
  const years = coach.yearsExperience
  const facts = [
    ...(years != null ? [{ label: t("Experience"), value: years === 1 ? t("1 year") : t("{count} years", { count: years }) }] : []),
    ...(languages.length
      ? [
          {
            label: t("Languages"),
            value: languages.map((language, i) => (
              <React.Fragment key={i}>
                {i > 0 && ", "}
                <span lang={langOf(coach, `languages[${i}]`)}>{language}</span>
              </React.Fragment>
            )),
          },
        ]
      : []),
  ]
  const teaches = games.length > 0 || rest.length > 0
  return (
    <DetailShell pathname={location.pathname} related={{ title: t("More coaches"), entries: data.related.nodes }}>
      <header className={`container ${styles.profile}`}>
        {photo && <Picture image={photo} alt={coach.imageAlt} className={styles.photo} priority lang={langOf(coach, "imageAlt")} />}
        <div className={styles.intro}>
          {/* The role is a key ("Coach", "Trainer": coach.schema.json), the same in every language: t() words it. */}
          <p className={styles.role}>{t(coach.role)}</p>
          <h1 className={styles.name} lang={langOf(coach, "name")}>
            {coach.name}
          </h1>
          <p className={styles.specialty} lang={langOf(coach, "specialty")}>
            {coach.specialty}
          </p>
        </div>
      </header>
      <DetailBody
        aside={
          (facts.length > 0 || teaches) && (
            <>
              {facts.length > 0 && (
                <Panel title={t("At a glance")}>
                  <FactList label={t("At a glance")} facts={facts} />
                </Panel>
              )}
              {teaches && (
                <Panel title={t("Games and batches")}>
                  <ul className={styles.games} data-testid="coach-games">
                    {games.map(({ game, batches }) => (
                      <li key={game.slug}>
                        <Link to={game.path} lang={langOf(game, "title")}>
                          {t("{title} coaching", { title: game.title })}
                        </Link>
                        {batches.length > 0 && (
                          <span className={styles.batches}>
                            {t("Batches")}:{" "}
                            {batches.map((batch, i) => (
                              <React.Fragment key={batch}>
                                {i > 0 && ", "}
                                <span lang={langOf(game, `levels[${game.levels.indexOf(batch)}]`)}>{batch}</span>
                              </React.Fragment>
                            ))}
                          </span>
                        )}
                      </li>
                    ))}
                    {rest.length > 0 && (
                      <li>
                        {t("Batches")}:{" "}
                        {rest.map(({ batch, game }, i) => (
                          <React.Fragment key={batch}>
                            {i > 0 && ", "}
                            <span lang={game ? langOf(game, `levels[${game.levels.indexOf(batch)}]`) : undefined}>{batch}</span>
                          </React.Fragment>
                        ))}
                      </li>
                    )}
                  </ul>
                </Panel>
              )}
            </>
          )
        }
      >
        {coach.bio && (
          <>
            <h2>{t("About the coach")}</h2>
            <Prose text={coach.bio} lang={langOf(coach, "bio")} />
          </>
        )}
        {coach.playingRecord && (
          <>
            <h2>{t("Playing record")}</h2>
            <Prose text={coach.playingRecord} lang={langOf(coach, "playingRecord")} />
          </>
        )}
        {credentials.length > 0 && (
          <>
            <h2>{t("Qualifications and certifications")}</h2>
            <ul className={styles.credentials}>
              {credentials.map((credential, i) => {
                const lang = langsOf(coach, `credentials[${i}]`)
                return (
                  <li key={i}>
                    <strong lang={lang("name")}>{credential.name}</strong>
                    {(credential.issuer || credential.year) && (
                      <span className={styles.issuer}>
                        {credential.issuer && <span lang={lang("issuer")}>{credential.issuer}</span>}
                        {credential.issuer && credential.year ? ", " : ""}
                        {credential.year}
                      </span>
                    )}
                  </li>
                )
              })}
            </ul>
          </>
        )}
        <ActionRow>
          <LinkButton to={fixedRoute("/admissions")}>{t("Admissions and free trials")}</LinkButton>
          <LinkButton to={fixedRoute("/contact")} variant="secondary">
            {t("Contact Us")}
          </LinkButton>
          <LinkButton to={`${fixedRoute("/")}#coaches`} variant="ghost">
            {t("All coaches")}
          </LinkButton>
        </ActionRow>
      </DetailBody>
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.CoachPageQuery>) {
  const coach = data.coach!
  const { locale, t } = headLocale(pageContext)
  const meta = data.site!.siteMetadata!
  const { games } = coachGames(coach, data.allGame.nodes, data.englishGames.nodes)
  return (
    <DetailHead
      pathname={location.pathname}
      entry={{ title: coach.name, image: coach.image }}
      title={t("{name}, {role}", { name: coach.name, role: t(coach.role) })}
      description={coach.specialty}
      parents={[{ name: t("Coaches"), path: `${fixedRoute("/", locale)}#coaches` }]}
      jsonLd={image => [
        coachPersonJsonLd({
          siteUrl: meta.siteUrl!,
          path: location.pathname,
          coach: { ...coach, jobTitle: t(coach.role) },
          games: games.map(g => g.game.title),
          organization: { name: data.siteData!.brand.name },
          imageUrl: image && `${meta.siteUrl}${image}`,
        }),
      ]}
    />
  )
}

export const query = graphql`
  query CoachPage($id: String!, $relatedIds: [String!]!, $locale: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteData(locale: { eq: $locale }) {
      brand {
        name
      }
    }
    coach(id: { eq: $id }) {
      untranslated
      slug
      name
      role
      specialty
      bio
      yearsExperience
      credentials {
        name
        issuer
        year
      }
      playingRecord
      games
      batches
      languages
      imageAlt
      portrait: image {
        childImageSharp {
          gatsbyImageData(width: 320, aspectRatio: 0.8, breakpoints: [360, 560, 800])
        }
      }
      image {
        childImageSharp {
          ...SocialImage
        }
      }
    }
    allGame(filter: { locale: { eq: $locale } }, sort: { order: ASC }) {
      nodes {
        untranslated
        slug
        path
        title
        levels
      }
    }
    # The batches are named as the default language's games name their levels (src/lib/coaches.ts).
    englishGames: allGame(filter: { locale: { eq: "en" } }) {
      nodes {
        slug
        levels
      }
    }
    related: allCoach(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
  }
`
