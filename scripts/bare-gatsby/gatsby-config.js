// A bare Gatsby 5 site: the yardstick for this site's JavaScript budget (issue 6).
module.exports = { siteMetadata: { title: "Bare Gatsby page" }, plugins: [] }
