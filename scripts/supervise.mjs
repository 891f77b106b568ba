// Keeps `npm start`'s server running: when it dies (a crash, out of memory) the reason is logged and
// it is started again after a back-off; SIGINT/SIGTERM to this process are passed on, and once the
// server has stopped on them this process exits with it. A server that cannot start at all (its
// first runs all die within a minute: a port in use, a bad setting) is given up on, so scripts that
// start it see the failure. Used by scripts/start.mjs.
import { spawn } from 'node:child_process'

export const RESTART_DEFAULTS = {
  /** Wait before the first restart; doubled after each quick death. */
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
  /** A run at least this long was healthy: the next restart waits firstDelayMs again. */
  healthyAfterMs: 60_000,
  /** Runs that die before any run was healthy, after which there is no restart. */
  startAttempts: 5,
}

/**
 * The back-off policy: `delayAfter(ranMs)` is the wait before restarting a server that ran ranMs,
 * or null to give up (it has never run healthyAfterMs in startAttempts runs).
 */
export function restartBackoff(options = {}) {
  const { firstDelayMs, maxDelayMs, healthyAfterMs, startAttempts } = {
    ...RESTART_DEFAULTS,
    ...options,
  }
  let next = firstDelayMs
  let everHealthy = false
  let runs = 0
  return {
    delayAfter(ranMs) {
      runs++
      if (ranMs >= healthyAfterMs) {
        everHealthy = true
        next = firstDelayMs
      }
      if (!everHealthy && runs >= startAttempts) return null
      const delay = next
      next = Math.min(next * 2, maxDelayMs)
      return delay
    },
  }
}

const SIGNAL_HINTS = {
  SIGKILL: ' (from outside; the system may have run out of memory)',
  SIGABRT: ' (a fatal error such as running out of heap; see the lines above)',
}

/** How a process ended, for the log. */
export function describeExit(code, signal) {
  if (signal) return `was killed by ${signal}${SIGNAL_HINTS[signal] ?? ''}`
  return `exited with code ${code}`
}

function duration(ms) {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`
}

/**
 * Runs `command args` with spawn `options` and restarts it whenever it ends on its own. Resolves
 * never; exits this process when the child has ended after one of `signals`.
 */
export function supervise({
  command,
  args = [],
  options = {},
  label = 'server',
  backoff = {},
  signals = ['SIGINT', 'SIGTERM'],
  log = (line) => console.error(line),
}) {
  const policy = restartBackoff(backoff)
  let child = null
  let restartTimer = null
  let stopping = false

  const ended = (startedAt, how) => {
    child = null
    if (stopping) return process.exit(how.code ?? 0)
    const ranMs = Date.now() - startedAt
    const delay = policy.delayAfter(ranMs)
    const what = `✖ The ${label} ${how.text} after ${duration(ranMs)}`
    if (delay === null) {
      log(`${what}; it never stayed up, so it is not started again.`)
      return process.exit(how.code || 1)
    }
    log(`${what}; restarting it in ${duration(delay)}.`)
    restartTimer = setTimeout(start, delay)
  }

  function start() {
    restartTimer = null
    const startedAt = Date.now()
    const current = spawn(command, args, options)
    child = current
    let done = false
    const once = (how) => {
      if (done) return
      done = true
      ended(startedAt, how)
    }
    current.on('exit', (code, signal) => once({ code, text: describeExit(code, signal) }))
    // Could not be started at all (no 'exit' follows).
    current.on('error', (error) => {
      if (current.pid === undefined) once({ code: 1, text: `could not start (${error.message})` })
    })
  }

  for (const signal of signals) {
    process.on(signal, () => {
      stopping = true
      if (child) child.kill(signal)
      else {
        clearTimeout(restartTimer)
        process.exit(0)
      }
    })
  }
  start()
}
