import { useCallback, useState } from "react"
import { indexForKey, stepIndex, wrapIndex } from "../../lib/gallery"

export interface Lightbox {
  /** The image shown enlarged, or null when the enlarged view is closed. */
  index: number | null
  open: (index: number) => void
  close: () => void
  step: (delta: number) => void
  /** Moves for ArrowLeft/ArrowRight/Home/End and returns true; false (and no change) for other keys. */
  handleKey: (key: string) => boolean
}

/** State of the gallery's enlarged view: which image is open, and moving between images with wrapping. */
export function useLightbox(length: number): Lightbox {
  const [index, setIndex] = useState<number | null>(null)
  const open = useCallback((i: number) => setIndex(wrapIndex(i, length)), [length])
  const close = useCallback(() => setIndex(null), [])
  const step = useCallback((delta: number) => setIndex(i => (i === null ? null : stepIndex(i, delta, length))), [length])
  const handleKey = useCallback(
    (key: string) => {
      if (index === null) return false
      const next = indexForKey(key, index, length)
      if (next === null) return false
      setIndex(next)
      return true
    },
    [index, length],
  )
  return { index, open, close, step, handleKey }
}
