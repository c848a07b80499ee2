import React from "react"
import { Picture } from "../ui/picture"
import { useLightbox } from "./use-lightbox"
import { Lightbox } from "./lightbox"
import type { GalleryItem } from "./types"
import * as styles from "./gallery.module.css"

/** The slots of gallery.module.css: tiles 1 and 8 are twice as wide (a phone's full width, 2 x 2 from 900 px). */
const WIDE_TILES = new Set([0, 7])
const TILE_SIZES = {
  wide: "(min-width: 1200px) 568px, (min-width: 900px) 47vw, calc(100vw - 32px)",
  narrow: "(min-width: 1200px) 276px, (min-width: 900px) 23vw, calc(50vw - 22px)",
}

/** The image grid; each tile is a button that opens the image enlarged in a dialog. */
export function GalleryGrid({ items }: { items: GalleryItem[] }) {
  const lightbox = useLightbox(items.length)
  return (
    <>
      <ul className={styles.grid}>
        {items.map((item, i) => (
          <li key={item.slug} className={styles.item}>
            <button type="button" className={styles.tile} aria-haspopup="dialog" onClick={() => lightbox.open(i)}>
              {/* The title is the button's name; the full description is on the enlarged image. */}
              <Picture image={item.thumb} alt="" className={styles.thumb} sizes={WIDE_TILES.has(i) ? TILE_SIZES.wide : TILE_SIZES.narrow} phrasing />
              <span className={styles.caption}>
                <span className="visually-hidden">View larger: </span>
                {item.title}
              </span>
              <span className={styles.zoom} aria-hidden="true">
                <ZoomIcon />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Lightbox items={items} lightbox={lightbox} />
    </>
  )
}

function ZoomIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="M15.5 15.5 21 21M10.5 7.5v6M7.5 10.5h6" />
    </svg>
  )
}
