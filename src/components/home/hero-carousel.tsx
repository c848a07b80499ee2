import React from "react"
import { getImage } from "../../lib/image-data"
import type { useCarousel } from "../../hooks/use-carousel"
import { useAfterLoad } from "../../hooks/use-after-load"
import { ResponsivePicture } from "../ui/picture"
import { useT } from "../i18n/locale"
import type { Lang } from "../../shared/locale"
import * as styles from "./hero.module.css"

interface HeroCarouselProps {
  slides: Queries.HomeHeroFragment["slides"]
  carousel: ReturnType<typeof useCarousel>
  /** Whether the controls work yet (the scripts have run): until then the first slide shows without them. */
  controls: boolean
  /** A field's lang mark, by its path inside the hero ("slides[0].caption"). */
  lang?: (field: string) => Lang
}

const icon = (d: string) => (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
    <path d={d} />
  </svg>
)

/**
 * The slides behind the hero text (WAI-ARIA APG carousel): the start/stop control comes first, then
 * previous/next and one button per slide; each slide is a group labelled "n of N". The first slide's image
 * is in the HTML and loads eagerly: it is the page's largest paint. The others are added once the page has
 * loaded (or as soon as a visitor asks for their slide), so on a slow connection they do not compete with it;
 * the first automatic turn comes 6 s later. The controls are rendered once they work, over the slides, so
 * nothing moves when they appear.
 */
export function HeroCarousel({ slides, carousel, controls, lang = () => undefined }: HeroCarouselProps) {
  const { index, playing, rotating, togglePlaying, previous, next, goTo } = carousel
  const t = useT()
  const count = slides.length
  // "n of N" (src/lib/carousel.ts slideLabel), in the page's language.
  const slideLabel = (i: number) => t("{n} of {count}", { n: i + 1, count })
  const afterLoad = useAfterLoad()
  return (
    <div className={styles.carousel} role="region" aria-roledescription={t("carousel")} aria-label={t("Highlights")}>
      {controls && (
        <div className={styles.controls}>
          <div className={`container ${styles.controlBar}`}>
            <button
              type="button"
              className={styles.control}
              onClick={togglePlaying}
              aria-label={playing ? t("Stop automatic slide show") : t("Start automatic slide show")}
            >
              {playing ? icon("M6 5h4v14H6zM14 5h4v14h-4z") : icon("M8 5.5v13l10.5-6.5z")}
            </button>
            <button
              type="button"
              className={styles.control}
              onClick={previous}
              aria-controls="hero-slides"
              aria-label={t("Previous slide")}
            >
              {icon("M15.5 4.5 8 12l7.5 7.5 1.5-1.5-6-6 6-6z")}
            </button>
            <div className={styles.dots}>
              {slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className={styles.dot}
                  onClick={() => goTo(i)}
                  aria-controls="hero-slides"
                  aria-label={t("Show slide {n} of {count}", { n: i + 1, count })}
                  aria-current={i === index ? "true" : undefined}
                />
              ))}
            </div>
            <button type="button" className={styles.control} onClick={next} aria-controls="hero-slides" aria-label={t("Next slide")}>
              {icon("M8.5 4.5 16 12l-7.5 7.5L7 18l6-6-6-6z")}
            </button>
          </div>
        </div>
      )}
      <div id="hero-slides" className={styles.slides} aria-live={rotating ? "off" : "polite"}>
        {slides.map((slide, i) => {
          const image = getImage(slide.image.childImageSharp)
          return (
            <div
              key={i}
              role="group"
              aria-roledescription={t("slide")}
              aria-label={slideLabel(i)}
              className={styles.slide}
              data-active={i === index}
            >
              {image && (i === 0 || i === index || afterLoad) && (
                <ResponsivePicture
                  image={image}
                  alt={slide.imageAlt}
                  priority={i === 0}
                  className={styles.image}
                  lang={lang(`slides[${i}].imageAlt`)}
                />
              )}
              <div className={`container ${styles.captionBox}`}>
                <p className={styles.caption} lang={lang(`slides[${i}].caption`)}>
                  {slide.caption}
                </p>
              </div>
            </div>
          )
        })}
      </div>
    </div>
  )
}
