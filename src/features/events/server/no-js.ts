/**
 * The forms of the event pages posted without JavaScript: the join form (answered by the event
 * page showing the outcome), the seat's confirmation and the cancel confirmation. All answer 303
 * to a page; bad bodies get their 4xx, never a 5xx. They are route handlers at page paths, which
 * the front's Origin check (server actions only) leaves to them: a post its browser marks as sent
 * from another site's page is refused (403 `cross_site`), as the join's admin-ajax call is.
 */
import { isLocale, localizePath, type Locale } from '@/i18n/locales'
import { remoteIpOf } from '@/lib/compat/client-address'
import type { GetPayload } from '@/lib/compat/request-context'
import { readBody, URLENCODED_BODY_CAP_BYTES } from '@/lib/http'
import { isCrossSiteRequest } from '@/lib/http/cross-site'
import { consumeRateLimit } from '@/lib/rate-limit'

import { JOIN_EVENT_ACTION } from '../model/constants'
import { eventPaths } from '../model/paths'

import { cancelByLink } from './cancel'
import { confirmByLink } from './confirm'
import { joinEvent } from './join'
import { findEventBySlug } from './queries'

function seeOther(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
  })
}

/** A form on another site's page that posts itself would join (or confirm) through the visitor. */
const crossSite = () => Response.json({ error: 'cross_site' }, { status: 403 })

async function readForm(request: Request): Promise<URLSearchParams | Response> {
  const body = await readBody(request, {
    cap: URLENCODED_BODY_CAP_BYTES,
    accept: ['urlencoded', 'multipart'],
  })
  if (!body.ok) return Response.json({ error: body.reason }, { status: body.status })
  if (body.kind === 'urlencoded') return body.params
  if (body.kind === 'multipart') {
    const params = new URLSearchParams()
    for (const [name, value] of body.formData.entries()) {
      if (typeof value === 'string') params.append(name, value)
    }
    return params
  }
  return Response.json({ error: 'unsupported_media_type' }, { status: 415 })
}

export async function joinWithoutScript(
  getPayload: GetPayload,
  request: Request,
  localeParam: string,
  slug: string,
): Promise<Response> {
  if (!isLocale(localeParam)) return Response.json({ error: 'not_found' }, { status: 404 })
  if (isCrossSiteRequest(request)) return crossSite()
  const locale: Locale = localeParam
  const payload = await getPayload()
  const event = await findEventBySlug(payload, slug, locale)
  if (!event) return Response.json({ error: 'not_found' }, { status: 404 })
  const page = eventPaths.event(slug, locale)
  const limited = await consumeRateLimit(
    'event-join',
    { ip: remoteIpOf(request.headers) },
    { scope: JOIN_EVENT_ACTION },
  )
  if (!limited.ok) return seeOther(`${page}?joined=rate-limited#join-form`)
  const fields = await readForm(request)
  if (fields instanceof Response) return fields
  // The event is the page's own, whatever the body says.
  fields.set('event_member_id', String(event.id))
  const answer = await joinEvent(payload, {
    fields,
    locale,
    userAgent: request.headers.get('user-agent') ?? '',
    channel: 'no-js',
    clientIp: remoteIpOf(request.headers),
  })
  const query = new URLSearchParams({ joined: answer.outcome })
  const invalid = Object.keys(answer.errors)
  if (invalid.length) query.set('invalid', invalid.join(','))
  return seeOther(`${page}?${query}#join-form`)
}

/** A mailed link's page button (`id`, `token`): its locale, the posted fields and Payload. */
async function readLinkForm(getPayload: GetPayload, request: Request, localeParam: string) {
  if (isCrossSiteRequest(request)) return crossSite()
  const locale: Locale = isLocale(localeParam) ? localeParam : 'ka'
  const fields = await readForm(request)
  if (fields instanceof Response) return fields
  return { locale, fields, payload: await getPayload() }
}

export async function confirmCancel(
  getPayload: GetPayload,
  request: Request,
  localeParam: string,
): Promise<Response> {
  const posted = await readLinkForm(getPayload, request, localeParam)
  if (posted instanceof Response) return posted
  const { locale, fields, payload } = posted
  const result = await cancelByLink(payload, fields.get('id'), fields.get('token'), locale)
  const done = result.ok ? 'cancelled' : result.reason
  const back = result.ok && result.eventSlug ? `&event=${encodeURIComponent(result.eventSlug)}` : ''
  return seeOther(`${localizePath('/events/cancel', locale)}?result=${done}${back}`)
}

/** The button of the confirm page (`/events/confirm`): confirms the held seat, 303 to the answer. */
export async function confirmSeatWithoutScript(
  getPayload: GetPayload,
  request: Request,
  localeParam: string,
): Promise<Response> {
  const posted = await readLinkForm(getPayload, request, localeParam)
  if (posted instanceof Response) return posted
  const { locale, fields, payload } = posted
  const result = await confirmByLink(payload, fields.get('id'), fields.get('token'), locale)
  const query = new URLSearchParams({ result: result.ok ? 'confirmed' : result.reason })
  if (result.eventSlug) query.set('event', result.eventSlug)
  return seeOther(`${localizePath('/events/confirm', locale)}?${query}`)
}
