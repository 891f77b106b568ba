import type { AjaxContext } from '@/lib/compat/ajax-types'
import { asFormData } from '@/lib/http/form-data'

import { newsletterStrings } from '../messages'
import { errorAnswer, signupAnswer } from './answer'
import { signUpRequest, tokenRefusal } from './routes'

/**
 * The admin-ajax alias (`action=sakhli_newsletter_subscribe`): the dispatcher checked a token from
 * any of WordPress's fields; here, as for the REST call, only a POST whose token came as
 * `X-WP-Nonce`, from this site's pages, subscribes (a GET or a form from elsewhere is refused).
 */
export async function subscribeAjax(ctx: AjaxContext): Promise<Response> {
  const t = newsletterStrings(ctx.locale)
  const refused = tokenRefusal(ctx.request, t)
  if (refused) return refused
  const fields = asFormData(ctx.fields)
  try {
    const outcome = await signUpRequest(
      async () => ctx.payload,
      ctx.request,
      fields,
      ctx.locale,
      'rest',
    )
    return signupAnswer(outcome, t)
  } catch (error) {
    console.error('[newsletter]', error)
    return errorAnswer('internal_error', t.internalError, 500)
  }
}
