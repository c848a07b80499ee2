import React from "react"
import { withPrefix } from "gatsby"
import * as styles from "./mask-icon.module.css"

/**
 * A decorative icon (the text beside it says the same) from static/icons/<name>.svg, drawn in the text's
 * colour. The drawing is a file the browser caches, not path data in every page's JavaScript.
 */
export function MaskIcon({ name, variant }: { name: string; variant?: "small" | "social" }) {
  const style = { "--icon": `url("${withPrefix(`/icons/${name}.svg`)}")` } as React.CSSProperties
  return <span aria-hidden="true" className={variant ? `${styles.icon} ${styles[variant]}` : styles.icon} style={style} />
}
