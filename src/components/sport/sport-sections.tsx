import React from "react"
import { Bullets, Prose } from "../ui/prose"
import { useT } from "../i18n/locale"
import type { Lang } from "../../shared/locale"
import * as styles from "./sport-sections.module.css"

export interface Leaf {
  title: string
  description?: string | null
  items?: readonly string[] | null
}
export interface Component extends Leaf {
  subComponents?: readonly Leaf[] | null
}
export interface SectionData extends Leaf {
  components?: readonly Component[] | null
}
export interface Director {
  name: string
  role: string
  experience: string
  education: readonly string[]
  currentProjects: readonly string[]
  futureVision: string
  qualifications: readonly string[]
}
export interface DetailedContent {
  introduction?: string | null
  sections?: readonly SectionData[] | null
  director?: Director | null
  conclusion?: string | null
}

/** A field's lang mark, by its path inside detailedContent ("sections[0].title"): langsOf(sport, "detailedContent"). */
type LangOf = (field: string) => Lang

function LeafBody({ node, at, lang }: { node: Leaf; at: string; lang: LangOf }) {
  return (
    <>
      {node.description && <Prose text={node.description} lang={lang(`${at}.description`)} />}
      <Bullets items={node.items} lang={i => lang(`${at}.items[${i}]`)} />
    </>
  )
}

function DirectorProfile({ director, lang }: { director: Director; lang: LangOf }) {
  const t = useT()
  const list = (field: string) => (i: number) => lang(`director.${field}[${i}]`)
  return (
    <section className={styles.director} aria-labelledby="director-title">
      <h2 id="director-title">{t("Meet the Director")}</h2>
      <p className={styles.directorName}>
        <strong lang={lang("director.name")}>{director.name}</strong>, <span lang={lang("director.role")}>{director.role}</span>
      </p>
      <h3>{t("Experience")}</h3>
      <Prose text={director.experience} lang={lang("director.experience")} />
      <h3>{t("Education")}</h3>
      <Bullets items={director.education} lang={list("education")} />
      <h3>{t("Current Projects")}</h3>
      <Bullets items={director.currentProjects} lang={list("currentProjects")} />
      <h3>{t("Future Vision")}</h3>
      <Prose text={director.futureVision} lang={lang("director.futureVision")} />
      <h3>{t("Qualifications")}</h3>
      <Bullets items={director.qualifications} lang={list("qualifications")} />
    </section>
  )
}

/**
 * The optional detailed sections of a sport article; each renders only when the sport's data has it.
 */
export function SportSections({ content, lang = () => undefined }: { content?: DetailedContent | null; lang?: LangOf }) {
  const t = useT()
  if (!content) return null
  return (
    <div className={styles.sections}>
      {content.introduction && (
        <section aria-labelledby="introduction">
          <h2 id="introduction">{t("Introduction")}</h2>
          <Prose text={content.introduction} lang={lang("introduction")} />
        </section>
      )}
      {content.sections?.map((section, i) => (
        <section key={i} aria-labelledby={`section-${i}`} className={styles.section}>
          <h2 id={`section-${i}`} lang={lang(`sections[${i}].title`)}>
            {section.title}
          </h2>
          <LeafBody node={section} at={`sections[${i}]`} lang={lang} />
          {section.components?.map((component, j) => (
            <div key={j} className={styles.component}>
              <h3 lang={lang(`sections[${i}].components[${j}].title`)}>{component.title}</h3>
              <LeafBody node={component} at={`sections[${i}].components[${j}]`} lang={lang} />
              {component.subComponents?.map((sub, k) => (
                <div key={k} className={styles.sub}>
                  <h4 lang={lang(`sections[${i}].components[${j}].subComponents[${k}].title`)}>{sub.title}</h4>
                  <LeafBody node={sub} at={`sections[${i}].components[${j}].subComponents[${k}]`} lang={lang} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
      {content.director && <DirectorProfile director={content.director} lang={lang} />}
      {content.conclusion && (
        <section aria-labelledby="conclusion" className={styles.conclusion}>
          <h2 id="conclusion">{t("Conclusion")}</h2>
          <Prose text={content.conclusion} lang={lang("conclusion")} />
        </section>
      )}
    </div>
  )
}
