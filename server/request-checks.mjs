// Headers the app builds URLs or parses JSON from, checked before it reads them: a malformed one is
// the client's error (400), not an exception in the app (500).
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
/** Next's own parser of the header, loaded on first use (after server/index.mjs has set up Next). */
let parseRouterState

/** `host`, `host:port`, `[v6]:port`, as a browser or HTTP client sends them. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::\d{1,5})?$/

/**
 * Whether a Host (or X-Forwarded-Host) value is an authority a URL can be built from: `a b`,
 * `x:99999`, `[::1`, `a@b` or `x/y` are not.
 * @param {string} value
 */
export function isValidHost(value) {
  if (!HOST.test(value)) return false
  try {
    return new URL(`http://${value}/`).pathname === '/'
  } catch {
    return false
  }
}

/**
 * Whether `Next-Router-State-Tree`, when sent, is one Next accepts: Next's own check (a single
 * header, at most 40,000 characters, one percent-encoded JSON tree of its router's shape), which
 * throws on anything else, and the throw ended in a 500.
 * @param {string | string[] | undefined} value
 */
export function isValidRouterState(value) {
  if (value === undefined) return true
  parseRouterState ??=
    require('next/dist/server/app-render/parse-and-validate-flight-router-state.js').parseAndValidateFlightRouterState
  try {
    parseRouterState(value)
    return true
  } catch {
    return false
  }
}

/**
 * Whether a server action comes from this site, as Next checks it: the Origin's host against
 * X-Forwarded-Host (sent by a trusted proxy only; the front removes it otherwise), else Host. Next
 * refuses a foreign or unreadable Origin by throwing (a 500); the front answers first: `bad` for
 * an Origin that is not a URL (400), `foreign` for another site's (403). A post without Origin (an
 * old browser, a script) is Next's to judge, as before.
 * @param {import('node:http').IncomingMessage} req
 * @returns {'same' | 'foreign' | 'bad'}
 */
export function postOrigin(req) {
  const origin = req.headers.origin
  if (origin === undefined) return 'same'
  if (origin === 'null') return 'foreign'
  let originHost
  try {
    originHost = new URL(origin).host
  } catch {
    return 'bad'
  }
  const forwarded = req.headers['x-forwarded-host']
  const expected =
    (typeof forwarded === 'string' ? forwarded.split(',')[0]?.trim() : undefined) ||
    req.headers.host
  return originHost === expected ? 'same' : 'foreign'
}
