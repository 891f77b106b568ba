// Pages whose answer depends on a few query parameters the app knows (site search: `q` and
// `page`), rendered per request by Next, yet the same for every visitor without a session. The
// app reads such an address for the front (its `pageQuery` hook, src/instrumentation.ts): the
// canonical query, and how long the page cache may keep the render. The front then hands Next,
// and keys its page cache by, that query alone, so a repeated search is answered from the cache
// (emptied on publish, like every page) and made-up parameters can neither bypass it nor fill it.
//
// Only an address asked for before (within its keeping time) is kept: most queries are asked
// once, and keeping each would cost a compression and push the site's pages out of the cache.
import { LRUCache } from 'lru-cache'

import { FRONT_HOOKS } from './symbols.mjs'

/**
 * @typedef {{ search: string, renderSeconds: number }} PageQuery the canonical query (no `?`) and
 *   how long (seconds) the page cache may keep an anonymous render of it
 * @typedef {(url: URL) => PageQuery | null} PageQueryHook the app's reading of an address, null
 *   for a page it does not read this way
 */

/**
 * The front's side of such pages.
 * @param {{ maxSeen?: number }} [options] `maxSeen`: how many addresses asked once are remembered
 */
export function createPageQueries({ maxSeen = 10_000 } = {}) {
  /** @type {LRUCache<string, true>} */
  const seen = new LRUCache({ max: maxSeen })

  /**
   * Settles a shared request's address for a page the app reads by its query: `req.url` becomes
   * the canonical address, returned with how long to keep its render (0 the first time it is
   * asked). Anything else (a request with a session, another page, the app still starting) is
   * left as it came, with 0 (Next decides).
   * @param {import('node:http').IncomingMessage} req
   * @param {URL} url
   * @param {{ shared: boolean }} options `shared`: a request the page cache may answer
   * @returns {{ url: URL, renderSeconds: number }}
   */
  function settle(req, url, { shared }) {
    /** @type {PageQueryHook | undefined} */
    const hook = /** @type {any} */ (globalThis)[FRONT_HOOKS]?.pageQuery
    if (!shared || typeof hook !== 'function') return { url, renderSeconds: 0 }
    let answer
    try {
      answer = hook(url)
    } catch (error) {
      console.error('[front] the query of %s could not be read:', url.pathname, error)
      return { url, renderSeconds: 0 }
    }
    if (!answer || typeof answer.search !== 'string') return { url, renderSeconds: 0 }
    const settled = new URL(url)
    settled.search = answer.search
    req.url = `${settled.pathname}${settled.search}`
    const seconds = Number(answer.renderSeconds)
    if (!Number.isFinite(seconds) || seconds <= 0) return { url: settled, renderSeconds: 0 }
    const key = req.url
    if (!seen.has(key)) {
      seen.set(key, true, { ttl: seconds * 1000 })
      return { url: settled, renderSeconds: 0 }
    }
    return { url: settled, renderSeconds: seconds }
  }

  return { settle }
}
