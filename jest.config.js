/**
 * Unit tests: jest 30 + babel-jest (ts-jest does not work with TypeScript 7).
 * Follows https://www.gatsbyjs.com/docs/how-to/testing/unit-testing/ minus the
 * gatsby-page-utils moduleNameMapper lines, which break module resolution on Jest 30.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: `jsdom`,
  transform: {
    "^.+\\.[jt]sx?$": `<rootDir>/jest-preprocess.js`,
  },
  moduleNameMapper: {
    "\\.(css|less|scss|sass|styl)$": `identity-obj-proxy`,
    "\\.(jpe?g|png|gif|webp|avif|svg|ico|eot|otf|ttf|woff2?|mp4|webm|wav|mp3|m4a|aac|oga)$": `<rootDir>/__mocks__/file-mock.js`,
  },
  testMatch: [`<rootDir>/__tests__/**/*.test.ts?(x)`],
  testPathIgnorePatterns: [`/node_modules/`, `<rootDir>/\\.cache/`, `<rootDir>/public/`, `<rootDir>/e2e/`],
  modulePathIgnorePatterns: [`<rootDir>/\\.cache/`, `<rootDir>/public/`],
  // Gatsby ships untranspiled ES modules in these packages.
  transformIgnorePatterns: [`node_modules/(?!(gatsby|gatsby-script|gatsby-link|parse5|entities)/)`],
  globals: {
    __PATH_PREFIX__: ``,
  },
  testEnvironmentOptions: {
    url: `http://localhost/`,
  },
  setupFilesAfterEnv: [`<rootDir>/jest.setup.ts`],
}
