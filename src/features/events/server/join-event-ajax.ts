/**
 * `stm_ajax_add_event_member`: the theme's answer `{status, response, errors}`
 * (docs/compatibility.md, "Events: join").
 */
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { remoteIpOf } from '@/lib/compat/client-address'
import { jsonResponse } from '@/lib/compat/json'

import { joinEvent } from './join'

export async function joinEventAjax(ctx: AjaxContext): Promise<Response> {
  const answer = await joinEvent(ctx.payload, {
    fields: ctx.fields,
    locale: ctx.locale,
    userAgent: ctx.request.headers.get('user-agent') ?? '',
    channel: 'rest',
    clientIp: remoteIpOf(ctx.request.headers),
  })
  return jsonResponse(
    {
      status: answer.status,
      response: answer.response,
      errors: answer.errors,
      ...(answer.outcome === 'waitlisted' ? { waitlisted: true } : {}),
      // Beyond the theme's answer: the seats now, for the page's figures (the theme added one).
      ...(answer.seats ? { attended: answer.seats.taken, seats_left: answer.seats.left } : {}),
    },
    answer.http,
  )
}
