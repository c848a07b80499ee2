#!/usr/bin/env node
// `npm run cms`: edit the site's content in the browser, on this computer.
//
// Starts three things, all on this computer only, and stops them all when one stops or you press Ctrl+C:
//   - decap-server, the CMS's local backend, which reads and writes the files in data/ directly (no login,
//     no commits: review and commit the changes with git as usual). It is bound to 127.0.0.1 on purpose: it
//     has no authentication and can write any file in the project, so it must not be reachable from the
//     network.
//   - the admin page, built first into .cache/cms/admin with the local backend, served on 127.0.0.1:8082.
//     Not by gatsby develop, whose development server does not serve it.
//   - gatsby develop, the development site, which shows saved changes within seconds.
//
//   npm run cms [-- --port 8000]      extra arguments go to gatsby develop
//   npm run cms -- --no-site          only the content manager (much lighter: no development site)
//
// decap-server's port is 8081; the admin built here has local_backend pointing there.
import { spawn, spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import net from "node:net"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { createStaticServer } from "./serve.mjs"

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(join(ROOT, "package.json"))
const BACKEND_HOST = "127.0.0.1"
const BACKEND_PORT = 8081
const ADMIN_PORT = 8082
const adminUrl = `http://${BACKEND_HOST}:${ADMIN_PORT}/admin/`

const noSite = process.argv.includes("--no-site")
const args = process.argv.slice(2).filter(a => a !== "--no-site")
const portIndex = args.findIndex(a => a === "--port" || a === "-p")
const sitePort = portIndex >= 0 ? Number(args[portIndex + 1]) : 8000
const siteUrl = `http://localhost:${sitePort}`

function portInUse(port, host) {
  return new Promise(resolve => {
    const socket = net.connect({ port, host })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

/** @type {{ name: string, child: import("node:child_process").ChildProcess }[]} */
const running = []
let stopping = false
/** @type {import("node:http").Server | undefined} */
let adminServer

/** Stops every process this script started (each in its own process group, so Gatsby's workers go too). */
function stopAll(code) {
  if (stopping) return
  stopping = true
  adminServer?.close()
  adminServer?.closeAllConnections()
  for (const { child } of running) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      child.kill("SIGTERM")
    }
  }
  // Give Gatsby a moment to shut down cleanly, then make sure.
  const deadline = setTimeout(() => {
    for (const { child } of running) {
      try {
        process.kill(-child.pid, "SIGKILL")
      } catch {
        // Already gone.
      }
    }
    process.exit(code)
  }, 5000)
  deadline.unref()
  Promise.all(
    running.map(({ child }) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise(r => child.once("exit", r)))),
  ).then(() => process.exit(code))
}

function run(name, command, commandArgs, { env = {}, ready, onReady }) {
  const child = spawn(command, commandArgs, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  running.push({ name, child })
  let seen = ""
  let isReady = false
  const forward = stream => chunk => {
    const text = chunk.toString()
    stream.write(text.replace(/^(?=.)/gm, `[${name}] `))
    if (!isReady) {
      seen = (seen + text).slice(-4000)
      if (ready.test(seen)) {
        isReady = true
        onReady?.()
      }
    }
  }
  child.stdout.on("data", forward(process.stdout))
  child.stderr.on("data", forward(process.stderr))
  child.on("exit", (code, signal) => {
    if (stopping) return
    console.error(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`)
    stopAll(code || 1)
  })
  return child
}

const banner = lines =>
  console.log(
    [
      "",
      "  ┌──────────────────────────────────────────────────────────────",
      ...lines.map(l => `  │ ${l}`),
      "  └──────────────────────────────────────────────────────────────",
      "",
    ].join("\n"),
  )

async function main() {
  for (const [port, what] of [
    [BACKEND_PORT, "decap-server"],
    [ADMIN_PORT, "the admin page"],
  ]) {
    if (await portInUse(port, BACKEND_HOST)) {
      console.error(
        `cms: port ${port} on ${BACKEND_HOST} (for ${what}) is already in use: is \`npm run cms\` already running? Stop it and try again.`,
      )
      process.exit(1)
    }
  }
  const adminRoot = join(ROOT, ".cache", "cms")
  const built = spawnSync(
    process.execPath,
    [
      require.resolve("tsx/cli"),
      join(ROOT, "scripts/build-admin.ts"),
      "--out",
      join(adminRoot, "admin"),
      "--local-backend-url",
      `http://${BACKEND_HOST}:${BACKEND_PORT}/api/v1`,
    ],
    { cwd: ROOT, stdio: "inherit" },
  )
  if (built.status !== 0) process.exit(built.status || 1)

  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => stopAll(0))

  adminServer = createStaticServer({ dir: adminRoot })
  adminServer.on("error", error => {
    console.error(`cms: admin page server: ${error.message}`)
    stopAll(1)
  })
  await new Promise(resolve => adminServer.listen(ADMIN_PORT, BACKEND_HOST, resolve))

  const ready = [
    `Content manager:  ${adminUrl}   (click "Login": no password on your computer)`,
    ...(noSite ? [] : [`Site preview:     ${siteUrl}/`]),
    "Saved entries are files in data/: review them with git diff, then commit.",
    `Ctrl+C stops ${noSite ? "it" : "both"}.`,
  ]
  run("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
    // BIND_HOST: without it decap-server listens on every interface.
    env: { BIND_HOST: BACKEND_HOST, PORT: String(BACKEND_PORT), MODE: "fs", GIT_REPO_DIRECTORY: ROOT },
    ready: /listening on/,
    onReady: () =>
      noSite
        ? banner(ready)
        : console.log(`\ncms: local backend ready at http://${BACKEND_HOST}:${BACKEND_PORT}/api/v1 (writes to data/)\n`),
  })
  if (noSite) return
  run("gatsby", process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...args], {
    env: { GATSBY_TELEMETRY_DISABLED: "1" },
    ready: /You can now view/,
    onReady: () => banner(ready),
  })
  console.log(
    `cms: starting decap-server, the admin page (${adminUrl}) and gatsby develop (${siteUrl}); the site's first start takes a few minutes.`,
  )
}

main().catch(error => {
  console.error(`cms: ${error.stack || error}`)
  stopAll(1)
})
