import { constantLoaderScript, PAGE_PATH_ATTRIBUTE } from "../src/lib/page-path-script"
import { buildRules, hashSource, pageHashes } from "../src/node/headers"

// Gatsby 5's static-entry.js writes exactly this into every page.
const gatsbyLoader = (pagePath: string) => `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="1f8c";/*]]>*/`

describe("the loader script with the page's path in an attribute", () => {
  test("has the same text, and so the same CSP hash, on every page", () => {
    const a = constantLoaderScript(gatsbyLoader("/"))!
    const b = constantLoaderScript(gatsbyLoader("/game/[...]"))!
    expect(a.pagePath).toBe("/")
    expect(b.pagePath).toBe("/game/[...]")
    expect(a.text).toBe(b.text)
    expect(a.text).toContain(`window.___webpackCompilationHash="1f8c";`)
    expect(a.text).not.toContain(`"/"`)
  })

  test("reads paths with quotes and backslashes exactly", () => {
    expect(constantLoaderScript(gatsbyLoader(`/a"b\\c`))!.pagePath).toBe(`/a"b\\c`)
  })

  test("leaves other scripts alone", () => {
    expect(constantLoaderScript(`window.___chunkMapping={}`)).toBeNull()
  })

  test("still sets window.pagePath when it runs", () => {
    const { text, pagePath } = constantLoaderScript(gatsbyLoader("/news/championship-results-announced"))!
    const script = document.createElement("script")
    script.setAttribute(PAGE_PATH_ATTRIBUTE, pagePath)
    script.textContent = text
    document.body.appendChild(script) // jest's jsdom runs inline scripts
    expect((window as unknown as { pagePath: string }).pagePath).toBe("/news/championship-results-announced")
  })
})

describe("one site-wide policy", () => {
  const html = (pagePath: string, extra = "") => {
    const { text, pagePath: p } = constantLoaderScript(gatsbyLoader(pagePath))!
    return `<!DOCTYPE html><html><head><style>body{margin:0}</style></head><body>${extra}<script id="gatsby-script-loader" ${PAGE_PATH_ATTRIBUTE}="${p}">${text}</script><script src="/app.js" async></script></body></html>`
  }

  test("a thousand pages with the same inline content need only the site-wide rules", () => {
    const pages = [pageHashes(html("/404.html"), "404.html", ["*"])]
    for (let i = 0; i < 1000; i++) pages.push(pageHashes(html(`/news/n${i}`), `news/n${i}/index.html`, [`/news/n${i}`]))
    const rules = buildRules({ pages })
    expect(rules.map(r => r.path)).toEqual(["/*", "/static/*", "/*.js", "/*.css"])
    expect(rules[0].headers[0][1]).toContain(hashSource(constantLoaderScript(gatsbyLoader("/x"))!.text))
  })

  test("a page with inline content of its own still gets its own policy", () => {
    const pages = [pageHashes(html("/404.html"), "404.html", ["*"]), pageHashes(html("/"), "index.html", ["/"]), pageHashes(html("/about", "<script>only()</script>"), "about/index.html", ["/about"])]
    const rules = buildRules({ pages })
    expect(rules.map(r => r.path)).toEqual(["/*", "/static/*", "/*.js", "/*.css", "/about"])
    expect(rules[4].headers[0][1]).toContain(hashSource("only()"))
    expect(rules[0].headers[0][1]).not.toContain(hashSource("only()"))
  })
})
