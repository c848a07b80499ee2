import React from "react"
import { Button } from "../ui/button"
import { useT } from "../i18n/locale"
import { useShare } from "../../hooks/use-share"
import { useHydrated } from "../../hooks/use-hydrated"
import * as styles from "./article-actions.module.css"

/**
 * Share Article (Web Share, else copy the link) and Print Article. Both need the script: until it has run
 * they keep their place but are not shown, so none does nothing and nothing moves when they appear.
 */
export function ArticleActions({ title }: { title: string }) {
  const { share, feedback } = useShare()
  const hydrated = useHydrated()
  const t = useT()
  return (
    <div className={`${styles.actions} no-print`} data-waiting={hydrated ? undefined : ""}>
      <Button variant="secondary" onClick={() => share({ title, url: window.location.href })}>
        {t("Share Article")}
      </Button>
      <Button variant="ghost" className={styles.print} onClick={() => window.print()}>
        {t("Print Article")}
      </Button>
      <p role="status" className={styles.feedback}>
        {feedback}
      </p>
    </div>
  )
}
