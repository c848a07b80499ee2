import { useCallback, useState } from "react"
import { useT } from "./use-locale"

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed"

/** English keys; useShare shows them in the page's language. */
export const shareMessages: Record<ShareOutcome, string> = {
  shared: "",
  copied: "Link copied to the clipboard.",
  cancelled: "",
  failed: "Could not share. Copy the address from your browser's address bar.",
}

/** Shares through the Web Share API where the browser has it, otherwise copies the link. */
export async function shareOrCopy(data: { title: string; url: string }, nav: Navigator = navigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function") {
    try {
      await nav.share(data)
      return "shared"
    } catch (e) {
      if ((e as DOMException)?.name === "AbortError") return "cancelled"
    }
  }
  try {
    await nav.clipboard.writeText(data.url)
    return "copied"
  } catch {
    return "failed"
  }
}

export function useShare() {
  const t = useT()
  const [feedback, setFeedback] = useState("")
  const share = useCallback(
    async (data: { title: string; url: string }) => {
      const message = shareMessages[await shareOrCopy(data)]
      setFeedback(message && t(message))
    },
    [t],
  )
  return { share, feedback }
}
