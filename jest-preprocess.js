// Jest transform for .js/.jsx/.ts/.tsx. Kept out of a root babel config on purpose:
// a babel.config.js or .babelrc would replace the configuration of Gatsby's own build.
const babelJest = require(`babel-jest`)

const createTransformer = babelJest.createTransformer || babelJest.default.createTransformer

module.exports = createTransformer({
  presets: [[`babel-preset-gatsby`, { reactRuntime: `automatic` }], `@babel/preset-typescript`],
  babelrc: false,
  configFile: false,
})
