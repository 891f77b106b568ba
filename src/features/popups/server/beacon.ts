/**
 * `POST /api/popups/beacon`: the client runtime's count of what a visitor did with a popup
 * (`../beacon.ts` holds the contract). Thin: refuse another site's page, count against the
 * `popup-beacon` limit per address, read a small body, validate, add one to the day's count.
 *
 * | answer | when |
 * |---|---|
 * | 204, no body | counted |
 * | 400 `invalid_body` / `invalid_popup` / `invalid_event` | not JSON, or not `{popup, event}` |
 * | 403 `cross_site` | sent by another site's page (`Sec-Fetch-Site`, `Origin`, `Referer`) |
 * | 404 `unknown_popup` | no published popup has that id (nothing counted) |
 * | 413 `too_large`, 415 `unsupported_media_type` | a body over 1 KB; not JSON or text |
 * | 429 `rate_limited` + `Retry-After` | over the address's limit |
 *
 * Errors are `{"error": code, "message": text}`. Only a failing database is a 5xx (503, logged).
 */
import type { PayloadRequest } from 'payload'

import { remoteIpOf } from '@/lib/compat/client-address'
import { parseJson, readBody } from '@/lib/http'
import { isCrossSiteRequest } from '@/lib/http/cross-site'
import { consumeRateLimit, withRetryAfter } from '@/lib/rate-limit'

import { parsePopupBeacon, POPUP_BEACON_MAX_BYTES } from '../beacon'
import { countPopupEvent } from './stats'

function answer(status: number, error: string, message: string): Response {
  return Response.json(
    { error, message },
    { status, headers: { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } },
  )
}

const BODY_ERRORS = {
  400: ['invalid_body', 'The body is not JSON.'],
  413: ['too_large', `The body is over ${POPUP_BEACON_MAX_BYTES} bytes.`],
  415: ['unsupported_media_type', 'Send application/json (or text/plain holding JSON).'],
} as const

/** The beacon's handler, as Payload's endpoint calls it (`req` is the web request). */
export async function popupBeaconEndpoint(req: PayloadRequest): Promise<Response> {
  const request = req as unknown as Request
  if (isCrossSiteRequest(request)) {
    return answer(403, 'cross_site', 'Popups are counted from this site’s own pages only.')
  }
  const limited = await consumeRateLimit('popup-beacon', { ip: remoteIpOf(request.headers) })
  if (!limited.ok) {
    return withRetryAfter(
      answer(429, 'rate_limited', 'Too many counts from this address.'),
      limited,
    )
  }
  // `navigator.sendBeacon` with a string sends text/plain: its text is the JSON.
  const body = await readBody(request, {
    cap: POPUP_BEACON_MAX_BYTES,
    accept: ['json', 'text'],
    untyped: 'json',
  })
  if (!body.ok) {
    const [code, message] = BODY_ERRORS[body.status]
    return answer(body.status, code, message)
  }
  let json: unknown
  if (body.kind === 'json') json = body.json
  else if (body.kind === 'text') {
    try {
      json = parseJson(body.text)
    } catch {
      return answer(400, BODY_ERRORS[400][0], BODY_ERRORS[400][1])
    }
  }
  const parsed = parsePopupBeacon(json)
  if (!parsed.ok) return answer(400, parsed.error, parsed.message)
  try {
    const counted = await countPopupEvent(req.payload, parsed.beacon.popup, parsed.beacon.event)
    if (!counted) return answer(404, 'unknown_popup', 'No published popup has this id.')
  } catch (error) {
    req.payload.logger.error({ err: error, msg: '[popups] beacon not counted' })
    return answer(503, 'not_counted', 'The count could not be stored; nothing to retry.')
  }
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}
