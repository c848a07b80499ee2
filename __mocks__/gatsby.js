// Manual mock for the `gatsby` package (https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/).
// Link renders a plain <a href>, graphql/useStaticQuery/navigate are jest.fn so tests can
// stub data and assert navigation. Link and Slice are plain components, not a jest.fn, so that
// `resetMocks`/`jest.resetAllMocks()` cannot wipe their implementation.
const React = require(`react`)

const gatsby = jest.requireActual(`gatsby`)

const Link = React.forwardRef(function Link(
  {
    // Props Gatsby's Link understands that a DOM <a> does not.
    activeClassName,
    activeStyle,
    getProps,
    innerRef,
    partiallyActive,
    replace,
    state,
    to,
    ...rest
  },
  ref,
) {
  return React.createElement(`a`, { ...rest, href: to, ref: ref || innerRef })
})

module.exports = {
  ...gatsby,
  graphql: jest.fn(),
  Link,
  Slice: function Slice({ alias, ...rest }) {
    return React.createElement(`div`, { ...rest, "data-test-slice-alias": alias })
  },
  useScrollRestoration: jest.fn(),
  useStaticQuery: jest.fn(),
  navigate: jest.fn(),
  withPrefix: path => path,
  withAssetPrefix: path => path,
}
