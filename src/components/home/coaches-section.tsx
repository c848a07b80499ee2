import React, { useState } from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { useScrollRow } from "../../hooks/use-scroll-row"
import { Section, headingProps } from "../ui/section"
import { Link, useT } from "../i18n/locale"
import * as home from "./home.module.css"
import { langOf, type Lang } from "../../shared/locale"
import * as styles from "./coaches-section.module.css"

interface CoachesSectionProps {
  heading: Queries.HomeHeadingFragment
  /** The heading's lang marks: langsOf(home, "sections.<name>"). */
  headingLang?: (field: string) => Lang
  coaches: readonly Queries.HomeCoachFragment[]
}

const ARROW_PATHS = { back: "M15.5 4.5 8 12l7.5 7.5 1.5-1.5-6-6 6-6z", forward: "M8.5 4.5 16 12l-7.5 7.5L7 18l6-6-6-6z" }

/** A button that scrolls the coach list a page back or forward; at that end of the list it does nothing. */
function RowArrow({
  direction,
  label,
  atEnd,
  onScroll,
}: {
  direction: keyof typeof ARROW_PATHS
  label: string
  atEnd: boolean
  onScroll: () => void
}) {
  return (
    <button
      type="button"
      className={styles.rowArrow}
      aria-label={label}
      aria-controls="coach-list"
      aria-disabled={atEnd}
      onClick={() => !atEnd && onScroll()}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d={ARROW_PATHS[direction]} />
      </svg>
    </button>
  )
}

/**
 * Section "coaches": a row of coach cards that scrolls sideways (by swipe, trackpad, keyboard or the arrow
 * buttons). The arrows only show while the row is wider than the screen.
 */
export function CoachesSection({ heading, headingLang, coaches }: CoachesSectionProps) {
  const t = useT()
  const row = useScrollRow<HTMLUListElement>()
  const [focused, setFocused] = useState(false)
  // A list that may scroll sideways must take focus, or keyboard users cannot scroll it (WCAG 2.1.1, axe
  // scrollable-region-focusable). The server's HTML (no script, or before the scripts run) cannot know whether it
  // will, so it takes focus until measured. Once measured to fit, it is no Tab stop (there is nothing to scroll),
  // except while it has the focus: a row measured only as it nears the screen may have just taken it.
  const focusable = !row.measured || row.overflowing || focused
  return (
    <Section id="coaches" {...headingProps(heading, headingLang)} className={home.target}>
      <div className={styles.rowArrows} hidden={!row.overflowing}>
        <RowArrow direction="back" label={t("Previous coaches")} atEnd={row.atStart} onScroll={() => row.scrollPage(-1)} />
        <RowArrow direction="forward" label={t("Next coaches")} atEnd={row.atEnd} onScroll={() => row.scrollPage(1)} />
      </div>
      <ul
        id="coach-list"
        ref={row.ref}
        className={styles.row}
        aria-label={t("Coaches")}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a row that scrolls takes focus (above)
        tabIndex={focusable ? 0 : undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
      >
        {coaches.map(coach => {
          const image = getImage(coach.image.childImageSharp)
          return (
            <li key={coach.slug} className={styles.coach}>
              {image && <Picture image={image} alt={coach.imageAlt} className={styles.coachImage} lang={langOf(coach, "imageAlt")} />}
              <div className={styles.coachBody}>
                {/* The role is a key ("Coach", "Trainer": coach.schema.json), the same in every language: t() words it. */}
                <p className={styles.role}>{t(coach.role)}</p>
                <h3 className={styles.coachName} lang={langOf(coach, "name")}>
                  {/* The name links the coach's page; the link covers the whole card (coaches-section.module.css). */}
                  <Link to={coach.path} className={styles.coachLink}>
                    {coach.name}
                  </Link>
                </h3>
                <p className={styles.specialty} lang={langOf(coach, "specialty")}>
                  {coach.specialty}
                </p>
              </div>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeCoach on Coach {
    untranslated
    slug
    path
    name
    role
    specialty
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 1, breakpoints: [360, 560])
      }
    }
  }
`
