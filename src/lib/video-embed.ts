const YOUTUBE_ID = /^[\w-]{6,}$/

/**
 * The privacy-enhanced (youtube-nocookie.com) embed address for a YouTube link of any common form
 * (watch?v=, youtu.be/, /embed/, /shorts/). Other addresses are returned unchanged.
 */
export function privacyEmbedUrl(videoUrl: string): string {
  let url: URL
  try {
    url = new URL(videoUrl)
  } catch {
    return videoUrl
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "")
  let id: string | null = null
  if (host === "youtu.be") id = url.pathname.slice(1)
  else if (host === "youtube.com" || host === "youtube-nocookie.com") {
    const [, kind, rest] = url.pathname.split("/")
    if (kind === "watch") id = url.searchParams.get("v")
    else if (kind === "embed" || kind === "shorts") id = rest ?? null
  }
  if (!id || !YOUTUBE_ID.test(id)) return videoUrl
  url.searchParams.delete("v")
  const query = url.searchParams.toString()
  return `https://www.youtube-nocookie.com/embed/${id}${query ? `?${query}` : ""}`
}
