import 'server-only'

import {
  ajaxErrorResponse,
  dispatchAjax,
  issueAjaxNonce,
  jsonResponse,
  registerAjaxAction,
  unknownActionResponse,
} from '@/lib/compat/ajax-dispatcher'
import { AJAX_ERROR } from '@/lib/compat/ajax-errors'
import { remoteIpOf } from '@/lib/compat/client-address'
import type { GetPayload } from '@/lib/compat/request-context'
import { refreshNonceAction } from '@/lib/compat/refresh-nonce'
import { consumeRateLimit, withRetryAfter } from '@/lib/rate-limit'

import { features } from '.'

// The one place actions are registered, once per route bundle that dispatches them: the
// dispatcher's token refresh, then every feature's `ajaxActions`.
const actions = [refreshNonceAction, ...features.flatMap((feature) => feature.ajaxActions ?? [])]
for (const action of actions) registerAjaxAction(action)

export { dispatchAjax }

/** `/wp-admin/admin-ajax.php`, its handlers given the caller's Payload (the app's route file). */
export function ajaxRoute(getPayload: GetPayload): (request: Request) => Promise<Response> {
  return (request) => dispatchAjax(request, getPayload)
}

/** `GET /wp-json/sakhli/v1/nonce?action=…`: a fresh token for a registered action. */
export async function nonceRoute(request: Request): Promise<Response> {
  const action = new URL(request.url).searchParams.get('action')
  if (!action) return ajaxErrorResponse(AJAX_ERROR.missingAction, 400)
  try {
    const limited = await consumeRateLimit('nonce', { ip: remoteIpOf(request.headers) })
    if (!limited.ok) return withRetryAfter(ajaxErrorResponse(AJAX_ERROR.rateLimited, 429), limited)
    const issued = issueAjaxNonce(action)
    if (!issued) return unknownActionResponse(action)
    return jsonResponse(issued)
  } catch (error) {
    console.error('[nonce] issuing a token failed:', error)
    return ajaxErrorResponse(AJAX_ERROR.internalError, 500)
  }
}
