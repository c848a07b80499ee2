import React from "react"
import { Link, useT } from "../i18n/locale"
import { langOf } from "../../shared/locale"
import * as styles from "./projects.module.css"

export interface ProjectLink {
  path: string
  title: string
  flooring: readonly string[]
  untranslated?: readonly string[] | null
}

/** Under a flooring product's card: the projects built with it, each a link; nothing at all when there are none. */
export function ProjectsUsing({ flooring, projects }: { flooring: string; projects: readonly ProjectLink[] }) {
  const t = useT()
  const used = projects.filter(p => p.flooring.includes(flooring))
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
    </div>
  )
}
