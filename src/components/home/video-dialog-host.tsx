import React, { useEffect, useRef } from "react"
import { useVideoDialog } from "../../hooks/use-video-dialog"
import { VideoDialog } from "./video-dialog"

export interface VideoDialogHostProps {
  /** What opened the dialog: focus goes back to it when the dialog closes. */
  opener: HTMLElement
  src: string
  /** Called once the dialog has closed (and handed focus back). */
  onClosed: () => void
}

/**
 * The video dialog with its state. Home loads this module only when a visitor first asks for the video
 * (src/components/home/hero.tsx), so its code is not part of the page's first download. Opens on mount.
 */
export default function VideoDialogHost({ opener, src, onClosed }: VideoDialogHostProps) {
  const video = useVideoDialog()
  const { open, mode } = video
  useEffect(() => open(opener), [open, opener])
  const opened = useRef(false)
  useEffect(() => {
    if (mode !== "closed") opened.current = true
    else if (opened.current) onClosed()
  }, [mode, onClosed])
  return mode === "closed" ? null : <VideoDialog video={video} src={src} />
}
