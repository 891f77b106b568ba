'use server'

import { headers } from 'next/headers'

import { getPayloadClient } from '@/data/payload'
import { serverErrorResponse, submitFeedback } from '@/features/contact-forms/server/feedback'
import { remoteIpOf } from '@/lib/compat/client-address'
import { wakeMailWorker } from '@/features/mail'
import { contactFormStrings, formLocaleOf } from '@/features/contact-forms/messages'
import {
  HIDDEN_FIELDS,
  freeTextField,
  postedUnitTag,
  type NoJsFormState,
} from '@/features/contact-forms/model/feedback'

const NAME_SUFFIX = /\[\]$/
// Free-text inputs of choice fields (`_wpcf7_free_text_{name}`) are the visitor's words too.
const FREE_TEXT_PREFIX = freeTextField('')

/** The visitor's text values, to show the form again as it was posted (files cannot be). */
function postedValues(formData: FormData): NoJsFormState['values'] {
  const values: NoJsFormState['values'] = {}
  for (const [name, value] of formData.entries()) {
    const companion = name.startsWith(FREE_TEXT_PREFIX)
    if (typeof value !== 'string' || name.startsWith('$') || (name.startsWith('_') && !companion)) {
      continue
    }
    const key = name.replace(NAME_SUFFIX, '')
    ;(values[key] ??= []).push(value)
  }
  return values
}

/**
 * The answer for a form that is not there (deleted since the page was rendered, or an unknown id):
 * nothing was sent, and the visitor keeps what they wrote to send it another way.
 */
function formGone(formId: number, formData: FormData): NoJsFormState {
  const locale = formData.get(HIDDEN_FIELDS.locale)
  const unitTag = postedUnitTag(formId, formData.get(HIDDEN_FIELDS.unitTag))
  return {
    response: {
      contact_form_id: formId,
      status: 'mail_failed',
      message: contactFormStrings(formLocaleOf(typeof locale === 'string' ? locale : null))
        .formGone,
      posted_data_hash: '',
      into: `#${unitTag}`,
      invalid_fields: [],
    },
    values: postedValues(formData),
  }
}

/**
 * The no-JavaScript path of a contact form: the browser posts the form to this server action and
 * the page is rendered again with the same answer the REST call gives.
 */
export async function submitContactFormAction(
  _previous: NoJsFormState,
  formData: FormData,
): Promise<NoJsFormState> {
  const formId = Number(formData.get(HIDDEN_FIELDS.formId))
  if (!Number.isInteger(formId) || formId <= 0) return formGone(0, formData)
  const requestHeaders = await headers()
  const payload = await getPayloadClient()
  let result: Awaited<ReturnType<typeof submitFeedback>>
  try {
    result = await submitFeedback(payload, {
      formId,
      formData,
      channel: 'no-js',
      remoteIp: remoteIpOf(requestHeaders),
      userAgent: requestHeaders.get('user-agent') ?? '',
      pageUrl: requestHeaders.get('referer') ?? undefined,
    })
  } catch (error) {
    // The visitor keeps what they wrote and is told the message was not sent.
    payload.logger.error({ err: error, msg: 'A contact form posted without JavaScript failed' })
    return { response: serverErrorResponse(formId, formData), values: postedValues(formData) }
  }
  if (!result.found) return formGone(formId, formData)
  if (result.mailQueued) void wakeMailWorker(payload)
  const sent = result.response.status === 'mail_sent'
  return { response: result.response, values: sent ? {} : postedValues(formData) }
}
