import React from "react"
import { graphql } from "gatsby"
import { getImage } from "../../lib/image-data"
import { Picture } from "../ui/picture"
import { Section } from "../ui/section"
import { ProgressBar } from "./progress-bar"
import * as home from "./home.module.css"
import type { Lang } from "../../shared/locale"
import * as styles from "./about-section.module.css"

/** Section "about": who we are, with the four progress bars (Fitness, Game Plan, Strategy, Passion). */
export function AboutSection({ about, lang = () => undefined }: { about: Queries.HomeAboutFragment; lang?: (field: string) => Lang }) {
  const image = getImage(about.image.childImageSharp)
  return (
    <Section id="about" title={about.title} className={home.target} titleLang={lang("title")}>
      <div className={styles.about}>
        {image && <Picture image={image} alt={about.imageAlt} className={styles.aboutImage} lang={lang("imageAlt")} />}
        <div>
          <p className={styles.lead} lang={lang("text")}>
            {about.text}
          </p>
          <div className={styles.bars}>
            {about.progress.map((p, i) => (
              <ProgressBar key={p.label} label={p.label} value={p.value} lang={lang(`progress[${i}].label`)} />
            ))}
          </div>
        </div>
      </div>
    </Section>
  )
}

export const fragment = graphql`
  fragment HomeAbout on HomePageAbout {
    title
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          width: 640
          aspectRatio: 1.25
          breakpoints: [360, 560, 800, 1200]
          sizes: "(min-width: 900px) 540px, (min-width: 768px) calc(100vw - 48px), calc(100vw - 32px)"
        )
      }
    }
    progress {
      label
      value
    }
  }
`
