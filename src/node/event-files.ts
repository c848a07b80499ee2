import fs from "fs"
import path from "path"
import { eventIcs } from "./event-ics"
import { icsPath } from "../shared/event-paths"

interface EventFilesQuery {
  site: { siteMetadata: { siteUrl: string } }
  allSportsEvent: {
    nodes: {
      slug: string
      locale: string
      path: string
      title: string
      summary: string
      startDate: string
      endDate: string
      times: { start: string; end: string }
      venue: string
    }[]
  }
  allSiteData: {
    nodes: { locale: string; brand: { name: string }; contact: { addresses: { kind: string; label: string; lines: string[] }[] } }[]
  }
}

export const EVENT_FILES_QUERY = `{
  site { siteMetadata { siteUrl } }
  allSportsEvent { nodes { slug locale path title summary startDate endDate times { start end } venue } }
  allSiteData { nodes { locale brand { name } contact { addresses { kind label lines } } } }
}`

/**
 * Writes each event's calendar file beside its page in every language (/event/<slug>.ics, /hi/event/<slug>.ics),
 * texts in the page's language. Returns the files written, relative to publicDir.
 */
export function writeEventCalendars(data: EventFilesQuery, publicDir: string, stamp: Date = new Date()): string[] {
  const siteUrl = data.site.siteMetadata.siteUrl
  const host = new URL(siteUrl).host
  const written: string[] = []
  for (const event of data.allSportsEvent.nodes) {
    const site = data.allSiteData.nodes.find(s => s.locale === event.locale) ?? data.allSiteData.nodes[0]
    const venue = site.contact.addresses.find(a => a.kind === event.venue) ?? site.contact.addresses[0]
    const text = eventIcs({
      event,
      url: `${siteUrl}${event.path}`,
      location: [`${site.brand.name}, ${venue.label}`, ...venue.lines].join(", "),
      host,
      organizer: site.brand.name,
      stamp,
    })
    const file = icsPath(event.path).replace(/^\//, "")
    fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, file), text)
    written.push(file)
  }
  return written.sort()
}
