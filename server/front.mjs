// The front of the site: a plain Node HTTP server that every request passes before Next's handler.
// It settles what must be decided before the app reads anything: the visitor's address (TRUST_PROXY),
// the method, a readable URL, the body's size (from Content-Length, before a byte is read), the
// security headers, and the timeouts of a connection that stalls.
import { createServer } from 'node:http'

import { appRouteFor } from './app-routes.mjs'
import { bodyCapFor } from './body-caps.mjs'
import { compileTrust, settleForwarding } from './client-address.mjs'
import { guardResponseHeaders, setSecurityHeaders } from './headers.mjs'
import { LOOP_VIEW_CACHE_SECONDS, markLoopQuery } from './loop-query.mjs'

const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS']
/** Payload's REST API also updates and deletes (the admin uses it). */
const API_METHODS = [...PAGE_METHODS, 'PUT', 'PATCH', 'DELETE']

/** Timeouts, in milliseconds; the README asks reverse proxies for the same or shorter. */
export const DEFAULT_TIMEOUTS = {
  /** All request headers must arrive within this. */
  headers: 20_000,
  /** A connection that sends and receives nothing for this long is closed (a stalled body). */
  idle: 30_000,
  /** The whole request, body included (a large upload on a slow line). */
  request: 300_000,
  /** An idle keep-alive connection between requests. */
  keepAlive: 5_000,
}

/** The answer's shape follows the API the path belongs to, so each client can read its errors. */
function errorBody(pathname, status, code, message) {
  if (pathname.startsWith('/wp-admin/admin-ajax.php')) {
    return {
      type: 'application/json',
      body: JSON.stringify({ success: false, data: { code, message } }),
    }
  }
  if (/^\/(?:wp-json|api|next)(?:\/|$)/.test(pathname)) {
    return {
      type: 'application/json',
      body: JSON.stringify({ code, message, data: { status } }),
    }
  }
  // A page: both languages, as the front does not know the visitor's (pages are Georgian first).
  const texts = {
    400: ['მოთხოვნა ვერ წავიკითხეთ.', 'The request could not be read.'],
    405: ['ეს მოთხოვნა აქ არ მიიღება.', 'This request method is not accepted here.'],
    411: ['მოთხოვნას ზომა აკლია.', 'The request must state its length.'],
    413: ['გაგზავნილი მონაცემები ძალიან დიდია.', 'The submitted data is too large.'],
  }[status] ?? ['შეცდომა.', 'Error.']
  return {
    type: 'text/html; charset=utf-8',
    body: `<!doctype html><html lang="ka"><meta charset="utf-8"><title>${status}</title><h1>${texts[0]}</h1><p lang="en">${texts[1]}</p><p><a href="/">საწყისი გვერდი · Home</a></p></html>`,
  }
}

/**
 * Answers the request here, closing the connection when the body was not read (nothing drains it).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function refuse(req, res, pathname, status, code, message, extraHeaders = {}) {
  const { type, body } = errorBody(pathname, status, code, message)
  const hasBody = req.headers['content-length'] !== undefined || req.headers['transfer-encoding']
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...(hasBody ? { Connection: 'close' } : {}),
    ...extraHeaders,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** The path, or null when it cannot be decoded (a bad percent-escape) or holds a NUL. */
function readablePath(rawUrl) {
  let url
  try {
    url = new URL(rawUrl ?? '/', 'http://front.invalid')
  } catch {
    return null
  }
  try {
    const decoded = decodeURIComponent(url.pathname)
    if (decoded.includes('\0')) return null
  } catch {
    return null
  }
  return url
}

/** A public page (not the admin, an API or a compat route): its POSTs are server actions. */
function isPage(pathname) {
  return !/^\/(?:api|admin|wp-json|wp-admin|next|_next)(?:\/|$)/.test(pathname)
}

/**
 * A post to a page is a server action. Ours catch their own failures and answer with a state, so a
 * 5xx there means Next could not decode the action (a forged id, a malformed body): the client's
 * fault, answered 400. Node writes the status through writeHead, also when the app only set
 * statusCode.
 * @param {import('node:http').ServerResponse} res
 */
function answerBadActionsWith400(res) {
  const writeHead = res.writeHead.bind(res)
  res.writeHead = (/** @type {number} */ status, ...rest) => {
    if (status >= 500) {
      res.setHeader('Cache-Control', 'no-store')
      return writeHead(400, ...rest)
    }
    return writeHead(status, ...rest)
  }
}

/**
 * The request listener: checks, then hands the request to `handle` (Next's request handler).
 * @param {{
 *   handle: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown,
 *   trustProxy?: string,
 *   dev?: boolean,
 *   cdnMaxAge?: number,
 *   pageCache?: ReturnType<typeof import('./page-cache.mjs').createPageCache>,
 *   staticAssets?: ReturnType<typeof import('./static-assets.mjs').createStaticAssets>,
 * }} options
 */
export function createFrontListener({
  handle,
  trustProxy,
  dev = false,
  cdnMaxAge = 60,
  pageCache,
  staticAssets,
}) {
  const trust = compileTrust(trustProxy)
  return async function front(req, res) {
    const { viaTrustedProxy } = settleForwarding(req, trust)
    const tls =
      Boolean(/** @type {any} */ (req.socket).encrypted) ||
      (viaTrustedProxy && req.headers['x-forwarded-proto'] === 'https')
    const url = readablePath(req.url)
    const pathname = url?.pathname ?? '/'
    setSecurityHeaders(res, { pathname, dev, tls })
    if (!url)
      return refuse(req, res, pathname, 400, 'bad_request', 'The address could not be read.')

    const api = pathname === '/api' || pathname.startsWith('/api/')
    const allowed = api ? API_METHODS : PAGE_METHODS
    if (!allowed.includes(req.method ?? '')) {
      return refuse(req, res, pathname, 405, 'method_not_allowed', 'The method is not allowed.', {
        Allow: allowed.join(', '),
      })
    }

    const declared = req.headers['content-length']
    if (req.headers['transfer-encoding'] && declared === undefined) {
      // Browsers and the original site's scripts always state the length; a body of unknown size
      // could only be bounded by reading it.
      return refuse(
        req,
        res,
        pathname,
        411,
        'length_required',
        'The request must state its length.',
      )
    }
    if (declared !== undefined) {
      const length = Number(declared)
      if (!Number.isSafeInteger(length) || length < 0) {
        return refuse(req, res, pathname, 400, 'bad_request', 'The Content-Length is not valid.')
      }
      if (length > 0) {
        const cap = await bodyCapFor(req, url)
        if (length > cap) {
          return refuse(
            req,
            res,
            pathname,
            413,
            'payload_too_large',
            'The request body is too large.',
          )
        }
      }
    }

    if (staticAssets?.(req, res, url)) return
    const appRoute = appRouteFor(req, url)
    if (appRoute) return appRoute(req, res)
    const loopQuery = markLoopQuery(req, url)
    guardResponseHeaders(res, { pathname, cdnMaxAge })
    if (req.method === 'POST' && isPage(pathname)) answerBadActionsWith400(res)
    if (pageCache) {
      return pageCache.handleRequest(req, res, url, () => handle(req, res), {
        renderSeconds: loopQuery ? LOOP_VIEW_CACHE_SECONDS : 0,
      })
    }
    return handle(req, res)
  }
}

/**
 * The HTTP server with the front's listener and timeouts.
 * @param {Parameters<typeof createFrontListener>[0] & { timeouts?: Partial<typeof DEFAULT_TIMEOUTS> }} options
 */
export function createFrontServer(options) {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  const listener = createFrontListener(options)
  const server = createServer((req, res) => {
    Promise.resolve(listener(req, res)).catch((error) => {
      console.error('[front]', error)
      if (!res.headersSent) {
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
      }
      res.end()
    })
  })
  server.headersTimeout = timeouts.headers
  server.requestTimeout = timeouts.request
  server.keepAliveTimeout = timeouts.keepAlive
  // Idle sockets (a body that stopped arriving, a client that stopped reading) are destroyed.
  server.setTimeout(timeouts.idle, (socket) => socket.destroy())
  return server
}
