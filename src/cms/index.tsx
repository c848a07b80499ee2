/**
 * The admin page's own script (bundled by src/node/admin/build-admin.ts), the only script the page names.
 * It starts Decap CMS's standalone bundle itself, so the CMS starts only where a backend is configured, and
 * registers previews in the site's look, the fixes that make saved files pass validation, and JSON written
 * in the form's field order. Decap then reads config.yml (the page's cms-config-url link).
 */
import "./cms.css"
import { CoachPreview, EventPreview, GamePreview, NewsPreview, ServicePreview } from "./previews"
import { saveEdits, toOrderedJson } from "./save-fixes"
import type { DecapCms, ImmutableLike } from "./decap"

/** Image fields per collection ("games", "home") or file of a files collection; injected from src/node/admin/image-field-paths.ts. */
declare const __CMS_IMAGE_FIELDS__: Record<string, string[][]>

function register(CMS: DecapCms) {
  // The preview frame gets the site's fonts and styles; the CMS screens keep their own.
  const style = document.querySelector<HTMLMetaElement>('meta[name="cms-preview-style"]')?.content
  if (style) CMS.registerPreviewStyle(new URL(style, document.baseURI).href)

  CMS.registerPreviewTemplate("games", GamePreview)
  CMS.registerPreviewTemplate("news", NewsPreview)
  CMS.registerPreviewTemplate("services", ServicePreview)
  CMS.registerPreviewTemplate("events", EventPreview)
  CMS.registerPreviewTemplate("coaches", CoachPreview)

  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const collection = String(entry.get("collection"))
      const slug = String(entry.get("slug"))
      const imageFields = __CMS_IMAGE_FIELDS__[`${collection}/${slug}`] ?? __CMS_IMAGE_FIELDS__[collection] ?? []
      let data = entry.get("data") as ImmutableLike
      for (const edit of saveEdits(data.toJS(), imageFields)) {
        data = "remove" in edit ? data.deleteIn(edit.path) : data.setIn(edit.path, edit.value)
      }
      return data
    },
  })

  // Replaces Decap's built-in "json" format: same parsing, but keys in the form's order.
  CMS.registerCustomFormat("json", "json", {
    fromFile: content => JSON.parse(content),
    toFile: (data, sortedKeys) => toOrderedJson(data, sortedKeys),
  })
}

const self = document.currentScript as HTMLScriptElement | null
const notice = document.getElementById("cms-notice")

if (!/(\/|\.html)$/.test(location.pathname)) {
  // Static hosts differ on /admin versus /admin/; the CMS's routes expect the slash.
  location.replace(`${location.pathname}/${location.search}${location.hash}`)
} else if (notice?.hasAttribute("data-not-configured")) {
  // No live backend in this build: the page already says what to set; starting the CMS would only fail.
} else if (self?.dataset.decap) {
  // The standalone bundle starts itself on load unless told not to; it must wait for the registrations.
  window.CMS_MANUAL_INIT = true
  const decap = document.createElement("script")
  decap.src = self.dataset.decap
  decap.onload = () => {
    const CMS = window.CMS
    if (!CMS) throw new Error("Decap CMS did not load: window.CMS is missing")
    register(CMS)
    notice?.remove()
    CMS.init()
  }
  decap.onerror = () => {
    const status = notice?.querySelector(".cms-loading")
    if (status) status.textContent = "The content manager could not be loaded. Check the connection and reload the page."
  }
  document.head.append(decap)
}
