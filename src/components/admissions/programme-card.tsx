import React from "react"
import { Link, useLocale, useT } from "../i18n/locale"
import { LinkButton } from "../ui/button"
import { JoinedTexts } from "../ui/prose"
import { contactHref } from "../../lib/enquiry"
import { formatMonthlyPrice } from "../../shared/text"
import { langOf } from "../../shared/locale"
import * as styles from "./admissions.module.css"

export type Programme = Queries.AdmissionsProgrammeFragment

/** One sport on the admissions page: fee, age, batches, days and times, coach and the free trial. */
export function ProgrammeCard({ game }: { game: Programme }) {
  const t = useT()
  const locale = useLocale()
  const titleId = `programme-${game.slug}`
  const lang = (field: string) => langOf(game, field)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        <Link to={game.path} lang={lang("title")}>
          {game.title}
        </Link>
      </h3>
      <p className={styles.price}>
        <span className={styles.from}>{t("From")}</span> {formatMonthlyPrice(game.pricing.fromPerMonth, locale)}
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t("Starting age")}</dt>
          <dd>{t("From {age} years", { age: game.startingAge })}</dd>
        </div>
        <div>
          <dt>{t("Batches")}</dt>
          <dd>
            <JoinedTexts texts={game.levels} lang={i => lang(`levels[${i}]`)} />
          </dd>
        </div>
        <div>
          <dt>{t("Weekdays")}</dt>
          <dd lang={lang("schedule.weekdays")}>{game.schedule.weekdays}</dd>
        </div>
        <div>
          <dt>{t("Weekends")}</dt>
          <dd lang={lang("schedule.weekends")}>{game.schedule.weekends}</dd>
        </div>
        <div>
          <dt>{t("Coach")}</dt>
          <dd lang={lang("coach.name")}>{game.coach.name}</dd>
        </div>
      </dl>
      <div className={styles.action}>
        <LinkButton to={contactHref("trial", game.slug)}>
          {t("Book a free trial")}
          <span className="visually-hidden" lang={lang("title")}>
            : {game.title}
          </span>
        </LinkButton>
      </div>
    </article>
  )
}
