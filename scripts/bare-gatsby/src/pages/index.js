import * as React from "react"

export default function Index() {
  return (
    <main>
      <h1>Bare Gatsby page</h1>
      <p>The smallest page Gatsby 5 builds, measured beside the site.</p>
    </main>
  )
}

export const Head = () => (
  <>
    <html lang="en" />
    <title>Bare Gatsby page</title>
    <meta name="description" content="The smallest page Gatsby 5 builds, measured beside the site." />
  </>
)
