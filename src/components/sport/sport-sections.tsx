import React from "react"
import { Bullets, Prose } from "../ui/prose"
import { useT } from "../i18n/locale"
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

function LeafBody({ node }: { node: Leaf }) {
  return (
    <>
      {node.description && <Prose text={node.description} />}
      <Bullets items={node.items} />
    </>
  )
}

function DirectorProfile({ director }: { director: Director }) {
  const t = useT()
  return (
    <section className={styles.director} aria-labelledby="director-title">
      <h2 id="director-title">{t("Meet the Director")}</h2>
      <p className={styles.directorName}>
        <strong>{director.name}</strong>, {director.role}
      </p>
      <h3>{t("Experience")}</h3>
      <Prose text={director.experience} />
      <h3>{t("Education")}</h3>
      <Bullets items={director.education} />
      <h3>{t("Current Projects")}</h3>
      <Bullets items={director.currentProjects} />
      <h3>{t("Future Vision")}</h3>
      <Prose text={director.futureVision} />
      <h3>{t("Qualifications")}</h3>
      <Bullets items={director.qualifications} />
    </section>
  )
}

/** The optional detailed sections of a sport article; each renders only when the sport's data has it. */
export function SportSections({ content }: { content?: DetailedContent | null }) {
  const t = useT()
  if (!content) return null
  return (
    <div className={styles.sections}>
      {content.introduction && (
        <section aria-labelledby="introduction">
          <h2 id="introduction">{t("Introduction")}</h2>
          <Prose text={content.introduction} />
        </section>
      )}
      {content.sections?.map((section, i) => (
        <section key={i} aria-labelledby={`section-${i}`} className={styles.section}>
          <h2 id={`section-${i}`}>{section.title}</h2>
          <LeafBody node={section} />
          {section.components?.map((component, j) => (
            <div key={j} className={styles.component}>
              <h3>{component.title}</h3>
              <LeafBody node={component} />
              {component.subComponents?.map((sub, k) => (
                <div key={k} className={styles.sub}>
                  <h4>{sub.title}</h4>
                  <LeafBody node={sub} />
                </div>
              ))}
            </div>
          ))}
        </section>
      ))}
      {content.director && <DirectorProfile director={content.director} />}
      {content.conclusion && (
        <section aria-labelledby="conclusion" className={styles.conclusion}>
          <h2 id="conclusion">{t("Conclusion")}</h2>
          <Prose text={content.conclusion} />
        </section>
      )}
    </div>
  )
}
