/** The header's links. Section links point at ids on the home page. */
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

/** Whether a header link is the current page; section links are active only when their section is. */
export function isActiveLink(link: NavLink, pathname: string, activeSection?: string | null): boolean {
  const path = pathname.replace(/\/+$/, "") || "/"
  if (link.section) return path === "/" && (activeSection ?? "home") === link.section
  return path === link.to || path.startsWith(`${link.to}/`)
}
