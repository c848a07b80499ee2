import React, { useRef } from "react"
import { ResponsivePicture } from "../ui/picture"
import { ModalDialog } from "../ui/modal-dialog"
import { useT } from "../i18n/locale"
import type { Lightbox as LightboxState } from "./use-lightbox"
import type { GalleryItem } from "./types"
import * as styles from "./lightbox.module.css"
import { ChangingText } from "../ui/changing-text"

const TITLE_ID = "lightbox-title"
const POSITION_ID = "lightbox-position"

/** The enlarged view: image, title, "n of N", previous/next (also ArrowLeft/ArrowRight) and close. */
export function Lightbox({ items, lightbox }: { items: GalleryItem[]; lightbox: LightboxState }) {
  const t = useT()
  const closeButton = useRef<HTMLButtonElement>(null)
  const { index } = lightbox
  const item = index === null ? null : items[index]

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (lightbox.handleKey(event.key)) event.preventDefault()
  }

  return (
    <ModalDialog
      open={item !== null}
      onClose={lightbox.close}
      labelledBy={TITLE_ID}
      describedBy={POSITION_ID}
      initialFocus={closeButton}
      onKeyDown={handleKeyDown}
    >
      <div className={styles.bar}>
        {/* Announced as the image changes. */}
        <div className={styles.heading} aria-live="polite" aria-atomic="true">
          <h2 id={TITLE_ID} className={styles.title} lang={item?.titleLang}>
            {item && <ChangingText>{item.title}</ChangingText>}
          </h2>
          <p id={POSITION_ID} className={styles.position}>
            {/* "n of N" (src/lib/gallery.ts positionLabel), in the page's language. */}
            {index !== null && <ChangingText>{t("{n} of {count}", { n: index + 1, count: items.length })}</ChangingText>}
          </p>
        </div>
        <button ref={closeButton} type="button" className={styles.close} onClick={lightbox.close}>
          <Icon d="M6 6l12 12M18 6L6 18" />
          {t("Close")}
        </button>
      </div>
      <div className={styles.stage}>
        {item && (
          <div className={styles.frame} style={{ "--ratio": item.large.width / item.large.height } as React.CSSProperties}>
            {/* The bare <picture>: the frame sizes it, and the <img>'s width and height give its box the image's
                shape before it arrives. GatsbyImage's box would add a sizer image, an SVG document decoded in the
                very task that opens the dialog (10 ms of a slow phone's answer to the tap). */}
            <ResponsivePicture
              key={item.slug}
              image={item.large}
              alt={item.alt}
              className={styles.image}
              objectFit="contain"
              priority
              lang={item.altLang}
            />
          </div>
        )}
        <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => lightbox.step(-1)}>
          <Icon d="M15 5l-7 7 7 7" />
          <span className="visually-hidden">{t("Previous image")}</span>
        </button>
        <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => lightbox.step(1)}>
          <Icon d="M9 5l7 7-7 7" />
          <span className="visually-hidden">{t("Next image")}</span>
        </button>
      </div>
      <p className={styles.hint} aria-hidden="true">
        {t("Use ← → to browse, Esc to close")}
      </p>
    </ModalDialog>
  )
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  )
}
