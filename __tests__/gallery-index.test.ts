import { indexForKey, positionLabel, stepIndex, wrapIndex } from "../src/lib/gallery"

describe("gallery index arithmetic", () => {
  it("wraps indexes at both ends", () => {
    expect(wrapIndex(0, 10)).toBe(0)
    expect(wrapIndex(10, 10)).toBe(0)
    expect(wrapIndex(-1, 10)).toBe(9)
    expect(wrapIndex(23, 10)).toBe(3)
    expect(wrapIndex(-11, 10)).toBe(9)
    expect(wrapIndex(5, 0)).toBe(0)
  })

  it("steps forwards and backwards, wrapping", () => {
    expect(stepIndex(0, 1, 10)).toBe(1)
    expect(stepIndex(9, 1, 10)).toBe(0)
    expect(stepIndex(0, -1, 10)).toBe(9)
    expect(stepIndex(4, -1, 10)).toBe(3)
    expect(stepIndex(0, 1, 1)).toBe(0)
  })

  it("maps keys to positions", () => {
    expect(indexForKey("ArrowRight", 9, 10)).toBe(0)
    expect(indexForKey("ArrowLeft", 0, 10)).toBe(9)
    expect(indexForKey("ArrowLeft", 5, 10)).toBe(4)
    expect(indexForKey("Home", 5, 10)).toBe(0)
    expect(indexForKey("End", 5, 10)).toBe(9)
    expect(indexForKey("Enter", 5, 10)).toBeNull()
    expect(indexForKey("Tab", 5, 10)).toBeNull()
  })

  it("labels the position from 1", () => {
    expect(positionLabel(0, 10)).toBe("1 of 10")
    expect(positionLabel(9, 10)).toBe("10 of 10")
  })
})
