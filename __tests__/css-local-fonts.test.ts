/**
 * @jest-environment node
 */
import { siteStylesheets, withoutComments } from "./fixtures/stylesheets"

// Each stand-in face lists local faces in turn, and the browser asks for them in that order until one is there.
// Why Liberation Sans comes before Arial: src/styles/global.css, above the faces.

/** Each @font-face's family and its local() names, in order. */
function localSources(css: string): { family: string; names: string[] }[] {
  return [...withoutComments(css).matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*"([^"]+)"/.exec(body)?.[1] ?? "",
    names: [...body.matchAll(/local\("([^"]+)"\)/g)].map(m => m[1]),
  }))
}

describe("the stand-in faces ask first for the local face the device is likeliest to have", () => {
  it("reads a face's local() names in order", () => {
    expect(localSources('@font-face { font-family: "X"; src: local("Arial"), local("Liberation Sans"); }')).toEqual([
      { family: "X", names: ["Arial", "Liberation Sans"] },
    ])
  })

  it("every face that falls back to Arial asks for Liberation Sans before it", () => {
    const faces = siteStylesheets().flatMap(({ file, css }) => localSources(css).map(face => ({ file, ...face })))
    const arialFaces = faces.filter(face => face.names.some(name => name.startsWith("Arial")))
    expect(arialFaces.length).toBeGreaterThan(0)
    for (const face of arialFaces) expect(`${face.file} ${face.family}: ${face.names[0]}`).toMatch(/: Liberation ?Sans/)
  })
})
