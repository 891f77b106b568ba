// The front's page cache: whole responses of public pages, kept in memory precompressed (brotli and
// gzip), answered without entering Next. Filled from Next's own render and only with what Next
// marks shareable (`s-maxage`, no cookie set); emptied by the revalidation a publish triggers
// (src/utilities/page-cache.ts calls `purge`). Requests that carry a session, draft or preview
// cookie, or any header that changes Next's answer (RSC navigation, server actions), never use it.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'

import { SECURITY_HEADER_NAMES, originalCacheControl } from './headers.mjs'
import { PAGE_CACHE } from './symbols.mjs'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/** How to read back a body the app sent in one of these encodings. */
const DECODERS = {
  gzip: promisify(zlib.gunzip),
  br: promisify(zlib.brotliDecompress),
  deflate: promisify(zlib.inflate),
}

/** Cookies that make Next answer differently (a signed-in user, draft mode, preview). */
const PRIVATE_COOKIES = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data)=/
/** Request headers that change Next's answer for the same address, or ask for a part of it. */
const VARYING_HEADERS = [
  'authorization',
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'range',
]
/** Response headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'set-cookie',
  ...SECURITY_HEADER_NAMES,
])
/** Encodings offered, in order of preference. */
const ENCODINGS = ['br', 'gzip', 'identity']

export const PAGE_CACHE_DEFAULTS = {
  /** Memory for all entries (every encoding counted), in bytes. */
  maxBytes: 64 * 1024 * 1024,
  /**
   * A page larger than this (before compression) is served by Next every time. A sitemap of 50,000
   * addresses, the most one holds, is about 16 MB.
   */
  maxEntryBytes: 16 * 1024 * 1024,
  /**
   * A page larger than this is kept compressed only (a 6 MB sitemap is 90 KB in brotli); the rare
   * visitor who accepts no compression gets it decoded from the gzip copy.
   */
  maxIdentityBytes: 256 * 1024,
  /** The longest an entry lives, in seconds, whatever Next's `s-maxage` says. */
  maxTtlSeconds: 3600,
}

/**
 * Whether this request may be answered from, or fill, the cache.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} pathname
 */
export function isCacheableRequest(req, pathname) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  if (/^\/(?:api|admin|wp-json|wp-admin|next|_next)(?:\/|$)/.test(pathname)) return false
  if (PRIVATE_COOKIES.test(req.headers.cookie ?? '')) return false
  return !VARYING_HEADERS.some((name) => req.headers[name] !== undefined)
}

/** `s-maxage` of a Cache-Control value, or undefined when it is not shareable. */
export function sharedMaxAge(value) {
  if (typeof value !== 'string' || /private|no-store|no-cache/i.test(value)) return undefined
  const match = /s-maxage=(\d+)/i.exec(value)
  return match ? Number(match[1]) : undefined
}

function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** @param {unknown} chunk @param {unknown} encoding */
function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? encoding : 'utf8')
}

/**
 * The cache. `serve` answers a hit; `fill` lets a miss through to the app and keeps its answer.
 * @param {Partial<typeof PAGE_CACHE_DEFAULTS>} [options]
 */
export function createPageCache(options = {}) {
  const settings = { ...PAGE_CACHE_DEFAULTS, ...options }
  /** @type {LRUCache<string, any>} */
  const entries = new LRUCache({
    maxSize: settings.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
  })
  /** Bumped by every purge: a render that began before it is not kept. */
  let generation = 0
  /** Keys being filled now: one render fills an entry, the others just pass through. */
  const filling = new Set()
  /**
   * The request being handled, so a purge made during it repeats when its answer is sent. The
   * store is a holder emptied when the response closes: a timer or promise the app creates inside
   * the request (a rate limiter's per-key timer) inherits the store and may outlive the request by
   * minutes, and it must not keep the response, its request and what the app hung on them alive.
   */
  const current = new AsyncLocalStorage()
  const stats = { hits: 0, misses: 0, stored: 0, purges: 0 }
  /** @type {Array<() => void>} */
  const purgeListeners = []

  /**
   * Runs `handle` with the response as the request's store, held until the response closes.
   * @param {import('node:http').ServerResponse} res
   * @param {() => unknown} handle
   */
  function within(res, handle) {
    /** @type {{ res: import('node:http').ServerResponse | undefined }} */
    const holder = { res }
    res.once('close', () => {
      holder.res = undefined
    })
    return current.run(holder, handle)
  }

  function purge() {
    generation++
    stats.purges++
    entries.clear()
    filling.clear()
    for (const listener of purgeListeners) listener()
    // Next applies a revalidation when the request that asked for it ends; a page rendered
    // between this purge and that moment may still be the old one, so purge again then.
    const res = current.getStore()?.res
    if (res && !res.writableFinished) {
      res.once('finish', () => {
        generation++
        entries.clear()
        filling.clear()
      })
    }
  }

  /**
   * Answers from the cache; false when there is nothing to answer with.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   */
  function serve(req, res, key) {
    const entry = entries.get(key)
    if (!entry) return false
    const encoding = new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS })
    if (!encoding) return false
    stats.hits++
    const etag = `"${entry.hash}-${encoding}"`
    const headers = { ...entry.headers, ETag: etag, 'X-Page-Cache': 'HIT' }
    if (etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    /** @param {Buffer} body */
    const send = (body) => {
      headers['Content-Length'] = body.length
      res.writeHead(200, headers)
      res.end(req.method === 'HEAD' ? undefined : body)
    }
    const body = entry.bodies[encoding]
    if (body) send(body)
    // Kept compressed only (a large page).
    else DECODERS.gzip(entry.bodies.gzip).then(send, (error) => res.destroy(error))
    return true
  }

  /**
   * Lets the request through to the app while keeping a copy of the answer, then stores it when it
   * is a shareable page. The app answers this visitor in an encoding they accept (Next gzips), and
   * the copy is decoded once to be stored in every encoding.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} key
   * @param {() => unknown} handle
   * @param {number} renderSeconds see handleRequest
   */
  function fill(req, res, key, handle, renderSeconds) {
    stats.misses++
    if (req.method !== 'GET' || filling.has(key)) return within(res, handle)
    filling.add(key)
    const started = generation
    // A full answer to keep: no conditional request.
    delete req.headers['if-none-match']
    delete req.headers['if-modified-since']
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    let tooLarge = false
    const collect = (chunk, encoding) => {
      const buffer = toBuffer(chunk, encoding)
      if (!buffer || tooLarge) return
      size += buffer.length
      if (size > settings.maxEntryBytes) {
        tooLarge = true
        chunks.length = 0
      } else chunks.push(buffer)
    }
    const write = res.write
    const end = res.end
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return write.call(this, chunk, encoding, callback)
    }
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding)
      return end.call(this, chunk, encoding, callback)
    }
    const done = () => filling.delete(key)
    res.once('close', done)
    res.once('finish', () => {
      const maxAge =
        sharedMaxAge(originalCacheControl(res)) ?? (renderSeconds > 0 ? renderSeconds : undefined)
      const keep =
        !tooLarge &&
        res.statusCode === 200 &&
        maxAge !== undefined &&
        maxAge > 0 &&
        res.getHeader('set-cookie') === undefined &&
        String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase() !== 'STALE' &&
        started === generation
      if (!keep) return done()
      decoded(Buffer.concat(chunks), res.getHeader('content-encoding'))
        .then((body) => (body ? store(key, body, res.getHeaders(), maxAge, started) : undefined))
        .catch((error) => console.error('[page-cache] storing failed:', error))
        .finally(done)
    })
    return within(res, handle)
  }

  /**
   * The body as the app rendered it, before its content encoding; null for one this cache cannot
   * read (it is then not kept).
   * @param {Buffer} body
   * @param {unknown} encoding the answer's Content-Encoding
   */
  async function decoded(body, encoding) {
    const name = String(encoding ?? 'identity')
      .trim()
      .toLowerCase()
    if (name === 'identity' || name === '') return body
    const decode = DECODERS[name]
    if (!decode) return null
    // Never more than an entry may hold: a larger page is not kept.
    return decode(body, { maxOutputLength: settings.maxEntryBytes }).catch((error) => {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE') return null
      throw error
    })
  }

  async function store(key, body, appHeaders, maxAge, started) {
    const [br, gz] = await Promise.all([
      // Quality 7: a 210 KB page in about 4 ms of CPU, 1 % larger than quality 9's 130 ms.
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } }),
      gzip(body, { level: 9 }),
    ])
    if (started !== generation) return
    /** @type {Record<string, string | string[] | number>} */
    const headers = {}
    for (const [name, value] of Object.entries(appHeaders)) {
      if (value !== undefined && !TRANSFER_HEADERS.has(name)) headers[name] = value
    }
    const vary = String(headers.vary ?? '')
    if (!/accept-encoding/i.test(vary))
      headers.vary = vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
    const identity = body.length <= settings.maxIdentityBytes ? body : undefined
    const entry = {
      hash: createHash('sha256').update(body).digest('base64url').slice(0, 27),
      headers,
      bodies: { identity, br, gzip: gz },
      bytes: (identity?.length ?? 0) + br.length + gz.length,
    }
    entries.set(key, entry, { ttl: Math.min(maxAge, settings.maxTtlSeconds) * 1000 })
    stats.stored++
  }

  /**
   * Handles a request through the cache: a hit is answered here, a miss goes to `handle`.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {URL} url
   * @param {() => unknown} handle
   * @param {{ renderSeconds?: number }} [options] `renderSeconds`: keep this anonymous request's
   *   answer that long even when Next marks it private (a per-request render the front knows to
   *   be the same for every visitor: a loop grid's filtered address); 0 trusts Next alone.
   */
  function handleRequest(req, res, url, handle, options = {}) {
    if (!isCacheableRequest(req, url.pathname)) return within(res, handle)
    const key = url.pathname + url.search
    if (serve(req, res, key)) return undefined
    return fill(req, res, key, handle, options.renderSeconds ?? 0)
  }

  const cache = {
    handleRequest,
    purge,
    /** Calls `listener` on every purge (what the front derives from published content). */
    onPurge: (/** @type {() => void} */ listener) => void purgeListeners.push(listener),
    stats,
    size: () => entries.size,
    /** Memory the entries hold, every encoding counted. */
    bytes: () => entries.calculatedSize,
  }
  return cache
}

/**
 * Makes the cache reachable from the app (same process), which purges it on revalidation.
 * @param {ReturnType<typeof createPageCache>} cache
 */
export function exposePageCache(cache) {
  globalThis[PAGE_CACHE] = cache
}
