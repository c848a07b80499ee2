import React from "react"
import type { IconName } from "./icon-paths"
import * as styles from "./icon.module.css"

/** The id of an icon's symbol in the page's HTML (icon-sprite.tsx). */
export const iconId = (name: IconName) => `icon-${name}`

/**
 * A decorative icon (the text beside it says the same), drawn in the text's colour. It points to its symbol in the
 * page (src/components/ui/icon-sprite.tsx): the browser draws it as part of the page, where an icon loaded as an
 * image (an <img> or a CSS mask of an .svg file) is a document of its own that the browser builds on the main
 * thread before the first paint (docs/architecture.md#machinery).
 */
export function Icon({ name, variant }: { name: IconName; variant?: "small" | "social" }) {
  return (
    <svg aria-hidden="true" className={variant ? `${styles.icon} ${styles[variant]}` : styles.icon}>
      <use href={`#${iconId(name)}`} />
    </svg>
  )
}
