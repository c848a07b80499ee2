/**
 * Paint first, then run the page's scripts and load its fonts: the one script every page runs by itself.
 *
 * After the build, every script of a page (Gatsby's and any plugin's, inline ones moved into files first) is
 * held: its element becomes a data block, `<script type="text/x-held-script" data-src="…">`, which the browser
 * does not run (src/node/post-build/external-scripts.ts). This file, loaded with `defer`, starts them all, in
 * document order, once the first contentful paint has reached the screen, so that on a slow phone React and the
 * app do not compete with the page's first paint and its largest image. It knows nothing of what the scripts
 * are: a Gatsby upgrade that changes them changes nothing here.
 *
 * Right after, in a task of its own, it loads the web fonts listed in the page's data block
 * (src/components/layout/web-fonts.tsx) and adds them together once all have arrived: one re-layout for the
 * swap, not one per font. A font the page's CSS also declares from the device's own copy (local(),
 * src/styles/devanagari.css) is downloaded only where that copy is missing.
 *
 * Plain browser JavaScript (ES2017), no imports. It is minified at build time.
 */
;(function startScripts() {
  "use strict"

  var HELD_TYPE = "text/x-held-script" // src/node/post-build/external-scripts.ts
  /**
   * How long a visible page waits for its first paint before it starts its scripts anyway (a browser that
   * reports no paint and runs no frames). A hidden tab paints nothing, so it starts at once instead.
   */
  var FALLBACK_MS = 5000
  var WEB_FONTS_ID = "web-fonts" // src/lib/web-font-list.ts
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
    var held = document.querySelectorAll('script[type="' + HELD_TYPE + '"]')
    for (var i = 0; i < held.length; i++) {
      var original = held[i]
      var script = document.createElement("script")
      for (var j = 0; j < original.attributes.length; j++) {
        var name = original.attributes[j].name
        if (name !== "type" && name !== "data-src" && name !== "data-type") script.setAttribute(name, original.attributes[j].value)
      }
      if (original.getAttribute("data-type")) script.type = original.getAttribute("data-type")
      script.src = original.getAttribute("data-src")
      script.async = false // run in document order, as the page listed them
      original.parentNode.replaceChild(script, original)
    }
    // The fonts in a task of their own, once the scripts are on their way: matching the device's own copies
    // (local()) doubled this task on Hindi pages (docs/architecture.md#machinery).
    setTimeout(function () {
      try {
        loadFonts()
      } catch (error) {
        // Fonts are an enhancement: the page keeps its fallback faces.
      }
    }, 0)
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
  // A tab opened in the background, or hidden before it painted, gets no frame until it is shown: nobody is
  // waiting for its first paint, so its scripts need not wait either.
  function startIfHidden() {
    if (document.visibilityState === "hidden") start()
  }
  startIfHidden()
  document.addEventListener("visibilitychange", startIfHidden)
  setTimeout(start, FALLBACK_MS)
})()
