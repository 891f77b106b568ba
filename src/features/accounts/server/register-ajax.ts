/** `stm_custom_register` on admin-ajax.php: the theme's answer, `errors` and `message`. */
import 'server-only'

import { noteVisitorRequest } from '@/features/mail'
import type { AjaxContext } from '@/lib/compat/ajax-types'
import { jsonResponse } from '@/lib/compat/json'
import { asFormData } from '@/lib/http/form-data'
import { withRetryAfter } from '@/lib/rate-limit'

import { registerVisitor } from './register'

/**
 * Field errors answer 200, as the theme did: its script reads `errors` and `message` in jQuery's
 * `success` callback only. A refused rate limit is a 429 with the same shape. A GET or a
 * cross-site post never reaches it: the action `writes` (the dispatcher refuses them).
 */
export async function registerAjax(ctx: AjaxContext): Promise<Response> {
  noteVisitorRequest()
  const outcome = await registerVisitor(ctx.payload, {
    formData: asFormData(ctx.fields),
    locale: ctx.locale,
    userAgent: ctx.request.headers.get('user-agent') ?? '',
    channel: 'rest',
  })
  if (outcome.kind === 'limited') return withRetryAfter(jsonResponse(outcome.answer, 429), outcome)
  return jsonResponse(outcome.answer)
}
