/**
 * The `iframe` type's player address (spec section 7: "the popup plugin can … embed video or map
 * iframes"). The plugin matched three patterns (Magnific Popup's `iframe.patterns`): YouTube
 * (`youtube.com` … `v=` → `/embed/%id%?autoplay=1`), Vimeo (`vimeo.com/` → `player.vimeo.com/video/
 * %id%?autoplay=1`) and Google Maps (`//maps.google.` → the address with `&output=embed`). Here
 * YouTube plays from its privacy-enhanced domain and Vimeo with do-not-track, and the usual shapes
 * of each address are read (short links, shorts, start times, map places and coordinates).
 *
 * Any other address of this site is shown as it is; an address elsewhere that matches no pattern
 * gets no frame (it would often refuse to be framed, and would be a request to a third party
 * the visitor did not ask for): the link is then followed.
 */
import { httpUrl } from './address'

export type EmbedProvider = 'youtube' | 'vimeo' | 'gmaps' | 'site'

export interface IframeEmbed {
  provider: EmbedProvider
  src: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
])
/** `/shorts/ID`, `/live/ID`, `/embed/ID`, `/v/ID`. */
const YOUTUBE_PATHS = new Set(['shorts', 'live', 'embed', 'v'])
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'])
const VIMEO_ID = /^\d{1,12}$/
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i
/** google.com, google.ge, google.co.uk, with `www.` or `maps.` before it. */
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/
/** `@41.7151,44.8271,15z` in a Maps path (latitude, longitude, zoom). */
const MAP_AT = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:,(\d{1,2}(?:\.\d+)?)z)?/

/** `90`, `90s`, `1m30s`, `1h2m3s` as whole seconds; null when absent, zero or unreadable. */
export function startSeconds(value: string | null | undefined): number | null {
  const text = value?.trim()
  if (!text) return null
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(text)
  if (!match) return null
  const [, h = '0', m = '0', s = '0'] = match
  const total = Number(h) * 3600 + Number(m) * 60 + Number(s)
  return total > 0 ? total : null
}

function youtubeEmbed(url: URL): IframeEmbed | null {
  const host = url.hostname.toLowerCase()
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | null | undefined
  if (host === 'youtu.be') id = segments[0]
  else if (!YOUTUBE_HOSTS.has(host)) return null
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v')
  else if (segments.length >= 2 && YOUTUBE_PATHS.has(segments[0]!)) id = segments[1]
  if (!id || !YOUTUBE_ID.test(id)) return null
  const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'))
  return {
    provider: 'youtube',
    src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0${start ? `&start=${start}` : ''}`,
  }
}

function vimeoEmbed(url: URL): IframeEmbed | null {
  const segments = url.pathname.split('/').filter(Boolean)
  let id: string | undefined
  let hash: string | null | undefined
  if (url.hostname.toLowerCase() === 'player.vimeo.com') {
    id = segments[0] === 'video' ? segments[1] : undefined
    hash = url.searchParams.get('h')
  } else {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, …/videos/123
    const at = segments.findIndex((segment) => VIMEO_ID.test(segment))
    id = at < 0 ? undefined : segments[at]
    hash = at < 0 ? null : segments[at + 1]
  }
  if (!id || !VIMEO_ID.test(id)) return null
  const start = startSeconds(/^#t=(\w+)$/.exec(url.hash)?.[1])
  const h = hash && VIMEO_HASH.test(hash) ? `&h=${hash}` : ''
  return {
    provider: 'vimeo',
    src: `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1${h}${start ? `#t=${start}s` : ''}`,
  }
}

function mapsEmbed(url: URL): IframeEmbed | null {
  const host = url.hostname.toLowerCase()
  if (!GOOGLE_HOST.test(host)) return null
  const path = url.pathname
  // On google.* only /maps is a map; on maps.google.* every path is.
  if (!host.startsWith('maps.') && path !== '/maps' && !path.startsWith('/maps/')) return null
  if (path.startsWith('/maps/embed')) {
    // Already a player (the "Embed a map" code's address): as it is, over https.
    return { provider: 'gmaps', src: `https://${host}${path}${url.search}` }
  }
  const at = MAP_AT.exec(path)
  const place = /^\/maps\/place\/([^/]+)/.exec(path)?.[1]
  let query =
    url.searchParams.get('q') ?? url.searchParams.get('query') ?? url.searchParams.get('ll')
  let zoom = url.searchParams.get('z')
  if (!query && at) {
    query = `${at[1]},${at[2]}`
    zoom = at[3] ? String(Math.round(Number(at[3]))) : zoom
  }
  if (!query && place) query = decodeURIComponent(place.replace(/\+/g, ' '))
  // Directions and other pages have no keyless player: the link is followed instead.
  if (!query?.trim()) return null
  const params = new URLSearchParams({ q: query.trim() })
  if (zoom && /^\d{1,2}$/.test(zoom)) params.set('z', zoom)
  const hl = url.searchParams.get('hl')
  if (hl && /^[a-z]{2}(?:-[A-Za-z]{2})?$/.test(hl)) params.set('hl', hl)
  params.set('output', 'embed')
  return { provider: 'gmaps', src: `https://maps.google.com/maps?${params}` }
}

/**
 * The frame's address for a link, or null when the lightbox should not frame it. `origin` is the
 * site's own (`location.origin`): its pages are framed as they are.
 */
export function iframeEmbedOf(href: string, origin: string): IframeEmbed | null {
  const url = httpUrl(href, origin)
  if (!url) return null
  let mapped: IframeEmbed | null = null
  try {
    mapped =
      youtubeEmbed(url) ??
      (VIMEO_HOSTS.has(url.hostname.toLowerCase()) ? vimeoEmbed(url) : null) ??
      mapsEmbed(url)
  } catch {
    // A malformed escape in a place name: no map rather than an error.
    return null
  }
  if (mapped) return mapped
  return url.origin === origin ? { provider: 'site', src: url.href } : null
}
