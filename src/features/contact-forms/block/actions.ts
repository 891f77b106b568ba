'use server'

import { headers } from 'next/headers'

import { actionPayload } from '@/lib/action-payload'
import { serverErrorResponse, submitFeedback } from '@/features/contact-forms/server/feedback'
import { limitByAddress, limitByEmail } from '@/features/contact-forms/server/rate-limit'
import { loadContactForm } from '@/features/contact-forms/server/form-cache'
import { echoUnknownFormValues, echoValues } from '@/features/contact-forms/server/posted-data'
import { remoteIpOf } from '@/lib/compat/client-address'
import { wakeMailWorker } from '@/features/mail'
import { contactFormStrings, formLocaleOf } from '@/features/contact-forms/messages'
import { checkedUnitTag, postedId } from '@/features/contact-forms/model/bounds'
import { HIDDEN_FIELDS, type NoJsFormState } from '@/features/contact-forms/model/feedback'
import { tooManyAttemptsMessage } from '@/i18n/too-many-attempts'

function unitTagOf(formId: number, formData: FormData): string {
  return checkedUnitTag(
    formId,
    formData.get(HIDDEN_FIELDS.unitTag),
    postedId(formData.get(HIDDEN_FIELDS.containerPost)),
  )
}

function localeOf(formData: FormData) {
  const locale = formData.get(HIDDEN_FIELDS.locale)
  return formLocaleOf(typeof locale === 'string' ? locale : null)
}

/** A "not sent" answer with `message`, the visitor's text kept (within bounds). */
function notSent(
  formId: number,
  formData: FormData,
  message: string,
  values = echoUnknownFormValues(formData),
): NoJsFormState {
  return {
    response: {
      contact_form_id: formId,
      status: 'mail_failed',
      message,
      posted_data_hash: '',
      into: `#${unitTagOf(formId, formData)}`,
      invalid_fields: [],
    },
    values,
  }
}

/**
 * The answer for a form that is not there (deleted since the page was rendered, or an unknown id):
 * nothing was sent, and the visitor keeps what they wrote to send it another way.
 */
function formGone(formId: number, formData: FormData): NoJsFormState {
  return notSent(formId, formData, contactFormStrings(localeOf(formData)).formGone)
}

/**
 * The no-JavaScript path of a contact form: the browser posts the form to this server action and
 * the page is rendered again with the same answer the REST call gives. The same rate limit as the
 * REST call applies (per address, then per e-mail address); over it nothing is stored, and the
 * visitor is told when to try again and keeps what they wrote.
 */
export async function submitContactFormAction(
  _previous: NoJsFormState,
  formData: FormData,
): Promise<NoJsFormState> {
  const formId = postedId(formData.get(HIDDEN_FIELDS.formId))
  if (formId === undefined) return formGone(0, formData)
  const requestHeaders = await headers()
  const remoteIp = remoteIpOf(requestHeaders)
  const payload = await actionPayload()
  let result: Awaited<ReturnType<typeof submitFeedback>>
  try {
    const byAddress = await limitByAddress(remoteIp)
    const form = await loadContactForm(payload, formId, localeOf(formData))
    if (!form) return formGone(formId, formData)
    const limited = byAddress ?? (await limitByEmail(form.model, formData))
    if (limited) {
      const message = tooManyAttemptsMessage(
        localeOf(formData),
        limited.retryAfterSeconds,
        limited.key,
      )
      return notSent(formId, formData, message, echoValues(form.model, formData))
    }
    result = await submitFeedback(payload, {
      formId,
      formData,
      channel: 'no-js',
      remoteIp,
      userAgent: requestHeaders.get('user-agent') ?? '',
      pageUrl: requestHeaders.get('referer') ?? undefined,
    })
  } catch (error) {
    // The visitor keeps what they wrote and is told the message was not sent.
    payload.logger.error({ err: error, msg: 'A contact form posted without JavaScript failed' })
    return {
      response: serverErrorResponse(formId, formData),
      values: echoUnknownFormValues(formData),
    }
  }
  if (!result.found) return formGone(formId, formData)
  if (result.mailQueued) void wakeMailWorker(payload)
  const sent = result.response.status === 'mail_sent'
  return { response: result.response, values: sent ? {} : result.echo }
}
