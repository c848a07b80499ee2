/**
 * Previews of game, news, service, event and coach entries in the CMS, built from the site's own components (Prose, Bullets,
 * the detail layout) and CSS modules, so an editor sees the page as visitors will. Gatsby-only pieces
 * (GatsbyImage, Link) are replaced by a plain <img> and inert buttons.
 */
import React from "react"
import { Bullets, Prose } from "../components/ui/prose"
import { DetailBody, FactList, Panel } from "../components/detail/detail-layout"
import { formatDate, formatMonthlyPrice, formatRupees } from "../shared/text"
import { EVENT_KINDS, formatDateRange, formatTimeRange, type EventKind } from "../shared/events"
import * as hero from "../components/ui/page-hero.module.css"
import * as button from "../components/ui/button.module.css"
import * as article from "../components/detail/article.module.css"
import * as coachStyles from "../components/coach/coach.module.css"
import { field, type PreviewProps } from "./decap"

function assetUrl({ entry, getAsset }: PreviewProps, name = "image"): string | undefined {
  const path = field<string>(entry, name)
  if (!path) return undefined
  const asset = getAsset(path)
  return asset ? String(asset) : undefined
}

/** A detail page's hero: the entry's title, picture and its description, under a badge naming the collection. */
function EntryHero({ preview, badge, subtitle }: { preview: PreviewProps; badge: string; subtitle?: string }) {
  const image = assetUrl(preview)
  const title = field<string>(preview.entry, "title")
  return (
    <section className={hero.hero}>
      {image && (
        <img src={image} alt={field<string>(preview.entry, "imageAlt") ?? ""} className={hero.image} style={{ objectFit: "cover" }} />
      )}
      <div className={`container ${hero.content}`}>
        <p className={hero.badge}>{badge}</p>
        <h1 className={hero.title}>{title || "Title"}</h1>
        {subtitle && <p className={hero.subtitle}>{subtitle}</p>}
      </div>
    </section>
  )
}

function FakeButton({ children, variant = "primary" }: { children: React.ReactNode; variant?: "primary" | "secondary" }) {
  return <span className={`${button.button} ${button[variant]}`}>{children}</span>
}

export function GamePreview(props: PreviewProps) {
  const { entry } = props
  const fee = field<number>(entry, "pricing", "fromPerMonth")
  const facts = [
    { label: "Fees from", value: typeof fee === "number" ? formatMonthlyPrice(fee) : "—" },
    { label: "Weekdays", value: field<string>(entry, "schedule", "weekdays") ?? "—" },
    { label: "Weekends", value: field<string>(entry, "schedule", "weekends") ?? "—" },
  ]
  const pricingNote = field<string>(entry, "pricing", "note")
  const scheduleNote = field<string>(entry, "schedule", "note")
  return (
    <main>
      <EntryHero preview={props} badge="Our Games" subtitle={field(entry, "description")} />
      <DetailBody
        aside={
          <>
            <Panel title="Fees and timings">
              <FactList label="Fees and timings" facts={facts} />
              {pricingNote && <p>{pricingNote}</p>}
              {scheduleNote && <p>{scheduleNote}</p>}
            </Panel>
            <Panel title="Your coach">
              <p>
                <strong>{field<string>(entry, "coach", "name")}</strong>
                <br />
                {field<string>(entry, "coach", "credentials")}
              </p>
            </Panel>
          </>
        }
      >
        <h2>About the programme</h2>
        <Prose text={field(entry, "fullDescription")} />
        <h2>What We Offer</h2>
        <Bullets items={field<string[]>(entry, "features")} />
        <FakeButton>Enroll Now</FakeButton>
      </DetailBody>
    </main>
  )
}

export function NewsPreview(props: PreviewProps) {
  const { entry } = props
  const date = field<string>(entry, "date")
  const readTime = field<number>(entry, "readTime")
  const image = assetUrl(props)
  const category = field<string>(entry, "category")
  const author = field<string>(entry, "author")
  return (
    <main>
      <article className={`container ${article.article}`}>
        <header className={article.header}>
          <p className={article.meta}>
            {category && <span className={article.category}>{category}</span>}
            {date && /^\d{4}-\d{2}-\d{2}$/.test(date) && <time dateTime={date}>{formatDate(date)}</time>}
            {readTime ? <span>{readTime} min read</span> : null}
          </p>
          <h1 className={article.title}>{field<string>(entry, "title") || "Title"}</h1>
          <p className={article.excerpt}>{field<string>(entry, "excerpt")}</p>
          {author && <p className={article.author}>By {author}</p>}
        </header>
        {image && (
          <img
            src={image}
            alt={field<string>(entry, "imageAlt") ?? ""}
            className={article.image}
            style={{ width: "100%", aspectRatio: "1.6", objectFit: "cover" }}
          />
        )}
        <Prose text={field(entry, "fullContent")} className={article.body} />
      </article>
    </main>
  )
}

export function ServicePreview(props: PreviewProps) {
  const { entry } = props
  return (
    <main>
      <EntryHero preview={props} badge="Our Services" subtitle={field(entry, "summary")} />
      <DetailBody
        aside={
          <Panel title="Get Started Today">
            <p>Tell us about your athletes, your site or your plans. We reply within 2 hours during office hours.</p>
            <FakeButton>Call Now</FakeButton> <FakeButton variant="secondary">Email Us</FakeButton>
          </Panel>
        }
      >
        <Prose text={field(entry, "description")} />
        <h2>Service Details</h2>
        <Bullets items={field<string[]>(entry, "details")} />
        <h2>Key Features</h2>
        <Bullets items={field<string[]>(entry, "features")} />
      </DetailBody>
    </main>
  )
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^\d{2}:\d{2}$/

export function EventPreview(props: PreviewProps) {
  const { entry } = props
  const [start, end] = [field<string>(entry, "startDate"), field<string>(entry, "endDate")]
  const [from, to] = [field<string>(entry, "times", "start"), field<string>(entry, "times", "end")]
  const fee = field<number>(entry, "fee")
  const deadline = field<string>(entry, "registrationDeadline")
  const facts = [
    { label: "Dates", value: start && DAY.test(start) ? formatDateRange(start, end && DAY.test(end) ? end : start) : "—" },
    { label: "Daily times", value: from && to && TIME.test(from) && TIME.test(to) ? formatTimeRange(from, to) : "—" },
    { label: "Age group", value: field<string>(entry, "ageGroup") ?? "—" },
    { label: "Fee", value: typeof fee === "number" && fee > 0 ? formatRupees(fee) : "Free" },
    ...(deadline && DAY.test(deadline) ? [{ label: "Register by", value: formatDate(deadline) }] : []),
  ]
  const note = field<string>(entry, "times", "note")
  return (
    <main>
      <EntryHero
        preview={props}
        badge={EVENT_KINDS[field<string>(entry, "kind") as EventKind] ?? "Event"}
        subtitle={field(entry, "summary")}
      />
      <DetailBody
        aside={
          <Panel title="Dates and fees">
            <FactList label="Dates and fees" facts={facts} />
            {note && <p>{note}</p>}
          </Panel>
        }
      >
        <h2>About the event</h2>
        <Prose text={field(entry, "body")} />
        <FakeButton>Register</FakeButton>
      </DetailBody>
    </main>
  )
}

/** A coach's page: photo beside role, name and specialty, then only the optional fields that have a value. */
export function CoachPreview(props: PreviewProps) {
  const { entry } = props
  const image = assetUrl(props)
  const years = field<number>(entry, "yearsExperience")
  const languages = field<string[]>(entry, "languages") ?? []
  const credentials = (field<{ name?: string; issuer?: string; year?: number }[]>(entry, "credentials") ?? []).filter(c => c?.name)
  const games = field<string[]>(entry, "games") ?? []
  const batches = field<string[]>(entry, "batches") ?? []
  const bio = field<string>(entry, "bio")
  const record = field<string>(entry, "playingRecord")
  const facts = [
    ...(typeof years === "number" ? [{ label: "Experience", value: years === 1 ? "1 year" : `${years} years` }] : []),
    ...(languages.length ? [{ label: "Languages", value: languages.join(", ") }] : []),
  ]
  return (
    <main>
      <header className={`container ${coachStyles.profile}`}>
        {image && (
          <img src={image} alt={field<string>(entry, "imageAlt") ?? ""} className={coachStyles.photo} style={{ objectFit: "cover" }} />
        )}
        <div className={coachStyles.intro}>
          <p className={coachStyles.role}>{field<string>(entry, "role") ?? "Coach"}</p>
          <h1 className={coachStyles.name}>{field<string>(entry, "name") || "Name"}</h1>
          <p className={coachStyles.specialty}>{field<string>(entry, "specialty")}</p>
        </div>
      </header>
      <DetailBody
        aside={
          facts.length || games.length || batches.length ? (
            <>
              {facts.length > 0 && (
                <Panel title="At a glance">
                  <FactList label="At a glance" facts={facts} />
                </Panel>
              )}
              {(games.length > 0 || batches.length > 0) && (
                <Panel title="Games and batches">
                  {games.length > 0 && <p>{games.join(", ")}</p>}
                  {batches.length > 0 && <p>Batches: {batches.join(", ")}</p>}
                </Panel>
              )}
            </>
          ) : undefined
        }
      >
        {bio && (
          <>
            <h2>About the coach</h2>
            <Prose text={bio} />
          </>
        )}
        {record && (
          <>
            <h2>Playing record</h2>
            <Prose text={record} />
          </>
        )}
        {credentials.length > 0 && (
          <>
            <h2>Qualifications and certifications</h2>
            <ul className={coachStyles.credentials}>
              {credentials.map((c, i) => (
                <li key={i}>
                  <strong>{c.name}</strong>
                  {(c.issuer || c.year) && <span className={coachStyles.issuer}>{[c.issuer, c.year].filter(Boolean).join(", ")}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
        <FakeButton>Admissions and free trials</FakeButton>
      </DetailBody>
    </main>
  )
}
