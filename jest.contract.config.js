/**
 * The contract tests: they read the real build in public/ (see __tests__/build-output.contract.ts), so they
 * run after `gatsby build` (scripts/run-tests.mjs, stage "contract"; `npm run test:contract`), not with the
 * unit tests, which run before it.
 * @type {import('jest').Config}
 */
const unit = require(`./jest.config.js`)

module.exports = {
  ...unit,
  testEnvironment: `node`,
  testMatch: [`<rootDir>/__tests__/**/*.contract.ts`],
  setupFilesAfterEnv: [],
}
