import type { CreateWebpackConfigArgs } from "gatsby"

/** Spec section 1: a page piece that has not loaded after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

export function configureWebpack({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } })
  }
}
