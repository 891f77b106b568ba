/**
 * `GET /wp-json/elementskit/v1/megamenu/megamenu_content?id={item}` (ElementsKit's mega menu;
 * docs/compatibility.md, "Mega menu"): the HTML of a published menu item's mega panel, which
 * ElementsKit's script puts in place of the item's placeholder. `id` is the item's number (the
 * `data-id` of its `.megamenu-ajax-load`); only menu items are read, never another document. The
 * HTML is the site's own server rendering of the panel, the same as in the menu: its fragment page
 * read over loopback (a cached page: a publish revalidates it) and cut out between the markers.
 */
import { remoteIpOf } from '@/lib/compat/client-address'
import type { GetPayload } from '@/lib/compat/request-context'
import { restError, restInvalidParams, restMissingParams } from '@/lib/compat/rest'
import { parsePositiveId } from '@/lib/ids'
import { consumeRateLimit, withRetryAfter } from '@/lib/rate-limit'
import type { Locale } from '@/i18n/locales'
import { readFragment } from '@/utilities/loopback'

import { megaPanelFragmentPath } from '../model/fragment'
import { findMegaPanel } from './load'

/**
 * Shared caches keep an answer like a page (the front sets CDN_MAX_AGE; a publish purges the CDN),
 * browsers ask again each time.
 */
export const MEGA_PANEL_CACHE_CONTROL = 'public, max-age=0, s-maxage=3600'

/** The panel's HTML, or null when its render failed. */
export type RenderPanelHtml = (locale: Locale, itemId: number) => Promise<string | null>

/** The fragment page over loopback, cut between its markers. */
const fromFragmentPage: RenderPanelHtml = (locale, itemId) =>
  readFragment(megaPanelFragmentPath(locale, itemId), 'megamenu')

/**
 * The handler, given Payload by the route file; `render` is the fragment page over loopback
 * unless a test hands in its own.
 */
export function megaMenuContent(
  getPayload: GetPayload,
  render: RenderPanelHtml = fromFragmentPage,
) {
  return async (request: Request): Promise<Response> => {
    const limited = await consumeRateLimit(
      'ajax-read',
      { ip: remoteIpOf(request.headers) },
      { scope: 'megamenu-content' },
    )
    if (!limited.ok) {
      return withRetryAfter(restError('rest_too_many_requests', 'Too many requests.', 429), limited)
    }
    const ids = new URL(request.url).searchParams.getAll('id')
    if (!ids.length) return restMissingParams(['id'])
    const itemId = ids.length === 1 ? parsePositiveId(ids[0]) : null
    if (itemId === null) return restInvalidParams({ id: 'id is not a menu item id.' })
    const found = await findMegaPanel(await getPayload(), itemId)
    if (!found) return restError('rest_post_invalid_id', 'Invalid post ID.', 404)
    const html = await render(found.locale, itemId).catch((error: unknown) => {
      console.error('[megamenu] render failed:', error)
      return null
    })
    if (html === null)
      return restError('rest_internal_error', 'The panel could not be rendered.', 502)
    return new Response(html, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': MEGA_PANEL_CACHE_CONTROL,
        'X-Content-Type-Options': 'nosniff',
        'Content-Language': found.locale,
      },
    })
  }
}
