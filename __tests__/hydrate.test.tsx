import React from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

import { replaceHydrateFunction } from "../gatsby-browser"

// gatsby-browser.tsx hydrates the server-rendered page as a transition: React then works in slices and yields to the
// browser between them, instead of one long task of the whole page (the largest long task of every page before).
jest.mock("react-dom/client", () => ({ hydrateRoot: jest.fn(), createRoot: jest.fn(() => ({ render: jest.fn() })) }))

let inTransition = false
beforeEach(() => {
  jest.clearAllMocks()
  jest.spyOn(React, "startTransition").mockImplementation(callback => {
    inTransition = true
    try {
      callback()
    } finally {
      inTransition = false
    }
  })
})
afterEach(() => jest.restoreAllMocks())

function page(serverHtml: string): HTMLElement {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${serverHtml}</div></div>`
  return document.getElementById("___gatsby")!
}

test("a server-rendered page is hydrated inside a transition", () => {
  const calledInTransition: boolean[] = []
  jest.mocked(hydrateRoot).mockImplementation(() => {
    calledInTransition.push(inTransition)
    return {} as ReturnType<typeof hydrateRoot>
  })
  const container = page("<main><h1>Badminton</h1></main>")
  const element = <main />
  replaceHydrateFunction()(element, container)
  expect(hydrateRoot).toHaveBeenCalledWith(container, element)
  expect(calledInTransition).toEqual([true])
  expect(createRoot).not.toHaveBeenCalled()
})

test("a page with an empty body is rendered, not hydrated, as Gatsby does by default", () => {
  const container = page("")
  replaceHydrateFunction()(<main />, container)
  expect(hydrateRoot).not.toHaveBeenCalled()
  expect(createRoot).toHaveBeenCalledWith(container)
})
