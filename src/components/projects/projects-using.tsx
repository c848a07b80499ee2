import React from "react"
import { Link, useT } from "../i18n/locale"
import { langOf } from "../../shared/locale"
import { SURFACE_PROJECTS } from "../../shared/lists"
import * as styles from "./projects.module.css"

export interface ProjectLink {
  path: string
  title: string
  flooring: readonly string[]
  untranslated?: readonly string[] | null
}

/**
 * Under a flooring product's card: the newest SURFACE_PROJECTS projects built with it (the page carries them, newest
 * first, with others that share a surface), each a link, then, when `total` says more used it, a link to the whole
 * portfolio; nothing at all when there are none.
 */
export function ProjectsUsing({ flooring, projects, total = 0 }: { flooring: string; projects: readonly ProjectLink[]; total?: number }) {
  const t = useT()
  const used = projects.filter(p => p.flooring.includes(flooring)).slice(0, SURFACE_PROJECTS)
  if (used.length === 0) return null
  return (
    <div className={styles.usedIn}>
      <p>
        <strong>{t("Projects with this surface")}</strong>
      </p>
      <ul>
        {used.map(p => (
          <li key={p.path}>
            <Link to={p.path} lang={langOf(p, "title")}>
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
      {total > used.length && (
        <p>
          <Link to="/projects">{t("All projects")}</Link>
        </p>
      )}
    </div>
  )
}
