import { defaultLocale, localePrefix, localizedPath, locales, type Locale } from "../shared/routes"
import { localeOfPath } from "../shared/locale"

/** The header's links. Section links point at ids on the home page. Labels are English keys for t(). */
export interface NavLink {
  label: string
  to: string
  /** Home-page section this link scrolls to; the active link follows it while scrolling home. */
  section?: string
}

export const mainLinks: NavLink[] = [
  { label: "Home", to: "/", section: "home" },
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "Coaches", to: "/#coaches", section: "coaches" },
  { label: "Gallery", to: "/gallery" },
]

export const contactLink: NavLink = { label: "Contact Us", to: "/contact" }

export const meditationLink: NavLink = { label: "Sports Meditation", to: "/sports-meditation" }

/** Home sections that have a header link of their own. */
const linkedSections = new Set(mainLinks.flatMap(link => (link.section ? [link.section] : [])))

/**
 * Whether a header link is the current page. On home, section links follow the section in view (the
 * scroll-spy); while a section without a link of its own is in view (about, services, results, news),
 * Home stays the active link.
 */
export function isActiveLink(link: NavLink, pathname: string, activeSection?: string | null): boolean {
  const path = sitePath(pathname).replace(/\/+$/, "") || "/"
  if (link.section) {
    if (path !== "/") return false
    const current = activeSection && linkedSections.has(activeSection) ? activeSection : "home"
    return current === link.section
  }
  return path === link.to || path.startsWith(`${link.to}/`)
}

/** The parts of a click event that tell whether the visitor asked for the link itself. */
export interface ClickLike {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  defaultPrevented: boolean
}

/**
 * Whether a click on a link that a script takes over (a home section link, the video, a gallery image) should
 * get the script's behaviour: a plain primary click. With a modifier (new tab or window, download) or another
 * button the link does what a link does.
 */
export function isPlainClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/** A page's path without its language prefix: "/hi/about" → "/about", "/hi" → "/", "/about" → "/about". */
export function sitePath(pathname: string): string {
  const prefix = localePrefix(localeOfPath(pathname))
  if (!prefix) return pathname
  return pathname.slice(prefix.length) || "/"
}

/** Each language's name in its own script: the text of the language switch. */
export const languageNames: Record<Locale, string> = { en: "English", hi: "हिन्दी" }

/**
 * The language switch of a page: the other language and the same page's address in it ("/about" → "/hi/about",
 * "/hi" → "/"). `pathname` may carry the site's path prefix; the returned path does not (add it with withPrefix).
 */
export function languageSwitch(pathname: string, pathPrefix = ""): { locale: Locale; to: string } {
  const path = pathPrefix && pathname.startsWith(`${pathPrefix}/`) ? pathname.slice(pathPrefix.length) : pathname
  const current = localeOfPath(path)
  const locale = locales.find(l => l !== current) ?? defaultLocale
  return { locale, to: localizedPath(sitePath(path || "/"), locale) }
}
