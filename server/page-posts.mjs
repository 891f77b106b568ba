// Posts to pages: server actions, of which the site's own is the contact form sent without
// JavaScript (`/{page}?_wpcf7={id}`, up to the form's own cap, 26 MB with files), and the route
// handlers that live at page paths (the newsletter's form, the one-click unsubscribe). Next reads
// an action's body whole into memory (FormData) before the action runs, so the front decides
// first:
//
// - a large post (over the small cap: a form with files) needs the address's allowance (the app's
//   `largePostLimit` hook, the contact form's rate limit) and one of a few slots for large bodies
//   being received at once; without them it is answered 429 or 503, with Retry-After, before a
//   byte of the body is read;
// - the body is then read here (bounded by the cap already checked), and what Next would fail to
//   decode and answer with a 500 (a malformed multipart body, an action's reply that is not JSON,
//   an action from another origin) is answered 400 or 403 instead;
// - Next gets the bytes in a request of their own (`replayedRequest`), the original having been
//   read.
import { IncomingMessage } from 'node:http'

import { FRONT_HOOKS } from './symbols.mjs'

export const DEFAULT_LARGE_POSTS = {
  /**
   * Large bodies received and decoded at once, over every visitor. Eight 25 MB posts at once took
   * the server from 611 to 1,155 MB, about 68 MB each (the bytes, their FormData, the action's
   * work); the front's own copy and its parse (to refuse a malformed body) come on top. Decoding
   * 25 MB holds the event loop for some 40-100 ms (FormData's parser is synchronous), so a few at
   * a time also keeps pages answering meanwhile.
   */
  atOnce: 2,
  /** Seconds a post refused for want of a slot is asked to wait. */
  retryAfterSeconds: 10,
}

/**
 * The slots for large bodies.
 * @param {Partial<typeof DEFAULT_LARGE_POSTS>} [options]
 */
export function createLargePostSlots(options = {}) {
  const settings = { ...DEFAULT_LARGE_POSTS, ...options }
  let taken = 0
  return {
    retryAfterSeconds: settings.retryAfterSeconds,
    /**
     * Takes a slot for this response until it closes; false when none is free.
     * @param {import('node:http').ServerResponse} res
     */
    take(res) {
      if (taken >= settings.atOnce) return false
      taken++
      res.once('close', () => taken--)
      return true
    },
    /** Slots taken now (for tests). */
    taken: () => taken,
  }
}

/**
 * The address's allowance for a large post, from the app's rate limiter (one point of the contact
 * form's per-address limit, counted apart from its submissions). Without the hook (the first
 * moments of a start) or an address, allowed.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<{ ok: true } | { ok: false, retryAfterSeconds: number }>}
 */
export async function largePostAllowance(req) {
  const hook = /** @type {any} */ (globalThis)[FRONT_HOOKS]?.largePostLimit
  const ip = req.headers['x-forwarded-for']
  if (typeof hook !== 'function' || typeof ip !== 'string' || !ip) return { ok: true }
  try {
    const result = await hook(ip)
    if (result && result.ok === false) {
      const seconds = Number(result.retryAfterSeconds)
      return { ok: false, retryAfterSeconds: Number.isFinite(seconds) ? Math.max(1, seconds) : 60 }
    }
  } catch (error) {
    // The limiter's own failure must not refuse visitors (it lets requests through too).
    console.error('[front] large post limit failed; letting the post through:', error)
  }
  return { ok: true }
}

/**
 * The whole body, at most `limit` bytes (the parser stops at Content-Length, which the front has
 * held to the cap). Rejects when the client goes away or sends more.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export async function readBody(req, limit) {
  /** @type {Buffer[]} */
  const chunks = []
  let size = 0
  for await (const chunk of req) {
    size += chunk.length
    if (size > limit) throw new Error('body over its cap')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, size)
}

/**
 * A field of a server action's bound arguments: `$ACTION_{n}:{i}`, one row of React's reply each:
 * JSON, or a stream's close marker (`C`, followed by its last JSON value).
 */
const ACTION_ROW = /^\$ACTION_[^:]*:\d+$/

/**
 * What the front needs to know of a page post before Next gets it: whether it is a server action
 * (a fetch action's `Next-Action` header, or a form naming an action in its `$ACTION_` fields; a
 * route handler's form names none), and why Next could not decode it (it would answer 500), or
 * null when it can be handed on. Next reads `multipart/form-data` with the same FormData parser
 * (for an action submitted without JavaScript) and a fetch action's other bodies as a JSON reply.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 * @returns {Promise<{ action: boolean, problem: string | null }>}
 */
export async function inspectPagePost(req, body) {
  const type = req.headers['content-type'] ?? ''
  const fetchAction = req.headers['next-action'] !== undefined
  if (type.startsWith('multipart/form-data')) {
    let form
    try {
      form = await new Request('http://front.invalid/', {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      }).formData()
    } catch {
      return { action: fetchAction, problem: 'The form data could not be read.' }
    }
    let action = fetchAction
    for (const [name, value] of form) {
      if (!name.startsWith('$ACTION_')) continue
      action = true
      if (!ACTION_ROW.test(name) || typeof value !== 'string' || value.startsWith('C')) continue
      try {
        JSON.parse(value)
      } catch {
        return { action, problem: 'The form data could not be read.' }
      }
    }
    return { action, problem: null }
  }
  if (fetchAction && type !== 'application/x-www-form-urlencoded') {
    try {
      JSON.parse(body.toString('utf8'))
    } catch {
      return { action: true, problem: 'The request body could not be read.' }
    }
  }
  return { action: fetchAction, problem: null }
}

/**
 * A request for Next carrying `body`, read already from `req`: the same socket, method, address
 * and headers (as the front settled them), the body from memory.
 * @param {import('node:http').IncomingMessage} req
 * @param {Buffer} body
 */
export function replayedRequest(req, body) {
  const copy = new IncomingMessage(req.socket)
  copy.method = req.method
  copy.url = req.url
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.httpVersion = req.httpVersion
  if (body.length) copy.push(body)
  copy.push(null)
  copy.complete = true
  return copy
}
