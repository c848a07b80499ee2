/**
 * The admin page's own script (bundled by scripts/build-admin.mjs, loaded after React and decap-cms-app):
 * previews in the site's look, the fixes that make saved files pass validation, and JSON written in the
 * form's field order. Then it starts the CMS, which reads config.yml beside the page.
 */
import "./cms.css"
import { GamePreview, NewsPreview, ServicePreview } from "./previews"
import { saveEdits, toOrderedJson } from "./save-fixes"
import type { ImmutableLike } from "./decap"

/** Image fields per collection ("games") or file ("settings/home"); injected from src/node/cms-config.ts. */
declare const __CMS_IMAGE_FIELDS__: Record<string, string[][]>

const CMS = window.DecapCmsApp
if (!CMS) throw new Error("decap-cms-app did not load: window.DecapCmsApp is missing")

// The preview frame gets the site's fonts and styles; the CMS screens keep their own.
const style = document.querySelector<HTMLMetaElement>('meta[name="cms-preview-style"]')?.content
if (style) CMS.registerPreviewStyle(new URL(style, document.baseURI).href)

CMS.registerPreviewTemplate("games", GamePreview)
CMS.registerPreviewTemplate("news", NewsPreview)
CMS.registerPreviewTemplate("services", ServicePreview)

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

CMS.init()
