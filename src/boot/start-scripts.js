/**
 * Paint first, then run the page's scripts: the one script every page runs by itself.
 *
 * After the build, every script of a page (Gatsby's and any plugin's, inline ones moved into files first) is
 * held: its element becomes a data block, `<script type="text/x-held-script" data-src="…">`, which the browser
 * does not run (src/node/post-build/external-scripts.ts). This file, loaded with `defer`, starts them all, in
 * document order, once the first contentful paint has reached the screen, so that on a slow phone React and the
 * app do not compete with the page's first paint and its largest image. It knows nothing of what the scripts
 * are: a Gatsby upgrade that changes them changes nothing here.
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
  var started = false

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
