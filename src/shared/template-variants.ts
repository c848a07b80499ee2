/**
 * The five page-template demos (/template-left-sidebar and the others): one template draws them all
 * (src/templates/template-demo.tsx) and the build (src/node/create-pages.ts) creates one page per variant
 * from this list.
 */
export type TemplateVariant = "left-sidebar" | "right-sidebar" | "full-width" | "no-sidebar" | "grid-layout"

export const variantTitles: Record<TemplateVariant, string> = {
  "left-sidebar": "Left Sidebar",
  "right-sidebar": "Right Sidebar",
  "full-width": "Full Width",
  "no-sidebar": "No Sidebar",
  "grid-layout": "Grid Layout",
}

export const variants = Object.keys(variantTitles) as TemplateVariant[]
