import React from "react"
import { Button } from "../ui/button"
import { useShare } from "../../hooks/use-share"
import * as styles from "./article-actions.module.css"

/** Share Article (Web Share, else copy the link) and Print Article. */
export function ArticleActions({ title }: { title: string }) {
  const { share, feedback } = useShare()
  return (
    <div className={`${styles.actions} no-print`}>
      <Button variant="secondary" onClick={() => share({ title, url: window.location.href })}>
        Share Article
      </Button>
      <Button variant="ghost" className={styles.print} onClick={() => window.print()}>
        Print Article
      </Button>
      <p role="status" className={styles.feedback}>
        {feedback}
      </p>
    </div>
  )
}
