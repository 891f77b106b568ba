/** `stm_custom_register` on admin-ajax.php: the theme's answer, `errors` and `message`. */
import 'server-only'

import type { Payload } from 'payload'

import { noteVisitorRequest } from '@/features/mail'
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { jsonResponse } from '@/lib/compat/json'
import { isCrossSiteRequest } from '@/lib/http/cross-site'
import { retryAfterHeaders } from '@/lib/rate-limit'

import { accountStrings } from '../messages'

import { registerVisitor } from './register'

function asFormData(fields: URLSearchParams | FormData): FormData {
  if (fields instanceof FormData) return fields
  const data = new FormData()
  for (const [name, value] of fields) data.append(name, value)
  return data
}

/**
 * Field errors answer 200, as the theme did: its script reads `errors` and `message` in jQuery's
 * `success` callback only. A refused rate limit is a 429 with the same shape. The theme's script
 * POSTs; a GET (an `<img>` on another site's page: admin-ajax dispatches GETs too) is refused
 * with 405, and a post its browser marks as sent from another site's page with 403: registering
 * mails the address typed, which no other site may make a visitor's browser do.
 */
export const registerCallWith =
  (getPayload: () => Promise<Payload>) =>
  async (ctx: AjaxContext): Promise<Response> => {
    const t = accountStrings(ctx.locale)
    if (ctx.request.method !== 'POST') {
      const refused = jsonResponse({ errors: {}, message: t.crossSite }, 405)
      refused.headers.set('Allow', 'POST')
      return refused
    }
    if (isCrossSiteRequest(ctx.request)) {
      return jsonResponse({ errors: {}, message: t.crossSite }, 403)
    }
    noteVisitorRequest()
    const payload = await getPayload()
    const outcome = await registerVisitor(payload, {
      formData: asFormData(ctx.fields),
      locale: ctx.locale,
      userAgent: ctx.request.headers.get('user-agent') ?? '',
      channel: 'rest',
    })
    if (outcome.kind === 'limited') {
      const response = jsonResponse(outcome.answer, 429)
      for (const [name, value] of Object.entries(retryAfterHeaders(outcome))) {
        response.headers.set(name, value)
      }
      return response
    }
    return jsonResponse(outcome.answer)
  }
