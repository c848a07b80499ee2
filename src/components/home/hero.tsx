import React, { useCallback, useState } from "react"
import { graphql } from "gatsby"
import { useSiteData } from "../../hooks/use-site-data"
import { useCarousel } from "../../hooks/use-carousel"
import { privacyEmbedUrl } from "../../lib/video-embed"
import { useHydrated } from "../../hooks/use-hydrated"
import { isPlainClick } from "../../lib/navigation"
import { buttonClassName, LinkButton } from "../ui/button"
import { useT } from "../i18n/locale"
import { HeroCarousel } from "./hero-carousel"
import type { VideoDialogHostProps } from "./video-dialog-host"
import type { Lang } from "../../shared/locale"
import * as styles from "./hero.module.css"

/** The dialog's code, fetched when the visitor points at, focuses or presses "Watch Video" (webpack keeps one copy). */
const loadVideoDialog = () => import("./video-dialog-host")

/**
 * Home's first screen (section "home"): rotating slides behind the badge, title, subtitle and the two calls
 * to action. Hovering it or moving focus into it pauses the rotation.
 */
export function Hero({ hero, lang = () => undefined }: { hero: Queries.HomeHeroFragment; lang?: (field: string) => Lang }) {
  const t = useT()
  const { site } = useSiteData()
  const carousel = useCarousel(hero.slides.length)
  const hydrated = useHydrated()
  const [video, setVideo] = useState<{ Host: React.ComponentType<VideoDialogHostProps>; opener: HTMLElement } | null>(null)
  const closeVideo = useCallback(() => setVideo(null), [])
  const prefetchVideo = () => void loadVideoDialog().catch(() => undefined)
  // A link to the video until the scripts run (and for a new tab); then a plain click opens the dialog, whose
  // code arrives on first use. If it cannot be fetched, the link is followed after all.
  const openVideo = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const opener = event.currentTarget
    loadVideoDialog().then(
      module => setVideo({ Host: module.default, opener }),
      () => window.location.assign(opener.href),
    )
  }

  return (
    <>
      <section id="home" className={styles.hero} aria-labelledby="home-title" {...carousel.rootProps}>
        <HeroCarousel slides={hero.slides} carousel={carousel} controls={hydrated} lang={lang} />
        <div className={`container ${styles.content}`}>
          <p className={styles.badge} lang={lang("badge")}>
            {hero.badge}
          </p>
          <h1 id="home-title" className={styles.title} lang={lang("title")}>
            {hero.title}
          </h1>
          <p className={styles.subtitle} lang={lang("subtitle")}>
            {hero.subtitle}
          </p>
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
              onPointerEnter={prefetchVideo}
              onFocus={prefetchVideo}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="currentColor">
                <path d="M8 5.5v13l10.5-6.5z" />
              </svg>
              {t("Watch Video")}
            </a>
          </div>
        </div>
      </section>
      {video && <video.Host opener={video.opener} src={privacyEmbedUrl(site.videoUrl)} onClosed={closeVideo} />}
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
          gatsbyImageData(layout: FULL_WIDTH, breakpoints: [360, 560, 800, 1200, 1600], sizes: "(max-width: 767px) 150vw, 100vw")
        }
      }
    }
  }
`
