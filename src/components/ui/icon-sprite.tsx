import React from "react"
import { ICON_PATHS, type IconName } from "./icon-paths"
import { iconId } from "./icon"

/**
 * Every icon of icon-paths.ts as a symbol, once at the start of each page's body (gatsby-ssr.tsx), for <Icon> to
 * draw. Outside React's root: it is never hydrated, stays through navigation between pages, and its paths are in
 * the HTML only, not in the scripts.
 */
export function IconSprite() {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style={{ display: "none" }}>
      {(Object.keys(ICON_PATHS) as IconName[]).map(name => (
        <symbol key={name} id={iconId(name)} viewBox="0 0 24 24">
          <path d={ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  )
}
