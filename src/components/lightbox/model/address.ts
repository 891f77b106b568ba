/**
 * Which addresses the lightbox opens itself. Anything it refuses stays an ordinary link: the
 * browser follows it, as it does without JavaScript.
 */

/** An http(s) address without credentials, resolved against `base`; null otherwise (and for an
 * empty `href`, which names no address of its own). */
export function httpUrl(href: string, base: string): URL | null {
  if (href.trim() === '') return null
  let url: URL
  try {
    url = new URL(href.trim(), base)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password) return null
  return url
}

/**
 * The address when it is on `origin` (the `ajax` type GETs only the site's own pages: a request
 * elsewhere would leak the visitor's address and could not be read under CORS anyway).
 */
export function sameOriginUrl(href: string, origin: string): URL | null {
  const url = httpUrl(href, origin)
  return url && url.origin === origin ? url : null
}

/**
 * The id an `inline` link points at: `#terms` or this page's own address with `#terms`. An empty
 * string for this page without a fragment (the lightbox then says 'Content not found'); null for
 * another document, which the browser opens instead.
 */
export function inlineTargetId(href: string, pageUrl: string): string | null {
  const page = httpUrl(pageUrl, pageUrl)
  const url = page && httpUrl(href, page.href)
  if (!page || !url) return null
  if (url.origin !== page.origin || url.pathname !== page.pathname || url.search !== page.search) {
    return null
  }
  try {
    return decodeURIComponent(url.hash.slice(1))
  } catch {
    return ''
  }
}
