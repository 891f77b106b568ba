// The front of the site: a plain Node HTTP server that every request passes before Next's handler.
// It settles what must be decided before the app reads anything: the visitor's address (TRUST_PROXY),
// the method, a readable URL (a compatible call's trailing slash dropped) and Host, the body's size
// (from Content-Length, before a byte is read) and the rate it arrives at, large posts to pages,
// the security headers, and the timeouts of a connection that stalls.
import { createServer } from 'node:http'

import { appRouteFor } from './app-routes.mjs'
import { BODY_CAPS, bodyCapFor } from './body-caps.mjs'
import { createBodyRateGuard } from './body-rate.mjs'
import { compileTrust, settleForwarding } from './client-address.mjs'
import { settleCompatPath } from './compat-paths.mjs'
import { guardResponseHeaders, setSecurityHeaders } from './headers.mjs'
import { createLoopQuery } from './loop-query.mjs'
import { createOversizeDrain } from './oversize-body.mjs'
import { isCacheableRequest } from './page-cache.mjs'
import { pageRefusal, sendRefusal } from './page-limits.mjs'
import { createPageQueries } from './page-queries.mjs'
import {
  createLargePostSlots,
  inspectPagePost,
  largePostAllowance,
  readBody,
  replayedRequest,
} from './page-posts.mjs'
import { isValidHost, isValidRouterState, postOrigin } from './request-checks.mjs'

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
    403: ['ეს ფორმა მხოლოდ ამ საიტიდან იგზავნება.', 'This form can only be sent from this site.'],
    405: ['ეს მოთხოვნა აქ არ მიიღება.', 'This request method is not accepted here.'],
    408: [
      'მონაცემები ძალიან ნელა მოდიოდა და კავშირი გაწყდა. სცადეთ ხელახლა.',
      'The data arrived too slowly and the connection was closed. Please try again.',
    ],
    411: ['მოთხოვნას ზომა აკლია.', 'The request must state its length.'],
    413: ['გაგზავნილი მონაცემები ძალიან დიდია.', 'The submitted data is too large.'],
    429: [
      'თქვენი ქსელიდან ძალიან ბევრი ფაილი გაიგზავნა. სცადეთ ცოტა ხანში.',
      'Too many files were sent from your network. Please try again in a little while.',
    ],
    503: [
      'სერვერი ახლა სხვა ფაილებს იღებს. სცადეთ რამდენიმე წამში.',
      'The server is receiving other files right now. Please try again in a few seconds.',
    ],
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
 * Logs a 5xx the app answered (the front's own refusals are 4xx or a deliberate 503): the status,
 * method and path, never the query, which may carry a visitor's token.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} pathname
 */
function logServerErrors(req, res, pathname) {
  res.once('finish', () => {
    if (res.statusCode >= 500) console.error(`[front] ${res.statusCode} ${req.method} ${pathname}`)
  })
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
 *   bodyRateGuard?: ReturnType<typeof createBodyRateGuard>,
 *   largePosts?: Partial<typeof import('./page-posts.mjs').DEFAULT_LARGE_POSTS>,
 *   oversizeDrain?: Partial<typeof import('./oversize-body.mjs').DEFAULT_OVERSIZE_DRAIN>,
 * }} options
 */
export function createFrontListener({
  handle,
  trustProxy,
  dev = false,
  cdnMaxAge = 60,
  pageCache,
  staticAssets,
  bodyRateGuard,
  largePosts,
  oversizeDrain: oversizeDrainOptions,
}) {
  const trust = compileTrust(trustProxy)
  const loopQuery = createLoopQuery()
  const pageQueries = createPageQueries()
  // A publish may add or remove a page's loop grid.
  pageCache?.onPurge(() => loopQuery.clear())
  const largePostSlots = createLargePostSlots(largePosts)
  const oversize = createOversizeDrain(oversizeDrainOptions)

  return async function front(req, res) {
    const { viaTrustedProxy } = settleForwarding(req, trust)
    const tls =
      Boolean(/** @type {any} */ (req.socket).encrypted) ||
      (viaTrustedProxy && req.headers['x-forwarded-proto'] === 'https')
    const url = readablePath(req.url)
    // A compatible call with a trailing slash is answered, not redirected (WordPress does so).
    if (url) settleCompatPath(req, url)
    const pathname = url?.pathname ?? '/'
    setSecurityHeaders(res, { pathname, dev, tls })
    if (!url)
      return refuse(req, res, pathname, 400, 'bad_request', 'The address could not be read.')
    // The app builds its URLs from these (a Request for the feedback call, Next's action check).
    const host = req.headers.host
    const forwardedHost = req.headers['x-forwarded-host']
    if (
      (host !== undefined && !isValidHost(host)) ||
      (typeof forwardedHost === 'string' && !isValidHost(forwardedHost.split(',')[0]?.trim() ?? ''))
    ) {
      return refuse(req, res, pathname, 400, 'bad_request', 'The Host header is not valid.')
    }

    const api = pathname === '/api' || pathname.startsWith('/api/')
    const allowed = api ? API_METHODS : PAGE_METHODS
    if (!allowed.includes(req.method ?? '')) {
      return refuse(req, res, pathname, 405, 'method_not_allowed', 'The method is not allowed.', {
        Allow: allowed.join(', '),
      })
    }
    if (!isValidRouterState(req.headers['next-router-state-tree'])) {
      return refuse(req, res, pathname, 400, 'bad_request', 'The router state is not valid.')
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
    let length = 0
    let cap = BODY_CAPS.small
    if (declared !== undefined) {
      length = Number(declared)
      if (!Number.isSafeInteger(length) || length < 0) {
        return refuse(req, res, pathname, 400, 'bad_request', 'The Content-Length is not valid.')
      }
      if (length > 0) {
        cap = await bodyCapFor(req, url)
        if (length > cap) {
          // The rest of a body not far over its cap is read first, so a browser still sending
          // it gets the 413 page rather than a reset connection.
          await oversize.drain(req, length, cap)
          return refuse(
            req,
            res,
            pathname,
            413,
            'payload_too_large',
            'The request body is too large.',
          )
        }
        bodyRateGuard?.watch(req, res)
      }
    }

    if (staticAssets?.(req, res, url)) return
    const appRoute = appRouteFor(req, url)
    if (appRoute) return appRoute(req, res)
    // A page the app limits per visitor (site search), refused before Next renders it.
    const refusal = await pageRefusal(req, url)
    if (refusal) return sendRefusal(req, res, refusal)

    /** The request Next gets: a page post's is made of the body the front read. */
    let appReq = req
    if (req.method === 'POST' && isPage(pathname)) {
      if (length > BODY_CAPS.small) {
        // A form with files: a slot for its body, then the address's allowance, before reading.
        if (!largePostSlots.take(res)) {
          return refuse(req, res, pathname, 503, 'busy', 'Too many large posts at once.', {
            'Retry-After': String(largePostSlots.retryAfterSeconds),
          })
        }
        const allowance = await largePostAllowance(req)
        if (!allowance.ok) {
          return refuse(req, res, pathname, 429, 'too_many_requests', 'Too many large posts.', {
            'Retry-After': String(Math.ceil(allowance.retryAfterSeconds)),
          })
        }
      }
      let body
      try {
        body = await readBody(req, Math.max(cap, length))
      } catch {
        // The client went away, or the body was too slow (answered already): nothing to answer.
        if (!res.headersSent) req.socket?.destroy()
        return
      }
      const { action, problem } = await inspectPagePost(req, body)
      if (problem) return refuse(req, res, pathname, 400, 'bad_request', problem)
      // Next throws on a server action from another origin (a 500). Route handlers at page paths
      // (the newsletter's form, the one-click unsubscribe a mail provider posts) judge their own.
      const origin = action ? postOrigin(req) : 'same'
      if (origin === 'bad') {
        return refuse(req, res, pathname, 400, 'bad_request', 'The Origin header is not valid.')
      }
      if (origin === 'foreign') {
        return refuse(req, res, pathname, 403, 'forbidden', 'The request comes from another site.')
      }
      appReq = replayedRequest(req, body)
    }

    const shared = Boolean(pageCache) && isCacheableRequest(req, pathname)
    const settled = await loopQuery.settle(req, url, { shared })
    if (appReq !== req) appReq.url = req.url
    guardResponseHeaders(res, { pathname, cdnMaxAge })
    if (settled.redirect) {
      res.writeHead(307, { Location: settled.redirect, 'Cache-Control': 'no-store' })
      return res.end()
    }
    logServerErrors(req, res, pathname)
    if (pageCache) {
      // A page the app reads by its query alone (site search), when no loop grid's state settled it.
      const page = settled.renderSeconds
        ? settled
        : pageQueries.settle(req, settled.url, { shared })
      return pageCache.handleRequest(appReq, res, page.url, () => handle(appReq, res), {
        renderSeconds: page.renderSeconds,
      })
    }
    return handle(appReq, res)
  }
}

/**
 * The HTTP server with the front's listener and timeouts.
 * @param {Parameters<typeof createFrontListener>[0] & {
 *   timeouts?: Partial<typeof DEFAULT_TIMEOUTS>,
 *   bodyRate?: Partial<typeof import('./body-rate.mjs').DEFAULT_BODY_RATE>,
 * }} options
 */
export function createFrontServer(options) {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts }
  const bodyRateGuard = createBodyRateGuard(options.bodyRate, (req, res) => {
    if (res.headersSent) {
      req.socket?.destroy()
      return
    }
    const pathname = readablePath(req.url)?.pathname ?? '/'
    refuse(req, res, pathname, 408, 'request_timeout', 'The request body arrived too slowly.')
  })
  const listener = createFrontListener({ ...options, bodyRateGuard })
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
  server.once('close', () => bodyRateGuard.stop())
  return server
}
