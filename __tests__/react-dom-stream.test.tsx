/**
 * @jest-environment node
 */
import React from "react"
import { Writable } from "stream"
import { renderToPipeableStream } from "react-dom/server"

/**
 * patches/react-dom+18.3.1.patch: React 18's streaming renderer (which Gatsby's build uses to write every
 * page) fills a 2048-byte buffer, and when a character of several bytes ("→", "₹", "—") no longer fits, it
 * sent the whole buffer, unwritten zero bytes included: a stray U+0000 in the page, which the HTML checker
 * rejects (React fixed it in facebook/react#26228, in React 19 only). The patch sends only the written bytes.
 */
function render(element: React.ReactElement): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk))
        done()
      },
    })
    sink.on("finish", () => resolve(Buffer.concat(chunks)))
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

test("pages stream without stray zero bytes when a multi-byte character meets the buffer's end", async () => {
  // Short pieces of text, each ending in a three-byte arrow: with every padding from 0 to 2, one of the
  // arrows straddles a 2048-byte boundary.
  for (let padding = 0; padding < 3; padding++) {
    const html = await render(
      <div>
        {"x".repeat(padding)}
        {Array.from({ length: 400 }, (_, i) => (
          <span key={i}>Read more →</span>
        ))}
      </div>,
    )
    expect(html.includes(0)).toBe(false)
    expect(html.toString("utf8")).toContain("Read more →")
  }
})
