// Loop grid filters live in the address (`e-filter-{widget}-{taxonomy}`, `e-page-{widget}`), and a
// filtered address must render its grid on the server (shareable, works without JavaScript). The
// pages themselves are static (cached, revalidated on publish); a request carrying such a
// parameter is marked with this header, and next.config.ts rewrites marked requests to the
// per-request render of the same page (`/[locale]/loop-view/...`). The header is the front's
// alone: a client's own copy is removed.

export const LOOP_QUERY_HEADER = 'x-sakhli-loop-query'

/**
 * How long the front's page cache keeps an anonymous render of a filtered address (seconds). Next
 * marks these renders private (they are dynamic), yet for a visitor without a session they hold
 * nothing personal: the same address always renders the same grid until something is published,
 * and a publish empties the cache. Kept briefly, a shared filtered link survives a crowd.
 */
export const LOOP_VIEW_CACHE_SECONDS = 60

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function markLoopQuery(req, url) {
  delete req.headers[LOOP_QUERY_HEADER]
  if (!url.search) return false
  for (const name of url.searchParams.keys()) {
    if (name.startsWith('e-filter-') || name.startsWith('e-page-')) {
      req.headers[LOOP_QUERY_HEADER] = '1'
      return true
    }
  }
  return false
}
