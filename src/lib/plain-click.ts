/** The parts of a click event that tell whether the visitor asked for the link itself. */
export interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/**
 * Whether a click on a link that a script takes over (a home section link, the video, a gallery image) should
 * get the script's behaviour: a plain primary click. With a modifier (new tab or window, download) or another
 * button the link does what a link does.
 */
export function isPlainClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
