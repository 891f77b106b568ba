/**
 * The feedback service: one submission of a contact form, start to end, as Contact Form 7 does it
 * (validate, acceptance, spam, mail), behind both the REST call and the no-JavaScript server
 * action. Every submission is stored before the answer; `mail_sent` means stored and mail queued.
 */
import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { insertWithMail, type OutgoingMail } from '@/features/mail'

import {
  checkedUnitTag,
  cutText,
  postedId,
  previewText,
} from '@/features/contact-forms/model/bounds'
import {
  HIDDEN_FIELDS,
  quizAnswerField,
  type FeedbackInvalidField,
  type FeedbackResponse,
  type FeedbackStatus,
} from '@/features/contact-forms/model/feedback'
import {
  defaultFormMessages,
  formLocaleOf,
  type FormMessageKey,
} from '@/features/contact-forms/messages'
import type { FormTag } from '@/features/contact-forms/model/model'
import { validate } from '@/lib/validation'

import { loadContactForm, type LoadedForm } from './form-cache'
import {
  composeMail,
  siteFacts,
  undeliverableReason,
  usesSerialNumber,
  type StoredUpload,
} from './compose-mail'
import { echoValues, readPostedData, type PostedData } from './posted-data'
import { mismatchedUploads } from './upload-type'
import { RejectedUpload, releaseUploads, storeFiles } from './uploads'
import { isQuizAnswerCorrect, quizRefill } from './quiz'
import { readSpamSignals, scoreSpam, type SpamVerdict } from '@/features/spam'

export interface FeedbackInput {
  formId: number
  formData: FormData
  /** `rest` for the CF7 call, `no-js` for the server action of a form posted without JavaScript. */
  channel: 'rest' | 'no-js'
  remoteIp?: string
  userAgent?: string
  pageUrl?: string
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

/** Statuses whose submissions keep only a preview of each value and no files. */
const REJECTED: readonly FeedbackStatus[] = ['validation_failed', 'acceptance_missing']

/**
 * What a submission keeps of its posted values (issue 8): a submission that went through keeps
 * them within their fields' bounds (they are mailed, or replayed from the spam folder); a rejected
 * one keeps a preview of each value (`REJECTED_PREVIEW_CHARS`), enough to see in the admin what
 * was tried and why it failed.
 */
function storedFields(status: FeedbackStatus, fields: PostedData['fields']): PostedData['fields'] {
  if (!REJECTED.includes(status)) return fields
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, values.map(previewText)]),
  )
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

function acceptanceMissing(tags: FormTag[], formData: FormData): boolean {
  return tags.some((tag) => {
    if (tag.type !== 'acceptance' || !tag.name || tag.options.includes('optional')) return false
    const checked = formData.getAll(tag.name).some((v) => typeof v === 'string' && v !== '')
    return tag.options.includes('invert') ? checked : !checked
  })
}

function quizErrors(form: LoadedForm, formData: FormData): { field: string; error: string }[] {
  const errors: { field: string; error: string }[] = []
  for (const tag of form.model.tags) {
    if (tag.type !== 'quiz' || !tag.name) continue
    const answer = formData.get(tag.name)
    const hash = formData.get(quizAnswerField(tag.name))
    const correct =
      typeof answer === 'string' && typeof hash === 'string' && isQuizAnswerCorrect(answer, hash)
    if (!correct) errors.push({ field: tag.name, error: form.messages.quiz_answer_not_correct })
  }
  return errors
}

function postedDataHash(fields: PostedData['fields']): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32)
}

/** How many messages of the form were stored as sent or failed (Flamingo's channel count). */
async function countMessages(payload: Payload, formId: number): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'form-submissions',
    where: { form: { equals: formId }, status: { in: ['mail_sent', 'mail_failed'] } },
    overrideAccess: true,
  })
  return totalDocs
}

/** A line for the admin's list: the first few things the visitor wrote. */
function summaryOf(form: LoadedForm, fields: PostedData['fields']): string {
  const shown = form.model.tags
    .filter((t) => ['text', 'email', 'tel'].includes(t.type) && t.name)
    .map((t) => fields[t.name]?.join(', ').trim())
    .filter(Boolean)
    .slice(0, 3)
  const text = shown.join(' · ') || form.doc.title
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
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

export async function submitFeedback(
  payload: Payload,
  input: FeedbackInput,
): Promise<FeedbackResult> {
  const { formData } = input
  const rawLocale = formData.get(HIDDEN_FIELDS.locale)
  const locale = formLocaleOf(typeof rawLocale === 'string' ? rawLocale : null)
  const form = await loadContactForm(payload, input.formId, locale)
  if (!form) return { found: false }

  // A page id, or nothing: anything else (`1e999`, `-1`, text) is not stored.
  const containerPost = postedId(formData.get(HIDDEN_FIELDS.containerPost))
  // A unit tag of this form, else the canonical one: a bad one is never echoed or stored.
  const unitTag = checkedUnitTag(input.formId, formData.get(HIDDEN_FIELDS.unitTag), containerPost)

  const posted = readPostedData(form.model, formData, locale)
  const invalid: { field: string; error: string }[] = [...validate(form.schema, formData)]
  for (const quiz of quizErrors(form, formData)) {
    if (!invalid.some((i) => i.field === quiz.field)) invalid.push(quiz)
  }
  const texts = Object.values(posted.fields).flat()
  const dataHash = postedDataHash(posted.fields)
  let spam: SpamVerdict | undefined
  let status: FeedbackStatus
  if (invalid.length) status = 'validation_failed'
  else if (acceptanceMissing(form.model.tags, formData)) status = 'acceptance_missing'
  else {
    spam = scoreSpam(
      readSpamSignals(formData, {
        texts,
        userAgent: input.userAgent ?? '',
        channel: input.channel,
      }),
    )
    if (spam.spam) status = 'spam'
    else if (form.doc.acceptingSubmissions === false) status = 'aborted'
    else status = 'mail_sent'
  }

  // Files are kept only for submissions that may be mailed (not for spam: the cheapest way to fill
  // the disk), and only when their bytes are what the field accepts.
  let keepFiles = status === 'mail_sent'
  if (keepFiles && posted.files.length) {
    const mismatched = await mismatchedUploads(form.schema, posted.files)
    if (mismatched.length) {
      status = 'validation_failed'
      keepFiles = false
      for (const field of mismatched) {
        invalid.push({ field, error: form.messages.upload_file_type_invalid })
      }
    }
  }
  let uploads: StoredUpload[] = []
  if (keepFiles) {
    try {
      uploads = await storeFiles(payload, posted)
    } catch (error) {
      if (!(error instanceof RejectedUpload)) throw error
      // The store refused a file the rules let through: that field fails, like any bad upload.
      status = 'validation_failed'
      invalid.push({ field: error.field, error: form.messages.upload_failed })
    }
  }
  const ids = new Map(form.model.tags.filter((t) => t.id).map((t) => [t.name, t.id ?? null]))
  const invalidFields: FeedbackInvalidField[] = invalid.map(({ field, error }) => ({
    field,
    message: error,
    idref: ids.get(field) ?? null,
    error_id: `${unitTag}-ve-${field}`,
  }))

  const now = new Date().toISOString()
  const meta = {
    remoteIp: input.remoteIp === undefined ? undefined : cutText(input.remoteIp, 64),
    userAgent: input.userAgent === undefined ? undefined : cutText(input.userAgent, 500),
    pageUrl: input.pageUrl === undefined ? undefined : cutText(input.pageUrl, 500),
  }
  let mails: OutgoingMail[] = []
  let mailError: string | null = null
  if (status === 'mail_sent') {
    const serialNumber = usesSerialNumber(form.doc)
      ? 1 + (await countMessages(payload, form.doc.id))
      : undefined
    const site = await siteFacts(payload, locale)
    mails = composeMail(
      form,
      site,
      posted,
      { ...meta, createdAt: now, containerPost, serialNumber },
      uploads,
    )
    // A mail that can reach nobody (no valid recipient once filled in) fails now, as CF7's does.
    mailError = undeliverableReason(mails)
    if (mailError) {
      status = 'mail_failed'
      mails = []
    }
  }

  const stored = storedFields(status, posted.fields)
  const storedTexts = Object.values(stored).flat()
  let submissionId: number
  try {
    // The submission and its mail are one write: neither exists without the other. The row is
    // written as Payload's table holds it (the adapter's own create cannot share a transaction
    // on SQLite); the service built every value and the collection has no hooks.
    submissionId = await insertWithMail(payload, {
      table: 'form_submissions',
      source: 'form-submissions',
      row: {
        summary: summaryOf(form, stored),
        form: form.doc.id,
        status,
        mailState: mails.length ? 'queued' : status === 'mail_failed' ? 'failed' : 'skipped',
        fields: stored,
        invalidFields: invalidFields.length ? invalid : null,
        mailError,
        spam_verdict: spam ? (spam.spam ? 'spam' : 'ham') : null,
        spam_score: spam?.score ?? null,
        spam_reasons: spam?.reasons.join('; ') ?? null,
        spam_signals: spam?.signals ?? null,
        meta_locale: locale,
        meta_unitTag: unitTag,
        meta_containerPost: containerPost ?? null,
        meta_channel: input.channel,
        meta_pageUrl: meta.pageUrl ?? null,
        meta_remoteIp: meta.remoteIp ?? null,
        meta_userAgent: meta.userAgent ?? null,
        meta_postedDataHash: dataHash,
        searchText: cutText(storedTexts.join('\n'), 10_000),
        createdAt: now,
        updatedAt: now,
      },
      children: [
        {
          table: 'form_submissions_rels',
          rows: uploads.map((upload, index) => ({
            order: index + 1,
            path: 'files',
            'submission-filesID': upload.id,
          })),
        },
      ],
      mails,
    })
  } catch (error) {
    await releaseUploads(payload, error, uploads, { form: form.doc.id, postedDataHash: dataHash })
    throw error
  }

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
  return {
    found: true,
    response,
    submissionId,
    mailQueued: mails.length > 0,
    echo: echoValues(form.model, formData),
  }
}
