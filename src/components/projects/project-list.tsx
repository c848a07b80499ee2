import React from "react"
import { Section } from "../ui/section"
import { EntryCards, type EntryCardData } from "../ui/entry-cards"
import { Link, useLocale, useT } from "../i18n/locale"
import { fixedRoute } from "../../shared/routes"
import { langOf } from "../../shared/locale"
import {
  CLIENT_TYPE_LABELS,
  formatArea,
  formatCompletion,
  projectFilterRoute,
  projectListPath,
  type ClientType,
  type ProjectFilter,
} from "../../shared/projects"
import * as styles from "./projects.module.css"
import { ChangingText } from "../ui/changing-text"
import { Pagination } from "../ui/pagination"

export type ProjectCardData = EntryCardData & {
  slug: string
  clientType: string
  city: string
  state: string
  completed: string
  area: number
  games: readonly string[]
}

export interface GameName {
  slug: string
  title: string
  untranslated?: readonly string[] | null
}

interface ProjectListProps {
  /** This page's projects, newest first (a page of PROJECTS_PAGE of its list). */
  projects: readonly ProjectCardData[]
  /** Every filter that has projects (src/shared/projects.ts projectFilters), each a page of its own. */
  filters: readonly ProjectFilter[]
  /** The filter of this page; none on /projects. */
  active?: ProjectFilter | null
  games: readonly GameName[]
  /** How many projects the list has on all its pages. */
  total: number
  /** Which of the list's numbered pages this is. */
  pageNumber?: number
  pageCount?: number
}

/** The label of a filter in the page's language: the game's title or the client type's name. */
export function useFilterLabel(games: readonly GameName[]) {
  const t = useT()
  return (filter: ProjectFilter) =>
    filter.kind === "sport"
      ? (games.find(g => g.slug === filter.value)?.title ?? filter.value)
      : t(CLIENT_TYPE_LABELS[filter.value as ClientType] ?? filter.value)
}

/**
 * A page of the completed projects, newest first, with their filters as plain links to pre-rendered pages (by
 * sport, by client type) and the list's numbered pages: they work without JavaScript, and the current ones are
 * marked aria-current="page".
 */
export function ProjectList({ projects, filters, active, games, total, pageNumber = 1, pageCount = 1 }: ProjectListProps) {
  const t = useT()
  const locale = useLocale()
  const label = useFilterLabel(games)
  const groups: { kind: ProjectFilter["kind"]; title: string; all: string }[] = [
    { kind: "sport", title: t("By sport"), all: t("All sports") },
    { kind: "client", title: t("By client"), all: t("All clients") },
  ]
  const gameLang = (slug: string) =>
    langOf(
      games.find(g => g.slug === slug),
      "title",
    )
  return (
    <Section id="projects" title={t("Completed projects")}>
      <nav className={styles.filters} aria-label={t("Filter projects")}>
        {groups.map(group => (
          <div key={group.kind} className={styles.filterGroup}>
            <h3 className={styles.filterTitle}>{group.title}</h3>
            <ul className={styles.filterLinks}>
              <li>
                <FilterLink to={fixedRoute("/projects")} current={!active}>
                  {group.all}
                </FilterLink>
              </li>
              {filters
                .filter(f => f.kind === group.kind)
                .map(f => (
                  <li key={f.value}>
                    <FilterLink
                      to={projectFilterRoute(f)}
                      current={active?.kind === f.kind && active.value === f.value}
                      lang={f.kind === "sport" ? gameLang(f.value) : undefined}
                    >
                      {label(f)}
                    </FilterLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <p className={styles.count}>
        <ChangingText>
          {active
            ? t(total === 1 ? "1 project for {filter}" : "{count} projects for {filter}", {
                count: total,
                filter: label(active),
              })
            : t(total === 1 ? "1 project" : "{count} projects", { count: total })}
        </ChangingText>
      </p>
      <EntryCards
        entries={projects}
        linkLabel={t("View project")}
        meta={p => (
          <span className={styles.cardMeta}>
            {t(CLIENT_TYPE_LABELS[p.clientType as ClientType] ?? p.clientType)} · <span lang={langOf(p, "city")}>{p.city}</span>,{" "}
            <span lang={langOf(p, "state")}>{p.state}</span> · {formatCompletion(p.completed, locale)} · {formatArea(p.area, locale)}
          </span>
        )}
      />
      <Pagination list={projectListPath(active)} pageNumber={pageNumber} pageCount={pageCount} label={t("Projects pages")} />
    </Section>
  )
}

function FilterLink({ to, current, lang, children }: { to: string; current: boolean; lang?: "en"; children: React.ReactNode }) {
  return (
    <Link to={to} className={styles.filterLink} aria-current={current ? "page" : undefined} lang={lang}>
      {children}
    </Link>
  )
}
