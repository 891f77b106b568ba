/**
 * The type of an editor's link set to open in the lightbox (block link fields' "Open in"): read
 * from its address with the lightbox's own rules (./address.ts, ./embed-url.ts), so a link gets a
 * type only when the lightbox will open it; null leaves it an ordinary link.
 */
import { inlineTargetId, sameOriginUrl } from './address'
import { iframeEmbedOf } from './embed-url'
import type { LightboxType } from './types'

/** Where the site's media files are served (the Media collection's upload). */
export const MEDIA_FILE_PATH = '/api/media/file/'
/** The media files that are pictures (the collection also holds video files). */
const IMAGE_FILE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i

/**
 * `#id` → `inline`; a YouTube, Vimeo or Google Maps address → `iframe`; a picture of the site's
 * media → `image`; another address of the site → `ajax`; anything else (another site, a media
 * file that is no picture, `mailto:`) → null. `origin` is the site's (`serverUrl()`).
 */
export function lightboxTypeOf(href: string, origin: string): LightboxType | null {
  const address = href.trim()
  if (address.startsWith('#')) return inlineTargetId(address, `${origin}/`) ? 'inline' : null
  const embed = iframeEmbedOf(address, origin)
  if (embed && embed.provider !== 'site') return 'iframe'
  const own = sameOriginUrl(address, origin)
  if (!own) return null
  if (own.pathname.startsWith(MEDIA_FILE_PATH)) {
    return IMAGE_FILE.test(own.pathname) ? 'image' : null
  }
  return 'ajax'
}
