import React from "react"
import { createPortal } from "react-dom"
import type { useVideoDialog } from "../../hooks/use-video-dialog"
import { useFocusTrap } from "../../hooks/use-focus-trap"
import { useT } from "../i18n/locale"
import * as styles from "./video-dialog.module.css"

interface VideoDialogProps {
  video: ReturnType<typeof useVideoDialog>
  /** The privacy-enhanced embed address; the player only loads once the dialog is open. */
  src: string
}

const TITLE_ID = "video-dialog-title"

const icons = {
  minimize: "M5 17h14v2H5z",
  restore: "M4 4h16v16H4zm2 4v10h12V8z",
  enterFullscreen: "M4 4h6v2H6v4H4zm10 0h6v6h-2V6h-4zM4 14h2v4h4v2H4zm14 0h2v6h-6v-2h4z",
  exitFullscreen: "M8 4h2v6H4V8h4zm6 0h2v4h4v2h-6zM4 14h6v6H8v-4H4zm10 0h6v2h-4v4h-2z",
  close: "M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4L12 13.4 6.4 19 5 17.6l5.6-5.6L5 6.4z",
}

function IconButton({ label, icon, onClick }: { label: string; icon: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label={label} title={label} onClick={onClick}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d={icon} />
      </svg>
    </button>
  )
}

/**
 * 'Watch Our Video': a floating, draggable dialog with the embedded player. Modal while open (the page
 * behind is inert, Tab stays inside, Escape closes); minimized it becomes a small non-modal box in the top
 * right corner that restores, centred, when clicked.
 */
export function VideoDialog({ video, src }: VideoDialogProps) {
  const { mode, rect, fullscreen, dragging, dialogRef } = video
  const modal = mode === "open"
  const minimized = mode === "minimized"
  const trap = useFocusTrap(dialogRef, modal)
  const t = useT()
  if (!rect) return null

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.stopPropagation()
      video.close()
      return
    }
    trap.onKeyDown(event)
  }

  return createPortal(
    <>
      {modal && <div className={styles.backdrop} aria-hidden="true" onClick={video.close} />}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- WAI-ARIA dialog pattern: the dialog handles Escape and keeps Tab inside */}
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal={modal}
        aria-labelledby={TITLE_ID}
        tabIndex={-1}
        className={styles.dialog}
        data-mode={mode}
        data-dragging={dragging}
        data-fullscreen={fullscreen}
        style={{ left: rect.x, top: rect.y, width: rect.width, height: rect.height }}
        onKeyDown={onKeyDown}
      >
        <div className={styles.header} {...video.dragHandleProps}>
          <h2 id={TITLE_ID} className={styles.title}>
            {t("Watch Our Video")}
          </h2>
          <div className={styles.tools}>
            {!minimized && (
              <IconButton
                label={fullscreen ? t("Exit full screen") : t("Full screen")}
                icon={fullscreen ? icons.exitFullscreen : icons.enterFullscreen}
                onClick={video.toggleFullscreen}
              />
            )}
            {!fullscreen && (
              <IconButton
                label={minimized ? t("Restore video") : t("Minimize video")}
                icon={minimized ? icons.restore : icons.minimize}
                onClick={minimized ? video.restore : video.minimize}
              />
            )}
            <IconButton label={t("Close video")} icon={icons.close} onClick={video.close} />
          </div>
        </div>
        <div className={styles.body}>
          <iframe
            className={styles.player}
            src={src}
            title={t("VeerBhumi Sports video (YouTube player)")}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            onError={video.onVideoError}
          />
          {/* A click anywhere on the minimized box restores it; keyboard users have the Restore button. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- a mouse shortcut; the Restore button is the keyboard's way */}
          {minimized && <div className={styles.restoreArea} onClick={video.restore} />}
        </div>
        {modal && <span className={styles.sentinel} {...trap.sentinelProps} />}
      </div>
    </>,
    document.body,
  )
}
