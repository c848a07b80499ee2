/**
 * Paint first, then hydrate: the one inline script of every page.
 *
 * Gatsby ends every page with three inline scripts (the page's path, the chunk mapping, the compilation
 * hash) and `<script src="…" async>` tags for its webpack runtime, React and the app. An async script runs
 * the moment it arrives, so a phone with a slow CPU evaluates React and the app before it paints a page
 * whose HTML is already complete. After the build, src/node/post-build/ replaces all of them with this
 * script, whose text is the same on every page (one CSP hash site-wide). The values Gatsby wrote into its
 * inline scripts travel in this element's data attributes instead; this script sets the same globals
 * at once and starts the same files, in order, after the first contentful paint has reached the screen.
 * The same moment, it loads the web fonts listed in the page's data block (src/components/layout/web-fonts.tsx) and
 * adds them together once all have arrived: one re-layout for the swap, not one per font.
 *
 * Plain browser JavaScript (ES2017), no imports: it runs before any of the page's JavaScript has loaded.
 * It is minified at build time (comments cost nothing on the pages).
 */
;(function boot(script) {
  "use strict"

  /** How long a page waits for its first paint before it starts its scripts anyway (hidden tabs paint none). */
  var FALLBACK_MS = 1000
  var WEB_FONTS_ID = "web-fonts" // src/lib/web-font-list.ts

  var sources = script.getAttribute("data-src").split(" ")
  // The globals Gatsby's own inline scripts set, with the same values (strings, as Gatsby writes them).
  window.pagePath = script.getAttribute("data-page-path")
  window.___webpackCompilationHash = script.getAttribute("data-compilation-hash")
  window.___chunkMapping = script.getAttribute("data-chunk-mapping")

  var started = false

  function loadFonts() {
    var list = document.getElementById(WEB_FONTS_ID)
    if (!list || !window.FontFace || !document.fonts) return
    var fonts = JSON.parse(list.textContent)
    var loading = fonts.map(function (font) {
      var face = new FontFace(font.family, "url(" + JSON.stringify(font.url) + ") format('woff2')", {
        weight: font.weight,
        style: "normal",
        display: "swap",
        unicodeRange: font.unicodeRange || "U+0-10FFFF",
      })
      return face.load().catch(function () {
        return null
      })
    })
    Promise.all(loading).then(function (faces) {
      faces.forEach(function (face) {
        if (face) document.fonts.add(face)
      })
    })
  }

  function start() {
    if (started) return
    started = true
    try {
      loadFonts()
    } catch (error) {
      // Fonts are an enhancement: the page keeps its fallback faces.
    }
    sources.forEach(function (src) {
      var element = document.createElement("script")
      element.src = src
      element.async = false // run in the order Gatsby listed them
      document.body.appendChild(element)
    })
  }

  /** requestAnimationFrame runs just before a frame: a task queued from the second one runs after the first is shown. */
  function afterTwoFrames() {
    if (!window.requestAnimationFrame) return
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0)
      })
    })
  }

  var Observer = window.PerformanceObserver
  if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.indexOf("paint") >= 0) {
    try {
      new Observer(function (list, observer) {
        list.getEntries().forEach(function (entry) {
          if (entry.name !== "first-contentful-paint") return
          observer.disconnect()
          setTimeout(start, 0)
        })
      }).observe({ type: "paint", buffered: true })
    } catch (error) {
      afterTwoFrames()
    }
  } else afterTwoFrames()
  setTimeout(start, FALLBACK_MS)
})(document.currentScript)
