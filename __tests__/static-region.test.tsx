import React from "react"
import { serverRender as renderToString } from "./fixtures/server-render"

// A static region (src/components/ui/static-region.tsx): the first hydration keeps the server's contents without
// rendering the components inside; a region mounted afterwards (a page reached through the router) renders them.

type Module = typeof import("../src/components/ui/static-region")

/** A fresh copy of the module, as a new page load has it (hydrating until endHydration). */
interface Fresh {
  region: Module
  R: typeof import("react")
  client: typeof import("react-dom/client")
}
function freshModule(): Fresh {
  let fresh!: Fresh
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy of each module, as a new page load has */
    fresh = {
      region: require("../src/components/ui/static-region"),
      R: require("react"),
      client: require("react-dom/client"),
    }
    /* eslint-enable @typescript-eslint/no-require-imports -- the fresh copies end here */
  })
  return fresh
}

const renders = jest.fn()
function Card({ title }: { title: string }) {
  renders(title)
  return (
    <article>
      <h3>{title}</h3>
      <a href="/about">About</a>
    </article>
  )
}

/** A page with a live button and a static region; its hooks come from the React instance that renders it. */
function Page({ region, R }: { region: Module; R: typeof import("react") }) {
  const { StaticRegion } = region
  const [count, setCount] = R.useState(0)
  return (
    <main>
      <button type="button" onClick={() => setCount(c => c + 1)}>
        Clicked {count}
      </button>
      <StaticRegion className="cards">
        <Card title="One" />
        <Card title="Two" />
      </StaticRegion>
    </main>
  )
}

/** The page as the server writes it (the region in full). */
function serverHtml(): string {
  // The copy that shares this file's React, as react-dom/server does.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module's state is changed below, so not a top-level import
  const region = require("../src/components/ui/static-region") as Module
  region.endHydration() // as on the server, where there is no hydration
  return renderToString(<Page region={region} R={React} />)
}

beforeAll(() => {
  // React's act() environment for the client roots below.
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
})

beforeEach(() => {
  renders.mockClear()
  document.body.innerHTML = ""
})

test("the server renders the region's contents", () => {
  const html = serverHtml()
  expect(html).toContain('<div class="cards"><article><h3>One</h3>')
  expect(renders).toHaveBeenCalledTimes(2)
})

test("hydration keeps the server's contents and renders none of the components inside, also on later renders", async () => {
  // The page as Gatsby's HTML holds it, before any script: the module sees server HTML to hydrate.
  const container = document.createElement("div")
  container.id = "gatsby-focus-wrapper"
  container.innerHTML = serverHtml()
  document.body.append(container)
  const heading = container.querySelector("h3")
  renders.mockClear()
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})

  const { region, R, client } = freshModule()
  await R.act(async () => {
    client.hydrateRoot(container, <Page region={region} R={R} />)
  })
  region.endHydration()
  expect(renders).not.toHaveBeenCalled()
  expect(container.querySelector("h3")).toBe(heading) // the same node, not a copy
  expect(container.querySelectorAll("article")).toHaveLength(2)

  // The page around it is live, and its re-render leaves the region alone.
  await R.act(async () => container.querySelector("button")!.click())
  expect(container.querySelector("button")!.textContent).toBe("Clicked 1")
  expect(container.querySelector("h3")).toBe(heading)
  expect(renders).not.toHaveBeenCalled()
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})

test("after the first hydration, a region that mounts renders its contents", async () => {
  document.body.innerHTML = `<div id="gatsby-focus-wrapper"><main></main></div>`
  const { region, R, client } = freshModule()
  region.endHydration()
  const container = document.createElement("div")
  document.body.append(container)
  await R.act(async () => client.createRoot(container).render(<Page region={region} R={R} />))
  expect(renders).toHaveBeenCalledTimes(2)
  expect(container.querySelectorAll(".cards article")).toHaveLength(2)
})

test("where React renders from nothing (no server HTML), a region renders its contents from the start", async () => {
  const { R, region, client } = freshModule()
  const container = document.createElement("div")
  document.body.append(container)
  await R.act(async () => client.createRoot(container).render(<Page region={region} R={R} />))
  expect(renders).toHaveBeenCalledTimes(2)
})
