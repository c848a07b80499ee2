/**
 * The class on <html> that lays out every section of the page at once (src/components/ui/section.module.css).
 * Sections are otherwise laid out only near the screen, and a skipped one is only as tall as an estimate until
 * then: a jump computed across skipped sections could land short.
 */
export const WHOLE_PAGE_CLASS = "whole-page"

/** Lays out the whole page, before a jump to a part of it. It stays so for the rest of the visit. */
export function layOutWholePage(): void {
  document.documentElement.classList.add(WHOLE_PAGE_CLASS)
}
