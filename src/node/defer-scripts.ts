import fs from "fs"
import path from "path"
import { findHtmlFiles } from "./headers"
import { WEB_FONTS_ID } from "../lib/web-font-list"

/**
 * Paint first, then hydrate.
 *
 * Gatsby ends every page with `<script src="…" async>` for its webpack runtime, React and the app. An async
 * script runs the moment it arrives, so a phone with a slow CPU parses and evaluates about 70 KB of gzipped
 * JavaScript (React included) before it paints a page whose HTML it already holds in full: the server
 * rendered it, and its links, images and text need no JavaScript. Lighthouse counts that evaluation as
 * render delay of the largest paint (on the home page: LCP 2.3 s with it, 1.8 s without).
 *
 * After the build, every page's script tags are replaced by one inline script (BOOT_SCRIPT_TEXT, the same
 * text on every page, so one CSP hash covers it) that lists them in an attribute and inserts them, in
 * order, once the first contentful paint has reached the screen: the browser reports it to a
 * PerformanceObserver ("paint" entries). A browser without paint entries waits two frames instead
 * (requestAnimationFrame runs just before a frame, so a timeout queued from the second frame's callback runs
 * after the first has been shown). A hidden tab paints nothing, so a timeout starts them anyway.
 * The files and their content are unchanged: only the moment they start moves. The same moment, the script
 * loads the web fonts listed in the page's data block (src/lib/web-fonts.tsx) with the Font Loading API and
 * adds them to the page together once all have arrived: one re-layout for the swap, not one per font.
 *
 * The tags come from Gatsby's scripts slice (public/_gatsby/slices/_gatsby-scripts-1.html), stitched into
 * each page between `<!-- slice-start id="_gatsby-scripts-1" -->` and its slice-end comment, after
 * gatsby-ssr's hooks have run, so the rewrite happens on the written HTML, before the CSP is hashed.
 */
export const BOOT_SCRIPT_ID = "gatsby-boot"
export const BOOT_SRC_ATTRIBUTE = "data-src"

/** How long a page waits for its first paint before it starts its scripts anyway (hidden tabs paint none). */
export const BOOT_FALLBACK_MS = 1000

/** ES5 with no dependencies: it runs before any of the page's JavaScript has loaded. */
export const BOOT_SCRIPT_TEXT =
  `(function(s){var started=false,u=s.getAttribute("${BOOT_SRC_ATTRIBUTE}").split(" ");` +
  `function fonts(){var d=document.getElementById("${WEB_FONTS_ID}");if(!d||!window.FontFace||!document.fonts)return;` +
  `var l=JSON.parse(d.textContent),p=[];for(var i=0;i<l.length;i++){p.push(new FontFace(l[i].family,"url("+JSON.stringify(l[i].url)+") format('woff2')",{weight:l[i].weight,style:"normal",display:"swap"}).load()["catch"](function(){return null}))}` +
  `Promise.all(p).then(function(f){for(var j=0;j<f.length;j++)if(f[j])document.fonts.add(f[j])})}` +
  `function start(){if(started)return;started=true;try{fonts()}catch(x){}for(var i=0;i<u.length;i++){var e=document.createElement("script");e.src=u[i];e.async=false;document.body.appendChild(e)}}` +
  `function frames(){if(window.requestAnimationFrame)requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(start,0)})})}` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){try{new P(function(l,o){var e=l.getEntries();` +
  `for(var i=0;i<e.length;i++)if(e[i].name==="first-contentful-paint"){o.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:true})}catch(x){frames()}}else frames();` +
  `setTimeout(start,${BOOT_FALLBACK_MS})})(document.currentScript)`

const SCRIPTS_SLICE = /(<!-- slice-start id="_gatsby-scripts-\d+" -->)([\s\S]*?)(<!-- slice-end id="_gatsby-scripts-\d+" -->)/
const ASYNC_SCRIPT = /<script src="([^"\s<>&]+)" async><\/script>/g
const BOOT_SCRIPT = new RegExp(`<script id="${BOOT_SCRIPT_ID}" ${BOOT_SRC_ATTRIBUTE}="([^"]+)">[\\s\\S]*?</script>`)

export function bootScriptTag(sources: readonly string[]): string {
  return `<script id="${BOOT_SCRIPT_ID}" ${BOOT_SRC_ATTRIBUTE}="${sources.join(" ")}">${BOOT_SCRIPT_TEXT}</script>`
}

/**
 * The page with its Gatsby scripts started after the first paint, or null when the HTML is not a Gatsby
 * page (no scripts slice). A page already rewritten gets the current boot script. Throws when the slice holds no
 * async script: Gatsby's output changed shape, and the site must not silently lose its JavaScript.
 */
export function deferPageScripts(html: string): string | null {
  const slice = SCRIPTS_SLICE.exec(html)
  if (!slice) return null
  const [whole, start, body, end] = slice
  const earlier = BOOT_SCRIPT.exec(body)
  if (earlier) {
    // Rewritten by an earlier build whose page Gatsby did not render again: bring its boot script up to date.
    const current = bootScriptTag(earlier[1].split(" "))
    return earlier[0] === current ? html : html.replace(earlier[0], () => current)
  }
  const sources = [...body.matchAll(ASYNC_SCRIPT)].map(m => m[1])
  if (sources.length === 0) throw new Error(`Gatsby's scripts slice holds no <script src="…" async> tags: ${body.trim().slice(-300)}`)
  const rewritten = start + body.replace(ASYNC_SCRIPT, "") + bootScriptTag(sources) + end
  return html.slice(0, slice.index) + rewritten + html.slice(slice.index + whole.length)
}

/** Rewrites every page under public/; returns how many pages it changed. */
export function deferScriptsInPublic(publicDir: string): number {
  let changed = 0
  for (const file of findHtmlFiles(publicDir)) {
    const full = path.join(publicDir, file)
    const html = fs.readFileSync(full, "utf8")
    let next: string | null
    try {
      next = deferPageScripts(html)
    } catch (error) {
      throw new Error(`public/${file}: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (next !== null && next !== html) {
      fs.writeFileSync(full, next)
      changed++
    }
  }
  return changed
}
