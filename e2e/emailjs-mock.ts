import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo, Socket } from "node:net"

/**
 * A stand-in for the EmailJS API (POST /api/v1.0/email/send) on 127.0.0.1, for browser tests of a
 * site built with GATSBY_EMAILJS_ORIGIN pointing at it. Each answer is scripted: status, body, delay,
 * or a destroyed socket (a network failure), or no answer at all. Every POST body is recorded.
 */

export const SEND_PATH = `/api/v1.0/email/send`

export interface SendRequestBody {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

export interface Reply {
  /** HTTP status; 200 by default. */
  status?: number
  /** Response text; "OK" for 2xx, a short reason otherwise. */
  body?: string
  /** Wait this long before answering. */
  delayMs?: number
  /** Close the connection without answering: the browser's fetch rejects with a TypeError. */
  destroy?: boolean
  /** Never answer (until the mock is reset or closed). */
  hang?: boolean
}

export interface EmailJsMock {
  readonly origin: string
  readonly port: number
  /** Bodies of the POSTs received since the last reset, in order. */
  readonly requests: SendRequestBody[]
  /** CORS preflights received since the last reset. */
  readonly preflights: number
  /** How the next POSTs are answered (until changed). */
  reply(reply: Reply): void
  /** Forget requests, answer 200 again, drop connections left hanging. */
  reset(): void
  close(): Promise<void>
}

const CORS = {
  "Access-Control-Allow-Origin": `*`,
  "Access-Control-Allow-Methods": `POST, OPTIONS`,
  "Access-Control-Allow-Headers": `Content-Type`,
  "Access-Control-Max-Age": `0`,
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ``
    req.setEncoding(`utf8`)
    req.on(`data`, chunk => (body += chunk))
    req.on(`end`, () => resolve(body))
    req.on(`error`, reject)
  })
}

export function startEmailJsMock(port = Number(process.env.E2E_EMAILJS_PORT || 9330)): Promise<EmailJsMock> {
  const requests: SendRequestBody[] = []
  const sockets = new Set<Socket>()
  const hanging = new Set<ServerResponse>()
  let preflights = 0
  let current: Reply = {}

  const server: Server = createServer(async (req, res) => {
    const path = (req.url || `/`).split(`?`)[0]
    if (req.method === `OPTIONS`) {
      preflights++
      res.writeHead(204, CORS).end()
      return
    }
    if (req.method !== `POST` || path !== SEND_PATH) {
      res.writeHead(404, { ...CORS, "Content-Type": `text/plain` }).end(`Not Found`)
      return
    }
    const reply = current
    const raw = await readBody(req)
    try {
      requests.push(JSON.parse(raw) as SendRequestBody)
    } catch {
      requests.push({ unparsable: raw } as unknown as SendRequestBody)
    }
    if (reply.delayMs) await sleep(reply.delayMs)
    if (reply.destroy) {
      req.socket.destroy()
      return
    }
    if (reply.hang) {
      hanging.add(res)
      return
    }
    const status = reply.status ?? 200
    const body = reply.body ?? (status < 300 ? `OK` : `Mock failure ${status}`)
    if (!res.destroyed) res.writeHead(status, { ...CORS, "Content-Type": `text/plain` }).end(body)
  })
  server.on(`connection`, socket => {
    sockets.add(socket)
    socket.on(`close`, () => sockets.delete(socket))
  })

  const dropHanging = () => {
    for (const res of hanging) res.socket?.destroy()
    hanging.clear()
  }

  return new Promise((resolve, reject) => {
    server.once(`error`, reject)
    server.listen(port, `127.0.0.1`, () => {
      const actualPort = (server.address() as AddressInfo).port
      resolve({
        origin: `http://127.0.0.1:${actualPort}`,
        port: actualPort,
        requests,
        get preflights() {
          return preflights
        },
        reply(reply) {
          current = reply
        },
        reset() {
          requests.length = 0
          preflights = 0
          current = {}
          dropHanging()
        },
        close() {
          dropHanging()
          for (const socket of sockets) socket.destroy()
          return new Promise<void>(done => server.close(() => done()))
        },
      })
    })
  })
}

// `npx tsx e2e/emailjs-mock.ts [status] [delayMs]`: run it by hand to look at the form's states.
if (process.argv[1]?.endsWith(`emailjs-mock.ts`)) {
  const [status, delayMs] = process.argv.slice(2).map(Number)
  void startEmailJsMock().then(mock => {
    mock.reply({ status: status || 200, delayMs: delayMs || 0 })
    console.log(`EmailJS mock on ${mock.origin}${SEND_PATH}, answering ${status || 200}`)
  })
}
