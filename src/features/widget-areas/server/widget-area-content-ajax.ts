/**
 * `ekit_widgetarea_content` (ElementsKit; docs/compatibility.md, "Widget areas: content"): POST
 * admin-ajax with `nonce` and `post_id` answers the widget area's HTML and nothing else. Only
 * widget-area ids are read (never a page or post), the HTML is the site's own server render of the
 * area (its fragment route, read over loopback so every block renders as on a page), cut out
 * between the fragment's markers.
 */
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { ajaxErrorResponse } from '@/lib/compat/json'
import { AJAX_ERROR } from '@/lib/compat/ajax-errors'
import { parsePositiveId } from '@/lib/ids'
import { readFragment } from '@/utilities/loopback'

export async function widgetAreaContentAjax(ctx: AjaxContext): Promise<Response> {
  const id = parsePositiveId(ctx.get('post_id')?.trim())
  if (id === null)
    return ajaxErrorResponse(AJAX_ERROR.invalidParam, 400, 'post_id must be a widget area id.')
  const exists = await ctx.payload
    .count({ collection: 'widget-areas', where: { id: { equals: id } } })
    .then((r) => r.totalDocs > 0)
  if (!exists) return ajaxErrorResponse(AJAX_ERROR.notFound, 404, 'No widget area has this id.')
  const html = await readFragment(`/fragment/${ctx.locale}/widget-area/${id}`, 'widget-area')
  if (html === null) return ajaxErrorResponse(AJAX_ERROR.internalError, 502)
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}
