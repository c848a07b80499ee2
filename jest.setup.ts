import "@testing-library/jest-dom"

// Gatsby's Link and navigate talk to the runtime loader; give them a stub, as Gatsby's
// unit-testing guide does with its loadershim.
;(globalThis as unknown as { ___loader: unknown }).___loader = {
  enqueue: jest.fn(),
  hovering: jest.fn(),
}
