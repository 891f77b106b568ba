// Loop grid filters live in the address (`e-filter-{widget}-{taxonomy}`, `e-page-{widget}`), and a
// filtered address must render its grid on the server (shareable, works without JavaScript). The
// pages themselves are static (cached, revalidated on publish); a request carrying such a
// parameter is marked with this header, and next.config.ts rewrites marked requests to the
// per-request render of the same page (`/[locale]/loop-view/...`). The header is the front's
// alone: a client's own copy is removed.
//
// Only a page that has loop grids reads these parameters, and only its grids' own: the app tells
// the front which (the `loopQuery` hook, src/instrumentation.ts), and the front hands Next, and keys
// its page cache by, the canonical query alone. Anywhere else they mean nothing and are dropped, so
// they can neither keep a private page (an unsubscribe link) in the cache nor make a render per
// request out of made-up names.
import { LRUCache } from 'lru-cache'

import { FRONT_HOOKS } from './symbols.mjs'

export const LOOP_QUERY_HEADER = 'x-sakhli-loop-query'

/**
 * How long the front's page cache keeps an anonymous render of a filtered address (seconds). Next
 * marks these renders private (they are dynamic), yet for a visitor without a session they hold
 * nothing personal: the same address always renders the same grid until something is published,
 * and a publish empties the cache. Kept briefly, a shared filtered link survives a crowd.
 */
export const LOOP_VIEW_CACHE_SECONDS = 60

const LOOP_PARAM = /^e-(?:filter|page)-/

/**
 * The paths next.config.ts rewrites to the loop view: `/`, `/{slug}`, `/{locale}` and
 * `/{locale}/{slug}`. A deeper path (`/newsletter/unsubscribe`, `/events/cancel`) never is.
 */
const LOOP_PATH = /^\/(?:[a-z]{2}(?:\/[a-z0-9-]+)?|[a-z0-9-]*)$/

/** @param {URL} url */
function hasLoopParams(url) {
  if (!url.search) return false
  for (const name of url.searchParams.keys()) if (LOOP_PARAM.test(name)) return true
  return false
}

/**
 * Marks a request whose path the loop view serves and whose address carries loop parameters (as
 * they are: the request is not shared, or the app has not told which parameters count).
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function markLoopQuery(req, url) {
  delete req.headers[LOOP_QUERY_HEADER]
  if (!LOOP_PATH.test(url.pathname) || !hasLoopParams(url)) return false
  req.headers[LOOP_QUERY_HEADER] = '1'
  return true
}

/**
 * The request's address with `search` as its query, handed on to Next as well.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @param {URLSearchParams | string} search
 */
function withQuery(req, url, search) {
  const next = new URL(url)
  next.search = String(search)
  req.url = `${next.pathname}${next.search}`
  return next
}

/**
 * Whether the address's loop parameters are already `canonical`'s, in its order.
 * @param {URLSearchParams} search @param {string} canonical
 */
function isCanonical(search, canonical) {
  const given = [...search].filter(([name]) => LOOP_PARAM.test(name))
  const wanted = [...new URLSearchParams(canonical)]
  return (
    given.length === wanted.length &&
    given.every(([name, value], i) => name === wanted[i]?.[0] && value === wanted[i]?.[1])
  )
}

/**
 * The address with its loop parameters replaced by `canonical` (written by the app's codec); the
 * others (`utm_source`, …) are kept first.
 * @param {URL} url @param {string} canonical
 */
function canonicalAddress(url, canonical) {
  const others = new URLSearchParams(
    [...url.searchParams].filter(([name]) => !LOOP_PARAM.test(name)),
  ).toString()
  const query = [others, canonical].filter(Boolean).join('&')
  return `${url.pathname}${query ? `?${query}` : ''}`
}

/** @param {import('node:http').IncomingMessage} req @param {URL} url */
function withoutLoopParams(req, url) {
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !LOOP_PARAM.test(name)))
  return withQuery(req, url, kept)
}

/**
 * @typedef {(search: URLSearchParams) => string} LoopQueryNormaliser the canonical query (no `?`)
 * @typedef {(pathname: string) => Promise<LoopQueryNormaliser | null>} LoopQueryHook the app's
 *   answer for a path: its page's normaliser, or null when no page with a loop grid is there
 */

/**
 * The front's side of the loop parameters: asks the app once per path (kept until a publish, at
 * most LOOP_VIEW_CACHE_SECONDS) and settles each request's address.
 * @param {{ maxPaths?: number }} [options]
 */
export function createLoopQuery({ maxPaths = 1000 } = {}) {
  /** @type {LRUCache<string, { normalise: LoopQueryNormaliser | null }>} */
  const known = new LRUCache({ max: maxPaths, ttl: LOOP_VIEW_CACHE_SECONDS * 1000 })
  /** @type {Map<string, Promise<LoopQueryNormaliser | null>>} */
  const asking = new Map()
  let generation = 0

  /**
   * @param {string} pathname
   * @param {LoopQueryHook} hook
   * @returns {Promise<LoopQueryNormaliser | null>}
   */
  async function normaliserFor(pathname, hook) {
    const entry = known.get(pathname)
    if (entry) return entry.normalise
    let pending = asking.get(pathname)
    if (!pending) {
      const started = generation
      pending = Promise.resolve(hook(pathname))
        .then((answer) => {
          const normalise = typeof answer === 'function' ? answer : null
          // Only the answer itself is kept (not the promise, which holds the asking request's
          // context), and not when a publish came in between.
          if (started === generation) known.set(pathname, { normalise })
          return normalise
        })
        .finally(() => asking.delete(pathname))
      asking.set(pathname, pending)
    }
    return pending
  }

  /**
   * Settles the request's address: the URL to key the page cache by (also set as `req.url`), and
   * how long the page cache may keep an anonymous render Next marks private (0: Next decides); or,
   * for a shared request whose loop parameters are not their canonical form (made up, reordered,
   * past the last page, on a page without grids), `redirect`: the canonical address, so one
   * address stands for each grid state and made-up names cost a redirect, never a render.
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {{ shared: boolean }} options `shared`: a request the page cache may answer
   * @returns {Promise<{ url: URL, renderSeconds: number, redirect?: string }>}
   */
  async function settle(req, url, { shared }) {
    delete req.headers[LOOP_QUERY_HEADER]
    if (!hasLoopParams(url)) return { url, renderSeconds: 0 }
    if (!LOOP_PATH.test(url.pathname)) return { url: withoutLoopParams(req, url), renderSeconds: 0 }
    /** @type {LoopQueryHook | undefined} */
    const hook = /** @type {any} */ (globalThis)[FRONT_HOOKS]?.loopQuery
    if (!shared || typeof hook !== 'function') {
      // Rendered as asked and never kept: a session's request, or the first moments of a start.
      markLoopQuery(req, url)
      return { url, renderSeconds: 0 }
    }
    let normalise
    try {
      normalise = await normaliserFor(url.pathname, hook)
    } catch (error) {
      console.error('[front] loop parameters of %s could not be read:', url.pathname, error)
      markLoopQuery(req, url)
      return { url, renderSeconds: 0 }
    }
    const canonical = normalise?.(url.searchParams) ?? ''
    if (!isCanonical(url.searchParams, canonical)) {
      const redirect = canonicalAddress(url, canonical)
      // A codec whose output it does not read back as canonical must not loop: render it instead.
      if (redirect !== `${url.pathname}${url.search}`) return { url, renderSeconds: 0, redirect }
    }
    if (!canonical) return { url: withoutLoopParams(req, url), renderSeconds: 0 }
    const settled = withQuery(req, url, canonical)
    req.headers[LOOP_QUERY_HEADER] = '1'
    return { url: settled, renderSeconds: LOOP_VIEW_CACHE_SECONDS }
  }

  return {
    settle,
    /** Forgets every path's answer (a publish may have added or removed a grid). */
    clear() {
      generation++
      known.clear()
      asking.clear()
    },
  }
}
