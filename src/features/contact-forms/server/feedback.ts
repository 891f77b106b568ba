/**
 * The feedback service: one submission of a contact form, start to end, as Contact Form 7 does it,
 * behind both the REST call and the no-JavaScript server action. Its steps are modules of their
 * own: read and validate (`submission.ts`), judge (acceptance, spam: `verdict.ts`), store with its
 * files and mail in one write (`store-submission.ts`), then the answer (here). Every submission
 * is stored before the answer; `mail_sent` means stored and mail queued.
 */
import type { Payload } from 'payload'

import { checkedUnitTag, postedId } from '@/features/contact-forms/model/bounds'
import {
  HIDDEN_FIELDS,
  type FeedbackInvalidField,
  type FeedbackResponse,
  type FeedbackStatus,
} from '@/features/contact-forms/model/feedback'
import {
  defaultFormMessages,
  formLocaleOf,
  type FormMessageKey,
} from '@/features/contact-forms/messages'

import { loadContactForm, type LoadedForm } from './form-cache'
import { echoValues } from './posted-data'
import { quizRefill } from './quiz'
import { storeSubmission, type SubmissionMeta } from './store-submission'
import { readSubmission, type FieldError, type ReadSubmission } from './submission'
import { judgeSubmission } from './verdict'

export interface FeedbackInput extends SubmissionMeta {
  formId: number
  formData: FormData
  /** `rest` for the CF7 call, `no-js` for the server action of a form posted without JavaScript. */
  channel: 'rest' | 'no-js'
}

export type FeedbackResult =
  | { found: false }
  | {
      found: true
      response: FeedbackResponse
      submissionId: number
      mailQueued: boolean
      /** The form's own text fields as posted, bounded: what the no-JavaScript page shows again. */
      echo: Record<string, string[]>
    }

const STATUS_MESSAGES: Record<FeedbackStatus, FormMessageKey> = {
  mail_sent: 'mail_sent_ok',
  mail_failed: 'mail_sent_ng',
  validation_failed: 'validation_error',
  acceptance_missing: 'accept_terms',
  spam: 'spam',
  aborted: 'aborted' as FormMessageKey,
  payment_required: 'payment_required' as FormMessageKey,
}

function messageOf(form: LoadedForm, status: FeedbackStatus): string {
  const key = STATUS_MESSAGES[status]
  return (form.messages as Record<string, string>)[key] ?? form.messages.mail_sent_ng
}

/**
 * The answer when the server could not handle a submission at all (the database is down): CF7's
 * "could not send" message in the form's language, so the visitor knows to try again.
 */
export function serverErrorResponse(formId: number, formData: FormData): FeedbackResponse {
  const rawLocale = formData.get(HIDDEN_FIELDS.locale)
  const unitTag = checkedUnitTag(
    formId,
    formData.get(HIDDEN_FIELDS.unitTag),
    postedId(formData.get(HIDDEN_FIELDS.containerPost)),
  )
  return {
    contact_form_id: formId,
    status: 'mail_failed',
    message:
      defaultFormMessages[formLocaleOf(typeof rawLocale === 'string' ? rawLocale : null)]
        .mail_sent_ng,
    posted_data_hash: '',
    into: `#${unitTag}`,
    invalid_fields: [],
  }
}

/** CF7's answer: the status's message, the fields' errors, the hash of a submission that passed. */
function answerOf(
  form: LoadedForm,
  submission: ReadSubmission,
  status: FeedbackStatus,
  invalid: FieldError[],
): FeedbackResponse {
  const { unitTag, dataHash } = submission
  const ids = new Map(form.model.tags.filter((t) => t.id).map((t) => [t.name, t.id ?? null]))
  const invalidFields: FeedbackInvalidField[] = invalid.map(({ field, error }) => ({
    field,
    message: error,
    idref: ids.get(field) ?? null,
    error_id: `${unitTag}-ve-${field}`,
  }))
  const response: FeedbackResponse = {
    contact_form_id: form.doc.id,
    status,
    message: messageOf(form, status),
    // CF7 hashes the posted data only once it passed validation, acceptance and the spam check.
    posted_data_hash: ['validation_failed', 'acceptance_missing', 'spam'].includes(status)
      ? ''
      : dataHash,
    into: `#${unitTag}`,
    invalid_fields: invalidFields,
  }
  const quiz = quizRefill(form.model)
  if (quiz) response.quiz = quiz
  return response
}

export async function submitFeedback(
  payload: Payload,
  input: FeedbackInput,
): Promise<FeedbackResult> {
  const { formData } = input
  const rawLocale = formData.get(HIDDEN_FIELDS.locale)
  const locale = formLocaleOf(typeof rawLocale === 'string' ? rawLocale : null)
  const form = await loadContactForm(payload, input.formId, locale)
  if (!form) return { found: false }

  const submission = readSubmission(form, input.formId, formData, locale)
  const verdict = judgeSubmission(form, submission, formData, input)
  const stored = await storeSubmission(payload, form, submission, verdict, input, locale)
  return {
    found: true,
    response: answerOf(form, submission, stored.status, stored.invalid),
    submissionId: stored.submissionId,
    mailQueued: stored.mailQueued,
    echo: echoValues(form.model, formData),
  }
}
