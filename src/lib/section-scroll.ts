import type React from "react"
import { navigate } from "gatsby"
import { isPlainClick, sitePath } from "./navigation"
import { localeOfPath } from "../shared/locale"
import { defaultLocale, localizedPath, type Locale } from "../shared/routes"
import { layOutWholePage } from "./whole-page"

/** The home page's sections, top to bottom; the header's section links and the scroll-spy use these ids. */
export const HOME_SECTIONS = ["home", "about", "services", "coaches", "results", "news"] as const
export type HomeSection = (typeof HOME_SECTIONS)[number]

/** A section counts as current once its top is within this distance of the window's top (SPEC §9). */
export const SPY_OFFSET_PX = 100
/** How long after arriving on home from another page the scroll to the section starts (SPEC §9). */
export const SECTION_SCROLL_DELAY_MS = 100

export interface SectionTop {
  id: string
  /** Distance of the section's top from the window's top (getBoundingClientRect().top). */
  top: number
}

/**
 * The scroll-spy rule: the last section whose top has come within `offset` px of the window's top; the first
 * section before any has; the last section once the page is scrolled to the bottom (a short last section may
 * never reach the top).
 */
export function activeSectionAt(sections: readonly SectionTop[], offset = SPY_OFFSET_PX, atBottom = false): string | null {
  if (sections.length === 0) return null
  if (atBottom) return sections[sections.length - 1].id
  let active = sections[0].id
  for (const section of sections) {
    if (section.top <= offset) active = section.id
  }
  return active
}

/** Whether a path is a home page, in any language ("/", "/hi"). */
export function isHomePath(pathname: string): boolean {
  return (sitePath(pathname).replace(/\/+$/, "") || "/") === "/"
}

/** The address a section link shows: / for the top of home, /#id for the others (/hi and /hi#id in Hindi). */
export function sectionUrl(section: string, locale: Locale = defaultLocale): string {
  const home = localizedPath("/", locale)
  return section === "home" ? home : `${home}#${section}`
}

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches
}

/**
 * Brings a home section into view and moves keyboard focus to it, so the next Tab continues from there.
 * Smooth unless the visitor asks for reduced motion. `history` says how the address bar follows: a new
 * entry (like following an in-page link) or a replaced one (after arriving from another page).
 */
export function scrollToSection(section: string, history: "push" | "replace" = "push"): boolean {
  const target = document.getElementById(section)
  if (!target) return false
  layOutWholePage()
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1")
  target.focus({ preventScroll: true })
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "instant" : "smooth", block: "start" })

  const url = sectionUrl(section, localeOfPath(window.location.pathname))
  if (`${window.location.pathname}${window.location.hash}` !== url) {
    // Keep the router's state, but give a pushed entry its own key so scroll restoration tells them apart.
    const { section: _arrival, ...state } = (window.history.state ?? {}) as Record<string, unknown>
    if (history === "push") window.history.pushState({ ...state, key: Math.random().toString(36).slice(2, 8) }, "", url)
    else window.history.replaceState(state, "", url)
  }
  return true
}

/** Router state carried from another page to home: which section to scroll to once home has rendered. */
export interface SectionArrivalState {
  section?: string
}

/**
 * Click handler for a header link to a home section. On home it scrolls there (and focuses it); elsewhere it
 * navigates home carrying the section, and home scrolls to it after SECTION_SCROLL_DELAY_MS. Clicks that open
 * a new tab or window, and the plain Home link from another page, keep the link's own behaviour.
 */
export function followSectionLink(event: React.MouseEvent<HTMLAnchorElement>, section: string, pathname: string): void {
  if (!isPlainClick(event)) return
  if (isHomePath(pathname)) {
    if (scrollToSection(section)) event.preventDefault()
    return
  }
  if (section === "home") return
  event.preventDefault()
  const state: SectionArrivalState = { section }
  navigate(localizedPath("/", localeOfPath(pathname)), { state })
}
