// Hot app routes the front calls directly, past Next's router: the contact form's feedback POST,
// the one call visitors make in bulk. The handler is the app's own (src/instrumentation.ts
// registers it in FRONT_HOOKS), the same code the Next route mounts, so the two cannot drift; what
// is skipped is Next's per-request routing and request-scope setup. Until the app has registered
// it (the first moments of a start, or `npm run dev`), the request goes to Next as before.
import { Readable } from 'node:stream'

import { FRONT_HOOKS } from './symbols.mjs'

/** `/wp-json/contact-form-7/v1/contact-forms/{id}/feedback`, the id still unparsed (the handler's). */
export const FEEDBACK_ROUTE = /^\/wp-json\/contact-form-7\/v1\/contact-forms\/([^/]+)\/feedback$/

/**
 * @typedef {{
 *   feedback?: (request: Request, id: string, body?: Uint8Array) => Promise<{ response: Response, after?: () => Promise<void> }>
 * }} AppRoutes
 */

/**
 * The registered handler for this request, or undefined (then Next serves it).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>) | undefined}
 */
export function appRouteFor(req, url) {
  if (req.method !== 'POST') return undefined
  const match = FEEDBACK_ROUTE.exec(url.pathname)
  if (!match) return undefined
  /** @type {AppRoutes | undefined} */
  const routes = /** @type {any} */ (globalThis)[FRONT_HOOKS]?.routes
  const feedback = routes?.feedback
  if (typeof feedback !== 'function') return undefined
  const id = match[1]
  return (req, res) => serve(req, res, url, (request, body) => feedback(request, id, body))
}

/**
 * A body up to this size (by its Content-Length) is read before the handler gets it, and handed to
 * it beside a Request without a body: a submission is a few kilobytes, and its bytes then need no
 * web stream at all (building one costs Node more than parsing the form). A larger
 * one (files) is streamed, so the handler's own, tighter cap stops it early. (The per-address
 * rate limit, checked before the body is read, then answers after these few kilobytes arrived.)
 */
export const BUFFERED_BODY_MAX_BYTES = 64 * 1024

/**
 * The declared body, read whole, when it is small; undefined when it is large or has no length.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer | undefined>}
 */
async function smallBody(req) {
  const declared = Number(req.headers['content-length'])
  if (!Number.isSafeInteger(declared) || declared > BUFFERED_BODY_MAX_BYTES) return undefined
  // Node's parser ends the body at its declared length.
  const chunks = []
  for await (const chunk of req) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/**
 * The Node request as a web Request: the headers as the front settled them (the trusted
 * X-Forwarded-For), the body streamed as it arrives, or none when the front has read it already
 * (`streamBody: false`, the bytes go to the handler beside the request).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {{ streamBody: boolean }} [options]
 */
export function webRequestOf(req, url, { streamBody } = { streamBody: true }) {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const host = req.headers.host ?? 'localhost'
  const hasBody = streamBody && req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(`http://${host}${url.pathname}${url.search}`, {
    method: req.method,
    headers,
    body: hasBody ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
    // @ts-expect-error Node's fetch needs it for a streamed body; the DOM types do not know it.
    duplex: 'half',
  })
}

/**
 * Calls the handler with the request (and its body when read already) and writes its answer; its
 * `after` task runs once the answer is written.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {(request: Request, body?: Uint8Array) => Promise<{ response: Response, after?: () => Promise<void> }>} handler
 */
async function serve(req, res, url, handler) {
  let body
  try {
    body = await smallBody(req)
  } catch {
    // The client went away, or its body came too slowly and the front answered 408 already.
    if (!res.headersSent) req.socket?.destroy()
    return
  }
  const request = webRequestOf(req, url, { streamBody: body === undefined })
  const { response, after } = await handler(request, body)
  const answer = Buffer.from(await response.arrayBuffer())
  // Answered already (the body arrived too slowly: the front's 408) or the client went away: the
  // handler's own answer has nowhere to go, its task still runs.
  if (res.headersSent || res.destroyed) {
    after?.().catch((error) => console.error('[front] after response', error))
    return
  }
  res.statusCode = response.status
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length) res.setHeader('Set-Cookie', cookies)
  res.setHeader('Content-Length', answer.length)
  // A body the handler left unread (refused before reading it) would hold the connection.
  if (!req.complete) res.setHeader('Connection', 'close')
  res.end(answer)
  if (after) {
    res.once('finish', () => {
      after().catch((error) => console.error('[front] after response', error))
    })
  }
}
