import React from "react"
import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { useCarousel } from "../../hooks/use-carousel"
import { useVideoDialog } from "../../hooks/use-video-dialog"
import { privacyEmbedUrl } from "../../lib/video-embed"
import { useHydrated } from "../../hooks/use-hydrated"
import { isPlainClick } from "../../lib/navigation"
import { buttonClassName, LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import { HeroCarousel } from "./hero-carousel"
import { VideoDialog } from "./video-dialog"
import * as styles from "./hero.module.css"

/**
 * Home's first screen (section "home"): rotating slides behind the badge, title, subtitle and the two calls
 * to action. Hovering it or moving focus into it pauses the rotation.
 */
export function Hero({ hero }: { hero: Queries.HomeHeroFragment }) {
  const t = useT()
  const { site } = useSiteData()
  const carousel = useCarousel(hero.slides.length)
  const video = useVideoDialog()
  const hydrated = useHydrated()
  // A link to the video until the scripts run (and for a new tab); then a plain click opens the dialog.
  const openVideo = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    video.open(event)
  }

  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="home-title" {...carousel.rootProps}>
        <HeroCarousel slides={hero.slides} carousel={carousel} controls={hydrated} />
        <div className={`container ${styles.content}`}>
          <p className={styles.badge}>{hero.badge}</p>
          <h1 id="home-title" className={styles.title}>
            {hero.title}
          </h1>
          <p className={styles.subtitle}>{hero.subtitle}</p>
          <div className={styles.actions}>
            <LinkButton to={site.communityUrl}>
              {t("Join Community")}
              <span className="visually-hidden"> {t("(opens in a new tab)")}</span>
            </LinkButton>
            <a
              href={site.videoUrl}
              rel="noopener noreferrer"
              className={buttonClassName("ghost", styles.watch)}
              aria-haspopup={hydrated ? "dialog" : undefined}
              onClick={openVideo}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
              {t("Watch Video")}
            </a>
          </div>
        </div>
      </section>
      {video.mode !== "closed" && <VideoDialog video={video} src={privacyEmbedUrl(site.videoUrl)} />}
    </>
  )
}

export const fragment = graphql`
  fragment HomeHero on HomePageHero {
    badge
    title
    subtitle
    slides {
      caption
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, sizes: "(max-width: 767px) 150vw, 100vw")
        }
      }
    }
  }
`
