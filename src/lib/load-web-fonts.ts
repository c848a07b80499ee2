import { type WebFont, WEB_FONTS_ID } from "./web-font-list"

/**
 * Adds the page's web fonts (listed in its data block, src/components/layout/web-fonts.tsx) with the CSS Font
 * Loading API, all together once all have arrived: one re-layout for the swap, not one per font. Called once the
 * page's scripts run and its first paint is on screen (gatsby-browser.tsx: onClientEntry, afterFirstPaint); a font
 * that fails keeps its fallback face. A font the page's CSS also declares from the device's own copy (local(),
 * src/styles/devanagari.css) is downloaded only where that copy is missing.
 */
export function loadWebFonts(doc: Document = document): Promise<void> {
  const list = doc.getElementById(WEB_FONTS_ID)
  if (!list || typeof FontFace === "undefined" || !doc.fonts) return Promise.resolve()
  const fonts = JSON.parse(list.textContent ?? "[]") as WebFont[]
  return Promise.all(fonts.map(font => localFace(doc, font).then(found => (found ? null : download(font))))).then(faces => {
    for (const face of faces) if (face) doc.fonts.add(face)
  })
}

/**
 * Runs `start` once the first contentful paint is on screen (at once if it already is), so that the fonts never
 * compete with the first paint's image for the connection. A browser that reports no paint falls back on two
 * animation frames; a hidden tab, which paints nothing until shown, starts at once.
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  const Observer = win.PerformanceObserver
  if (win.document.visibilityState === "hidden") return once()
  if (Observer?.supportedEntryTypes?.includes("paint")) {
    const observer = new Observer(list => {
      if (!list.getEntries().some(entry => entry.name === "first-contentful-paint")) return
      observer.disconnect()
      setTimeout(once, 0)
    })
    observer.observe({ type: "paint", buffered: true })
  } else win.requestAnimationFrame(() => win.requestAnimationFrame(() => setTimeout(once, 0)))
}

/** A family name as the page's CSS gives it, without the quotes some browsers keep around it. */
const unquote = (family: string) => family.replace(/^["']|["']$/g, "")

/** Whether one of the faces the page's CSS declares for the font's family and weight (local() sources) loads. */
function localFace(doc: Document, font: WebFont): Promise<boolean> {
  const declared: FontFace[] = []
  doc.fonts.forEach(face => {
    if (unquote(face.family) === font.family && String(face.weight) === font.weight) declared.push(face)
  })
  if (!declared.length) return Promise.resolve(false)
  return Promise.all(
    declared.map(face =>
      face.load().then(
        () => true,
        () => false,
      ),
    ),
  ).then(results => results.includes(true))
}

function download(font: WebFont): Promise<FontFace | null> {
  const face = new FontFace(font.family, `url(${JSON.stringify(font.url)}) format('woff2')`, {
    weight: font.weight,
    style: "normal",
    display: "swap",
    unicodeRange: font.unicodeRange ?? "U+0-10FFFF",
  })
  return face.load().catch(() => null)
}
