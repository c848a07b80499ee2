import type { Page } from "@playwright/test"

/**
 * What Chrome's page translation does to a page: every text node with words in it is replaced by
 * `<font style="vertical-align: inherit;"><font style="vertical-align: inherit;">…</font></font>` holding the
 * translation. Here the "translation" keeps the words, so a test can count them afterwards. Runs in the page.
 */
export function translateText(): number {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: node =>
      node.nodeValue?.trim() && !node.parentElement?.closest(`script, style, noscript, template, font`)
        ? NodeFilter.FILTER_ACCEPT
        : NodeFilter.FILTER_REJECT,
  })
  const texts: Text[] = []
  while (walker.nextNode()) texts.push(walker.currentNode as Text)
  for (const text of texts) {
    const outer = document.createElement(`font`)
    const inner = document.createElement(`font`)
    outer.style.verticalAlign = `inherit`
    inner.style.verticalAlign = `inherit`
    inner.textContent = text.nodeValue
    outer.append(inner)
    text.replaceWith(outer)
  }
  return texts.length
}

/**
 * Opens a path the way a visitor who always translates the page meets it: the HTML arrives, the translation wraps
 * its text, and only then do the page's scripts run. The scripts' requests are held until the document has been
 * parsed and wrapped (an init script does it at DOMContentLoaded), so the order never depends on timing. Resolves
 * with the words on screen before the wrapping (the server's HTML as the visitor first saw it).
 */
export async function openTranslatedBeforeHydration(page: Page, path: string): Promise<string> {
  await page.addInitScript(`(${initScript.toString()})(${translateText.toString()}, ${textOnScreen.toString()})`)
  let parsed!: () => void
  const wrapped = new Promise<void>(resolve => (parsed = resolve))
  page.on(`domcontentloaded`, () => parsed())
  await page.route(/\.js(\?.*)?$/, async route => {
    await wrapped
    await route.continue()
  })
  await page.goto(path)
  await page.locator(`html[data-hydrated]`).waitFor({ state: `attached` })
  await page.unroute(/\.js(\?.*)?$/)
  return page.evaluate(() => (window as unknown as { wordsBefore: string }).wordsBefore)
}

/** Runs in the page before its own scripts: at DOMContentLoaded, notes the text on screen, then translates. */
function initScript(translate: () => number, text: () => string) {
  document.addEventListener(`DOMContentLoaded`, () => {
    ;(window as unknown as { wordsBefore: string }).wordsBefore = text()
    translate()
  })
}

/**
 * The text a visitor can see or scroll to, in document order: every text node not inside a script, a style or an
 * element the browser does not render (display: none, hidden, a closed menu's contents). Sections outside the
 * viewport that skip their rendering (content-visibility: auto) count as shown: innerText would leave them out.
 * Runs in the page.
 */
export function textOnScreen(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const parts: string[] = []
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement
    if (!parent || parent.closest(`script, style, noscript, template`) || !parent.checkVisibility()) continue
    parts.push(walker.currentNode.nodeValue ?? ``)
  }
  return parts.join(` `)
}

/** The words of a text, in order, with their count: what "every word stays on screen" compares. */
export function wordCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const word of text.split(/\s+/).filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1)
  return counts
}

/** The words of `before` that `after` lacks (each as often as it is missing). */
export function missingWords(before: string, after: string): string[] {
  const have = wordCounts(after)
  const missing: string[] = []
  for (const [word, count] of wordCounts(before)) {
    const lost = count - (have.get(word) ?? 0)
    for (let i = 0; i < lost; i++) missing.push(word)
  }
  return missing
}
