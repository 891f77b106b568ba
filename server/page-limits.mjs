// Pages the app rate-limits per visitor before Next renders them or the page cache answers them
// (site search: a new query is a render and a database query). The app says which, and what a refusal
// reads, through its `pageLimit` hook (src/instrumentation.ts); the front sends the refusal (429
// with Retry-After) as the app wrote it. Without the hook (the app still starting, `next dev`)
// nothing is refused.
import { FRONT_HOOKS } from './symbols.mjs'

/**
 * The app's refusal of a request for a page, or null to let it through. Every method counts: Next
 * renders a dynamic page for a POST without a server action just as for a GET.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 * @returns {Promise<{ status: number, headers: Record<string, string>, body: string } | null>}
 */
export async function pageRefusal(req, url) {
  const hook = /** @type {any} */ (globalThis)[FRONT_HOOKS]?.pageLimit
  const ip = req.headers['x-forwarded-for']
  if (typeof hook !== 'function' || typeof ip !== 'string' || !ip) return null
  try {
    const refusal = await hook(url, ip)
    if (refusal && Number.isInteger(refusal.status) && typeof refusal.body === 'string') {
      return refusal
    }
  } catch (error) {
    // The limiter's own failure must not refuse visitors (it lets requests through too).
    console.error('[front] page limit failed; letting the request through:', error)
  }
  return null
}

/**
 * Sends a refusal: an HTML page, never cached.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ status: number, headers: Record<string, string>, body: string }} refusal
 */
export function sendRefusal(req, res, refusal) {
  res.writeHead(refusal.status, {
    ...refusal.headers,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': Buffer.byteLength(refusal.body),
    'Cache-Control': 'no-store',
  })
  res.end(req.method === 'HEAD' ? undefined : refusal.body)
}
