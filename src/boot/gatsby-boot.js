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
 * adds them together once all have arrived: one re-layout for the swap, not one per font. A font the page's CSS
 * also declares from the device's own copy (local()) is downloaded only where that copy is missing.
 *
 * Plain browser JavaScript (ES2017), no imports: it runs before any of the page's JavaScript has loaded.
 * It is minified at build time (comments cost nothing on the pages).
 */
;(function boot(script) {
  "use strict"

  /**
   * How long a visible page waits for its first paint before it starts its scripts anyway (a browser that
   * reports no paint and runs no frames). A hidden tab paints nothing, so it starts at once instead. Long
   * enough that a slow phone under load has painted first: at one second, a busy machine started the fonts
   * and scripts before the first paint (e2e/fonts.spec.ts caught it).
   */
  var FALLBACK_MS = 5000
  var WEB_FONTS_ID = "web-fonts" // src/lib/web-font-list.ts

  var sources = script.getAttribute("data-src").split(" ")
  // The globals Gatsby's own inline scripts set, with the same values (strings, as Gatsby writes them).
  window.pagePath = script.getAttribute("data-page-path")
  window.___webpackCompilationHash = script.getAttribute("data-compilation-hash")
  window.___chunkMapping = script.getAttribute("data-chunk-mapping")

  var started = false

  /** A family name as the page's CSS gives it, without the quotes some browsers keep around it. */
  function unquote(family) {
    return String(family).replace(/^["']|["']$/g, "")
  }

  /**
   * The faces the page's CSS already declares for a listed font's family and weight: the device's own copy
   * of it, from local() sources (src/styles/devanagari.css does this for Noto Sans Devanagari).
   */
  function cssFaces(font) {
    var faces = []
    if (document.fonts.forEach)
      document.fonts.forEach(function (face) {
        if (unquote(face.family) === font.family && String(face.weight) === font.weight) faces.push(face)
      })
    return faces
  }

  function download(font) {
    var face = new FontFace(font.family, "url(" + JSON.stringify(font.url) + ") format('woff2')", {
      weight: font.weight,
      style: "normal",
      display: "swap",
      unicodeRange: font.unicodeRange || "U+0-10FFFF",
    })
    return face.load().catch(function () {
      return null
    })
  }

  function loadFonts() {
    var list = document.getElementById(WEB_FONTS_ID)
    if (!list || !window.FontFace || !document.fonts) return
    var fonts = JSON.parse(list.textContent)
    var loading = fonts.map(function (font) {
      var local = cssFaces(font)
      if (!local.length) return download(font)
      // The device has the face when one of its local() sources loads: then nothing is downloaded, and
      // nothing swaps. Otherwise the file is fetched like any other.
      var found = local.map(function (face) {
        return face.load().then(
          function () {
            return true
          },
          function () {
            return false
          },
        )
      })
      return Promise.all(found).then(function (results) {
        return results.indexOf(true) >= 0 ? null : download(font)
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
  // A tab opened in the background, or hidden before it painted, gets no frame until it is shown: nobody
  // is waiting for its first paint, so its scripts need not wait either.
  function startIfHidden() {
    if (document.visibilityState === "hidden") start()
  }
  startIfHidden()
  document.addEventListener("visibilitychange", startIfHidden)
  setTimeout(start, FALLBACK_MS)
})(document.currentScript)
