/**
 * @jest-environment node
 */
import { changedFiles, scopeOf } from "../scripts/change-scope"

test("only data/ (entries and their images) takes the content path", () => {
  expect(scopeOf(["data/news/a.json", "data/news/a.jpg", "data/site.json"])).toBe("content")
})

test("a schema, code, a test or the workflow with it takes the code path", () => {
  expect(scopeOf(["data/news/a.json", "src/pages/index.tsx"])).toBe("code")
  expect(scopeOf(["data/schemas/game.schema.json"])).toBe("code")
  expect(scopeOf(["data/games/x.json", ".github/workflows/deploy.yml"])).toBe("code")
  expect(scopeOf(["database/x.json"])).toBe("code")
})

test("nothing changed counts as code, the safe side", () => {
  expect(scopeOf([])).toBe("code")
})

test("git decides from real history; an unknown or all-zero base counts as code", () => {
  expect(changedFiles("0000000000000000000000000000000000000000")).toBeNull()
  expect(changedFiles(undefined)).toBeNull()
  expect(changedFiles("no-such-ref-anywhere")).toBeNull()
  expect(changedFiles("HEAD", "HEAD")).toEqual([])
})
