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
const STOP_GRACE_MS = 10_000

// Leads the server's process group and runs start.mjs. Its stdin is a pipe from us, so EOF means we
// died (even by SIGKILL): it then kills the group instead of leaving a server holding the port.
const WATCHDOG = `
const { spawn } = require('node:child_process')
const killGroup = () => process.kill(-process.pid, 'SIGKILL')
const app = spawn(process.execPath, [process.argv[1]], { stdio: ['ignore', 'inherit', 'inherit'] })
app.on('exit', (code, signal) => {
  console.error('scripts/start.mjs exited (code ' + code + ', signal ' + signal + ')')
  // Take down whatever it left behind (e.g. next start), this watchdog included.
  killGroup()
})
// stop() signals the whole group; outlive start.mjs so the cleanup above still runs.
process.on('SIGTERM', () => {})
process.stdin.on('end', killGroup).resume()
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
  if (!existsSync(script)) {
    throw new Error(`${script} not found; cannot start the app (or set BENCH_URL)`)
  }
  if (await portInUse(port)) {
    throw new Error(`port ${port} is already in use; pass --port or set BENCH_URL`)
  }

  const url = `http://127.0.0.1:${port}`
  console.error(`Starting server: node scripts/start.mjs (PORT=${port})`)
  // detached = own process group (watchdog, start.mjs, next start), so stop() can kill all of it.
  const child = spawn(process.execPath, ['-e', WATCHDOG, script], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  pipe(child.stdout)
  pipe(child.stderr)

  let exited = false
  const exitPromise = new Promise((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )

  // Sent even after the leader exited: stragglers keep the group id alive, and ESRCH means all gone.
  const killGroup = (signal) => {
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
    // Deferred so other handlers (chrome-launcher kills Chrome on SIGINT) still run first.
    setImmediate(() => process.exit(signal === 'SIGINT' ? 130 : 143))
  }
  process.on('exit', onExit)
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  let stopped = false
  const stop = async () => {
    if (stopped) return
    stopped = true
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
    // Give next start a moment to shut down cleanly, then force whatever is left.
    if (!exited) {
      killGroup('SIGTERM')
      let timer
      const grace = new Promise((resolve) => (timer = setTimeout(resolve, STOP_GRACE_MS)))
      await Promise.race([exitPromise, grace])
      // A pending timer would otherwise keep the benchmark alive for the rest of the grace period.
      clearTimeout(timer)
    }
    killGroup('SIGKILL')
    process.off('exit', onExit)
    // Don't let a stray holder of the log pipes keep us running.
    child.stdin.destroy()
    child.stdout.destroy()
    child.stderr.destroy()
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (true) {
    if (exited) {
      await stop()
      throw new Error('server exited before it was ready (see the [server] output above)')
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
      throw new Error(`server did not answer 200 on ${url}/ within ${READY_TIMEOUT_MS / 60000} min`)
    }
    await sleep(POLL_MS)
  }
  console.error(`Server ready at ${url}`)
  return { url, stop }
}

/** startServer for a benchmark's top level: a server that cannot start ends the run with code 1. */
export async function startServerOrExit(options) {
  try {
    return await startServer(options)
  } catch (err) {
    console.error(`Server failed to start: ${err.message}`)
    process.exit(1)
  }
}
