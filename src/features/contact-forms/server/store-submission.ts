/**
 * A judged submission stored with its files and its mail, in one write: the row, its uploads and
 * its queued messages exist together or not at all. Files are checked and stored first (a file
 * whose bytes the field does not accept fails that field); the mail is composed last (a mail that
 * can reach nobody fails the submission, as CF7's does).
 */
import type { Payload } from 'payload'

import { cutText, previewText } from '@/features/contact-forms/model/bounds'
import type { FeedbackStatus } from '@/features/contact-forms/model/feedback'
import { insertWithMail, type OutgoingMail } from '@/features/mail'
import type { Locale } from '@/i18n/locales'

import {
  composeMail,
  siteFacts,
  undeliverableReason,
  usesContainerPost,
  usesSerialNumber,
  type StoredUpload,
} from './compose-mail'
import { findContainerPost } from './container-post'
import type { LoadedForm } from './form-cache'
import type { PostedData } from './posted-data'
import type { FieldError, ReadSubmission } from './submission'
import { mismatchedUploads } from './upload-type'
import { RejectedUpload, releaseUploads, storeFiles } from './uploads'
import type { Verdict } from './verdict'

export interface SubmissionMeta {
  channel: 'rest' | 'no-js'
  remoteIp?: string
  userAgent?: string
  pageUrl?: string
}

export interface StoredSubmission {
  submissionId: number
  /** The verdict's status, or what the files or the mail made of it. */
  status: FeedbackStatus
  /** The field errors, with those of refused files. */
  invalid: FieldError[]
  mailQueued: boolean
}

/** Statuses whose submissions keep only a preview of each value and no files. */
const REJECTED: readonly FeedbackStatus[] = ['validation_failed', 'acceptance_missing']

/**
 * What a submission keeps of its posted values: a submission that went through keeps them within
 * their fields' bounds (they are mailed, or replayed from the spam folder); a rejected one keeps
 * a preview of each value (`REJECTED_PREVIEW_CHARS`), enough to see in the admin what was tried
 * and why it failed.
 */
function storedFields(status: FeedbackStatus, fields: PostedData['fields']): PostedData['fields'] {
  if (!REJECTED.includes(status)) return fields
  return Object.fromEntries(
    Object.entries(fields).map(([name, values]) => [name, values.map(previewText)]),
  )
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
 * The uploads of a submission that may be mailed (not of spam: the cheapest way to fill the disk),
 * only when their bytes are what the field accepts; a refused file fails its field.
 */
async function keptUploads(
  payload: Payload,
  form: LoadedForm,
  posted: PostedData,
  status: FeedbackStatus,
  invalid: FieldError[],
): Promise<{ status: FeedbackStatus; uploads: StoredUpload[] }> {
  if (status !== 'mail_sent') return { status, uploads: [] }
  if (posted.files.length) {
    const mismatched = await mismatchedUploads(form.schema, posted.files)
    if (mismatched.length) {
      for (const field of mismatched) {
        invalid.push({ field, error: form.messages.upload_file_type_invalid })
      }
      return { status: 'validation_failed', uploads: [] }
    }
  }
  try {
    return { status, uploads: await storeFiles(payload, posted) }
  } catch (error) {
    if (!(error instanceof RejectedUpload)) throw error
    // The store refused a file the rules let through: that field fails, like any bad upload.
    invalid.push({ field: error.field, error: form.messages.upload_failed })
    return { status: 'validation_failed', uploads: [] }
  }
}

export async function storeSubmission(
  payload: Payload,
  form: LoadedForm,
  submission: ReadSubmission,
  verdict: Verdict,
  input: SubmissionMeta,
  locale: Locale,
): Promise<StoredSubmission> {
  const { posted, containerPost, unitTag, dataHash } = submission
  const { spam } = verdict
  const invalid = [...submission.invalid]
  const kept = await keptUploads(payload, form, posted, verdict.status, invalid)
  const { uploads } = kept
  let status = kept.status

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
    const [site, container] = await Promise.all([
      siteFacts(payload, locale),
      usesContainerPost(form.doc)
        ? findContainerPost(payload, containerPost, meta.pageUrl, locale)
        : null,
    ])
    mails = composeMail(
      form,
      site,
      posted,
      { ...meta, createdAt: now, containerPost, container, serialNumber },
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
        invalidFields: invalid.length ? invalid : null,
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
  return { submissionId, status, invalid, mailQueued: mails.length > 0 }
}
