// Starts the production app for benchmarks (or reuses BENCH_URL) and tears it down afterwards.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

// First run builds, migrates and seeds, which can take minutes.
const READY_TIMEOUT_MS = 15 * 60 * 1000
const POLL_MS = 1000

const WATCHDOG = `
const { spawn } = require('node:child_process')
const app = spawn(process.execPath, [process.argv[1]], { stdio: ['ignore', 'inherit', 'inherit'] })
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
// stop() signals the whole group; outlive start.mjs so we still report its exit.
process.on('SIGTERM', () => {})
process.stdin.on('end', () => process.kill(-process.pid, 'SIGKILL')).resume()
`

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// A server already on the port would answer our readiness probe and we'd benchmark the wrong process.
function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

function pipe(stream) {
  // Server logs go to stderr so the result tables on stdout stay clean.
  readline
    .createInterface({ input: stream })
    .on('line', (line) => process.stderr.write(`[server] ${line}\n`))
}

export async function startServer({ port = 3100 } = {}) {
  if (process.env.BENCH_URL) {
    const url = process.env.BENCH_URL.replace(/\/+$/, '')
    console.error(`Using BENCH_URL=${url} (not starting a server)`)
    return { url, stop: async () => {} }
  }

  const script = path.join(repoRoot, 'scripts/start.mjs')
  if (!existsSync(script))
    throw new Error(`${script} not found; cannot start the app (or set BENCH_URL)`)
  if (await portInUse(port))
    throw new Error(`port ${port} is already in use; pass --port or set BENCH_URL`)

  const url = `http://127.0.0.1:${port}`
  console.error(`Starting server: node scripts/start.mjs (PORT=${port})`)
  // detached puts the server (and the next start it spawns) in its own process group, so stop() can kill it all.
  // The watchdog leads that group and runs start.mjs; stdin is a pipe from us, so its EOF means we died
  // (even by SIGKILL) and the watchdog takes the group down rather than leaving a server on the port.
  const child = spawn(process.execPath, ['-e', WATCHDOG, script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  pipe(child.stdout)
  pipe(child.stderr)

  let exited = null
  const exitPromise = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal }
      resolve()
    }),
  )

  const killGroup = (signal) => {
    if (exited) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // group already gone
    }
  }

  // The group is detached, so Ctrl-C in the terminal won't reach it: forward it ourselves.
  const onExit = () => killGroup('SIGKILL')
  const onSignal = (signal) => {
    killGroup('SIGTERM')
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.on('exit', onExit)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  const stop = async () => {
    process.off('exit', onExit)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    if (exited) return
    killGroup('SIGTERM')
    // Give next start a moment to shut down cleanly, then force it.
    await Promise.race([exitPromise, sleep(10_000)])
    killGroup('SIGKILL')
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (true) {
    if (exited) {
      await stop()
      throw new Error(
        `server exited before it was ready (code ${exited.code}, signal ${exited.signal})`,
      )
    }
    try {
      const res = await fetch(`${url}/`, {
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      })
      await res.arrayBuffer()
      if (res.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `server did not answer 200 on ${url}/ within ${READY_TIMEOUT_MS / 60000} minutes`,
      )
    }
    await sleep(POLL_MS)
  }
  console.error(`Server ready at ${url}`)
  return { url, stop }
}
