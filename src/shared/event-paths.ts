/** The address of an event's calendar file: its page's address with .ics (/event/<slug>.ics, /hi/event/<slug>.ics). */
export const icsPath = (pagePath: string): string => `${pagePath.replace(/\/$/, "")}.ics`

/** A WhatsApp message for the visitor to send to anyone: the event's title and days, and its page. */
export const whatsappShareHref = (text: string, url: string): string => `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`
