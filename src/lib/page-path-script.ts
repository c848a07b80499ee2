/**
 * Gatsby writes `window.pagePath="/the/page"` into an inline script on every page (id gatsby-script-loader).
 * Its text differs on every page, so a Content-Security-Policy that allows inline scripts by hash would need
 * one policy per page, and a static host's headers file allows only so many rules (Cloudflare Pages: 100).
 * Moving the path into an attribute makes the script's text, and so its hash, the same on every page:
 * one site-wide policy serves any number of pages. gatsby-ssr.tsx applies this to every page.
 */
export const LOADER_SCRIPT_ID = "gatsby-script-loader"
export const PAGE_PATH_ATTRIBUTE = "data-page-path"

const PAGE_PATH = /window\.pagePath=("(?:[^"\\]|\\.)*");/

export function constantLoaderScript(text: string): { pagePath: string; text: string } | null {
  const match = PAGE_PATH.exec(text)
  if (!match) return null
  return {
    pagePath: JSON.parse(match[1]) as string,
    text: text.replace(PAGE_PATH, () => `window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}");`),
  }
}
