// The flags every Chromium the project starts runs with (the browser tests, Lighthouse, the benchmarks): no sandbox
// and no GPU in a container, and none of the browser's own background traffic, which would skew a measurement.
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
