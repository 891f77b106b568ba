// Security headers on every response, and the cache lifetime public HTML gets. One place: widgets
// that need another origin (a video player, a map image) add it to SITE_SOURCES below.

/**
 * The map block (src/blocks/Map) with a Google Maps key: the Maps JavaScript API, its tiles,
 * fonts and calls (Google's list for an allowlist CSP). The front cannot tell which pages carry a
 * map or whether a key is set, so every page allows them; nothing loads from there until a visitor
 * agrees to a Google map.
 */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  frame: ['https://*.google.com'],
}

/** Origins page content may embed or load besides this site, per CSP directive. */
const SITE_SOURCES = {
  // Map tiles come from the tile server an admin sets (OpenStreetMap's by default) and Google's
  // servers, marker icons from any https address: images cannot script.
  img: ["'self'", 'data:', 'blob:', 'https:'],
  // The video pop-up plays a file from any https address an editor gives (media cannot script).
  media: ["'self'", 'blob:', 'https:'],
  frame: [
    "'self'",
    'https://www.youtube-nocookie.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    ...GOOGLE_MAPS.frame,
  ],
}

/**
 * The Content-Security-Policy. Scripts and styles allow 'unsafe-inline': Next streams its page
 * data in inline scripts, and a cached page cannot carry a per-request nonce (see the README).
 * Everything else is pinned to this site: no plugins, no foreign forms, no foreign connections, no
 * `<base>` hijack, and framing only by the site itself (the admin's live preview) or, for the
 * admin, by nobody.
 * @param {{ admin: boolean, dev: boolean, tls: boolean }} options
 */
export function contentSecurityPolicy({ admin, dev, tls }) {
  // The admin shows no map: Google's origins only where visitors may meet one.
  const google = (/** @type {keyof typeof GOOGLE_MAPS} */ directive) =>
    admin ? '' : ` ${GOOGLE_MAPS[directive].join(' ')}`
  const directives = [
    "default-src 'self'",
    // React's development build evaluates code; production never does.
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}${google('script')}`,
    `style-src 'self' 'unsafe-inline'${google('style')}`,
    `img-src ${SITE_SOURCES.img.join(' ')}`,
    `font-src 'self' data:${google('font')}`,
    `media-src ${SITE_SOURCES.media.join(' ')}`,
    `frame-src ${admin ? "'self'" : SITE_SOURCES.frame.join(' ')}`,
    // Development adds the hot-reload socket.
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${google('connect')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
  ]
  if (tls) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ')

/** The headers setSecurityHeaders sets: per request (they depend on TLS), never cached. */
export const SECURITY_HEADER_NAMES = [
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'content-security-policy',
  'strict-transport-security',
]

const ORIGINAL_CACHE_CONTROL = Symbol('original Cache-Control')

/**
 * The Cache-Control the app set, before publicCacheControl rewrote it (the page cache reads
 * Next's own `s-maxage`).
 * @param {import('node:http').ServerResponse} res
 * @returns {string | undefined}
 */
export function originalCacheControl(res) {
  return /** @type {any} */ (res)[ORIGINAL_CACHE_CONTROL] ?? res.getHeader('cache-control')
}

/** Paths where visitors' private uploads are served (to signed-in editors only). */
const PRIVATE_FILES = /^\/api\/submission-files\/file\//

/**
 * Sets the security headers for a request's response before the app writes it.
 * @param {import('node:http').ServerResponse} res
 * @param {{ pathname: string, dev: boolean, tls: boolean }} request
 */
export function setSecurityHeaders(res, { pathname, dev, tls }) {
  const admin = pathname === '/admin' || pathname.startsWith('/admin/')
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
  res.setHeader('X-Frame-Options', admin ? 'DENY' : 'SAMEORIGIN')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
  res.setHeader('Content-Security-Policy', contentSecurityPolicy({ admin, dev, tls }))
  if (tls) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
  if (PRIVATE_FILES.test(pathname)) {
    // A visitor's upload is never rendered by the site's origin: downloaded, and sandboxed if not.
    res.setHeader('Content-Disposition', 'attachment')
    res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'")
  }
}

/**
 * Cache-Control for public HTML. Next marks its cached pages `s-maxage=31536000` (a year), which a
 * CDN in front would honour and so ignore publishing. Shared caches get CDN_MAX_AGE seconds
 * (default 60) instead, browsers revalidate every time, and a publish purges CDN_PURGE_URL when
 * one is configured (src/hooks/revalidate.ts), so a longer CDN_MAX_AGE is safe with a purge hook.
 * @param {string} value the Cache-Control the app set
 * @param {number} cdnMaxAge
 */
export function publicCacheControl(value, cdnMaxAge) {
  if (!/s-maxage=/i.test(value) || /private|no-store/i.test(value)) return value
  return `public, max-age=0, s-maxage=${cdnMaxAge}, stale-while-revalidate=${cdnMaxAge}`
}

/**
 * Holds headers the app must not override on this response: the private-file disposition, and the
 * rewritten public cache lifetime.
 * @param {import('node:http').ServerResponse} res
 * @param {{ pathname: string, cdnMaxAge: number }} options
 */
export function guardResponseHeaders(res, { pathname, cdnMaxAge }) {
  const privateFile = PRIVATE_FILES.test(pathname)
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name, value) => {
    const key = String(name).toLowerCase()
    if (privateFile && (key === 'content-disposition' || key === 'content-security-policy')) {
      return res
    }
    if (key === 'cache-control' && typeof value === 'string') {
      /** @type {any} */ res[ORIGINAL_CACHE_CONTROL] = value
      return setHeader(name, publicCacheControl(value, cdnMaxAge))
    }
    return setHeader(name, value)
  }
}
