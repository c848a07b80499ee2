import React, { memo } from "react"
import { ResponsivePicture } from "../ui/picture"
import { useHydrated } from "../../hooks/use-hydrated"
import { isPlainClick } from "../../lib/navigation"
import { useLightbox } from "./use-lightbox"
import { Lightbox } from "./lightbox"
import { useT } from "../i18n/locale"
import type { GalleryItem } from "./types"
import "../ui/stylesheet-order"
import * as styles from "./gallery.module.css"

/** The slots of gallery.module.css: tiles 1 and 8 are twice as wide (a phone's full width, 2 x 2 from 900 px). */
const WIDE_TILES = new Set([0, 7])
const TILE_SIZES = {
  wide: "(min-width: 1200px) 568px, (min-width: 900px) 47vw, calc(100vw - 32px)",
  narrow: "(min-width: 1200px) 276px, (min-width: 900px) 23vw, calc(50vw - 22px)",
}

/**
 * The image grid; each tile is a link to the large image, which the script upgrades to open it enlarged in
 * a dialog. The tile's content is phrasing content (spans and a <picture>), as a link inside a list needs.
 */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const lightbox = useLightbox(items.length)
  const hydrated = useHydrated()
  return (
    <>
      <Tiles items={items} hydrated={hydrated} open={lightbox.open} />
      <Lightbox items={items} lightbox={lightbox} />
    </>
  )
}

/**
 * The grid of tiles, kept apart from the dialog's state: opening, stepping through and closing the enlarged view
 * renders the dialog alone, not every tile again (the tap's answer is painted sooner on a slow phone;
 * `npm run bench:interactions`).
 */
const Tiles = memo(function Tiles({ items, hydrated, open }: { items: GalleryItem[]; hydrated: boolean; open: (index: number) => void }) {
  const t = useT()
  return (
    <ul className={styles.grid}>
      {items.map((item, i) => (
        <li key={item.slug} className={styles.item}>
          <a
            href={item.large.images.fallback?.src}
            className={styles.tile}
            aria-haspopup={hydrated ? "dialog" : undefined}
            onClick={event => {
              if (!isPlainClick(event)) return
              event.preventDefault()
              open(i)
            }}
            onKeyDown={event => {
              if (event.key !== " ") return
              event.preventDefault()
              open(i)
            }}
          >
            {/* The title is the link's name; the full description is on the enlarged image. */}
            <span className={styles.thumb} style={{ backgroundColor: item.thumb.backgroundColor }}>
              <ResponsivePicture image={item.thumb} alt="" sizes={WIDE_TILES.has(i) ? TILE_SIZES.wide : TILE_SIZES.narrow} />
            </span>
            <span className={styles.caption}>
              <span className="visually-hidden">{t("View larger:")} </span>
              <span lang={item.titleLang}>{item.title}</span>
            </span>
            <span className={styles.zoom} aria-hidden="true">
              <ZoomIcon />
            </span>
          </a>
        </li>
      ))}
    </ul>
  )
})

function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  )
}
