import React from "react"
import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Link, useLocale, useT } from "../components/i18n/locale"
import { DetailHead, DetailShell, heroOf } from "../components/detail/detail-shell"
import { headLocale, langOf, langsOf } from "../shared/locale"
import { Bullets, Prose } from "../components/ui/prose"
import { LinkButton } from "../components/ui/button"
import { ActionRow, DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { formatMonthlyPrice } from "../shared/text"
import { contactHref } from "../lib/enquiry"
import { fixedRoute } from "../shared/routes"
import { UpcomingEvents } from "../components/events/upcoming-events"
import { GAME_EVENTS } from "../shared/lists"
import * as styles from "../components/coach/coach.module.css"

export default function GamePage({ data, location, pageContext }: PageProps<Queries.GamePageQuery, { today?: string }>) {
  const game = data.game!
  const t = useT()
  const locale = useLocale()
  return (
    <DetailShell
      pathname={location.pathname}
      hero={heroOf(game, t("Our Games"))}
      related={{ title: t("More games"), entries: data.related.nodes }}
    >
      <DetailBody
        aside={
          <>
            <Panel title={t("Fees and timings")}>
              <FactList
                label={t("Fees and timings")}
                facts={[
                  { label: t("Fees from"), value: formatMonthlyPrice(game.pricing.fromPerMonth, locale) },
                  { label: t("Weekdays"), value: game.schedule.weekdays, lang: langOf(game, "schedule.weekdays") },
                  { label: t("Weekends"), value: game.schedule.weekends, lang: langOf(game, "schedule.weekends") },
                ]}
              />
              {game.pricing.note && <p lang={langOf(game, "pricing.note")}>{game.pricing.note}</p>}
              {game.schedule.note && <p lang={langOf(game, "schedule.note")}>{game.schedule.note}</p>}
              <p>
                <Link to={fixedRoute("/admissions")}>{t("Fees, batches and free trials for every sport")}</Link>
              </p>
            </Panel>
            <Panel title={t("Your coach")}>
              <p>
                <strong lang={langOf(game, "coach.name")}>{game.coach.name}</strong>
                <br />
                <span lang={langOf(game, "coach.credentials")}>{game.coach.credentials}</span>
              </p>
              {data.allCoach.nodes.length > 0 && (
                <>
                  <h3 className={styles.coachesTitle}>{t("Meet our {title} coaches", { title: game.title })}</h3>
                  <ul className={styles.coaches} data-testid="game-coaches">
                    {data.allCoach.nodes.map(coach => (
                      <li key={coach.path}>
                        <Link to={coach.path} lang={langOf(coach, "name")}>
                          {coach.name}
                        </Link>{" "}
                        <span className={styles.coachRole}>{t(coach.role)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Panel>
          </>
        }
      >
        <h2>{t("About the programme")}</h2>
        <Prose text={game.fullDescription} lang={langOf(game, "fullDescription")} />
        <h2>{t("What We Offer")}</h2>
        <Bullets items={game.features} lang={langsOf(game, "features")} />
        <ActionRow>
          <LinkButton to={contactHref("enroll", game.slug)}>{t("Enroll Now")}</LinkButton>
          <LinkButton to={contactHref("trial", game.slug)} variant="secondary">
            {t("Book a free trial")}
          </LinkButton>
          <LinkButton to="/contact" variant="secondary">
            {t("Contact Us")}
          </LinkButton>
          <LinkButton to="/" variant="ghost">
            {t("Back to Home")}
          </LinkButton>
        </ActionRow>
      </DetailBody>
      <UpcomingEvents
        events={data.allSportsEvent.nodes}
        buildDay={pageContext.today}
        game={game.slug}
        limit={GAME_EVENTS}
        title={t("Upcoming {title} events", { title: game.title })}
        tone="sand"
      />
    </DetailShell>
  )
}

export function Head({ data, location, pageContext }: HeadProps<Queries.GamePageQuery>) {
  const game = data.game!
  const { t } = headLocale(pageContext)
  return (
    <DetailHead
      pathname={location.pathname}
      entry={game}
      title={t("{title} Coaching in Jaipur", { title: game.title })}
      description={game.teaser}
    />
  )
}

export const query = graphql`
  query GamePage($id: String!, $relatedIds: [String!]!, $slug: String!, $locale: String!, $eventIds: [String!]!, $coachesLimit: Int!) {
    game(id: { eq: $id }) {
      ...DetailHero
      slug
      fullDescription
      features
      schedule {
        weekdays
        weekends
        note
      }
      pricing {
        fromPerMonth
        note
      }
      coach {
        name
        credentials
      }
    }
    related: allGame(filter: { id: { in: $relatedIds } }, sort: { order: ASC }) {
      nodes {
        ...EntryCard
      }
    }
    allCoach(filter: { locale: { eq: $locale }, games: { eq: $slug } }, sort: { order: ASC }, limit: $coachesLimit) {
      nodes {
        untranslated
        path
        name
        role
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
