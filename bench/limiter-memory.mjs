// The rate limiter's memory per key and after a crowd of distinct clients (issue 34: each key of the
// old memory store held its request's AsyncLocalStorage stores until it expired, 45-50 KB a key).
// Runs the limiter of a checkout in this process, with no server: every call is made inside its
// own "request", an AsyncLocalStorage scope holding --scope-kb of objects, as Next's and Payload's
// request scopes are.
//
// Usage: node bench/limiter-memory.mjs [--clients 30000] [--keys 5000] [--scope-kb 45]
//          [--max-growth-mb 2048] [--root <checkout>]
// --root measures another checkout's src/lib/rate-limit (e.g. an old commit in a git worktree,
// with node_modules linked into it). The crowd stops early when the heap has grown by
// --max-growth-mb (the old store would need gigabytes); the table then says where it stopped.
import { AsyncLocalStorage } from 'node:async_hooks'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

import { runnerImport } from 'vite'

import { repoRoot } from './lib/server.mjs'
import { printTable } from './lib/table.mjs'

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '30000' },
    keys: { type: 'string', default: '5000' },
    'scope-kb': { type: 'string', default: '45' },
    'max-growth-mb': { type: 'string', default: '2048' },
    root: { type: 'string', default: repoRoot },
  },
})
const CLIENTS = Number(args.clients)
const KEYS = Number(args.keys)
const SCOPE_KB = Number(args['scope-kb'])
const MAX_GROWTH = Number(args['max-growth-mb']) * 1024 * 1024
const root = path.resolve(args.root)

// Works under plain `node` too (no --expose-gc needed).
if (typeof globalThis.gc !== 'function') setFlagsFromString('--expose-gc')
const gc = globalThis.gc ?? runInNewContext('gc')

function heap() {
  for (let i = 0; i < 4; i++) gc()
  return process.memoryUsage().heapUsed
}

const MB = 1024 * 1024
const mb = (bytes) => Math.round((bytes / MB) * 10) / 10

/** The checkout's limiter (store and login throttle), loaded through Vite as the tests load it. */
async function loadLimiter() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sakhli-limiter-memory-'))
  const entry = path.join(dir, 'entry.ts')
  const rateLimit = path.join(root, 'src', 'lib', 'rate-limit')
  writeFileSync(
    entry,
    `export * as store from ${JSON.stringify(path.join(rateLimit, 'store.ts'))}\n` +
      `export * as login from ${JSON.stringify(path.join(rateLimit, 'login.ts'))}\n`,
  )
  try {
    const { module } = await runnerImport(entry, { root, configFile: false, logLevel: 'silent' })
    return module
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

process.env.REDIS_URL = ''
process.env.RATE_LIMIT_PREFIX = 'bench:rl'
const { store, login } = await loadLimiter()

const requestScope = new AsyncLocalStorage()
const scopeItems = Math.round((SCOPE_KB * 1024) / 8)
/** One request: its scope holds about --scope-kb of its own objects while `handle` runs. */
const asRequest = (handle) =>
  requestScope.run({ objects: Array.from({ length: scopeItems }, (_, i) => i) }, handle)

let serial = 0
/** A fresh client address (IPv4 up to 16 million, then IPv6 /64s). */
function nextAddress() {
  const i = serial++
  return i < 1 << 24
    ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
    : `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`
}

async function nonce(ip) {
  await store.consumeKey(store.limiterFor('nonce', 'ip'), store.storeKey('ip', ip))
}

/** Bytes per nonce key, each consumed in its own request of `scopeKb` (0: no request scope). */
async function perKey(withScope) {
  await store.resetRateLimitState()
  const run = withScope ? asRequest : (handle) => handle()
  await run(() => nonce(nextAddress()))
  const before = heap()
  for (let i = 0; i < KEYS; i++) await run(() => nonce(nextAddress()))
  const bytes = (heap() - before) / KEYS
  await store.resetRateLimitState()
  return Math.round(bytes)
}

/**
 * A crowd: each client asks for a nonce, sends the contact form (address and e-mail counted) and
 * fails one login (per address, and per e-mail and address): five keys, three requests.
 */
async function crowd() {
  await store.resetRateLimitState()
  const contact = (ip, email) =>
    Promise.all([
      store.consumeKey(store.limiterFor('contact-feedback', 'ip'), store.storeKey('ip', ip)),
      store.consumeKey(
        store.limiterFor('contact-feedback', 'email'),
        store.storeKey('email', email),
      ),
    ])
  await asRequest(() => nonce(nextAddress()))
  const before = heap()
  let clients = 0
  let stopped = false
  const began = performance.now()
  while (clients < CLIENTS) {
    const ip = nextAddress()
    const email = `visitor${serial}@example.ge`
    await asRequest(() => nonce(ip))
    await asRequest(() => contact(ip, email))
    await asRequest(() => login.beginLoginAttempt({ ip, email }))
    clients++
    if (clients % 1000 === 0 && process.memoryUsage().heapUsed - before > MAX_GROWTH) {
      stopped = true
      break
    }
  }
  const seconds = (performance.now() - began) / 1000
  const after = heap()
  return { clients, stopped, before, after, keys: clients * 5, seconds }
}

console.log(`Limiter of ${root}`)
console.log(
  `Each call in its own request scope of ${SCOPE_KB} KB; Node ${process.version}, heap after GC.\n`,
)
const scoped = await perKey(true)
const bare = await perKey(false)
const result = await crowd()
printTable(
  ['Figure', 'Value'],
  [
    [`Bytes per key, request scope ${SCOPE_KB} KB (${KEYS} nonce keys)`, scoped],
    [`Bytes per key, no request scope (${KEYS} nonce keys)`, bare],
    [`Clients in the crowd${result.stopped ? ' (stopped: heap limit)' : ''}`, result.clients],
    ['Keys they made', result.keys],
    ['Heap before the crowd (MB)', mb(result.before)],
    [`Heap after ${result.clients} clients (MB)`, mb(result.after)],
    ['Growth (MB)', mb(result.after - result.before)],
    ['Growth per client (bytes)', Math.round((result.after - result.before) / result.clients)],
    ['Crowd time (s)', Math.round(result.seconds * 10) / 10],
  ],
)
if (result.stopped) {
  const projected = ((result.after - result.before) / result.clients) * CLIENTS
  console.log(`\nProjected growth for ${CLIENTS} clients: ${mb(projected)} MB.`)
}
process.exit(0)
