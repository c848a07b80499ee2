import fs from "fs"
import path from "path"
import React from "react"
import { render } from "@testing-library/react"
import { Icon, iconId } from "../src/components/ui/icon"
import { IconSprite } from "../src/components/ui/icon-sprite"
import { ICON_PATHS, type IconName } from "../src/components/ui/icon-paths"
import { SocialIcon } from "../src/components/ui/social-icon"
import { onRenderBody } from "../gatsby-ssr"

const names = Object.keys(ICON_PATHS) as IconName[]

describe("icons", () => {
  test("every icon is drawn from its symbol in the page, in the text's colour, hidden from assistive technology", () => {
    const sprite = render(<IconSprite />).container
    for (const name of names) {
      const svg = render(<Icon name={name} />).container.querySelector("svg")!
      expect(svg).toHaveAttribute("aria-hidden", "true")
      const href = svg.querySelector("use")?.getAttribute("href")
      expect(href).toBe(`#${iconId(name)}`)
      const symbol = sprite.querySelector(`symbol[id="${iconId(name)}"]`)
      expect(symbol?.querySelector("path")?.getAttribute("d")).toBe(ICON_PATHS[name])
    }
    // No icon is an image of its own (an <img> or a CSS mask of an .svg file), which the browser would build as
    // a separate document before the first paint.
    expect(render(<SocialIcon name="LinkedIn" />).container.innerHTML).not.toMatch(/\.svg|url\(/)
  })

  test("the sprite opens every page's body, outside React's root, and draws nothing itself", () => {
    const setPreBodyComponents = jest.fn()
    onRenderBody!({ setHeadComponents: jest.fn(), setPreBodyComponents, pathname: "/" } as never, {} as never)
    const [components] = setPreBodyComponents.mock.calls[0] as [React.ReactElement[]]
    const sprite = render(<>{components}</>).container.querySelector("svg")!
    expect(sprite).toHaveStyle({ display: "none" })
    expect(sprite.querySelectorAll("symbol")).toHaveLength(names.length)
  })

  test("the paths stay out of the browser's scripts: only the sprite, which only gatsby-ssr imports, reads them", () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap(e => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    // Each import statement up to its first `from`; `import type` ones are erased from the scripts.
    const imports = (f: string) => fs.readFileSync(f, "utf8").match(/^import\s[\s\S]*?\sfrom\s+["'][^"']+["']/gm) ?? []
    const valueImports = [...files("src"), "gatsby-browser.tsx"]
      .filter(f => /\.tsx?$/.test(f))
      .filter(f => imports(f).some(i => !/^import\s+type\s/.test(i) && /icon-paths["']$/.test(i)))
    expect(valueImports).toEqual([path.join("src", "components", "ui", "icon-sprite.tsx")])
    const spriteUsers = [...files("src"), "gatsby-browser.tsx", "gatsby-ssr.tsx"].filter(
      f => /\.tsx?$/.test(f) && /from\s+["'][^"']*icon-sprite["']/.test(fs.readFileSync(f, "utf8")),
    )
    expect(spriteUsers).toEqual(["gatsby-ssr.tsx"])
  })
})
