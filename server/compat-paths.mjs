// The compatible API's addresses (`/wp-json/…`, `/wp-admin/admin-ajax.php`) as WordPress answers
// them: with or without a trailing slash, the call itself, never a redirect. The original site's
// scripts ask `…/widget/mailchimp/sendmail/?listed=…` with the slash; Next would answer that with a
// 308 to the address without it (`trailingSlash: false`), which a script's fetch of a JSON answer
// does not expect. Page addresses keep Next's canonical redirects. See docs/compatibility.md,
// "Addresses and trailing slashes".

/** A path of the compatible API, the slash-free form of which a route of the app answers. */
const COMPAT_PATH = /^\/(?:wp-json\/.+|wp-admin\/admin-ajax\.php)$/

/**
 * The path the app's route has, for a compatible call written with trailing slashes; the path as
 * it came for everything else (pages, the admin, `/api`, `/wp-json/` itself).
 * @param {string} pathname
 */
export function compatRoutePath(pathname) {
  if (!pathname.endsWith('/')) return pathname
  const trimmed = pathname.replace(/\/+$/, '')
  return COMPAT_PATH.test(trimmed) ? trimmed : pathname
}

/**
 * Rewrites the request's address (and `url`, the front's parsed copy) to the slash-free form of a
 * compatible call, the query kept, so every later step (body caps, the hot routes, Next's router)
 * sees the route's own path.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
export function settleCompatPath(req, url) {
  const path = compatRoutePath(url.pathname)
  if (path === url.pathname) return
  url.pathname = path
  req.url = `${path}${url.search}`
}
