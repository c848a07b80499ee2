import React from "react"
import { onPreRenderHTML } from "../gatsby-ssr"

// gatsby-plugin-image 3's gatsby-ssr.js adds these three head components to every page.
const pluginHead = () => [
  <style key="gatsby-image-style">{".gatsby-image-wrapper{position:relative}"}</style>,
  <noscript key="gatsby-image-style-noscript" />,
  <script key="gatsby-image-style-script" type="module" />,
  <meta key="description" name="description" content="x" />,
]

test("gatsby-plugin-image's inline script is left out of the page head, and nothing else", () => {
  let replaced: React.ReactNode[] = []
  const run = onPreRenderHTML as unknown as (args: {
    getHeadComponents: () => React.ReactNode[]
    replaceHeadComponents: (c: React.ReactNode[]) => void
  }) => void
  run({ getHeadComponents: pluginHead, replaceHeadComponents: components => (replaced = components) })
  expect(replaced.map(c => (c as React.ReactElement).key)).toEqual(["gatsby-image-style", "gatsby-image-style-noscript", "description"])
})
