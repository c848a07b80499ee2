import React, { useId } from "react"
import * as styles from "./progress-bar.module.css"

/** A labelled bar out of 100 (role="progressbar"); the visible percentage is for sighted readers only. */
export function ProgressBar({ label, value, lang }: { label: string; value: number; lang?: string }) {
  const id = useId()
  const percent = Math.min(100, Math.max(0, value))
  return (
    <div className={styles.bar}>
      <div className={styles.barHead}>
        <span id={id} lang={lang}>
          {label}
        </span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div role="progressbar" aria-labelledby={id} aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} className={styles.track}>
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
    </div>
  )
}
